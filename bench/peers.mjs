/**
 * mcpvals against mcpvals 0.4.0 on the same job: 4 LLM workflows against the
 * real server-everything over stdio, the model played by one loopback
 * Anthropic Messages endpoint (mcpvals 0.4 drives workflows with Anthropic
 * only), whole CLI processes. Ours twice: `isolation: run` (one server, the
 * same work 0.4 does) and the default per-workflow isolation (four servers),
 * each cold (no state folder) and warm (the state folder of a previous run);
 * and server-everything alone, start to exit. One unmeasured run each, then N
 * rounds running each once in turn. Prints medians of wall time, of the CPU
 * time of the whole process tree (bench/tree-cpu.mjs: a cgroup per run, robust
 * to other load on the machine) and of two peak RSS figures: the CLI
 * process itself (`process.resourceUsage().maxRSS` at its exit, from a
 * preload both tools get) and the largest process of the run
 * (`/usr/bin/time -f %M`: the CLI or any process it started and waited for,
 * the servers and mcpvals' embedding-model process included).
 *
 * mcpvals 0.4.0 is installed once into a scratch folder under os.tmpdir()
 * (`npm i mcpvals-04@npm:mcpvals@0.4.0 --ignore-scripts`: its postinstall
 * runs `pnpm build` on a package that already ships dist/); it is never a
 * dependency of this repository. Its Anthropic client has no base URL setting,
 * so its process gets `--import` of a ten-line preload that sends
 * api.anthropic.com requests to the loopback model (ours takes
 * ANTHROPIC_BASE_URL).
 *
 *   npm run bench:peers            (BENCH_RUNS=9 for more runs; default 7)
 *   node bench/peers.mjs --before <checkout>   (also another checkout, lib/ built)
 */
import { execFileSync } from "node:child_process";
import { measureTree, median } from "./tree-cpu.mjs";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { registerHooks } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// The fixtures are TypeScript importing each other as `.js` (tsc style); Node runs them by stripping types.
registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (specifier.startsWith(".") && specifier.endsWith(".js")) return next(specifier.replace(/\.js$/, ".ts"), context);
      throw error;
    }
  },
});
const { startFakeProvider } = await import("../__tests__/fixtures/fake-llm/fake-provider-server.ts");

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const here = fileURLToPath(new URL("..", import.meta.url));
// --before <checkout>: also run another checkout of mcpvals (lib/ built), e.g. the commit before a change.
const beforeArg = process.argv.indexOf("--before");
const before = beforeArg > 0 ? path.resolve(process.argv[beforeArg + 1]) : undefined;
const scratch = path.join(os.tmpdir(), "mcpvals-bench-peers");
const peerBin = path.join(scratch, "node_modules", "mcpvals-04", "dist", "cli", "index.js");

if (!existsSync(peerBin)) {
  mkdirSync(scratch, { recursive: true });
  writeFileSync(path.join(scratch, "package.json"), JSON.stringify({ name: "peers-scratch", private: true }) + "\n");
  console.error("installing mcpvals 0.4.0 into " + scratch);
  execFileSync("npm", ["i", "--no-audit", "--no-fund", "--ignore-scripts", "mcpvals-04@npm:mcpvals@0.4.0"], {
    cwd: scratch,
    stdio: ["ignore", "ignore", "inherit"],
  });
}
const redirect = path.join(scratch, "redirect-anthropic.mjs");
writeFileSync(
  redirect,
  `// Sends mcpvals 0.4's Anthropic requests to the loopback model (BENCH_ANTHROPIC_URL).
const target = process.env.BENCH_ANTHROPIC_URL;
const original = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  return original(url.startsWith("https://api.anthropic.com/v1") ? target + url.slice("https://api.anthropic.com/v1".length) : input, init);
};
`,
);

const rssPreload = path.join(scratch, "report-rss.mjs");
writeFileSync(
  rssPreload,
  `// Writes this process's own peak RSS (KiB) to BENCH_RSS_OUT when it exits.
import { writeFileSync } from "node:fs";
process.on("exit", () => writeFileSync(process.env.BENCH_RSS_OUT, String(process.resourceUsage().maxRSS)));
`,
);

const serverEntry = path.join(here, "node_modules", "@modelcontextprotocol", "server-everything", "dist", "index.js");
const MODEL = "claude-3-5-sonnet-latest";
const rules = [
  { match: "add 17 and 25", toolCalls: [{ name: "get-sum", args: { a: 17, b: 25 } }], final: "The sum is 42." },
  { match: "echo thanks", toolCalls: [{ name: "echo", args: { message: "thanks" } }], final: "Echo: thanks" },
  {
    match: "sum then echo",
    toolCalls: [
      { name: "get-sum", args: { a: 2, b: 3 } },
      { name: "echo", args: { message: "5" } },
    ],
    final: "5",
  },
  { match: "tiny image", toolCalls: [{ name: "get-tiny-image", args: {} }], final: "Here is the image." },
];
// One config both tools read: the mcpvals 0.4 schema (ours accepts it as is).
const config = {
  server: { transport: "stdio", command: process.execPath, args: [serverEntry, "stdio"] },
  workflows: [
    { name: "add", steps: [{ user: "Please add 17 and 25", expectTools: ["get-sum"] }] },
    { name: "echo", steps: [{ user: "Please echo thanks", expectTools: ["echo"] }] },
    { name: "sum then echo", steps: [{ user: "Please sum then echo", expectTools: ["get-sum", "echo"] }] },
    { name: "image", steps: [{ user: "Show me a tiny image", expectTools: ["get-tiny-image"] }] },
  ],
};

/** One whole CLI process and everything it starts (bench/tree-cpu.mjs), plus the CLI process's own peak RSS. */
async function measure([node, ...args], { cwd, env }) {
  const rssOut = path.join(cwd, "rss.txt");
  rmSync(rssOut, { force: true });
  const r = await measureTree(node, ["--import", pathToFileURL(rssPreload).href, ...args], { cwd, env: { ...env, BENCH_RSS_OUT: rssOut } });
  return { ...r, ownMb: existsSync(rssOut) ? Number(readFileSync(rssOut, "utf8")) / 1024 : NaN };
}

const fake = await startFakeProvider({ format: "anthropic", rules });
const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ANTHROPIC_API_KEY: "sk-ant-bench", NO_COLOR: "1" };
const ours = (name, repo, isolation) => ({
  name,
  isolation,
  args: (cfg) => [process.execPath, path.join(repo, "bin", "mcpvals.js"), "run", "-c", cfg, "--model", `anthropic:${MODEL}`],
  env: { ...baseEnv, ANTHROPIC_BASE_URL: fake.url },
  // The state folder lives next to the config (.mcpvals); cold removes it before each run.
  stateDir: (dir) => path.join(dir, ".mcpvals"),
});
const tools = [
  ...[["mcpvals (this checkout)", here], ...(before ? [[`mcpvals (${path.basename(before)})`, before]] : [])].flatMap(([name, repo]) =>
    ["run", "workflow"].map((isolation) => ours(name, repo, isolation)),
  ),
  {
    name: "mcpvals 0.4.0",
    isolation: "one server",
    args: (cfg) => [process.execPath, "--import", pathToFileURL(redirect).href, peerBin, "eval", cfg],
    env: { ...baseEnv, BENCH_ANTHROPIC_URL: fake.url },
    stateDir: () => undefined,
  },
];

// Rounds that run every case once, in turn, so a burst of load on a shared machine hits all alike.
// Each case has its own folder: cold removes the state folder before each run, warm keeps it.
const cases = tools.flatMap((tool) =>
  (tool.stateDir("x") ? ["cold", "warm"] : ["-"]).map((mode) => ({
    tool,
    mode,
    dir: mkdtempSync(path.join(os.tmpdir(), "mcpvals-bench-peers-run-")),
    runs: [],
  })),
);
// server-everything alone, start to exit: initialize, tools/list, then end of input.
const serverAlone = { dir: mkdtempSync(path.join(os.tmpdir(), "mcpvals-bench-peers-server-")), runs: [] };
const serverInput = [
  {
    jsonrpc: "2.0",
    id: 1,
    method: "initialize",
    params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "bench", version: "1" } },
  },
  { jsonrpc: "2.0", method: "notifications/initialized" },
  { jsonrpc: "2.0", id: 2, method: "tools/list" },
];
writeFileSync(path.join(serverAlone.dir, "input.jsonl"), serverInput.map((m) => JSON.stringify(m)).join("\n") + "\n");
const runServerAlone = () =>
  measureTree("/bin/sh", ["-c", `exec "$0" "$1" stdio < input.jsonl`, process.execPath, serverEntry], {
    cwd: serverAlone.dir,
    env: baseEnv,
  });
try {
  for (const c of cases) {
    const { isolation, ...rest } = config;
    const cfg = c.tool.isolation === "one server" ? rest : { ...rest, isolation: c.tool.isolation };
    writeFileSync(path.join(c.dir, "mcpvals.config.json"), JSON.stringify(cfg, null, 2));
  }
  const run = async (c) => {
    const state = c.tool.stateDir(c.dir);
    if (c.mode === "cold" && state) rmSync(state, { recursive: true, force: true });
    const r = await measure(c.tool.args(path.join(c.dir, "mcpvals.config.json")), { cwd: c.dir, env: c.tool.env });
    if (r.code !== 0) throw new Error(`${c.tool.name} exited ${r.code}:\n${r.out.slice(-2000)}\n${r.err.slice(-2000)}`);
    return r;
  };
  // One unmeasured run each: it leaves the warm state folder behind and warms the OS file cache and V8's code cache.
  for (const c of cases) await run(c);
  await runServerAlone();
  for (let i = 0; i < RUNS; i++) {
    for (const c of cases) c.runs.push(await run(c));
    serverAlone.runs.push(await runServerAlone());
  }
} finally {
  await fake.close();
  for (const c of [...cases, serverAlone]) rmSync(c.dir, { recursive: true, force: true });
}
const stat = (runs) => ({
  wall: median(runs.map((r) => r.wall)) / 1000,
  cpu: median(runs.map((r) => r.cpu)),
  rss: median(runs.map((r) => r.rssMb)),
  own: median(runs.map((r) => r.ownMb)),
});
const server = stat(serverAlone.runs);
const rows = cases.map((c) => ({ tool: c.tool.name, isolation: c.tool.isolation, mode: c.mode, ...stat(c.runs) }));

const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(", ");
const source =
  serverAlone.runs[0].cpuSource === "cgroup"
    ? "a cgroup per run"
    : "/usr/bin/time user+sys (no writable cgroup: children not reaped are missed)";
console.log(
  `4 LLM workflows, server-everything over stdio, loopback Anthropic model, ${RUNS} rounds, medians; CPU of the whole process tree from ${source}; load average ${load}\n`,
);
console.log("| tool | servers | state | wall time | CPU, whole tree | peak RSS, CLI process | peak RSS, largest process |");
console.log("| --- | --- | --- | ---: | ---: | ---: | ---: |");
const s = (x) => `${x.toFixed(2)} s`;
for (const r of rows)
  console.log(
    `| ${r.tool} | ${r.isolation} | ${r.mode} | ${s(r.wall)} | ${s(r.cpu)} | ${Math.round(r.own)} MB | ${Math.round(r.rss)} MB |`,
  );
console.log(`| server-everything alone, start to exit | | | ${s(server.wall)} | ${s(server.cpu)} | | ${Math.round(server.rss)} MB |`);

const find = (isolation, mode) => rows.find((r) => r.tool === "mcpvals (this checkout)" && r.isolation === isolation && r.mode === mode);
const peer = rows.find((r) => r.tool === "mcpvals 0.4.0");
const equal = find("run", "warm");
const isolated = find("workflow", "warm");
const cold = find("run", "cold");
console.log("");
console.log(
  `equal work (isolation: run, warm) / 0.4.0: wall ${(equal.wall / peer.wall).toFixed(2)}x, CPU ${(equal.cpu / peer.cpu).toFixed(2)}x`,
);
console.log(`CLI process alone (tree minus one server start): ours ${s(equal.cpu - server.cpu)}, 0.4.0 ${s(peer.cpu - server.cpu)}`);
console.log(
  `default isolation, warm: wall ${s(isolated.wall)} against CPU / 2 cores ${s(isolated.cpu / 2)} = ${(isolated.wall / (isolated.cpu / 2)).toFixed(2)}x; ` +
    `per extra workflow ${s((isolated.cpu - equal.cpu) / 3)} of CPU (a server start: ${s(server.cpu)})`,
);
console.log(`cold - warm (isolation: run): wall +${s(cold.wall - equal.wall)}, CPU +${s(cold.cpu - equal.cpu)}`);
