/**
 * `mcpvals proxy` in front of a server behind a real authorization server
 * (oidc-provider on 127.0.0.1): the proxy gets its token the way a run does
 * (client credentials from the config's `auth`), lists and calls the
 * server's tools, and neither its answers, its log nor its state folder hold
 * a token, though the server echoes the one it got.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import { tempDir } from "../helpers/run-mcpvals.js";
import { CI_CLIENT, startAuthServer } from "../helpers/start-auth-server.js";
import { startProtectedServer } from "../helpers/start-protected-server.js";
import { json, killProxiesAfterAll, startHttpProxy, text, type ServerRow } from "./proxy-helpers.js";

killProxiesAfterAll();

test("the proxy reaches a protected server with the config's auth; no token in its answers, log or state", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer });
  await using dir = await tempDir();
  const auth = { clientCredentials: { clientId: CI_CLIENT.id, clientSecret: "${CI_SECRET}", scope: "mcp" } };
  const config = await dir.write("mcpvals.config.json", { stateDir: "state", servers: { api: { url: server.url, auth } } });
  const proxy = await startHttpProxy(["-c", config], { CI_SECRET: CI_CLIENT.secret });
  const url = proxy.url;
  const client = new Client({ name: "proxy-oauth-test", version: "0.0.0" });
  const answers: string[] = [];
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    const call = async (name: string, args: Record<string, unknown> = {}) => {
      const result = await client.callTool({ name, arguments: args });
      answers.push(JSON.stringify(result));
      return result;
    };
    expect(text(await call("call_tool", { server: "api", tool: "add", arguments: { a: 20, b: 22 } }))).toContain("42");
    const listed = json<{ servers: ServerRow[] }>(await call("list_mcp_servers")).servers;
    expect(listed).toEqual([expect.objectContaining({ name: "api", state: "connected", tools: 3 })]);
    expect(text(await call("call_tool", { server: "api", tool: "whoami", arguments: {} }))).toContain("token ***");
  } finally {
    await client.close();
    proxy.process.kill("SIGTERM");
  }
  expect((await proxy.process).exitCode).toBe(0);
  expect(authServer.issued.client_credentials).toBe(1);
  expect(server.requests.filter((r) => r.hadToken && r.status === 401)).toEqual([]);

  const entries = (await readdir(join(dir.path, "state"), { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  expect(entries.length).toBeGreaterThan(0);
  const state = await Promise.all(entries.map((entry) => readFile(join(entry.parentPath, entry.name), "utf8")));
  const everything = [proxy.log(), ...answers, ...state].join("\n");
  expect(everything).not.toContain(CI_CLIENT.secret);
  // Any token-like string the proxy wrote or answered, shown to the authorization server: none is a live token.
  const candidates = [...new Set(everything.match(/[\w-]{30,}/g) ?? [])];
  const live = await Promise.all(candidates.map(async (candidate) => ((await authServer.introspect(candidate)).active ? candidate : null)));
  expect(live.filter((candidate) => candidate !== null)).toEqual([]);
});
