#!/usr/bin/env node
/**
 * `mcpvals check` as a user runs it (the whole CLI process tree) against
 * server-everything over stdio, side by side with a bare SDK client script
 * doing the least a client does with the same server: spawn it, `initialize`,
 * `tools/list`, `resources/list`, `prompts/list`, `ping`, close. Interleaved
 * rounds after one warm-up, medians of wall time and of the CPU of the whole
 * process tree (bench/tree-cpu.mjs); prints the ratio. Then check over
 * Streamable HTTP and against the v2 fixture (both eras), p50 and max.
 *
 *   npm run bench:check                 (BENCH_RUNS=9 for more rounds; default 7)
 *   node bench/check.mjs --before <checkout>   (adds that checkout's check, lib/ built, to the rounds)
 */
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { measureTree, median } from "./tree-cpu.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const everything = createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/dist/index.js");
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

if (process.argv[2] === "--bare-client") {
  // What a user writes by hand with the SDK v2 client (its default, plain 2025 handshake).
  const { Client } = await import("@modelcontextprotocol/client");
  const { StdioClientTransport } = await import("@modelcontextprotocol/client/stdio");
  const client = new Client({ name: "bare", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [everything], stderr: "ignore" }));
  const [tools, resources, prompts] = [await client.listTools(), await client.listResources(), await client.listPrompts()];
  await client.ping();
  await client.close();
  if (tools.tools.length === 0 || resources.resources.length === 0 || prompts.prompts.length === 0) throw new Error("empty lists");
  process.exit(0);
}

const { values } = parseArgs({ options: { before: { type: "string" } } });
const env = { ...process.env, NO_COLOR: "1" };
const bare = [process.execPath, [fileURLToPath(import.meta.url), "--bare-client"]];
const check = (args, checkout = root) => [process.execPath, [join(checkout, "bin", "mcpvals.js"), "check", "--no-color", ...args]];

/** Runs `commands` in interleaved rounds (one warm-up); the runs of each. */
async function rounds(commands) {
  const runs = commands.map(() => []);
  for (let i = 0; i <= RUNS; i++)
    for (const [j, [command, args]] of commands.entries()) {
      const r = await measureTree(command, args, { cwd: root, env });
      // check exits 1 on a failing server; anything else is a broken run.
      if (r.code !== 0 && r.code !== 1) throw new Error(`${args.join(" ")} exited ${r.code}: ${r.err}`);
      if (i > 0) runs[j].push(r);
    }
  return runs;
}

async function httpServer() {
  const port = 38000 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, [everything, "streamableHttp"], {
    env: { ...process.env, PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise((resolve) => {
    const ready = (chunk) => String(chunk).includes(String(port)) && resolve();
    child.stdout.on("data", ready);
    child.stderr.on("data", ready);
  });
  return { url: `http://127.0.0.1:${port}/mcp`, stop: () => child.kill() };
}

const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const stdio = ["--", process.execPath, everything];
const [bareRuns, checkRuns, beforeRuns] = await rounds([bare, check(stdio), ...(values.before ? [check(stdio, values.before)] : [])]);
const source = checkRuns[0].cpuSource === "cgroup" ? "a cgroup per run" : "/usr/bin/time user+sys";
const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(", ");
console.log(
  `server-everything over stdio, ${RUNS} interleaved rounds after a warm-up, medians; CPU of the process tree from ${source}; load average ${load}\n`,
);
console.log("| what | wall time | CPU, whole tree |\n| --- | ---: | ---: |");
const wall = (runs) => median(runs.map((r) => r.wall));
const cpu = (runs) => median(runs.map((r) => r.cpu));
console.log(`| bare SDK client: initialize, 3 lists, ping, close | ${s(wall(bareRuns))} | ${cpu(bareRuns).toFixed(2)} s |`);
console.log(`| \`mcpvals check\` | ${s(wall(checkRuns))} | ${cpu(checkRuns).toFixed(2)} s |`);
if (beforeRuns) console.log(`| \`mcpvals check\`, ${values.before} | ${s(wall(beforeRuns))} | ${cpu(beforeRuns).toFixed(2)} s |`);
console.log(
  `\ncheck / bare client: wall ${(wall(checkRuns) / wall(bareRuns)).toFixed(2)}x, CPU ${(cpu(checkRuns) / cpu(bareRuns)).toFixed(2)}x (target: wall ≤ 1.5x)\n`,
);

const others = [];
const http = await httpServer();
try {
  others.push(["server-everything, Streamable HTTP", (await rounds([check(["--url", http.url])]))[0]]);
} finally {
  http.stop();
}
const fixture = join(root, "__tests__/fixtures/servers/v2-fixture-server.mjs");
others.push(["v2 fixture (both eras), stdio", (await rounds([check(["--", process.execPath, fixture])]))[0]]);
console.log("| server | wall p50 | wall max | CPU p50 |\n| --- | ---: | ---: | ---: |");
for (const [name, runs] of others)
  console.log(`| ${name} | ${s(wall(runs))} | ${s(Math.max(...runs.map((r) => r.wall)))} | ${cpu(runs).toFixed(2)} s |`);
