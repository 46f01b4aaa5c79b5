import { callTool } from "../../../src/mcp/requests/call-tool.js";
import { connectServer, type ServerConnection } from "../../../src/mcp/transport/connect-server.js";
import { SchemaValidator } from "../../../src/mcp/requests/schema-validator.js";
import { fixtureSpec, textOf } from "../servers.js";

describe("callTool against the fixture server", () => {
  let connection: ServerConnection;
  const validator = new SchemaValidator();
  const run = (tool: string, args: Record<string, unknown> = {}, timeoutMs = 10_000, extra: { step?: number; signal?: AbortSignal } = {}) =>
    callTool({ connection, validator, tool, args, timeoutMs, ...extra });

  beforeAll(async () => {
    connection = await connectServer({ name: "fixture", spec: fixtureSpec({ FIXTURE_SECRET: "visible" }), timeoutMs: 10_000 });
  });
  afterAll(async () => {
    await connection.close();
  });

  it("ok: a healthy call", async () => {
    const { record, result } = await run("add", { a: 2, b: 3 }, 10_000, { step: 2 });
    expect(record).toMatchObject({
      server: "fixture",
      tool: "add",
      args: { a: 2, b: 3 },
      ok: true,
      isError: false,
      errorKind: null,
      error: null,
      resultText: "5",
      step: 2,
    });
    expect(record.latencyMs).toBeGreaterThanOrEqual(0);
    expect(result?.structuredContent).toEqual({ sum: 5 });
  });

  it("step defaults to 0", async () => {
    const { record } = await run("echo", { message: "hi" });
    expect(record).toMatchObject({ ok: true, step: 0, resultText: "Echo: hi" });
  });

  it("isError: the tool reported a failure", async () => {
    const { record, result } = await run("fails");
    expect(record).toMatchObject({
      ok: false,
      isError: true,
      errorKind: "tool",
      error: "fixture failure: this tool always fails",
      resultText: "fixture failure: this tool always fails",
    });
    expect(result?.isError).toBe(true);
  });

  it("invalid-output: structured content breaks the outputSchema", async () => {
    const { record, result } = await run("bad-output");
    expect(record.ok).toBe(false);
    expect(record.isError).toBe(false);
    expect(record.errorKind).toBe("invalid-output");
    expect(record.error).toMatch(/^structuredContent does not match the outputSchema: /);
    expect(record.error).toMatch(/count/);
    // the model still gets what the tool said
    expect(record.resultText).toBe('{"count":"not a number"}');
    expect(result?.structuredContent).toEqual({ count: "not a number" });
  });

  it("invalid-args: recorded, but the call still reaches the server", async () => {
    const { record, result } = await run("add", { a: "one", b: 2 });
    expect(record.ok).toBe(false);
    expect(record.errorKind).toBe("invalid-args");
    expect(record.error).toMatch(/^arguments do not match the inputSchema: /);
    expect(record.error).toMatch(/\/a/);
    // the server's own answer proves the request went out
    expect(record.isError).toBe(true);
    expect(record.resultText).toBe("Invalid arguments for tool add: a and b must be numbers");
    expect(textOf(result)).toBe("Invalid arguments for tool add: a and b must be numbers");
  });

  it("invalid-args: a missing required argument", async () => {
    const { record } = await run("get-env", {});
    expect(record.errorKind).toBe("invalid-args");
    expect(record.error).toMatch(/name/);
    expect(record.resultText).toContain("Invalid arguments for tool get-env");
  });

  it("unknown-tool: no call is made, the offered tools are listed", async () => {
    const { record, result } = await run("does-not-exist", { x: 1 });
    expect(result).toBeUndefined();
    expect(record).toEqual({
      server: "fixture",
      tool: "does-not-exist",
      args: { x: 1 },
      step: 0,
      ok: false,
      isError: false,
      latencyMs: 0,
      errorKind: "unknown-tool",
      error: `server "fixture" has no tool "does-not-exist" (it offers: add, echo, fails, bad-output, hang, slow, get-env, throws)`,
      resultText: "",
      startedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("timeout: a tool that never answers", async () => {
    const { record, result } = await run("hang", {}, 300);
    expect(result).toBeUndefined();
    expect(record).toMatchObject({ ok: false, isError: false, errorKind: "timeout", error: "no answer within 300 ms", resultText: "" });
    // the connection is still usable afterwards
    expect((await run("echo", { message: "still here" })).record.resultText).toBe("Echo: still here");
  });

  it("aborted: the caller's signal cancels the call", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const { record } = await run("hang", {}, 30_000, { signal: controller.signal });
    expect(record).toMatchObject({ ok: false, errorKind: "aborted", error: "the call was cancelled (workflow timeout or run aborted)" });
  });

  it("protocol: the handler throws → JSON-RPC error", async () => {
    const { record, result } = await run("throws");
    expect(result).toBeUndefined();
    expect(record.ok).toBe(false);
    expect(record.errorKind).toBe("protocol");
    // One "MCP error <code>:" prefix, not two.
    expect(record.error).toBe("MCP error -32603: fixture protocol error");
  });

  it("the call runs with the configured server env", async () => {
    expect((await run("get-env", { name: "FIXTURE_SECRET" })).record.resultText).toBe("visible");
  });
});

describe("callTool on a closed connection", () => {
  it("transport: the server is gone", async () => {
    const connection = await connectServer({ name: "fixture", spec: fixtureSpec(), timeoutMs: 10_000 });
    await connection.close();
    const { record } = await callTool({
      connection,
      validator: new SchemaValidator(),
      tool: "echo",
      args: { message: "x" },
      timeoutMs: 2_000,
    });
    expect(record.ok).toBe(false);
    expect(record.errorKind).toBe("transport");
    expect(record.error).toBeTruthy();
  });
});

describe("callTool latency uses the injected clock", () => {
  it("latencyMs is the clock difference", async () => {
    const connection = await connectServer({ name: "fixture", spec: fixtureSpec(), timeoutMs: 10_000 });
    try {
      let t = 1000;
      const now = () => (t += 250);
      const { record } = await callTool({
        connection,
        validator: new SchemaValidator(),
        tool: "echo",
        args: { message: "x" },
        timeoutMs: 5_000,
        now,
      });
      expect(record.latencyMs).toBe(250);
    } finally {
      await connection.close();
    }
  });
});
