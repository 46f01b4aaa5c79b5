/**
 * What `mcpvals proxy` adds. Run: npm run bench:proxy
 *
 * 1. call_tool vs a direct call: server-everything's `echo`, 500 timed calls
 *    after 20 warm-up calls each,
 *    - direct: the v2 SDK client on server-everything over stdio;
 *    - proxy: the same client on `node bin/mcpvals.js proxy` over stdio,
 *      calling `call_tool` (one more stdio hop, the hub, the record, metrics);
 *    - hub only, in-process: ToolHub.call against the SDK's callTool on the
 *      very same connection (what the proxy's code adds, without the hop).
 * 2. search_tools over 1,000 tools: 20 servers known from tool snapshots
 *    (never started), built from the 129 real tools of the retrieval fixture
 *    with a variant suffix so every description differs; first query (cold:
 *    embeds all 1,000) and 100 warm queries per mode, in-process and through
 *    the proxy over stdio.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { loadConfig } from "../lib/config/load-config.js";
import { openToolHub } from "../lib/search/hub/discovery/open-tool-hub.js";
import { saveToolSnapshots } from "../lib/state/session-state.js";
import { configStatePlace, resolveStateDir } from "../lib/state/state-dir.js";

const EVERYTHING = createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/dist/index.js");
const BIN = path.resolve(import.meta.dirname, "../bin/mcpvals.js");
const CALLS = Number(process.env.BENCH_CALLS ?? 500);
const QUERIES = 100;

const pct = (times, p) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
};
const fmt = (ms) => (ms < 10 ? ms.toFixed(3) : ms.toFixed(1));
const row = (label, times) => console.log(`| ${label} | ${fmt(pct(times, 0.5))} | ${fmt(pct(times, 0.95))} |`);
async function timeEach(n, fn) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    times.push(performance.now() - t0);
  }
  return times;
}
const connect = async (command, args) => {
  const client = new Client({ name: "bench-proxy", version: "0.0.0" });
  await client.connect(new StdioClientTransport({ command, args, stderr: "ignore" }));
  return client;
};

const dir = await mkdtemp(path.join(os.tmpdir(), "mcpvals-bench-proxy-"));
try {
  console.log(
    `mcpvals proxy benchmark (Node ${process.versions.node}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")})\n`,
  );

  // --- 1. call_tool overhead
  const callConfig = path.join(dir, "calls", "mcpvals.config.json");
  await mkdir(path.dirname(callConfig), { recursive: true });
  await writeFile(
    callConfig,
    JSON.stringify({ search: { mode: "lexical" }, servers: { everything: { command: process.execPath, args: [EVERYTHING, "stdio"] } } }),
  );
  const echo = (i) => ({ message: `hello ${i}` });

  const direct = await connect(process.execPath, [EVERYTHING, "stdio"]);
  await timeEach(20, (i) => direct.callTool({ name: "echo", arguments: echo(i) }));
  const directTimes = await timeEach(CALLS, (i) => direct.callTool({ name: "echo", arguments: echo(i) }));
  await direct.close();

  const proxied = await connect(process.execPath, [BIN, "proxy", "-c", callConfig]);
  await timeEach(20, (i) => proxied.callTool({ name: "call_tool", arguments: { server: "everything", tool: "echo", arguments: echo(i) } }));
  const proxyTimes = await timeEach(CALLS, (i) =>
    proxied.callTool({ name: "call_tool", arguments: { server: "everything", tool: "echo", arguments: echo(i) } }),
  );
  await proxied.close();

  const config = await loadConfig({ path: callConfig, requireWork: false });
  const opened = await openToolHub({ config, stateDir: path.join(dir, "calls", "state") });
  const lease = await opened.hub.catalog.lease("everything");
  await timeEach(20, (i) => opened.hub.call("everything", "echo", echo(i)));
  const sdkSame = await timeEach(CALLS, (i) => lease.connection.client.callTool({ name: "echo", arguments: echo(i) }));
  const hubTimes = await timeEach(CALLS, (i) => opened.hub.call("everything", "echo", echo(i)));
  await opened.close();

  console.log(`call_tool vs direct: server-everything echo, ${CALLS} calls, ms\n`);
  console.log("| what | p50 | p95 |\n| --- | ---: | ---: |");
  row("direct: SDK client → server-everything (stdio)", directTimes);
  row("proxy: SDK client → mcpvals proxy → server-everything (call_tool)", proxyTimes);
  row("in-process: SDK callTool on the hub's connection", sdkSame);
  row("in-process: ToolHub.call (record, metrics, failure check)", hubTimes);
  console.log(
    `\nadded by the proxy, p50: ${fmt(pct(proxyTimes, 0.5) - pct(directTimes, 0.5))} ms (hop + hub); by the hub alone: ${fmt(pct(hubTimes, 0.5) - pct(sdkSame, 0.5))} ms\n`,
  );

  // --- 2. search_tools over 1,000 tools known from snapshots
  const fixture = JSON.parse(await readFile(path.resolve(import.meta.dirname, "../__tests__/fixtures/retrieval/tools.json"), "utf8"));
  const base = Object.values(fixture.servers).flatMap((s) => s.tools);
  const queries = JSON.parse(
    await readFile(path.resolve(import.meta.dirname, "../__tests__/fixtures/retrieval/queries.json"), "utf8"),
  ).queries.map((q) => q.query);
  const servers = Array.from({ length: 20 }, (_, s) => ({
    server: `s${s}`,
    serverInfo: null,
    tools: Array.from({ length: 50 }, (_, t) => {
      const tool = base[(s * 50 + t) % base.length];
      return { ...tool, description: `${tool.description ?? ""} Variant ${s}.` };
    }),
  }));
  const searchDir = path.join(dir, "search");
  const searchConfig = path.join(searchDir, "mcpvals.config.json");
  await mkdir(searchDir, { recursive: true });
  // Commands that cannot start: search must run on the snapshots alone.
  await writeFile(
    searchConfig,
    JSON.stringify({
      stateDir: "state",
      servers: Object.fromEntries(servers.map((s) => [s.server, { command: path.join(dir, "never-started") }])),
    }),
  );
  const loaded = await loadConfig({ path: searchConfig, requireWork: false });
  // The config's own state folder, where `mcpvals proxy -c searchConfig` looks too.
  const searchState = resolveStateDir(configStatePlace(loaded));
  await saveToolSnapshots(searchState, servers);
  const searchHub = await openToolHub({ config: loaded, stateDir: searchState });
  console.log(`search_tools over ${servers.length * 50} tools (${servers.length} servers from snapshots, none started), ms\n`);
  console.log("| what | p50 | p95 |\n| --- | ---: | ---: |");
  for (const mode of ["lexical", "semantic", "hybrid"]) {
    const cold = await timeEach(1, () => searchHub.hub.search(queries[0], { mode, limit: 10 }));
    row(
      `in-process ${mode}, first query${mode === "lexical" ? " (builds BM25)" : mode === "semantic" ? " (loads the model, embeds 1,000 tools)" : ""}`,
      cold,
    );
    row(`in-process ${mode}, warm`, await timeEach(QUERIES, (i) => searchHub.hub.search(queries[i % queries.length], { mode, limit: 10 })));
  }
  await searchHub.close();
  const searchProxy = await connect(process.execPath, [BIN, "proxy", "-c", searchConfig]);
  for (const mode of ["lexical", "hybrid"]) {
    await searchProxy.callTool({ name: "search_tools", arguments: { query: queries[0], mode } });
    row(
      `proxy search_tools ${mode}, warm (vectors from the state folder)`,
      await timeEach(QUERIES, (i) =>
        searchProxy.callTool({ name: "search_tools", arguments: { query: queries[i % queries.length], mode } }),
      ),
    );
  }
  await searchProxy.close();
  console.log(
    `\nload average after: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
