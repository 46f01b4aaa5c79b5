// The two MCP eras side by side: connect latency (spawn or HTTP + era
// negotiation + tools/list) and recorded tools/call latency, 2026-07-28 vs
// 2025-11-25, against the same dual-era v2 fixture and against the v1-based
// server-everything (2025 only), over stdio and Streamable HTTP. Also what the
// era probe costs (auto vs a cached verdict) and what the SDK's own stdio
// transport costs (its auto mode probes on a sibling process).
// Run: npm run bench:protocol
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { Client } from "@modelcontextprotocol/client";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { connectServer } from "../lib/mcp/transport/connect-server.js";
import { callTool } from "../lib/mcp/requests/call-tool.js";
import { SchemaValidator } from "../lib/mcp/requests/schema-validator.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const V2 = fileURLToPath(new URL("../__tests__/fixtures/servers/v2-fixture-server.mjs", import.meta.url));
const EVERYTHING = createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/dist/index.js");
const CONNECTS = Number(process.env.BENCH_CONNECTS ?? 10);
const CALLS = Number(process.env.BENCH_CALLS ?? 50);

function pct(samples, p) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}
const fmt = (samples) => `${pct(samples, 0.5).toFixed(1)} / ${pct(samples, 0.95).toFixed(1)}`;

/** Starts an HTTP server process and resolves its URL once it prints its port. */
async function startHttp(command, args, env, pattern, port) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  const url = await new Promise((resolve, reject) => {
    let out = "";
    const onData = (chunk) => {
      out += chunk;
      const m = pattern.exec(out);
      if (m) resolve(`http://127.0.0.1:${m[1] ?? port}/mcp`);
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", () => reject(new Error(`server exited: ${out}`)));
  });
  return { url, stop: () => child.kill("SIGTERM") };
}

async function measure(label, spec, tool, args) {
  const connects = [];
  let prior;
  let version;
  for (let i = 0; i < CONNECTS; i++) {
    const t0 = performance.now();
    const connection = await connectServer({ name: "bench", spec, timeoutMs: 30_000 });
    connects.push(performance.now() - t0);
    prior = connection.verdict;
    version = connection.protocolVersion;
    await connection.close();
  }
  const cached = [];
  if ((spec.protocol ?? "auto") === "auto") {
    for (let i = 0; i < CONNECTS; i++) {
      const t0 = performance.now();
      const connection = await connectServer({ name: "bench", spec, timeoutMs: 30_000, prior });
      cached.push(performance.now() - t0);
      await connection.close();
    }
  }
  const connection = await connectServer({ name: "bench", spec, timeoutMs: 30_000 });
  const validator = new SchemaValidator();
  const calls = [];
  for (let i = 0; i < CALLS + 5; i++) {
    const t0 = performance.now();
    const { record } = await callTool({ connection, validator, tool, args, timeoutMs: 10_000 });
    if (!record.ok) throw new Error(`${label}: ${record.error}`);
    if (i >= 5) calls.push(performance.now() - t0); // 5 warm-up calls
  }
  await connection.close();
  console.log(`| ${label} | ${version} | ${fmt(connects)} | ${cached.length ? fmt(cached) : "—"} | ${fmt(calls)} |`);
}

/** The SDK's own StdioClientTransport in auto mode: the probe runs on a sibling process. */
async function sdkStdio(label, command, args, env) {
  const connects = [];
  let version;
  for (let i = 0; i < CONNECTS; i++) {
    const t0 = performance.now();
    const client = new Client({ name: "bench", version: "0" }, { versionNegotiation: { mode: "auto" } });
    await client.connect(new StdioClientTransport({ command, args, env: { PATH: process.env.PATH, ...env }, stderr: "ignore" }));
    await client.listTools();
    connects.push(performance.now() - t0);
    version = client.getNegotiatedProtocolVersion();
    await client.close();
  }
  console.log(`| ${label} (SDK StdioClientTransport, auto) | ${version} | ${fmt(connects)} | — | — |`);
}

console.log(
  `connect: ${CONNECTS} connects each; tools/call: ${CALLS} recorded calls (mcpvals callTool, schema checks included) after 5 warm-up calls. ms p50 / p95.\n`,
);
console.log("| server, transport, protocol | negotiated | connect | connect with cached verdict | tools/call |");
console.log("| --- | --- | ---: | ---: | ---: |");
const dualStdio = { transport: "stdio", command: process.execPath, args: [V2], env: { V2_LEGACY: "serve" }, cwd: root };
const everythingStdio = { transport: "stdio", command: process.execPath, args: [EVERYTHING, "stdio"], env: {}, cwd: root };
await measure("v2 dual-era fixture, stdio, auto", dualStdio, "add", { a: 1, b: 2 });
await measure("v2 dual-era fixture, stdio, pin 2026-07-28", { ...dualStdio, protocol: "2026-07-28" }, "add", { a: 1, b: 2 });
await measure("v2 dual-era fixture, stdio, pin 2025-11-25", { ...dualStdio, protocol: "2025-11-25" }, "add", { a: 1, b: 2 });
await measure("server-everything (v1), stdio, auto", everythingStdio, "echo", { message: "hi" });
await measure("server-everything (v1), stdio, pin 2025-11-25", { ...everythingStdio, protocol: "2025-11-25" }, "echo", { message: "hi" });
await sdkStdio("v2 dual-era fixture, stdio", process.execPath, [V2], { V2_LEGACY: "serve" });
await sdkStdio("server-everything (v1), stdio", process.execPath, [EVERYTHING, "stdio"], {});

const dualHttp = await startHttp(process.execPath, [V2], { V2_TRANSPORT: "http", V2_PORT: "0", V2_LEGACY: "serve" }, /LISTENING (\d+)/);
const port = 3900 + Math.floor(Math.random() * 1000);
const everythingHttp = await startHttp(
  process.execPath,
  [EVERYTHING, "streamableHttp"],
  { PORT: String(port) },
  /listening on port (\d+)/,
  port,
);
try {
  const http = (url, protocol) => ({ transport: "shttp", url, headers: {}, fallbackToSse: false, protocol });
  await measure("v2 dual-era fixture, Streamable HTTP, auto", http(dualHttp.url), "add", { a: 1, b: 2 });
  await measure("v2 dual-era fixture, Streamable HTTP, pin 2026-07-28", http(dualHttp.url, "2026-07-28"), "add", { a: 1, b: 2 });
  await measure("v2 dual-era fixture, Streamable HTTP, pin 2025-11-25", http(dualHttp.url, "2025-11-25"), "add", { a: 1, b: 2 });
  await measure("server-everything (v1), Streamable HTTP, auto", http(everythingHttp.url), "echo", { message: "hi" });
  await measure("server-everything (v1), Streamable HTTP, pin 2025-11-25", http(everythingHttp.url, "2025-11-25"), "echo", {
    message: "hi",
  });
} finally {
  dualHttp.stop();
  everythingHttp.stop();
}
