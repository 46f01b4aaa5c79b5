/**
 * The servers' RSS and CPU under load, per server: two stdio servers (the
 * load fixture, one holding 150 MB more than the other) are each sampled on
 * their own, so the report tells them apart. Before, a profile with two
 * servers had no samples at all. (The sandboxed case is in
 * __tests__/sandbox/sandbox-load.int.test.ts.)
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LoadReportSchema } from "../../src/result/load-report.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import "../helpers/integration-timeout.js";

const LOAD_SERVER = fileURLToPath(new URL("../fixtures/servers/load-server.mjs", import.meta.url));

test("two stdio servers: each has its own RSS and CPU samples, the heavier one's RSS over the other's by its ballast", async () => {
  await using dir = await tempDir();
  const server = (env: Record<string, string>) => ({
    command: process.execPath,
    args: [LOAD_SERVER],
    env: { LOAD_LATENCY_MS: "2", ...env },
  });
  const file = await dir.write("c.json", {
    servers: { light: server({}), heavy: server({ LOAD_RSS_MB: "150" }) },
    toolHealthSuites: [
      { name: "l", server: "light", tests: [{ name: "work", tool: "work" }] },
      { name: "h", server: "heavy", tests: [{ name: "work", tool: "work" }] },
    ],
    // Long enough for two samples a server (one a second) on a busy machine.
    load: { connections: 1, concurrency: 2, duration: 3500 },
  });
  const run = await runMcpvals(["load", "-c", file, "--json", "r.json", "--no-state"], { cwd: dir.path });
  expect([run.exitCode, run.stderr]).toEqual([0, ""]);
  const report = LoadReportSchema.parse(JSON.parse(await readFile(path.join(dir.path, "r.json"), "utf8")));
  const byName = new Map(report.servers.map((s) => [s.server, s]));
  const light = byName.get("light")!;
  const heavy = byName.get("heavy")!;
  expect([light.processes, heavy.processes]).toEqual([1, 1]);
  expect(light.samples.length).toBeGreaterThan(0);
  expect(heavy.samples.length).toBeGreaterThan(0);
  const peak = (samples: typeof light.samples) => Math.max(...samples.map((s) => s.rssMb));
  // Each server alone: the ballast adds 150 MB to one of them only (no bound on a plain node process's own RSS,
  // which varies with the machine; the difference is what tells the two samplers apart).
  expect(peak(heavy.samples)).toBeGreaterThan(150);
  expect(peak(heavy.samples) - peak(light.samples)).toBeGreaterThan(100);
  expect(run.stdout).toMatch(/server heavy \(stdio, [^)]*, 1 process\(es\)\): peak RSS \d+ MB, mean CPU \d+%/);
  expect(run.stdout).toMatch(/server light \(stdio, [^)]*, 1 process\(es\)\): peak RSS \d+ MB, mean CPU \d+%/);
});
