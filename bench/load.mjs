// `mcpvals load` measured (results in bench/README.md, "Load"). Run: npm run bench:load
//
//   overhead   mcpvals' CPU per call under load against a bare SDK client loop doing the same calls
//              (same server, same concurrency, same count): each side in its own Node process, which
//              reports its own process.cpuUsage() (the server's CPU, a child, is not in it): "cold", one
//              run of BENCH_CALLS calls in a fresh process (module loading and JIT warm-up included: what a
//              one-off CLI run pays, per call); and "marginal", in the same process afterwards, a run of
//              10,000 calls and one of 40,000 (each its own connection and server): the CPU of the
//              difference over the 30,000 calls, so what every run pays once (spawn, handshake, summary)
//              cancels and what is left is the cost of one more call under sustained load. Interleaved
//              rounds, medians. One core's highest rate is 1 / (marginal CPU per call).
//   stability  how many calls a stable verdict needs: pairs of runs against the load fixture at 10 ms vs
//              10 ms (should be "no change") and 10 ms vs 13 ms (1.3x slower service), at several call
//              counts, gated with the real gate twice: on one run's sampling alone (runNoise 0) and with
//              the default spread between runs (load.runNoise); prints the verdicts and the intervals.
//              BENCH_PAIRS (3), BENCH_COUNTS (100,300,1000,3000) and BENCH_HEADS (10,13: the head's ms) choose the rows.
//   history    the gate as the nightly job uses it: BENCH_BASE_RUNS (5) base runs at 10 ms recorded as a
//              history, then one head run per BENCH_HEADS, gated through the real path (the base runs' own
//              p95s give the spread between runs); BENCH_SETS (6) times, BENCH_CALLS_EACH (3000) calls a run.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const FIXTURE = fileURLToPath(new URL("../__tests__/fixtures/servers/load-server.mjs", import.meta.url));
const [, , part = "overhead", side] = process.argv;
const CALLS = Number(process.env.BENCH_CALLS ?? 20000);
const CONCURRENCY = 8;

function config({ latencyMs = 0, calls = CALLS, concurrency = CONCURRENCY } = {}) {
  return {
    server: { command: process.execPath, args: [FIXTURE], env: { LOAD_LATENCY_MS: String(latencyMs) } },
    toolHealthSuites: [{ name: "s", tests: [{ name: "work", tool: "work" }] }],
    load: { concurrency, connections: 1, calls },
  };
}

async function mcpvalsSide(calls) {
  const { resolveConfig } = await import("../lib/config/load-config.js");
  const { runLoad } = await import("../lib/load/run-load.js");
  const cfg = resolveConfig(config({ calls }), { baseDir: root });
  const before = process.cpuUsage();
  const t0 = performance.now();
  const { report } = await runLoad({ config: cfg, signal: new AbortController().signal });
  return { cpu: process.cpuUsage(before), ms: performance.now() - t0, calls: report.overall.calls };
}

async function bareSide(calls) {
  const { Client } = await import("@modelcontextprotocol/client");
  const { StdioClientTransport } = await import("@modelcontextprotocol/client/stdio");
  const client = new Client({ name: "bare", version: "1" }, { versionNegotiation: { mode: "auto" } });
  const before = process.cpuUsage();
  const t0 = performance.now();
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [FIXTURE], env: { PATH: process.env.PATH } }));
  let sent = 0;
  const worker = async () => {
    while (sent < calls) {
      sent += 1;
      const t = performance.now();
      await client.callTool({ name: "work", arguments: {} });
      void (performance.now() - t); // the latency a bare loop would keep
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const result = { cpu: process.cpuUsage(before), ms: performance.now() - t0, calls: sent };
  await client.close();
  return result;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const usPerCall = (r) => (r.cpu.user + r.cpu.system) / r.calls;

const cpuMs = (r) => (r.cpu.user + r.cpu.system) / 1000;

if (side) {
  const once = side === "bare" ? bareSide : mcpvalsSide;
  const cold = await once(CALLS);
  const short = await once(10_000);
  const long = await once(40_000);
  const marginal = ((cpuMs(long) - cpuMs(short)) * 1000) / (long.calls - short.calls);
  process.stdout.write(JSON.stringify({ cold: usPerCall(cold), marginal, calls: cold.calls }));
} else if (part === "overhead") {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 9);
  const per = { bare: { cold: [], marginal: [] }, mcpvals: { cold: [], marginal: [] } };
  for (let i = 0; i < rounds; i++) {
    for (const s of i % 2 === 0 ? ["bare", "mcpvals"] : ["mcpvals", "bare"]) {
      const out = JSON.parse(
        execFileSync(process.execPath, [fileURLToPath(import.meta.url), "overhead", s], { cwd: root, encoding: "utf8" }),
      );
      per[s].cold.push(out.cold);
      per[s].marginal.push(out.marginal);
    }
  }
  console.log(`client CPU per call at ${CONCURRENCY} in flight (cold: one run of ${CALLS} calls), ${rounds} interleaved rounds (medians):`);
  for (const run of ["cold", "marginal"]) {
    const bare = median(per.bare[run]);
    const ours = median(per.mcpvals[run]);
    console.log(
      `  ${run}: bare SDK client loop ${bare.toFixed(1)} µs   mcpvals load ${ours.toFixed(1)} µs   ratio ${(ours / bare).toFixed(2)}x`,
    );
    console.log(
      `    (all rounds: bare ${per.bare[run].map((x) => x.toFixed(0)).join(" ")}; mcpvals ${per.mcpvals[run].map((x) => x.toFixed(0)).join(" ")})`,
    );
  }
  const marginal = median(per.mcpvals.marginal);
  console.log(
    `  one core drives at most ~${Math.round(1e6 / marginal)} calls/s through mcpvals load (~${Math.round(1e6 / median(per.bare.marginal))} bare)`,
  );
} else if (part === "history") {
  const { resolveConfig } = await import("../lib/config/load-config.js");
  const { runLoad } = await import("../lib/load/run-load.js");
  const { historyBaseline, loadHistoryRun } = await import("../lib/load/load-baseline.js");
  const { gateAgainstBaseline } = await import("../lib/load/gate-against-baseline.js");
  const { LoadSettingsSchema } = await import("../lib/config/load-schema.js");
  const settings = LoadSettingsSchema.parse({ minCalls: 100 });
  const calls = Number(process.env.BENCH_CALLS_EACH ?? 3000);
  const once = async (latencyMs) => {
    const cfg = resolveConfig(config({ latencyMs, calls, concurrency: 4 }), { baseDir: root });
    const { report, histograms } = await runLoad({ config: cfg, signal: new AbortController().signal });
    return { report, histograms };
  };
  const baseRuns = Number(process.env.BENCH_BASE_RUNS ?? 5);
  const heads = (process.env.BENCH_HEADS ?? "10,13").split(",").map(Number);
  const rows = Object.fromEntries(heads.map((ms) => [ms, []]));
  for (let set = 0; set < Number(process.env.BENCH_SETS ?? 6); set++) {
    const history = [];
    for (let i = 0; i < baseRuns; i++) history.push(loadHistoryRun(`run ${i}`, (await once(10)).histograms, "main"));
    const baseline = historyBaseline(history, (w) => console.warn(w));
    for (const ms of heads) {
      const { histograms } = await once(ms);
      const unit = gateAgainstBaseline(histograms, baseline, settings).units[0];
      const r = unit.ratio;
      rows[ms].push(
        `${unit.verdict} ${r.value.toFixed(2)} [${r.lower.toFixed(2)}, ${r.upper.toFixed(2)}] σ ${unit.runNoise.sigma} (${unit.runNoise.source})`,
      );
    }
  }
  for (const ms of heads) {
    console.log(`${calls} calls a run, ${baseRuns} base runs at 10 ms, head at ${ms} ms (default runNoise ${settings.runNoise}):`);
    for (const row of rows[ms]) console.log(`  ${row}`);
  }
} else if (part === "stability") {
  const { resolveConfig } = await import("../lib/config/load-config.js");
  const { runLoad } = await import("../lib/load/run-load.js");
  const { decideLoadGate } = await import("../lib/scoring/load-gate/decide-load-gate.js");
  const { decodeHistogram, valueCounts } = await import("../lib/load/latency-histogram.js");
  const { LoadSettingsSchema } = await import("../lib/config/load-schema.js");
  const RUN_NOISE = LoadSettingsSchema.parse({}).runNoise;
  const once = async (latencyMs, calls) => {
    const cfg = resolveConfig(config({ latencyMs, calls, concurrency: 4 }), { baseDir: root });
    const { report } = await runLoad({ config: cfg, signal: new AbortController().signal });
    return valueCounts(decodeHistogram(report.overall.histogram));
  };
  const pairs = Number(process.env.BENCH_PAIRS ?? 3);
  for (const calls of (process.env.BENCH_COUNTS ?? "100,300,1000,3000").split(",").map(Number)) {
    for (const headMs of (process.env.BENCH_HEADS ?? "10,13").split(",").map(Number)) {
      const rows = [];
      const verdicts = {};
      for (let i = 0; i < pairs; i++) {
        const baseline = await once(10, calls);
        const head = await once(headMs, calls);
        // The same pair gated twice: on one run's sampling alone (runNoise 0, the gate before the noise
        // between runs was in it), and with the default assumed spread between runs.
        const cells = [0, RUN_NOISE].map((runNoise) => {
          const gate = decideLoadGate({
            units: [{ name: "overall", head, baseline }],
            source: "baseline-file",
            baselineRuns: 1,
            maxSlowdown: 1.2,
            confidence: 0.95,
            minCalls: 100,
            runNoise,
          });
          const r = gate.units[0].ratio;
          const key = `${gate.verdict} (runNoise ${runNoise})`;
          verdicts[key] = (verdicts[key] ?? 0) + 1;
          return `${gate.verdict}${r ? ` ${r.value.toFixed(2)} [${r.lower.toFixed(2)}, ${r.upper.toFixed(2)}]` : ""}`;
        });
        rows.push(`${cells[0]} | ${cells[1]}`);
      }
      console.log(`${calls} calls each, 10 ms vs ${headMs} ms (runNoise 0 | runNoise ${RUN_NOISE}):`);
      for (const row of rows) console.log(`  ${row}`);
      console.log(
        `  of ${pairs} pairs: ${Object.entries(verdicts)
          .map(([v, n]) => `${n} ${v}`)
          .join(", ")}`,
      );
    }
  }
}
