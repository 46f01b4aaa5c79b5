/**
 * Which servers a run starts before the modules that run it load: only what
 * the plan is sure to start first (pure: no process is started here).
 */
import { resolveConfig } from "../../src/config/load-config.js";
import { serversToPrestart } from "../../src/eval/servers-to-prestart.js";
import { selectWork } from "../../src/eval/select-work.js";

const stdio = (arg: string) => ({ command: "node", args: [arg] });
const workflow = (name: string, extra: Record<string, unknown> = {}) => ({ name, steps: [{ user: "hi" }], ...extra });
const load = (config: Record<string, unknown>) => resolveConfig(config, { file: "/tmp/mcpvals.config.json", env: {} });

test("each stdio server the planned work uses, once when shared", () => {
  const config = load({
    isolation: "run",
    servers: { a: stdio("a.js"), b: stdio("b.js"), unused: stdio("c.js"), web: { url: "http://127.0.0.1:1/mcp" } },
    workflows: [workflow("one", { servers: ["a"] }), workflow("two", { servers: ["a", "web"] })],
    toolHealthSuites: [{ name: "s", tests: [{ name: "t", server: "b", tool: "x" }] }],
  });
  expect(serversToPrestart(config, selectWork(config), { cores: 8 })).toEqual(["a", "b"]);
  expect(serversToPrestart(config, selectWork(config, { only: "tool-health" }), { cores: 8 })).toEqual(["b"]);
  expect(serversToPrestart(config, selectWork(config, { workflows: ["two"] }), { cores: 8 })).toEqual(["a"]);
  // A server the caller connects itself (evaluate's `transports`) is never spawned.
  expect(serversToPrestart(config, selectWork(config), { ownTransports: ["a"], cores: 8 })).toEqual(["b"]);
});

test("with isolation: workflow, one for each workflow that starts at once, up to the cores", () => {
  const config = (concurrency: number) =>
    load({ server: stdio("a.js"), isolation: "workflow", concurrency, workflows: ["1", "2", "3"].map((n) => workflow(n)) });
  expect(serversToPrestart(config(4), selectWork(config(4)), { cores: 2 })).toEqual(["default", "default"]);
  expect(serversToPrestart(config(4), selectWork(config(4)), { cores: 8 })).toEqual(["default", "default", "default"]);
  expect(serversToPrestart(config(1), selectWork(config(1)), { cores: 8 })).toEqual(["default"]);
  // Shared (isolation: run): one process whatever the number of workflows.
  const shared = load({ server: stdio("a.js"), isolation: "run", workflows: ["1", "2", "3"].map((n) => workflow(n)) });
  expect(serversToPrestart(shared, selectWork(shared), { cores: 8 })).toEqual(["default"]);
});

test("none when the run may not start them first", () => {
  const ahead = (extra: Record<string, unknown> = {}, server: Record<string, unknown> = stdio("a.js")) => {
    const config = load({ server, workflows: [workflow("w", extra)] });
    return serversToPrestart(config, selectWork(config));
  };
  expect(ahead()).toEqual(["default"]);
  // Setup steps run before the server starts, and may prepare what it reads at start.
  expect(ahead({ setup: [{ command: ["echo", "seed"] }] })).toEqual([]);
  // A per-run database id in the command: no two runs start the same process.
  expect(ahead({}, { command: "node", args: ["s.js", "--db={{databaseId}}"] })).toEqual([]);
});
