// What loading the spawning library costs, on the critical path of a run
// before its first server can start (src/mcp/transport/spawn-server-process.ts):
// execa against cross-spawn + npm-run-path. Each sample is a fresh Node
// process; CPU time (user + system) is less at the mercy of a busy machine
// than wall time. Run: node bench/spawn-imports.mjs [samples]
import { execFileSync } from "node:child_process";

const SAMPLES = Number(process.argv[2] ?? 7);
const CANDIDATES = {
  execa: "await import('execa');",
  "cross-spawn + npm-run-path": "await import('cross-spawn'); await import('npm-run-path');",
};
const probe = (body) => `
import { registerHooks } from "node:module";
let modules = 0;
registerHooks({ load(url, context, next) { modules++; return next(url, context); } });
const cpu = process.cpuUsage();
${body}
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ cpuMs: (used.user + used.system) / 1000, modules }));`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`Loading the spawning library: ${SAMPLES} fresh processes each, interleaved (Node ${process.versions.node})\n`);
const results = Object.fromEntries(Object.keys(CANDIDATES).map((name) => [name, []]));
for (let i = 0; i < SAMPLES; i++) {
  for (const [name, body] of Object.entries(CANDIDATES)) {
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", probe(body)], { encoding: "utf8" });
    results[name].push(JSON.parse(out));
  }
}
for (const [name, samples] of Object.entries(results)) {
  const cpu = median(samples.map((s) => s.cpuMs));
  console.log(`${name.padEnd(28)} median CPU ${cpu.toFixed(0)} ms, ${samples[0].modules} modules loaded`);
}
