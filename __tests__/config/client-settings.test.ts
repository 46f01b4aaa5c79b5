/** `client:` in the config: top level under each server's own, key by key; sampling models found and checked; secrets collected. */
import path from "node:path";
import { resolveConfig } from "../../src/config/load-config.js";
import { ConfigError } from "../../src/errors.js";

const baseDir = path.resolve("/project");
const workflows = [{ name: "w", steps: [{ user: "hi" }] }];
const resolve = (input: Record<string, unknown>, env: Record<string, string> = {}) => resolveConfig(input, { baseDir, env });

test("the top-level client is merged under each server's own, key by key", () => {
  const config = resolve({
    client: { roots: [{ uri: "file:///a" }], sampling: { text: "hi" }, logLevel: "info" },
    servers: {
      plain: { command: "node" },
      own: { command: "node", client: { roots: [{ uri: "file:///b", name: "b" }], elicitation: [{ action: "decline" }] } },
    },
    workflows,
  });
  expect(config.servers.plain!.client).toEqual({ roots: [{ uri: "file:///a" }], sampling: { text: "hi" }, logLevel: "info" });
  expect(config.servers.own!.client).toEqual({
    roots: [{ uri: "file:///b", name: "b" }],
    sampling: { text: "hi" },
    logLevel: "info",
    elicitation: [{ action: "decline" }],
  });
  expect(config.samplingModels).toBeUndefined();
});

test("no client settings: the spec carries none", () => {
  const config = resolve({ server: { command: "node" }, workflows });
  expect(config.server).not.toHaveProperty("client");
});

test("servers whose sampling a model answers, with the config path for errors", () => {
  const config = resolve({
    client: { sampling: {} },
    servers: {
      a: { command: "node" },
      b: { command: "node", client: { sampling: { model: "openai:gpt-4o-mini" } } },
      c: { command: "node", client: { sampling: { text: "x" } } },
    },
    workflows,
  });
  expect(config.samplingModels).toEqual({
    a: { model: undefined, path: "client.sampling" },
    b: { model: "openai:gpt-4o-mini", path: "servers.b.client.sampling" },
  });
});

test("problems are config errors with their field paths", () => {
  const issues = (input: Record<string, unknown>) => {
    try {
      resolve(input);
    } catch (error) {
      if (error instanceof ConfigError) return error.issues.map((i) => i.path);
      throw error;
    }
    return [];
  };
  expect(issues({ client: { sampling: { text: "a", model: "openai:x" } }, server: { command: "node" }, workflows })).toEqual([
    "client.sampling",
  ]);
  expect(issues({ client: { elicitation: [{ action: "maybe" }] }, server: { command: "node" }, workflows })).toEqual([
    "client.elicitation[0].action",
  ]);
  expect(issues({ server: { command: "node", client: { sampling: { model: { provider: "nope" } } } }, workflows })).toEqual([
    "server.client.sampling.model",
  ]);
});

test("a sampling model's API key is a secret", () => {
  const config = resolve({
    server: {
      command: "node",
      client: { sampling: { model: { provider: "openai", model: "gpt-4o-mini", apiKey: "sk-sampling-key-123" } } },
    },
    workflows,
  });
  expect(config.secrets).toContain("sk-sampling-key-123");
});
