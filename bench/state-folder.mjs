// Measures the state folder (src/state): how long reading, diffing and
// writing it takes per run, and how big it gets once the history is full,
// for a server with many tools. Run: npm run bench:state
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { applyState } from "../lib/state/apply-state.js";
import { toolStats } from "../lib/scoring/tool-stats.js";

const TOOLS = Number(process.env.BENCH_TOOLS ?? 500);
const RUNS = 30; // more than the 20 kept, so the files reach their bound
const CALLS_PER_TOOL = 5;

const tools = Array.from({ length: TOOLS }, (_, i) => ({
  name: `tool_${i}`,
  description: `Does thing number ${i} to a record, given its id and some options.`,
  inputSchema: {
    type: "object",
    properties: { id: { type: "string", description: "Record id" }, limit: { type: "integer" }, verbose: { type: "boolean" } },
    required: ["id"],
  },
}));

function runResult(run) {
  const calls = tools.flatMap((t, i) =>
    Array.from({ length: CALLS_PER_TOOL }, (_, k) => ({
      server: "default",
      tool: t.name,
      args: { id: String(k) },
      ok: (i + k + run) % 17 !== 0,
      isError: false,
      latencyMs: 5 + ((i * 7 + k * 3 + run) % 40),
      errorKind: (i + k + run) % 17 !== 0 ? null : "tool",
      error: (i + k + run) % 17 !== 0 ? null : "boom",
      resultText: "ok",
      step: 0,
      startedAt: new Date(Date.UTC(2026, 10, 1, 0, run)).toISOString(),
    })),
  );
  const result = { tools: toolStats(calls), workflows: [], score: 1, passed: true };
  return { calls, result };
}

const dir = await mkdtemp(path.join(tmpdir(), "mcpvals-bench-state-"));
const times = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const { calls, result } = runResult(run);
    const t0 = performance.now();
    await applyState({
      dir,
      servers: [{ server: "default", tools, serverInfo: { name: "bench", version: "1" } }],
      stats: result.tools,
      run: result,
      now: () => new Date(Date.UTC(2026, 10, 1, 0, run)),
    });
    times.push(performance.now() - t0);
  }
  const sorted = [...times.slice(5)].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)].toFixed(1);
  console.log(
    `applyState, ${TOOLS} tools x ${CALLS_PER_TOOL} calls, runs 6-${RUNS}: p50=${at(0.5)}ms p95=${at(0.95)}ms max=${sorted.at(-1).toFixed(1)}ms`,
  );
  let total = 0;
  for (const name of (await readdir(dir)).sort()) {
    const { size } = await stat(path.join(dir, name));
    total += size;
    console.log(`  ${name}: ${(size / 1024).toFixed(0)} KiB`);
  }
  console.log(`  total after ${RUNS} runs (history full): ${(total / 1024).toFixed(0)} KiB`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
