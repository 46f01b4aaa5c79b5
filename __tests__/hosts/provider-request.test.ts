/**
 * What each model API receives, measured with the provider packages
 * themselves (offline: the request body is recorded before it would leave).
 * The AI SDK providers send a tool's schema unchanged; OpenAI's Agents SDK
 * rewrites it for strict mode. If a provider release starts converting,
 * these fail and the profiles must say so.
 */
import { adaptToolsForHost } from "../../src/hosts/adapt-tools-for-host.js";
import { profileById } from "../../src/hosts/profile-table.js";
import { providerRequest } from "../../src/hosts/provider-request.js";
import type { McpTool } from "../../src/protocol/mcp-types.js";

const awkward: McpTool = {
  name: "awkward",
  description: "Every keyword some API minds.",
  inputSchema: {
    type: "object",
    $schema: "http://json-schema.org/draft-07/schema#",
    properties: {
      query: { type: "string", pattern: "^q", format: "email" },
      limit: { type: "number", exclusiveMinimum: 0, default: 10 },
      tags: { type: "object", additionalProperties: { type: "string" }, propertyNames: { pattern: "^[a-z]+$" } },
      either: { oneOf: [{ type: "string" }, { type: "integer" }] },
    },
    required: ["query"],
  },
};

test.each(["anthropic", "google", "xai"] as const)("the AI SDK's %s provider sends the schema as written", async (provider) => {
  const { tools, wire } = await providerRequest(provider, [awkward]);
  expect(tools).toHaveLength(1);
  expect(tools[0]!.name).toBe("awkward");
  expect(tools[0]!.schema).toEqual(awkward.inputSchema);
  expect(wire).toContain("exclusiveMinimum");
});

test.each([false, true])("the AI SDK's openai provider (strict %s) silently drops propertyNames, and nothing else", async (strict) => {
  const { tools } = await providerRequest("openai", [awkward], strict);
  expect(tools[0]!.strict).toBe(strict);
  const { findings } = adaptToolsForHost(profileById(strict ? "openai-strict" : "openai"), [awkward], { sent: tools });
  const dropped = findings.filter((f) => f.effect === "dropped");
  expect(dropped.map((f) => `${f.level} ${f.pointer}`)).toEqual(["warning /inputSchema/properties/tags/propertyNames"]);
});

test("a schema the provider refuses to send is a finding on that tool; the others still go", async () => {
  const refused: McpTool = {
    name: "refused",
    inputSchema: { type: "object", properties: { m: { type: "object", propertyNames: { type: "integer" } } } },
  };
  const ok: McpTool = { name: "ok", inputSchema: { type: "object", properties: {} } };
  const { tools } = await providerRequest("openai", [refused, ok]);
  expect(tools.map((t) => [t.name, t.error === undefined])).toEqual([
    ["refused", false],
    ["ok", true],
  ]);
  const { findings } = adaptToolsForHost(profileById("openai"), [refused, ok], { sent: tools });
  expect(findings).toEqual([expect.objectContaining({ item: "refused", effect: "rejected", id: "host/openai/conversion-failed" })]);
});

test("OpenAI's Agents SDK makes optional properties required and nullable, and what it cannot make strict it sends non-strict", async () => {
  const closed: McpTool = {
    name: "closed",
    inputSchema: {
      type: "object",
      properties: { q: { type: "string" }, n: { type: "integer" } },
      required: ["q"],
      additionalProperties: false,
    },
  };
  const { tools } = await providerRequest("openai-agents", [closed, awkward]);
  expect(tools[0]).toMatchObject({
    strict: true,
    schema: { required: ["q", "n"], properties: { n: { anyOf: [{ type: "integer" }, { type: "null" }] } } },
  });
  // An open map (additionalProperties: {...}) cannot be strict: the tool goes out non-strict, opened up.
  expect(tools[1]).toMatchObject({ strict: false, schema: { additionalProperties: true } });

  const { findings } = adaptToolsForHost(profileById("openai-agents"), [closed, awkward], { sent: tools });
  const seen = findings.map((f) => `${f.item} ${f.effect} ${f.pointer}`);
  expect(seen).toEqual(
    expect.arrayContaining([
      "closed changed /inputSchema/properties/n",
      "closed changed /inputSchema/required",
      "awkward changed /inputSchema",
    ]),
  );
  expect(findings.every((f) => f.host === "openai-agents" && f.level === "warning")).toBe(true);
});
