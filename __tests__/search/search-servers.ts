/** The tools of real MCP servers (server-everything, server-filesystem, server-memory), listed once per test file. */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { ServerSpec } from "../../src/protocol/server-spec.js";
import { connectServer } from "../../src/mcp/transport/connect-server.js";
import type { IndexedTool } from "../../src/search/engine/types.js";
import { REPO_ROOT } from "../mcp/servers.js";

/** Lists the tools of the three servers (started over stdio, then stopped). */
export async function listRealServerTools(): Promise<IndexedTool[]> {
  const root = await mkdtemp(path.join(os.tmpdir(), "mcpvals-search-"));
  const specs: Record<string, ServerSpec> = {
    everything: { transport: "stdio", command: "mcp-server-everything", args: [], env: {}, cwd: REPO_ROOT },
    filesystem: { transport: "stdio", command: "mcp-server-filesystem", args: [root], env: {}, cwd: REPO_ROOT },
    memory: {
      transport: "stdio",
      command: "mcp-server-memory",
      args: [],
      env: { MEMORY_FILE_PATH: path.join(root, "memory.jsonl") },
      cwd: REPO_ROOT,
    },
  };
  try {
    const lists = await Promise.all(
      Object.entries(specs).map(async ([name, spec]) => {
        const connection = await connectServer({ name, spec, timeoutMs: 20_000 });
        try {
          return connection.tools.map((tool) => ({ server: name, tool }));
        } finally {
          await connection.close();
        }
      }),
    );
    return lists.flat();
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
