/**
 * One workflow, two real servers offering overlapping tools: exposed names
 * are qualified only where they clash, and each call reaches the right server.
 */
import { ConnectionManager } from "../../../src/mcp/pool/connection-manager.js";
import { SchemaValidator } from "../../../src/mcp/requests/schema-validator.js";
import { ToolRouter } from "../../../src/mcp/requests/tool-router.js";
import { fixtureSpec } from "../servers.js";

describe("ToolRouter", () => {
  const connections = new ConnectionManager({
    servers: {
      a: fixtureSpec({ FIXTURE_TOOLS: "add,echo,get-env", WHO: "server a" }),
      b: fixtureSpec({ FIXTURE_TOOLS: "echo,get-env,slow", WHO: "server b" }),
      unused: fixtureSpec(),
    },
    connectTimeoutMs: 10_000,
    isolation: "workflow",
  });
  const validator = new SchemaValidator();
  let router: ToolRouter;

  beforeAll(async () => {
    router = await ToolRouter.open({ manager: connections, servers: ["a", "b"] });
  });
  afterAll(async () => {
    await router.release();
    await connections.closeAll();
  });

  const call = (name: string, args: Record<string, unknown> = {}) => router.callTool({ name, args, step: 0, validator, timeoutMs: 5_000 });

  it("qualifies only the names two servers share", () => {
    expect(router.exposedTools().map((t) => t.name)).toEqual(["add", "a__echo", "a__get-env", "b__echo", "slow", "b__get-env"]);
    expect(router.tools.find((t) => t.exposedName === "b__echo")).toMatchObject({ server: "b", definition: { name: "echo" } });
  });

  it("routes exposed and qualified names to their server; records keep the real server and tool name", async () => {
    const fromB = await call("b__get-env", { name: "WHO" });
    expect(fromB.record).toMatchObject({ server: "b", tool: "get-env", ok: true, resultText: "server b" });
    const fromA = await call("a__get-env", { name: "WHO" });
    expect(fromA.record).toMatchObject({ server: "a", tool: "get-env", ok: true, resultText: "server a" });
    // A unique tool answers to its plain name and to its qualified one.
    expect((await call("add", { a: 1, b: 2 })).record).toMatchObject({ server: "a", tool: "add", ok: true, resultText: "3" });
    expect((await call("a__add", { a: 2, b: 2 })).record).toMatchObject({ server: "a", tool: "add", ok: true, resultText: "4" });
  });

  it("an ambiguous plain name and an unknown name are failed unknown-tool records that say what to call", async () => {
    const ambiguous = await call("echo", { message: "x" });
    expect(ambiguous.result).toBeUndefined();
    expect(ambiguous.record).toMatchObject({ ok: false, errorKind: "unknown-tool", tool: "echo" });
    expect(ambiguous.record.error).toBe('tool "echo" is offered by several servers (a, b); call "a__echo" or "b__echo"');
    const unknown = await call("nope");
    expect(unknown.record.error).toContain('no server of this workflow (a, b) has a tool "nope"');
    expect(router.locate("b__slow")).toEqual({ server: "b", tool: "slow" });
  });

  it("only the workflow's servers were started", () => {
    expect(connections.reports().map((r) => [r.name, r.state])).toEqual([
      ["a", "connected"],
      ["b", "connected"],
      ["unused", "configured"],
    ]);
  });
});
