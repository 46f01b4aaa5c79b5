/**
 * A whole `mcpvals run` of the bundled no-key example (examples/everything:
 * scripted, the real server-everything over stdio), this checkout against
 * another (a copy of its `lib/`, `bin/` and package.json is enough), in
 * interleaved pairs: wall time, CPU (user + system) and peak RSS of the CLI
 * process from `/usr/bin/time`, medians, and the paired differences (each
 * pair ran at about the same load).
 *
 *   node bench/run-before-after.mjs --before <checkout> [--pairs 21]
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { before: { type: "string" }, pairs: { type: "string", default: "21" } } });
if (!values.before) throw new Error("--before <checkout> is required (a folder with bin/mcpvals.js and a built lib/)");
const here = fileURLToPath(new URL("..", import.meta.url));
const config = path.join(here, "examples/everything/mcpvals.config.yaml");
const scratch = mkdtempSync(path.join(os.tmpdir(), "mcpvals-bench-ab-"));
const checkouts = { before: path.resolve(values.before), after: here };
const samples = { before: [], after: [] };

function runOnce(name) {
  const out = path.join(scratch, `${name}.time`);
  const bin = path.join(checkouts[name], "bin/mcpvals.js");
  const args = ["-f", "%e %U %S %M", "-o", out, process.execPath, bin, "run", "-c", config, "--no-state", "-r", "json"];
  const run = spawnSync("/usr/bin/time", args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`${name}: exit ${run.status}: ${run.stderr.slice(-500)}`);
  const [wall, user, sys, rssKb] = readFileSync(out, "utf8").trim().split("\n").at(-1).split(" ").map(Number);
  samples[name].push({ wall, cpu: user + sys, rssMb: rssKb / 1024 });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => os.loadavg()[0].toFixed(1);
const startLoad = load();
try {
  for (let i = 0; i < Number(values.pairs); i++) for (const name of ["before", "after"]) runOnce(name);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
console.log(
  `mcpvals run of examples/everything, ${values.pairs} interleaved pairs, Node ${process.versions.node}, load ${startLoad} → ${load()}\n`,
);
for (const [name, list] of Object.entries(samples)) {
  const m = (key) => median(list.map((s) => s[key]));
  console.log(`${name.padEnd(7)} wall ${m("wall").toFixed(2)} s   CPU ${m("cpu").toFixed(2)} s   peak RSS ${m("rssMb").toFixed(0)} MB`);
}
const diffs = (key) => samples.after.map((s, i) => s[key] - samples.before[i][key]);
const slower = diffs("wall").filter((d) => d > 0).length;
console.log(
  `\nafter - before, paired medians: wall ${median(diffs("wall")).toFixed(2)} s (after slower in ${slower} of ${values.pairs}), CPU ${(median(diffs("cpu")) * 1000).toFixed(0)} ms, RSS ${median(diffs("rssMb")).toFixed(1)} MB`,
);
