/**
 * isInstance is what code uses instead of instanceof, because the action
 * bundle and the library can each carry their own copy of errors.ts. It must
 * tell the classes apart, also across copies.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ConfigError, McpvalsError, MissingApiKeyError, ServerConnectError, UsageError } from "../src/errors.js";
import { REPO_ROOT } from "./helpers/run-mcpvals.js";

test("a subclass's isInstance matches that class and its subclasses only", () => {
  const usage = new UsageError("bad flag");
  expect(McpvalsError.isInstance(usage)).toBe(true);
  expect(UsageError.isInstance(usage)).toBe(true);
  expect(ConfigError.isInstance(usage)).toBe(false);
  expect(MissingApiKeyError.isInstance(usage)).toBe(false);
  expect(ServerConnectError.isInstance(new ServerConnectError("s", "down"))).toBe(true);
  expect(McpvalsError.isInstance(new Error("plain"))).toBe(false);
  expect(McpvalsError.isInstance({ name: "UsageError" })).toBe(false);
});

test("an error from another copy of the module (the built lib/) is recognised by class", async () => {
  const other = (await import(pathToFileURL(join(REPO_ROOT, "lib", "errors.js")).href)) as typeof import("../src/errors.js");
  expect(other.UsageError).not.toBe(UsageError);
  const foreign = new other.MissingApiKeyError("openai", "OPENAI_API_KEY", "agent");
  expect(foreign instanceof MissingApiKeyError).toBe(false);
  expect(MissingApiKeyError.isInstance(foreign)).toBe(true);
  expect(McpvalsError.isInstance(foreign)).toBe(true);
  expect(UsageError.isInstance(foreign)).toBe(false);
});
