/**
 * What `mcpvals mutate` costs against running the suite once per mutant by
 * hand: `mutate()` (from lib/) of examples/everything (its `mutate:` settings,
 * real server-everything over stdio, scripted, no key) at concurrency 1 and
 * at the machine's cores, against N x one `mcpvals run` of the same config as
 * a fresh CLI process each (what a hand-rolled loop does), N being the
 * mutants mutate actually ran (the equivalent ones it decided unrun cost nothing).
 *
 *   npm run bench:mutate            (BENCH_RUNS=3 one-run samples by default)
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { mutate } from "../lib/index.js";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const CONFIG = path.join(ROOT, "examples", "everything", "mcpvals.config.yaml");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function timedMutate(concurrency) {
  const started = performance.now();
  const report = await mutate(CONFIG, { cwd: ROOT, concurrency });
  return { ms: performance.now() - started, report };
}

function oneCliRun() {
  const started = performance.now();
  execFileSync(process.execPath, [path.join(ROOT, "bin", "mcpvals.js"), "run", "-c", CONFIG, "--no-state", "-r", "json"], {
    cwd: ROOT,
    // The console goes to stderr beside `-r json`: neither is what is measured (a failed run still throws).
    stdio: "ignore",
  });
  return performance.now() - started;
}

const cores = os.availableParallelism();
const serial = await timedMutate(1);
const parallel = await timedMutate(cores);
const ran = serial.report.mutants.filter((m) => m.durationMs > 0).length;
const runs = Array.from({ length: RUNS }, oneCliRun).sort((a, b) => a - b);
const median = runs[Math.floor(runs.length / 2)];
const { counts, mutationScore } = serial.report;
console.log(`mutants: ${counts.total} (${ran} run, ${counts.total - ran} decided unrun); score ${(mutationScore * 100).toFixed(1)}%`);
console.log(`| what | wall time |\n| --- | ---: |`);
console.log(`| one \`mcpvals run\` (CLI process, median of ${RUNS}) | ${s(median)} |`);
console.log(`| ${ran} x one \`mcpvals run\` (by hand, in sequence) | ${s(ran * median)} |`);
console.log(`| \`mutate\`, concurrency 1 (includes the unmutated run) | ${s(serial.ms)} |`);
console.log(`| \`mutate\`, concurrency ${cores} | ${s(parallel.ms)} |`);
