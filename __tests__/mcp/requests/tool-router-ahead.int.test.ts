/**
 * A workflow's router opens on the tools its server's first process listed,
 * while its own process still starts: calls wait for that process, and one
 * that fails to start still fails the workflow with its own error. Real
 * fixture server processes; no timing.
 */
import path from "node:path";
import { ConnectionManager } from "../../../src/mcp/pool/connection-manager.js";
import { ToolRouter } from "../../../src/mcp/requests/tool-router.js";
import { SchemaValidator } from "../../../src/mcp/requests/schema-validator.js";
import { evaluate } from "../../../src/eval/evaluate.js";
import { useTempDir } from "../../helpers/temp-dir.js";
import { FIXTURE_SERVER_PATH } from "../../fixtures/servers/start-http-server.js";
import { fixtureSpec, pidOf, REPO_ROOT, V1_TOOLS } from "../servers.js";

const ONCE_SERVER = path.join(path.dirname(FIXTURE_SERVER_PATH), "first-start-only-server.mjs");
const temp = useTempDir();

test("a second router has its tools before its own process is up; its calls go to that process", async () => {
  const connections = new ConnectionManager({ servers: { s: fixtureSpec() }, connectTimeoutMs: 10_000, isolation: "workflow" });
  try {
    const first = await ToolRouter.open({ manager: connections, servers: ["s"] });
    await first.ready();
    expect(typeof first.connectionOf()).not.toBe("string");
    const second = await ToolRouter.open({ manager: connections, servers: ["s"] });
    // Known from the first process: the second one is still starting.
    expect(second.tools.map((t) => t.exposedName)).toEqual(V1_TOOLS);
    expect(second.connectionOf()).toBe('server "s" has not connected');
    const outcome = await second.callTool({
      name: "add",
      args: { a: 2, b: 3 },
      step: 0,
      validator: new SchemaValidator(),
      timeoutMs: 10_000,
    });
    expect(outcome.record).toMatchObject({ ok: true, server: "s", tool: "add" });
    await second.ready();
    const [a, b] = [first.connectionOf(), second.connectionOf()];
    if (typeof a === "string" || typeof b === "string") throw new Error("not connected");
    expect(pidOf(b)).not.toBe(pidOf(a));
    await Promise.all([first.release(), second.release()]);
  } finally {
    await connections.closeAll();
  }
});

test("a workflow whose own process fails to start fails with that error, though it began on another's tools", async () => {
  const spec = {
    transport: "stdio" as const,
    command: process.execPath,
    args: [ONCE_SERVER],
    env: { ONCE_FILE: path.join(temp.dir(), "started") },
    cwd: REPO_ROOT,
  };
  const workflow = (name: string) => ({
    name,
    steps: [{ user: "add", expectTools: [{ name: "add", args: { a: 1, b: 1 } }], expectedState: "2" }],
  });
  const connections = new ConnectionManager({ servers: { s: spec }, connectTimeoutMs: 10_000, isolation: "workflow", maxRetries: 0 });
  try {
    const first = await ToolRouter.open({ manager: connections, servers: ["s"] });
    const second = await ToolRouter.open({ manager: connections, servers: ["s"] });
    expect(second.tools.length).toBe(first.tools.length);
    await expect(second.ready()).rejects.toThrow(/exited with code 3/);
    await expect(
      second.callTool({ name: "add", args: { a: 1, b: 1 }, step: 0, validator: new SchemaValidator(), timeoutMs: 10_000 }),
    ).rejects.toThrow(/exited with code 3/);
    await Promise.all([first.release(), second.release()]);
  } finally {
    await connections.closeAll();
  }

  const result = await evaluate(
    {
      servers: { s: { ...spec, env: { ONCE_FILE: path.join(temp.dir(), "run") } } },
      concurrency: 1,
      toolRetrieval: false,
      connection: { maxRetries: 0 },
      workflows: [workflow("first"), workflow("second")],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {}, stateDir: false },
  );
  expect(result.workflows.map((w) => [w.name, w.passed])).toEqual([
    ["first", true],
    ["second", false],
  ]);
  expect(result.workflows[1]!.error).toMatch(/Server "s" \(stdio\) could not be started or reached: the process exited with code 3/);
});
