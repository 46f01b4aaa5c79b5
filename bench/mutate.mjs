/**
 * What `mcpvals mutate` costs against running the suite once per mutant by
 * hand: `mutate()` (from lib/) of examples/everything (its `mutate:` settings,
 * real server-everything over stdio, scripted, no key) at concurrency 1 and
 * at the machine's cores, against N x one `mcpvals run` of the same config as
 * a fresh CLI process each (what a hand-rolled loop does), N being the
 * mutants mutate actually ran (the equivalent ones it decided unrun cost nothing).
 *
 *   npm run bench:mutate            (BENCH_RUNS=3 one-run samples by default)
 *
 * `node bench/mutate.mjs spares` (after `npm run build:lib`) measures the
 * spare servers (src/mutate/mutant-spares.ts): `mutate()` at concurrency 1
 * with `spares: false` and `spares: true`, each a fresh process under
 * /usr/bin/time, interleaved (the order alternating per round), BENCH_ROUNDS
 * rounds (default 3); it prints the medians of wall and CPU (user + sys,
 * this process and its server children) time.
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

if (process.argv[2] === "one") {
  // One measured mutate, for the `spares` mode's /usr/bin/time.
  await mutate(CONFIG, { cwd: ROOT, concurrency: 1, spares: process.argv[3] === "on" });
  process.exit(0);
}

if (process.argv[2] === "spares") {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
  const samples = { off: [], on: [] };
  for (let round = 0; round < rounds; round++) {
    for (const arm of round % 2 === 0 ? ["off", "on"] : ["on", "off"]) {
      const out = execFileSync("/usr/bin/time", ["-f", "TIME %e %U %S", process.execPath, fileURLToPath(import.meta.url), "one", arm], {
        cwd: ROOT,
        encoding: "utf8",
        stdio: ["ignore", "ignore", "pipe"],
      });
      const [wall, user, sys] = out.trim().split("\n").at(-1).split(" ").slice(1).map(Number);
      samples[arm].push({ wall, cpu: user + sys });
      console.error(`round ${round + 1} spares ${arm}: ${wall.toFixed(1)} s wall, ${(user + sys).toFixed(1)} s CPU`);
    }
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`| spares | wall (median of ${rounds}) | CPU user+sys (median) |\n| --- | ---: | ---: |`);
  for (const arm of ["off", "on"]) {
    console.log(
      `| ${arm} | ${median(samples[arm].map((x) => x.wall)).toFixed(1)} s | ${median(samples[arm].map((x) => x.cpu)).toFixed(1)} s |`,
    );
  }
  process.exit(0);
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
