#!/usr/bin/env node
/**
 * `mcpvals check --hosts all` against server-everything over stdio, as a user
 * runs it (the whole CLI process tree): besides the check's own connections,
 * the server is listed once per distinct host declaration (clientInfo +
 * capabilities: seven hosts, seven listings). Plain `check` (no hosts) runs in
 * the same rounds for scale. Interleaved rounds after one warm-up; medians of
 * wall time and of the CPU of the whole tree (bench/tree-cpu.mjs).
 *
 *   npm run bench:check-hosts                       (BENCH_RUNS=9 for more rounds; default 5)
 *   node bench/check-hosts.mjs --before <checkout>  (adds that checkout's `check --hosts all`, lib/ built)
 */
import { createRequire } from "node:module";
import os from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { measureTree, median } from "./tree-cpu.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const everything = createRequire(import.meta.url).resolve("@modelcontextprotocol/server-everything/dist/index.js");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const { values } = parseArgs({ options: { before: { type: "string" } } });
const env = { ...process.env, NO_COLOR: "1" };
const check = (args, checkout = root) => [
  process.execPath,
  [join(checkout, "bin", "mcpvals.js"), "check", "--no-color", ...args, "--", process.execPath, everything],
];

const commands = [
  ["check (no hosts)", check([])],
  ["check --hosts all", check(["--hosts", "all"])],
  ...(values.before ? [["check --hosts all, before", check(["--hosts", "all"], values.before)]] : []),
];
const runs = commands.map(() => []);
for (let i = 0; i <= RUNS; i++)
  for (const [j, [, [command, args]]] of commands.entries()) {
    const r = await measureTree(command, args, { cwd: root, env });
    // check exits 1 on a failing server (server-everything fails strict-mode rules); anything else is a broken run.
    if (r.code !== 0 && r.code !== 1) throw new Error(`${args.join(" ")} exited ${r.code}: ${r.err}`);
    if (i > 0) runs[j].push(r);
  }

console.log(`${RUNS} interleaved rounds, load average ${os.loadavg()[0].toFixed(1)}, CPU via ${runs[0][0].cpuSource}`);
console.log("| command | wall p50 | CPU p50 (tree) |");
console.log("| --- | ---: | ---: |");
for (const [j, [name]] of commands.entries()) {
  const wall = median(runs[j].map((r) => r.wall));
  const cpu = median(runs[j].map((r) => r.cpu));
  console.log(`| ${name} | ${(wall / 1000).toFixed(2)} s | ${cpu.toFixed(2)} s |`);
}
