/**
 * Self-test of the fixture MCP server over stdio, through the REAL MCP SDK client.
 * Also pins down SDK behaviours the project relies on (throws / bad-output / exit-at-start).
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { CallToolResultSchema, ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";

const V1_TOOLS = ["add", "echo", "fails", "bad-output", "hang", "slow", "get-env", "throws"];

async function connect(
  env: Record<string, string> = {},
): Promise<{ client: Client; transport: StdioClientTransport; stderr: () => string }> {
  const transport = new StdioClientTransport({ command: process.execPath, args: [FIXTURE_SERVER_PATH], env, stderr: "pipe" });
  let stderr = "";
  transport.stderr?.on("data", (c: Buffer) => (stderr += c.toString()));
  const client = new Client({ name: "fixtures-selftest", version: "0.0.0" });
  await client.connect(transport);
  return { client, transport, stderr: () => stderr };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
    throw error;
  }
}

const textOf = (result: unknown): string =>
  (((result as { content?: unknown }).content ?? []) as Array<{ type: string; text?: string }>).map((c) => c.text ?? "").join("");

describe("fixture MCP server over stdio", () => {
  let client: Client;

  beforeAll(async () => {
    ({ client } = await connect({ FIXTURE_SECRET: "s3cret" }));
  });
  afterAll(async () => {
    await client.close();
  });

  it("identifies itself and lists its tools", async () => {
    expect(client.getServerVersion()).toMatchObject({ name: "mcpvals-fixture", version: "1.0.0" });
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).toEqual(V1_TOOLS);
    const add = tools.find((t) => t.name === "add");
    expect(add?.inputSchema.required).toEqual(["a", "b"]);
    expect(add?.outputSchema).toMatchObject({ required: ["sum"] });
  });

  it("add / echo / slow / get-env answer", async () => {
    const add = await client.callTool({ name: "add", arguments: { a: 2, b: 3 } });
    expect(textOf(add)).toBe("5");
    expect(add.structuredContent).toEqual({ sum: 5 });
    expect(textOf(await client.callTool({ name: "echo", arguments: { message: "hi" } }))).toBe("Echo: hi");
    expect(textOf(await client.callTool({ name: "slow", arguments: { ms: 30 } }))).toBe("slept 30");
    expect(textOf(await client.callTool({ name: "get-env", arguments: { name: "FIXTURE_SECRET" } }))).toBe("s3cret");
    expect(textOf(await client.callTool({ name: "get-env", arguments: { name: "FIXTURE_NOT_SET" } }))).toBe("(unset)");
    const bad = await client.callTool({ name: "add", arguments: { a: "x" } });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toContain("Invalid arguments for tool add");
  });

  it("fails → isError result", async () => {
    const result = await client.callTool({ name: "fails", arguments: {} });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toBe("fixture failure: this tool always fails");
  });

  it("throws → JSON-RPC error -32603 (InternalError), Client.callTool rejects with McpError", async () => {
    const error = await client.callTool({ name: "throws", arguments: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(ErrorCode.InternalError);
    expect((error as McpError).message).toBe("MCP error -32603: fixture protocol error");
  });

  it("unknown tool → JSON-RPC error -32602 (InvalidParams)", async () => {
    const error = await client.callTool({ name: "no-such-tool", arguments: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
    expect((error as McpError).message).toBe("MCP error -32602: Tool no-such-tool not found");
  });

  it("bad-output: Client.callTool validates (after listTools) and throws; client.request bypasses", async () => {
    await client.listTools(); // caches output-schema validators in the Client
    const error = await client.callTool({ name: "bad-output", arguments: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
    expect((error as McpError).message).toMatch(/^MCP error -32602: Structured content does not match the tool's output schema: /);

    const raw = await client.request({ method: "tools/call", params: { name: "bad-output", arguments: {} } }, CallToolResultSchema);
    expect(raw.structuredContent).toEqual({ count: "not a number" });
    expect(raw.isError).toBeUndefined();
  });

  it("bad-output: without a prior listTools, Client.callTool does NOT validate", async () => {
    const fresh = await connect();
    try {
      const result = await fresh.client.callTool({ name: "bad-output", arguments: {} });
      expect(result.structuredContent).toEqual({ count: "not a number" });
    } finally {
      await fresh.client.close();
    }
  });

  it("hang never answers: the request times out (-32001) and the server stays usable", async () => {
    // The client's own timeout ends it: the error kind proves it, not a stopwatch.
    const error = await client.callTool({ name: "hang", arguments: {} }, undefined, { timeout: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(ErrorCode.RequestTimeout);
    expect((error as McpError).message).toMatch(/Request timed out/);
    expect(textOf(await client.callTool({ name: "echo", arguments: { message: "still here" } }))).toBe("Echo: still here");
  });
});

describe("fixture MCP server switches", () => {
  it("FIXTURE_TOOLS restricts listing and calling", async () => {
    const { client } = await connect({ FIXTURE_TOOLS: "add,echo" });
    try {
      expect((await client.listTools()).tools.map((t) => t.name)).toEqual(["add", "echo"]);
      await expect(client.callTool({ name: "fails", arguments: {} })).rejects.toThrow(/Tool fails not found/);
    } finally {
      await client.close();
    }
  });

  it("FIXTURE_VARIANT=v2 changes echo, removes slow, adds shout", async () => {
    const { client } = await connect({ FIXTURE_VARIANT: "v2" });
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(["add", "echo", "fails", "bad-output", "hang", "shout", "get-env", "throws"]);
      const echo = tools.find((t) => t.name === "echo");
      expect(echo?.description).toBe("Echo a message back, optionally in upper case.");
      expect(echo?.inputSchema.required).toEqual(["message", "loud"]);
      expect(textOf(await client.callTool({ name: "echo", arguments: { message: "hi", loud: true } }))).toBe("Echo: HI");
      expect(textOf(await client.callTool({ name: "shout", arguments: { text: "hey" } }))).toBe("HEY!");
      const add = tools.find((t) => t.name === "add");
      expect(add?.inputSchema.properties).toMatchObject({ a: { type: ["number", "string"] }, b: { type: "integer" } });
      expect(textOf(await client.callTool({ name: "add", arguments: { a: "2", b: 3 } }))).toBe("5");
    } finally {
      await client.close();
    }
  });

  it("FIXTURE_EXIT_AT_START=1: connect rejects with the stderr line visible, and the process is gone", async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [FIXTURE_SERVER_PATH],
      env: { FIXTURE_EXIT_AT_START: "1" },
      stderr: "pipe",
    });
    let stderr = "";
    transport.stderr?.on("data", (c: Buffer) => (stderr += c.toString()));
    const client = new Client({ name: "fixtures-selftest", version: "0.0.0" });
    const connecting = client.connect(transport);
    // connect() spawns the process before its first await.
    const pid = transport.pid;
    expect(typeof pid).toBe("number");
    const error = await connecting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(ErrorCode.ConnectionClosed);
    expect((error as McpError).message).toBe("MCP error -32000: Connection closed");
    expect(stderr).toContain("fixture: refusing to start");
    // The rejection came from the process ending (not from a timeout): the transport saw it close.
    expect(transport.pid).toBeNull();
    expect(isAlive(pid!)).toBe(false);
    await client.close();
  });
});
