/**
 * The transport seam: a real client (connectServer, the pool, the connection
 * manager) against a real SDK McpServer in this process, no child process.
 */
import { McpServer, fromJsonSchema } from "@modelcontextprotocol/server";
import { callTool } from "../../../src/mcp/requests/call-tool.js";
import { connectServer } from "../../../src/mcp/transport/connect-server.js";
import { ConnectionManager } from "../../../src/mcp/pool/connection-manager.js";
import { SchemaValidator } from "../../../src/mcp/requests/schema-validator.js";
import { IN_MEMORY_SPEC, inMemoryServers } from "../../helpers/in-memory-server.js";

function adder(): McpServer {
  const server = new McpServer({ name: "in-memory-adder", version: "1.2.3" }, { capabilities: { tools: {} } });
  server.registerTool(
    "add",
    {
      description: "Add two numbers.",
      inputSchema: fromJsonSchema({ type: "object", properties: { a: { type: "number" }, b: { type: "number" } }, required: ["a", "b"] }),
    },
    // A JSON Schema gives the SDK no static type for the arguments.
    async (args) => {
      const { a, b } = args as { a: number; b: number };
      return { content: [{ type: "text", text: String(a + b) }] };
    },
  );
  return server;
}

test("connectServer opens the injected wire: handshake, tools/list and a call reach the in-process server", async () => {
  const memory = inMemoryServers(adder);
  const connection = await connectServer({ name: "mem", spec: IN_MEMORY_SPEC, timeoutMs: 10_000, transport: memory.transport });
  try {
    expect(connection.serverInfo).toEqual({ name: "in-memory-adder", version: "1.2.3" });
    expect(connection.tools.map((tool) => tool.name)).toEqual(["add"]);
    expect(connection.transport).toBe("stdio");
    const outcome = await callTool({ connection, validator: new SchemaValidator(), tool: "add", args: { a: 2, b: 3 }, timeoutMs: 5000 });
    expect(outcome.record).toMatchObject({ server: "mem", tool: "add", ok: true, resultText: "5" });
  } finally {
    await connection.close();
  }
  expect(memory.servers).toHaveLength(1);
  expect(memory.servers[0]!.isConnected()).toBe(false);
});

test("a ConnectionManager takes a transport per server name; each connection gets a fresh server", async () => {
  const memory = inMemoryServers(adder);
  const connections = new ConnectionManager({
    servers: { a: IN_MEMORY_SPEC },
    connectTimeoutMs: 10_000,
    isolation: "workflow",
    maxRetries: 0,
    transports: { a: memory.transport },
  });
  try {
    const first = await connections.listTools("a");
    const second = await connections.listTools("a");
    expect([first, second].map(({ tools, serverInfo }) => [tools.map((tool) => tool.name), serverInfo?.name])).toEqual([
      [["add"], "in-memory-adder"],
      [["add"], "in-memory-adder"],
    ]);
    expect(memory.servers).toHaveLength(2);
  } finally {
    await connections.closeAll();
  }
});
