/**
 * Replay vs live wall time of a run with cassettes: `evaluate()` (from lib/)
 * of three workflows against the real server-everything over stdio, the
 * model played by the loopback OpenAI-compatible test model, once answering
 * at once and once with a simulated model latency per call. Live runs record
 * (`cassettes: "record"`), then the model is stopped and the same config is
 * replayed (`cassettes: "replay"`, no key).
 *
 *   npm run bench:cassettes
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { evaluate } from "../lib/index.js";
import { startFakeLlm } from "../__tests__/fixtures/fake-llm/fake-llm-server.ts";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LATENCIES = [0, 250];

const rules = [
  { match: "add 17 and 25", toolCalls: [{ name: "get-sum", args: { a: 17, b: 25 } }], final: "42" },
  { match: "echo thanks", toolCalls: [{ name: "echo", args: { message: "thanks" } }], final: "{{lastToolResult}}" },
  {
    match: "sum then echo",
    toolCalls: [
      { name: "get-sum", args: { a: 2, b: 3 } },
      { name: "echo", args: { message: "5" } },
    ],
    final: "5",
  },
];

const config = (baseURL, dir) => ({
  server: { transport: "stdio", command: "mcp-server-everything" },
  model: { provider: "openai-compatible", model: "fake-model", baseURL, apiKey: "${BENCH_KEY}" },
  cassettes: { dir: path.join(dir, "cassettes") },
  toolRetrieval: false,
  workflows: [
    { name: "add", steps: [{ user: "Please add 17 and 25", expectTools: ["get-sum"] }] },
    { name: "echo", steps: [{ user: "Please echo thanks", expectTools: ["echo"] }] },
    { name: "sum then echo", steps: [{ user: "Please sum then echo", expectTools: ["get-sum", "echo"] }] },
  ],
});

const quantile = (values, q) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const ms = (n) => `${Math.round(n)} ms`;

async function timed(cfg, options) {
  const started = performance.now();
  const result = await evaluate(cfg, { stateDir: false, reporters: [], ...options });
  const wall = performance.now() - started;
  const statuses = result.workflows.map((w) => w.cassette?.status).join(",");
  if (!result.passed) throw new Error(`run failed (${statuses})`);
  return { wall, statuses };
}

const rows = [];
for (const delayMs of LATENCIES) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mcpvals-bench-cassettes-"));
  try {
    const fake = await startFakeLlm({ rules, delayMs });
    const cfg = config(fake.url, dir);
    const live = [];
    for (let i = 0; i < RUNS; i++)
      live.push((await timed(cfg, { cassettes: "record", env: { ...process.env, BENCH_KEY: "sk-bench" } })).wall);
    await fake.close();
    const replay = [];
    const env = { ...process.env };
    delete env.BENCH_KEY;
    for (let i = 0; i < RUNS; i++) replay.push((await timed(cfg, { cassettes: "replay", env })).wall);
    rows.push({ delayMs, live, replay });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

console.log(`cassette replay vs live, ${RUNS} runs each, 3 workflows (4 tool calls, 7 model calls), server-everything over stdio\n`);
console.log("| model latency per call | live + record p50 | live p95 | replay p50 | replay p95 |");
console.log("| ---: | ---: | ---: | ---: | ---: |");
for (const { delayMs, live, replay } of rows) {
  console.log(
    `| ${delayMs} ms | ${ms(quantile(live, 0.5))} | ${ms(quantile(live, 0.95))} | ${ms(quantile(replay, 0.5))} | ${ms(quantile(replay, 0.95))} |`,
  );
}
