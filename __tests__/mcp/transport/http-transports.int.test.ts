/**
 * Streamable HTTP and the legacy SSE transport against real servers: our fixture in HTTP mode, and
 * @modelcontextprotocol/server-everything in `sse` mode (GET /sse + POST /message; a POST to /sse is
 * express's 404, which is what triggers the shttp → sse fallback).
 */
import { callTool } from "../../../src/mcp/requests/call-tool.js";
import { connectServer, type ServerConnection } from "../../../src/mcp/transport/connect-server.js";
import { SchemaValidator } from "../../../src/mcp/requests/schema-validator.js";
import { ServerConnectError } from "../../../src/errors.js";
import { startEverythingSse, startFixtureHttp, type HttpFixture } from "../../fixtures/servers/start-http-server.js";
import { httpSpec, V1_TOOLS } from "../servers.js";

describe("Streamable HTTP (fixture server)", () => {
  let server: HttpFixture;
  beforeAll(async () => {
    server = await startFixtureHttp({ FIXTURE_SECRET: "over-http" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("connects over shttp, lists tools and calls them", async () => {
    const connection = await connectServer({ name: "http", spec: httpSpec(server.url), timeoutMs: 10_000 });
    try {
      expect(connection.transport).toBe("shttp");
      expect(connection.serverInfo).toEqual({ name: "mcpvals-fixture", version: "1.0.0" });
      expect(connection.tools.map((t) => t.name)).toEqual(V1_TOOLS);
      const validator = new SchemaValidator();
      const sum = await callTool({ connection, validator, tool: "add", args: { a: 20, b: 22 }, timeoutMs: 5_000 });
      expect(sum.record).toMatchObject({ ok: true, resultText: "42" });
      const env = await callTool({ connection, validator, tool: "get-env", args: { name: "FIXTURE_SECRET" }, timeoutMs: 5_000 });
      expect(env.record.resultText).toBe("over-http");
      const thrown = await callTool({ connection, validator, tool: "throws", args: {}, timeoutMs: 5_000 });
      expect(thrown.record.errorKind).toBe("protocol");
    } finally {
      await connection.close();
    }
  });

  it("a wrong path fails (shttp and the sse fallback) with the Streamable HTTP error", async () => {
    const url = server.url.replace(/\/mcp$/, "/nope");
    const error = await connectServer({ name: "http", spec: httpSpec(url), timeoutMs: 5_000 }).then(
      async (c) => (await c.close(), undefined),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServerConnectError);
    // the shttp error is reported (not the sse one it fell back to), with the server's answer
    expect((error as Error).message).toContain(
      'Server "http" (shttp) could not be started or reached: HTTP 404: Error POSTing to endpoint',
    );
    expect((error as Error).message).toContain("Not found: /nope");
  });
});

describe("legacy SSE (server-everything `sse` mode)", () => {
  let server: HttpFixture;
  beforeAll(async () => {
    server = await startEverythingSse();
  });
  afterAll(async () => {
    await server.close();
  });

  const expectEverything = async (connection: ServerConnection) => {
    expect(connection.tools.map((t) => t.name)).toContain("echo");
    const { record } = await callTool({
      connection,
      validator: new SchemaValidator(),
      tool: "echo",
      args: { message: "via sse" },
      timeoutMs: 5_000,
    });
    expect(record.ok).toBe(true);
    expect(record.resultText).toContain("via sse");
  };

  it("transport sse connects directly", async () => {
    const connection = await connectServer({ name: "sse", spec: { transport: "sse", url: server.url, headers: {} }, timeoutMs: 10_000 });
    try {
      expect(connection.transport).toBe("sse");
      await expectEverything(connection);
    } finally {
      await connection.close();
    }
  });

  it("shttp falls back to sse when the endpoint rejects the Streamable HTTP POST", async () => {
    const connection = await connectServer({ name: "fallback", spec: httpSpec(server.url, true), timeoutMs: 10_000 });
    try {
      expect(connection.transport).toBe("sse");
      await expectEverything(connection);
    } finally {
      await connection.close();
    }
  });

  it("without fallbackToSse the Streamable HTTP failure is reported", async () => {
    const error = await connectServer({ name: "nofallback", spec: httpSpec(server.url, false), timeoutMs: 10_000 }).then(
      async (c) => (await c.close(), undefined),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServerConnectError);
    expect((error as Error).message).toContain(
      'Server "nofallback" (shttp) could not be started or reached: HTTP 404: Error POSTing to endpoint',
    );
    expect((error as Error).message).toContain("Cannot POST /sse");
  });
});
