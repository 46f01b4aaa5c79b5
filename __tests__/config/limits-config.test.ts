/** `limits:` in the config: provider rate limits, checked by zod, each error naming its path. */
import path from "node:path";
import { resolveConfig } from "../../src/config/load-config.js";
import { ConfigError } from "../../src/errors.js";

const baseDir = path.resolve("/project");
const base = { server: { command: "node" }, workflows: [{ name: "w", steps: [{ user: "hi" }] }] };
const resolve = (limits: unknown) => resolveConfig({ ...base, limits }, { baseDir, env: {} });
const issuePaths = (fn: () => unknown): string[] => {
  try {
    fn();
  } catch (error) {
    if (ConfigError.isInstance(error)) return error.issues.map((i) => `${i.path}: ${i.message}`);
    throw error;
  }
  return [];
};

test("limits per provider reach the resolved config", () => {
  expect(resolve({ openai: { rpm: 500, tpm: 200_000 }, anthropic: { rpm: 50 } }).limits).toEqual({
    openai: { rpm: 500, tpm: 200_000 },
    anthropic: { rpm: 50 },
  });
  expect(resolveConfig(base, { baseDir, env: {} }).limits).toBeUndefined();
});

test("a limit without rpm or tpm, an unknown provider, a bad number: errors naming the path", () => {
  expect(issuePaths(() => resolve({ openai: {} })).join("\n")).toContain("limits.openai: give rpm, tpm or both");
  expect(issuePaths(() => resolve({ opneai: { rpm: 1 } })).join("\n")).toContain("limits");
  expect(issuePaths(() => resolve({ openai: { rpm: 0 } })).join("\n")).toContain("limits.openai.rpm");
  expect(issuePaths(() => resolve({ openai: { rpm: 1, rps: 2 } })).join("\n")).toContain("limits.openai");
});
