/**
 * isInstance is what code uses instead of instanceof, because the action
 * bundle and the library can each carry their own copy of errors.ts. It must
 * tell the classes apart, also across copies.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { readFile } from "node:fs/promises";
import { ConfigError, McpvalsError, MissingApiKeyError, ServerConnectError, ServerUnavailableError, UsageError } from "../src/errors.js";
import { ModelCallError } from "../src/model/retry-model-call.js";
import { REPO_ROOT, tempDir } from "./helpers/run-mcpvals.js";

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

test("a copy whose classes a bundler renamed is still recognised by class", async () => {
  // What a minifier does: every class gets a short name (strings, like the marker keys, stay), so constructor names say nothing.
  const source = await readFile(join(REPO_ROOT, "lib", "errors.js"), "utf8");
  const names = ["McpvalsError", "ConfigError", "UsageError", "MissingApiKeyError", "ServerConnectError", "ServerUnavailableError"];
  const renamed = source.replace(new RegExp(`(?<![.\\w])(${names.join("|")})\\b`, "g"), (name) => `R${names.indexOf(name)}`);
  await using dir = await tempDir();
  await dir.write("package.json", { type: "module" });
  // errors.js reads its exit codes from the one exit-code table beside it.
  await dir.write("exit-code.js", await readFile(join(REPO_ROOT, "lib", "exit-code.js"), "utf8"));
  const other = (await import(pathToFileURL(await dir.write("errors.js", renamed)).href)) as Record<
    string,
    new (...args: never[]) => Error
  >;
  const Config = other.R1 as unknown as typeof ConfigError;
  const foreign = new Config("bad config");
  expect(foreign.name).not.toBe("ConfigError");
  expect(ConfigError.isInstance(foreign)).toBe(true);
  expect(McpvalsError.isInstance(foreign)).toBe(true);
  expect(UsageError.isInstance(foreign)).toBe(false);
  expect(ServerUnavailableError.isInstance(foreign)).toBe(false);
});

test("a subclass defined outside errors.ts has its own marker", () => {
  const error = new ModelCallError("openai", 500, 3, new Error("boom"));
  expect(ModelCallError.isInstance(error)).toBe(true);
  expect(McpvalsError.isInstance(error)).toBe(true);
  expect(ModelCallError.isInstance(new UsageError("x"))).toBe(false);
  expect(ConfigError.isInstance(error)).toBe(false);
});
