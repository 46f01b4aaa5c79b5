/**
 * What the sandbox costs a server's start: start-to-first-answer (spawn +
 * MCP initialize + `tools/list`, what `connectServer` does) of the real
 * server-everything over stdio, unsandboxed and under each `sandbox.network`,
 * in interleaved rounds; and the launcher alone (`bwrap … true` against
 * `true`, and `unshare --net` + bwrap for "none"): what the once-per-process
 * trial (mcp/transport/sandbox-probe.ts) costs, and the floor of the wrapper's share.
 *
 *   npm run bench:sandbox   (BENCH_RUNS=15)
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { connectServer } from "../lib/mcp/transport/connect-server.js";
import { SandboxSchema } from "../lib/protocol/sandbox-schema.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const root = fileURLToPath(new URL("..", import.meta.url));
const server = {
  transport: "stdio",
  command: process.execPath,
  args: [`${root}node_modules/@modelcontextprotocol/server-everything/dist/index.js`, "stdio"],
  env: {},
  cwd: root,
};
const cases = [
  ["no sandbox", undefined],
  ['sandbox, network "allow"', { network: "allow" }],
  ['sandbox, network "loopback"', { network: "loopback" }],
  ['sandbox, network "none"', { network: "none" }],
].map(([name, sandbox]) => ({ name, sandbox: sandbox && SandboxSchema.parse(sandbox), ms: [] }));

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const row = (name, ms) => `| ${name} | ${quantile(ms, 0.5).toFixed(1)} | ${quantile(ms, 0.95).toFixed(1)} |`;

// One start of each first, unmeasured: the disk cache, the compile cache and the sandbox trial.
for (const c of cases) await (await connectServer({ name: "b", spec: { ...server, sandbox: c.sandbox }, timeoutMs: 60_000 })).close();
for (let round = 0; round < RUNS; round++) {
  for (const c of cases) {
    const started = performance.now();
    const connection = await connectServer({ name: "b", spec: { ...server, sandbox: c.sandbox }, timeoutMs: 60_000 });
    c.ms.push(performance.now() - started);
    await connection.close();
  }
}

const which = (name) => spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).stdout.trim();
const [bwrap, unshare, truePath] = [which("bwrap"), which("unshare"), which("true")];
const base = ["--die-with-parent", "--unshare-pid", "--unshare-ipc", "--unshare-uts", "--unshare-cgroup-try"];
const fs = ["--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--", truePath];
const netPrefix = process.getuid() === 0 ? [unshare, "--net", "--"] : [unshare, "--user", "--map-current-user", "--net", "--"];
const launchers = [
  ["`true` alone", [truePath]],
  ["bwrap (loopback) + `true`", [bwrap, ...base, "--unshare-net", ...fs]],
  ["unshare --net + bwrap (none) + `true`", [...netPrefix, bwrap, ...base, ...fs]],
].map(([name, argv]) => ({ name, argv, ms: [] }));
for (let round = 0; round < RUNS * 2; round++) {
  for (const l of launchers) {
    const started = performance.now();
    const r = spawnSync(l.argv[0], l.argv.slice(1), { stdio: "ignore" });
    l.ms.push(performance.now() - started);
    if (r.status !== 0) throw new Error(`${l.name} failed (exit ${r.status})`);
  }
}

console.log(`server-everything start to first answer (connect + tools/list), ${RUNS} interleaved rounds, ms\n`);
console.log("| case | p50 | p95 |\n| --- | ---: | ---: |");
for (const c of cases) console.log(row(c.name, c.ms));
console.log(`\nlauncher alone (spawnSync), ${RUNS * 2} rounds, ms\n`);
console.log("| launcher | p50 | p95 |\n| --- | ---: | ---: |");
for (const l of launchers) console.log(row(l.name, l.ms));
