// Concurrency efficiency: 16 workflows, a loopback model that takes `latency`
// per call (two calls each: one echo call, then the answer), concurrency 8,
// the real server-everything over stdio with the default isolation (a fresh
// process per workflow). Ideal = the model's waiting alone:
// ceil(16 / 8) waves x 2 calls x latency. Efficiency = ideal / wall, where
// wall is evaluate() from call to result inside a fresh process (module
// loading and Node start-up are bench:install / start-up's business).
// Each case runs in its own child process (cold: no state folder) N times; medians.
// The model answers from this parent process, as a remote one would: a busy
// run cannot slow its replies.
// `--baseline <checkout>` (another checkout with lib/ built and this bench
// copied in) runs it alternately with this one, run for run, under the same load.
// Run: npm run bench:concurrency [-- --runs 5 --only 0.4 --baseline /tmp/main]
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { startLoopbackLlm } from "./loopback-llm.mjs";
import { fileURLToPath } from "node:url";
import os from "node:os";
import path from "node:path";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};

if (flag("child") !== undefined) {
  // As bin/mcpvals.js does: V8's code cache, which the servers then share (spawn-server-process.ts).
  (await import("node:module")).enableCompileCache?.();
  const { evaluate } = await import("../lib/eval/evaluate.js");
  const workflows = Number(flag("workflows", "16"));
  const concurrency = Number(flag("concurrency", "8"));
  const retrieval = flag("retrieval") === "on";
  const isolation = flag("isolation", "workflow");
  const config = {
    server: { transport: "stdio", command: "mcp-server-everything" },
    model: { provider: "openai-compatible", model: "loopback", baseURL: flag("llm") },
    concurrency,
    isolation,
    ...(retrieval ? {} : { toolRetrieval: false }),
    workflows: Array.from({ length: workflows }, (_, i) => ({
      name: `echo ${i + 1}`,
      steps: [{ user: `Echo the word hello (${i + 1}).`, expectTools: [{ name: "echo" }], expectedState: "hello" }],
    })),
  };
  const t0 = performance.now();
  const result = await evaluate(config, { cwd: root, env: { PATH: process.env.PATH }, stateDir: false });
  const wallMs = performance.now() - t0;
  const failed = result.workflows.filter((w) => !w.passed).map((w) => `${w.name}: ${w.error ?? w.score}`);
  if (failed.length > 0) throw new Error(`workflows failed: ${failed.join("; ")}`);
  process.stdout.write(JSON.stringify({ wallMs, rssMb: process.resourceUsage().maxRSS / 1024 }) + "\n");
  process.exit(0);
}

const runs = Number(flag("runs", "5"));
const only = flag("only");
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const cases = [
  { latency: 400, retrieval: "on", isolation: "workflow" },
  { latency: 400, retrieval: "off", isolation: "workflow" },
  { latency: 2000, retrieval: "on", isolation: "workflow" },
  { latency: 2000, retrieval: "off", isolation: "workflow" },
  { latency: 400, retrieval: "off", isolation: "run" },
].filter((c) => only === undefined || String(c.latency / 1000) === only);

const baseline = flag("baseline");
const roots = baseline
  ? [
      ["before", baseline],
      ["after", root],
    ]
  : [["", root]];
const runChild = async (dir, llm, c) => {
  const before = llm.state.calls;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(dir, "bench/concurrency.mjs"), "--child", "1", "--llm", llm.url, "--retrieval", c.retrieval, "--isolation", c.isolation],
    { cwd: dir, encoding: "utf8", env: { ...process.env, PATH: `${path.join(dir, "node_modules/.bin")}:${process.env.PATH}` } },
  );
  if (llm.state.calls - before !== 32) throw new Error(`expected 32 model calls, saw ${llm.state.calls - before}`);
  return JSON.parse(stdout.trim().split("\n").at(-1));
};

console.log(
  `cores ${os.availableParallelism()}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}, ${runs} runs per case`,
);
const suffix = (n) => (n ? ` ${n}` : "");
console.log(
  `| model latency | isolation | retrieval metric | ideal |${roots.map(([n]) => ` wall p50${suffix(n)} | efficiency${suffix(n)} | peak RSS${suffix(n)} |`).join("")}`,
);
console.log(`| ---: | --- | --- | ---: |${roots.map(() => " ---: | ---: | ---: |").join("")}`);
for (const c of cases) {
  const samples = roots.map(() => ({ walls: [], rss: [] }));
  const llm = await startLoopbackLlm({ delayMs: c.latency });
  for (let i = 0; i < runs; i++) {
    for (const [index, [, dir]] of roots.entries()) {
      const { wallMs, rssMb } = await runChild(dir, llm, c);
      samples[index].walls.push(wallMs);
      samples[index].rss.push(rssMb);
    }
  }
  await llm.close();
  const ideal = Math.ceil(16 / 8) * 2 * c.latency;
  const cells = samples.map(
    ({ walls, rss }) => ` ${(median(walls) / 1000).toFixed(2)} s | ${(ideal / median(walls)).toFixed(2)} | ${median(rss).toFixed(0)} MB |`,
  );
  console.log(`| ${c.latency / 1000} s | ${c.isolation} | ${c.retrieval} | ${(ideal / 1000).toFixed(1)} s |${cells.join("")}`);
}
console.log(
  `load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
