/**
 * A stdio proxy stopped by a signal (a client that kills it instead of
 * closing stdin, or Ctrl-C in a terminal): it exits 0 with every downstream
 * server it started stopped, and its metrics written.
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import { BIN, processesWith, tempDir } from "../helpers/run-mcpvals.js";
import { text, threeServerConfig } from "./proxy-helpers.js";

test.each(["SIGTERM", "SIGINT"] as const)(
  "%s stops a stdio proxy and every server it started, with its metrics written",
  async (signal) => {
    await using dir = await tempDir();
    const marker = randomUUID();
    const { config, stateDir } = await threeServerConfig(dir, marker);
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [BIN, "proxy", "-c", config],
      stderr: "pipe",
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    });
    const client = new Client({ name: "proxy-signal-test", version: "0.0.0" });
    await client.connect(transport);
    const exited = new Promise<number | null>((resolve) => (transport.onclose = () => resolve(null)));
    expect(
      text(await client.callTool({ name: "call_tool", arguments: { server: "everything", tool: "get-sum", arguments: { a: 1, b: 2 } } })),
    ).toContain("3");
    expect((await processesWith(`everything-${marker}`)).length).toBe(1);

    process.kill(transport.pid!, signal);
    await exited;
    // The proxy stopped the server it started: nothing of this test is left running.
    for (let tries = 0; tries < 300 && (await processesWith(marker)).length > 0; tries++) await new Promise((r) => setTimeout(r, 100));
    expect(await processesWith(marker)).toEqual([]);
    const metrics = await readFile(join(stateDir, "metrics.json"), "utf8");
    expect(metrics).toContain("get-sum");
  },
  60_000,
);
