/**
 * What call_tool suggests through the real proxy over two real servers
 * (server-everything and server-memory): a typo in a tool's name is answered
 * with the tool of the closest name, and bad arguments with the same
 * server's tools before another server's.
 */
import { tempDir } from "../helpers/run-mcpvals.js";
import { EVERYTHING, MEMORY, connectProxy, json } from "./proxy-helpers.js";

interface CallAnswer {
  success: boolean;
  error: string;
  fallback_suggestions?: Array<{ server: string; tool: string; similarity: number; reason: string }>;
}

test("a typo in a tool's name suggests the tool of the closest name; bad arguments suggest the same server's tools first", async () => {
  await using dir = await tempDir();
  const config = await dir.write("mcpvals.config.json", {
    stateDir: "state",
    search: { mode: "lexical" },
    servers: {
      everything: { command: process.execPath, args: [EVERYTHING, "stdio"] },
      memory: { command: process.execPath, args: [MEMORY], env: { MEMORY_FILE_PATH: `${dir.path}/memory.jsonl` } },
    },
  });
  const client = await connectProxy(config, "proxy-suggestions-test");
  try {
    const call = async (server: string, tool: string, args: Record<string, unknown>) =>
      json<CallAnswer>(await client.callTool({ name: "call_tool", arguments: { server, tool, arguments: args } }));

    const typo = await call("everything", "ehco", { message: "hi" });
    expect(typo.success).toBe(false);
    expect(typo.fallback_suggestions?.[0]).toMatchObject({ server: "everything", tool: "echo" });
    expect(typo.fallback_suggestions?.[0]?.reason).toMatch(/^name close to ehco/);

    // Ranked by text alone, both would offer a tool of the other server (simulate-research-query, search_nodes).
    for (const [server, tool] of [
      ["memory", "search_nodes"],
      ["everything", "echo"],
    ] as const) {
      const badArgs = await call(server, tool, {});
      expect(badArgs.success).toBe(false);
      const servers = (badArgs.fallback_suggestions ?? []).map((s) => s.server);
      expect(servers).toHaveLength(3);
      expect(servers).toEqual([server, server, server]);
    }
  } finally {
    await client.close();
  }
});
