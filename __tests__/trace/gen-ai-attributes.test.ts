/**
 * The GenAI and MCP keys our spans use are copies (the semantic-conventions
 * package asks libraries not to load its incubating entry at run time): each
 * must still equal the installed package's constant of the same name.
 */
import * as incubating from "@opentelemetry/semantic-conventions/incubating";
import { GEN_AI } from "../../src/trace/otlp/gen-ai-attributes.js";

test("every copied key equals the semantic-conventions package's constant", () => {
  const published = incubating as unknown as Record<string, unknown>;
  const mismatches = Object.entries(GEN_AI).filter(([name, value]) => published[name] !== value);
  expect(mismatches).toEqual([]);
});
