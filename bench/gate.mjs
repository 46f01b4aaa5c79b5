// Measures what the statistical regression gate adds to a run: reading the
// baseline (history.json of 20 runs, zod-validated), deciding every unit
// (100 workflows with repeats, 20 tool tests), and rendering the gate into the
// console and Markdown reports. It first loads what a run loads (evaluate()),
// then times the gate's own modules and its first gate in that fresh process
// (cold JIT included): what one CLI run pays for it; then the median of warm
// repetitions. Run: npm run bench:gate
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const WORKFLOWS = Number(process.env.BENCH_WORKFLOWS ?? 100);
const TESTS = 20;
const RUNS = 20;
const REPEATS = 5;

// What a run has loaded before it decides the gate (evaluate() imports the rest of the run's modules).
const tRun = performance.now();
await import("../lib/eval/evaluate.js");
const runModulesMs = performance.now() - tRun;
const t0 = performance.now();
const { loadBaseline } = await import("../lib/eval/load-baseline.js");
const { decideGate } = await import("../lib/scoring/gate/decide-gate.js");
const { unitCounts } = await import("../lib/scoring/gate/unit-counts.js");
const { DEFAULT_GATE } = await import("../lib/config/gate-schema.js");
const { gateBlockLines } = await import("../lib/report/console/console-gate.js");
const { renderGate } = await import("../lib/report/markdown/markdown-gate.js");
const loadMs = performance.now() - t0;

// A baseline where every 7th workflow is flaky, and a head where every 10th regressed.
const names = Array.from({ length: WORKFLOWS }, (_, i) => `workflow ${i}`);
const tests = Array.from({ length: TESTS }, (_, i) => `suite/test ${i}`);
const history = {
  version: 1,
  runs: Array.from({ length: RUNS }, (_, r) => ({
    at: new Date(Date.UTC(2026, 10, 1, r)).toISOString(),
    score: 1,
    passed: true,
    workflows: Object.fromEntries(names.map((n) => [n, true])),
    counts: {
      workflows: Object.fromEntries(names.map((n, i) => [n, { passes: i % 7 === 0 ? (r % 5) + 1 : REPEATS, attempts: REPEATS }])),
      tests: Object.fromEntries(tests.map((t) => [t, { passes: 1, attempts: 1 }])),
    },
  })),
};
const workflows = names.map((name, i) => {
  const passes = i % 10 === 0 ? 1 : REPEATS;
  return {
    name,
    passed: passes > 0,
    repeats: {
      k: REPEATS,
      passes,
      pass1: passes / REPEATS,
      passAtK: passes > 0,
      passHatK: passes === REPEATS,
      minPass: 1,
      passed: passes > 0,
    },
  };
});
const toolHealth = tests.map((t) => ({ suite: "suite", test: t.slice(6), passed: true }));

const dir = await mkdtemp(path.join(tmpdir(), "mcpvals-bench-gate-"));
await writeFile(path.join(dir, "history.json"), JSON.stringify(history));
const colors = new Proxy({}, { get: () => (s) => s });
const plan = { toolStats: true, passedRows: true, textLimit: 2000, maxDetails: 20, maxRows: Infinity };

async function once() {
  const start = performance.now();
  const baseline = await loadBaseline([], dir, { cwd: dir });
  const gate = decideGate({
    head: unitCounts(workflows, toolHealth),
    baseline: baseline.runs,
    source: baseline.source,
    settings: DEFAULT_GATE,
    waivers: [],
    now: new Date(),
  });
  const out = [];
  renderGate(out, { gate }, plan);
  gateBlockLines(gate, colors);
  return { ms: performance.now() - start, gate };
}

const first = await once();
const warm = [];
for (let i = 0; i < 50; i++) warm.push((await once()).ms);
warm.sort((a, b) => a - b);
await rm(dir, { recursive: true, force: true });
const count = (v) => first.gate.units.filter((u) => u.verdict === v).length;
console.log(
  `gate: ${WORKFLOWS} workflows × ${REPEATS} repeats + ${TESTS} tool tests against ${RUNS} baseline runs (Node ${process.version})`,
);
console.log(
  `  verdicts: ${count("regression")} regressions, ${count("no_change")} no change, ${count("insufficient_data")} undecided, ${first.gate.units.filter((u) => u.flaky).length} flaky`,
);
console.log(`  a run's own modules (not counted): ${runModulesMs.toFixed(1)} ms`);
console.log(`  the gate's modules on top of them: ${loadMs.toFixed(1)} ms`);
console.log(`  first gate in this process (read + decide + render): ${first.ms.toFixed(1)} ms`);
console.log(`  what the gate adds to a run (its modules + its first gate): ${(loadMs + first.ms).toFixed(1)} ms`);
console.log(`  warm, median of 50: ${warm[25].toFixed(2)} ms (min ${warm[0].toFixed(2)}, max ${warm.at(-1).toFixed(2)})`);
