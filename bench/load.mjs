// `mcpvals load` measured (results in bench/README.md, "Load"). Run: npm run bench:load
//
//   overhead   mcpvals' CPU per call under load against a bare SDK client loop doing the same calls
//              (same server, same concurrency, same count): each side in its own Node process, which
//              reports its own process.cpuUsage() (the server's CPU, a child, is not in it); interleaved
//              rounds, medians. One core's highest rate is 1 / (CPU per call).
//   stability  how many calls a stable verdict needs: pairs of runs against the load fixture at 10 ms vs
//              10 ms (should be "no change") and 10 ms vs 13 ms (1.3x: should be "regression"), at several
//              call counts, gated with the real gate; prints the verdicts and the interval widths.
//              BENCH_PAIRS (3), BENCH_COUNTS (100,300,1000,3000) and BENCH_HEADS (10,13: the head's ms) choose the rows.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const FIXTURE = fileURLToPath(new URL("../__tests__/fixtures/servers/load-server.mjs", import.meta.url));
const [, , part = "overhead", side] = process.argv;
const CALLS = Number(process.env.BENCH_CALLS ?? 4000);
const CONCURRENCY = 8;

function config({ latencyMs = 0, calls = CALLS, concurrency = CONCURRENCY } = {}) {
  return {
    server: { command: process.execPath, args: [FIXTURE], env: { LOAD_LATENCY_MS: String(latencyMs) } },
    toolHealthSuites: [{ name: "s", tests: [{ name: "work", tool: "work" }] }],
    load: { concurrency, connections: 1, calls },
  };
}

async function mcpvalsSide() {
  const { resolveConfig } = await import("../lib/config/load-config.js");
  const { runLoad } = await import("../lib/load/run-load.js");
  const cfg = resolveConfig(config(), { baseDir: root });
  const before = process.cpuUsage();
  const t0 = performance.now();
  const { report } = await runLoad({ config: cfg, signal: new AbortController().signal });
  return { cpu: process.cpuUsage(before), ms: performance.now() - t0, calls: report.overall.calls };
}

async function bareSide() {
  const { Client } = await import("@modelcontextprotocol/client");
  const { StdioClientTransport } = await import("@modelcontextprotocol/client/stdio");
  const client = new Client({ name: "bare", version: "1" }, { versionNegotiation: { mode: "auto" } });
  const before = process.cpuUsage();
  const t0 = performance.now();
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [FIXTURE], env: { PATH: process.env.PATH } }));
  let sent = 0;
  const worker = async () => {
    while (sent < CALLS) {
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

if (side) {
  const r = side === "bare" ? await bareSide() : await mcpvalsSide();
  process.stdout.write(JSON.stringify({ usPerCall: (r.cpu.user + r.cpu.system) / r.calls, ms: r.ms, calls: r.calls }));
} else if (part === "overhead") {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const per = { bare: [], mcpvals: [] };
  for (let i = 0; i < rounds; i++) {
    for (const s of i % 2 === 0 ? ["bare", "mcpvals"] : ["mcpvals", "bare"]) {
      const out = JSON.parse(
        execFileSync(process.execPath, [fileURLToPath(import.meta.url), "overhead", s], { cwd: root, encoding: "utf8" }),
      );
      per[s].push(out.usPerCall);
    }
  }
  const bare = median(per.bare);
  const ours = median(per.mcpvals);
  console.log(`client CPU per call, ${CALLS} calls at ${CONCURRENCY} in flight, ${rounds} interleaved rounds (medians):`);
  console.log(`  bare SDK client loop: ${bare.toFixed(1)} µs   mcpvals load: ${ours.toFixed(1)} µs   ratio ${(ours / bare).toFixed(2)}x`);
  console.log(`  one core drives at most ~${Math.round(1e6 / ours)} calls/s through mcpvals load (~${Math.round(1e6 / bare)} bare)`);
  console.log(
    `  (all rounds: bare ${per.bare.map((x) => x.toFixed(0)).join(" ")}; mcpvals ${per.mcpvals.map((x) => x.toFixed(0)).join(" ")})`,
  );
} else if (part === "stability") {
  const { resolveConfig } = await import("../lib/config/load-config.js");
  const { runLoad } = await import("../lib/load/run-load.js");
  const { decideLoadGate } = await import("../lib/scoring/load-gate/decide-load-gate.js");
  const { decodeHistogram, valueCounts } = await import("../lib/load/latency-histogram.js");
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
        const gate = decideLoadGate({
          units: [{ name: "overall", head, baseline }],
          source: "baseline-file",
          baselineRuns: 1,
          maxSlowdown: 1.2,
          confidence: 0.95,
          minCalls: 100,
        });
        const r = gate.units[0].ratio;
        verdicts[gate.verdict] = (verdicts[gate.verdict] ?? 0) + 1;
        rows.push(`${gate.verdict}${r ? ` ${r.value.toFixed(2)} [${r.lower.toFixed(2)}, ${r.upper.toFixed(2)}]` : ""}`);
      }
      console.log(`${calls} calls each, 10 ms vs ${headMs} ms: ${rows.join("; ")}`);
      console.log(
        `  of ${pairs} pairs: ${Object.entries(verdicts)
          .map(([v, n]) => `${n} ${v}`)
          .join(", ")}`,
      );
    }
  }
}
