/**
 * `mcpvals proxy --expose-tools` with a 2025-era stdio client (v1 SDK): the
 * downstream tools are offered as `server__tool` next to the proxy's own, and
 * calling one goes through the proxy (it is counted in the metrics).
 */
import { randomUUID } from "node:crypto";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { BIN, tempDir } from "../helpers/run-mcpvals.js";
import { json, text, threeServerConfig } from "./proxy-helpers.js";

test("--expose-tools offers every known downstream tool under its qualified name", async () => {
  await using dir = await tempDir();
  const { config } = await threeServerConfig(dir, randomUUID());
  const client = new Client({ name: "proxy-expose-test", version: "0.0.0" });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [BIN, "proxy", "-c", config, "--expose-tools"],
      stderr: "ignore",
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    }),
  );
  try {
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).toEqual(
      expect.arrayContaining(["search_tools", "call_tool", "everything__get-sum", "memory__read_graph", "broken__forecast"]),
    );
    expect(text(await client.callTool({ name: "everything__get-sum", arguments: { a: 1, b: 2 } }))).toContain("3");
    const metrics = json<{ metrics: Array<{ tool: string; calls: number }> }>(
      await client.callTool({ name: "get_tool_metrics", arguments: { server: "everything" } }),
    );
    expect(metrics.metrics).toEqual([expect.objectContaining({ tool: "get-sum", calls: 1 })]);
  } finally {
    await client.close();
  }
});
