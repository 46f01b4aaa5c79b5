/**
 * `mcpvals proxy` over stdio, as an MCP client starts it: a v2 SDK client
 * (2026-07-28) spawns `node bin/mcpvals.js proxy -c <config>` with three
 * servers, one of them broken. Search runs on snapshots and starts only the
 * server it has none of; calls are measured, failures get fallback
 * suggestions, the metrics survive a restart, the broken server is never
 * started, and closing the client leaves no process behind.
 */
import { randomUUID } from "node:crypto";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { BIN, processesWith, tempDir } from "../helpers/run-mcpvals.js";
import { json, text, threeServerConfig, type ServerRow } from "./proxy-helpers.js";

async function startProxy(config: string): Promise<{ client: Client; stderr: () => string }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, "proxy", "-c", config],
    stderr: "pipe",
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
  });
  let stderr = "";
  transport.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const client = new Client({ name: "proxy-test", version: "0.0.0" }, { versionNegotiation: { mode: "auto" } });
  await client.connect(transport);
  return { client, stderr: () => stderr };
}

const call = (client: Client, name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args });
const states = async (client: Client) =>
  Object.fromEntries(json<{ servers: ServerRow[] }>(await call(client, "list_mcp_servers")).servers.map((s) => [s.name, s.state]));

test("search, call, fallbacks and metrics through the proxy; only the needed server starts; metrics survive a restart", async () => {
  await using dir = await tempDir();
  const marker = randomUUID();
  const { config } = await threeServerConfig(dir, marker);

  const first = await startProxy(config);
  try {
    expect(first.client.getNegotiatedProtocolVersion()).toBe("2026-07-28");
    const { tools } = await first.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(
      expect.arrayContaining(["search_tools", "get_tool_schema", "call_tool", "list_mcp_servers", "get_tool_metrics", "refresh_tools"]),
    );
    expect(await states(first.client)).toEqual({ everything: "configured", memory: "configured", broken: "configured" });

    const found = json<{ tools: Array<{ server: string; tool: string }> }>(
      await call(first.client, "search_tools", { query: "add two numbers" }),
    );
    expect(found.tools[0]).toMatchObject({ server: "everything", tool: "get-sum" });
    // memory and broken were searched on their snapshots: only everything (no snapshot) was started.
    expect(await states(first.client)).toEqual({ everything: "connected", memory: "configured", broken: "configured" });

    const schema = json<{ inputSchema: { required: string[] } }>(
      await call(first.client, "get_tool_schema", { server: "everything", tool: "get-sum" }),
    );
    expect(schema.inputSchema.required).toEqual(["a", "b"]);

    const sum = await call(first.client, "call_tool", { server: "everything", tool: "get-sum", arguments: { a: 2, b: 3 } });
    expect(sum.isError).toBeFalsy();
    expect(text(sum)).toContain("5");

    const failed = await call(first.client, "call_tool", { server: "everything", tool: "get-sum", arguments: { a: "two", b: 3 } });
    expect(failed.isError).toBe(true);
    const failure = json<{
      success: boolean;
      error: string;
      fallback_suggestions: Array<{ server: string; tool: string; reason: string }>;
    }>(failed);
    expect(failure.success).toBe(false);
    expect(failure.error).toMatch(/inputSchema|a/);
    expect(failure.fallback_suggestions.length).toBeGreaterThan(0);
    expect(failure.fallback_suggestions.map((s) => s.tool)).not.toContain("get-sum");

    const metrics = json<{ metrics: Array<{ tool: string; calls: number; successes: number }> }>(
      await call(first.client, "get_tool_metrics", { server: "everything", tool: "get-sum" }),
    );
    expect(metrics.metrics).toEqual([expect.objectContaining({ tool: "get-sum", calls: 2, successes: 1 })]);
  } finally {
    await first.client.close();
  }

  const second = await startProxy(config);
  try {
    const metrics = json<{ metrics: Array<{ tool: string; calls: number; successes: number }> }>(
      await call(second.client, "get_tool_metrics", { server: "everything" }),
    );
    expect(metrics.metrics).toEqual([expect.objectContaining({ tool: "get-sum", calls: 2, successes: 1 })]);
    const listed = json<{ tools: Array<{ server: string; name: string; calls?: number }> }>(
      await call(second.client, "list_tools", { include_metrics: true }),
    );
    // everything's tools were snapshotted by the first session: listing starts nothing now.
    expect(listed.tools.find((t) => t.name === "get-sum")).toMatchObject({ server: "everything", calls: 2 });
    expect(listed.tools.find((t) => t.name === "forecast")).toMatchObject({ server: "broken" });
    expect(await states(second.client)).toEqual({ everything: "configured", memory: "configured", broken: "configured" });
  } finally {
    await second.client.close();
  }
  // Closing stdin stopped the proxy, and the proxy its servers.
  for (let i = 0; i < 300 && (await processesWith(marker)).length > 0; i++) await new Promise((r) => setTimeout(r, 100));
  expect(await processesWith(marker)).toEqual([]);
});
