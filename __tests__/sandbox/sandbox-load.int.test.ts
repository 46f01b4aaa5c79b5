/**
 * `mcpvals load --sandbox`: the server runs under bubblewrap, and its RSS and
 * CPU are the server's, not bwrap's. The process started is bwrap; the server
 * is its child's child (bwrap's init in the PID namespace, then the command).
 * The load fixture holds 150 MB: bwrap itself is ~2 MB, which is what the
 * samples showed before they followed the process tree.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { LoadReportSchema } from "../../src/result/load-report.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import "../helpers/integration-timeout.js";

const LOAD_SERVER = fileURLToPath(new URL("../fixtures/servers/load-server.mjs", import.meta.url));

test("load --sandbox samples the sandboxed server's process, not bwrap's", async () => {
  await using dir = await tempDir();
  const file = await dir.write("c.json", {
    server: { command: process.execPath, args: [LOAD_SERVER], env: { LOAD_LATENCY_MS: "2", LOAD_RSS_MB: "150" } },
    toolHealthSuites: [{ name: "s", tests: [{ name: "work", tool: "work" }] }],
    load: { connections: 1, concurrency: 2, duration: 3500 },
  });
  const run = await runMcpvals(["load", "-c", file, "--json", "r.json", "--no-state", "--sandbox"], { cwd: dir.path });
  expect([run.exitCode, run.stderr]).toEqual([0, ""]);
  const report = LoadReportSchema.parse(JSON.parse(await readFile(path.join(dir.path, "r.json"), "utf8")));
  expect(report.overall.errors).toBe(0);
  const [server] = report.servers;
  expect(server).toMatchObject({ server: "default", transport: "stdio", processes: 1 });
  expect(server!.samples.length).toBeGreaterThan(0);
  expect(Math.max(...server!.samples.map((s) => s.rssMb))).toBeGreaterThan(150);
});
