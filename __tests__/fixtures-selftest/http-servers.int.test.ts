/**
 * Self-test of the HTTP-served MCP servers (our fixture in Streamable HTTP mode and
 * @modelcontextprotocol/server-everything), through the REAL SDK StreamableHTTPClientTransport.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { startEverythingHttp, startFixtureHttp, startHttpFixture } from "../fixtures/servers/start-http-server.js";

async function connectHttp(url: string): Promise<{ client: Client; transport: StreamableHTTPClientTransport }> {
  const transport = new StreamableHTTPClientTransport(new URL(url));
  const client = new Client({ name: "fixtures-selftest", version: "0.0.0" });
  await client.connect(transport);
  return { client, transport };
}

describe("HTTP MCP servers", () => {
  it("fixture server over Streamable HTTP: independent sessions, tools work", async () => {
    await using server = await startFixtureHttp({ FIXTURE_SECRET: "over-http" });
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/mcp`);
    const a = await connectHttp(server.url);
    const b = await connectHttp(server.url);
    try {
      expect(a.transport.sessionId).toBeDefined();
      expect(a.transport.sessionId).not.toBe(b.transport.sessionId);
      expect(a.client.getServerVersion()).toMatchObject({ name: "mcpvals-fixture", version: "1.0.0" });
      expect((await a.client.listTools()).tools).toHaveLength(8);
      const [sum, env, failed] = await Promise.all([
        a.client.callTool({ name: "add", arguments: { a: 20, b: 22 } }),
        b.client.callTool({ name: "get-env", arguments: { name: "FIXTURE_SECRET" } }),
        b.client.callTool({ name: "fails", arguments: {} }),
      ]);
      expect(sum.structuredContent).toEqual({ sum: 42 });
      expect(env.content).toEqual([{ type: "text", text: "over-http" }]);
      expect(failed.isError).toBe(true);
      await expect(a.client.callTool({ name: "throws", arguments: {} })).rejects.toThrow("MCP error -32603: fixture protocol error");
    } finally {
      await a.transport.terminateSession();
      await a.client.close();
      await b.client.close();
    }
  });

  it("fixture server over HTTP honours FIXTURE_TOOLS / FIXTURE_VARIANT", async () => {
    await using server = await startFixtureHttp({ FIXTURE_VARIANT: "v2", FIXTURE_TOOLS: "echo,shout,slow" });
    const { client } = await connectHttp(server.url);
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["echo", "shout"]);
    } finally {
      await client.close();
    }
  });

  it("startHttpFixture rejects with the output when the process exits before it is ready", async () => {
    const error = await startFixtureHttp({ FIXTURE_EXIT_AT_START: "1" }).catch((e: unknown) => e);
    expect((error as Error).message).toMatch(/exited before it was ready \(exit code 3/);
    expect((error as Error).message).toContain("fixture: refusing to start");
  });

  it("startHttpFixture rejects on timeout and kills the process", async () => {
    const error = await startHttpFixture({
      command: process.execPath,
      args: ["-e", "console.log('PID ' + process.pid); setTimeout(() => {}, 60000)"], // never prints LISTENING
      readyPattern: /LISTENING (\d+)/,
      // Long enough for the child to print its PID on a loaded machine.
      timeoutMs: 3000,
    }).catch((e: unknown) => e);
    const message = (error as Error).message;
    expect(message).toMatch(/not ready after 3000 ms/);
    const pid = Number(/PID (\d+)/.exec(message)?.[1]);
    expect(pid).toBeGreaterThan(0);
    expect(() => process.kill(pid, 0)).toThrow(/ESRCH/); // already gone when the promise rejects
  });

  it("server-everything over Streamable HTTP lists 13 tools", async () => {
    await using server = await startEverythingHttp();
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const { client } = await connectHttp(server.url);
    try {
      expect(client.getServerVersion()?.name).toBeDefined();
      const { tools } = await client.listTools();
      const names = tools.map((t) => t.name).sort();
      process.stderr.write(`[fixtures-selftest] server-everything tools (${names.length}): ${names.join(", ")}\n`);
      expect(tools).toHaveLength(13);
      const echo = await client.callTool({ name: "echo", arguments: { message: "hello" } });
      expect(echo.content).toEqual([{ type: "text", text: "Echo: hello" }]);
    } finally {
      await client.close();
    }
  });
});
