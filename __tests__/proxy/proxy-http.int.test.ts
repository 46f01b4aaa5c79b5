/**
 * `mcpvals proxy --http 0` over Streamable HTTP on 127.0.0.1, with a 2025-era
 * client (v1 SDK): the same three servers, the same answers as over stdio.
 * SIGTERM stops the proxy (exit 0) and every server it started.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { processesWith, tempDir } from "../helpers/run-mcpvals.js";
import { json, killProxiesAfterAll, startHttpProxy, text, threeServerConfig, type ServerRow } from "./proxy-helpers.js";

killProxiesAfterAll();

test("the proxy over Streamable HTTP: search starts only server-everything, calls are measured, SIGTERM stops everything", async () => {
  await using dir = await tempDir();
  const marker = randomUUID();
  const { config } = await threeServerConfig(dir, marker);
  const started = await startHttpProxy(["-c", config]);
  const proxy = started.process;
  const url = started.url;
  const client = new Client({ name: "proxy-http-test", version: "0.0.0" });
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    const call = (name: string, args: Record<string, unknown> = {}) => client.callTool({ name, arguments: args });
    const states = async () =>
      Object.fromEntries(json<{ servers: ServerRow[] }>(await call("list_mcp_servers")).servers.map((s) => [s.name, s.state]));

    expect(await states()).toEqual({ everything: "configured", memory: "configured", broken: "configured" });
    const found = json<{ tools: Array<{ server: string; tool: string }> }>(await call("search_tools", { query: "add two numbers" }));
    expect(found.tools[0]).toMatchObject({ server: "everything", tool: "get-sum" });
    expect(await states()).toEqual({ everything: "connected", memory: "configured", broken: "configured" });

    expect(text(await call("call_tool", { server: "everything", tool: "get-sum", arguments: { a: 20, b: 22 } }))).toContain("42");
    const failed = json<{ success: boolean; fallback_suggestions: unknown[] }>(
      await call("call_tool", { server: "everything", tool: "get-sum", arguments: { b: 1 } }),
    );
    expect(failed).toMatchObject({ success: false });
    expect(failed.fallback_suggestions.length).toBeGreaterThan(0);

    // A tool of the broken server (known from its snapshot) fails with why, and the proxy goes on.
    const broken = json<{ success: boolean; error: string }>(
      await call("call_tool", { server: "broken", tool: "forecast", arguments: { city: "Oslo" } }),
    );
    expect(broken.success).toBe(false);
    expect(broken.error).toContain('server "broken" could not be started');

    // A name that is not in the config is the caller's mistake, answered as a tool error naming the servers.
    const unknown = await call("call_tool", { server: "nope", tool: "x" });
    expect(unknown.isError).toBe(true);
    expect(text(unknown)).toContain('No server named "nope". Servers: "everything", "memory", "broken".');

    const metrics = json<{ metrics: Array<{ tool: string; calls: number; successes: number }> }>(
      await call("get_tool_metrics", { tool: "get-sum" }),
    );
    expect(metrics.metrics).toEqual([expect.objectContaining({ tool: "get-sum", calls: 2, successes: 1 })]);
    expect(json<{ reset: number }>(await call("reset_tool_metrics", { server: "everything" })).reset).toBe(1);
    expect(json<{ metrics: unknown[] }>(await call("get_tool_metrics", { tool: "get-sum" })).metrics).toEqual([]);

    // Other hosts are refused (DNS rebinding).
    // (node:http, since fetch does not let a caller set Host.)
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = http.request(
        url,
        { method: "POST", headers: { host: "evil.example", "content-type": "application/json" } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on("error", reject);
      request.end("{}");
    });
    expect(status).toBe(403);
  } finally {
    await client.close();
    proxy.kill("SIGTERM");
  }
  const ended = await proxy;
  expect(ended.exitCode).toBe(0);
  expect(await processesWith(marker)).toEqual([]);
});
