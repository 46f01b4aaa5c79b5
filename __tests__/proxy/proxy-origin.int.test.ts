/**
 * `mcpvals proxy --http` against browsers and against mcpvals' own check: a
 * foreign Origin gets 403 (the Streamable HTTP transport's rule), an absent
 * or loopback Origin is served, and `check --url` on the live proxy passes
 * with no error-level finding.
 */
import { fileURLToPath } from "node:url";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { killProxiesAfterAll, startHttpProxy } from "./proxy-helpers.js";

const SERVER = fileURLToPath(new URL("../fixtures/servers/runtime-hostile-server.mjs", import.meta.url));
const INIT = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "origin-test", version: "0" } },
};

async function post(url: string, origin: string | undefined): Promise<number> {
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json, text/event-stream" };
  if (origin !== undefined) headers.origin = origin;
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(INIT) });
  await response.arrayBuffer();
  return response.status;
}

killProxiesAfterAll();

test("the HTTP proxy refuses foreign Origins, serves local ones, and passes its own check --url", async () => {
  await using dir = await tempDir();
  const config = await dir.write("c.json", {
    server: { command: process.execPath, args: [SERVER, "proxy-origin"] },
    toolHealthSuites: [{ name: "s", tests: [{ name: "echo", tool: "echo", args: { text: "hi" } }] }],
  });
  const started = await startHttpProxy(["-c", config, "--no-state"]);
  const proxy = started.process;
  const url = started.url;
  try {
    expect(await post(url, "https://evil.example")).toBe(403);
    expect(await post(url, "http://127.0.0.1.evil.example")).toBe(403);
    expect(await post(url, "null")).toBe(403);
    expect(await post(url, undefined)).toBe(200);
    expect(await post(url, "http://localhost:5173")).toBe(200);
    expect(await post(url, "http://127.0.0.1")).toBe(200);

    const check = await runMcpvals(["check", "--url", url, "--json", `${dir.path}/check.json`]);
    expect(check.stdout).not.toMatch(/✗ error/);
    expect(check.exitCode).toBe(0);
  } finally {
    proxy.kill("SIGTERM");
    await proxy;
  }
});
