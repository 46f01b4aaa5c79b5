/**
 * A downstream server that crashes behind the proxy: the crash shows in
 * list_mcp_servers (failed, with why), and the next call reconnects through
 * the pool's retries and breaker instead of failing with "Not connected".
 */
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { BIN, tempDir } from "../helpers/run-mcpvals.js";
import { json, text, type ServerRow } from "./proxy-helpers.js";

const SERVER = fileURLToPath(new URL("../fixtures/servers/runtime-hostile-server.mjs", import.meta.url));

test("after a downstream crash the server shows failed and the next call reconnects", async () => {
  await using dir = await tempDir();
  const config = await dir.write("c.json", {
    servers: { crashy: { transport: "stdio", command: process.execPath, args: [SERVER, "proxy-crash"] } },
    toolHealthSuites: [{ name: "s", tests: [{ name: "echo", tool: "echo", server: "crashy", args: { text: "hi" } }] }],
  });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [BIN, "proxy", "-c", config, "--no-state"],
    stderr: "pipe",
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
  });
  const client = new Client({ name: "proxy-crash-test", version: "0.0.0" });
  await client.connect(transport);
  try {
    const call = (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args });
    const row = async () => json<{ servers: ServerRow[] }>(await call("list_mcp_servers")).servers[0]!;

    expect(text(await call("call_tool", { server: "crashy", tool: "echo", arguments: { text: "before" } }))).toContain("before");
    expect((await row()).state).toBe("connected");

    const crashed = json<{ success: boolean; error: string }>(await call("call_tool", { server: "crashy", tool: "crash" }));
    expect(crashed.success).toBe(false);
    const after = await row();
    expect(after.state).toBe("failed");
    expect(JSON.stringify(after)).toContain("the connection was lost");

    const again = await call("call_tool", { server: "crashy", tool: "echo", arguments: { text: "after" } });
    expect(text(again)).toContain("after");
    expect(text(again)).not.toContain("Not connected");
    expect((await row()).state).toBe("connected");
  } finally {
    await client.close();
  }
});
