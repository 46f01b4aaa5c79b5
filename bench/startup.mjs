/**
 * Start-up cost of the CLI against bare Node: `node -e 0`, `mcpvals --version`,
 * `mcpvals --help` and `mcpvals list -c examples/everything/mcpvals.config.yaml`,
 * whole processes, N runs each after one warm-up (a hyperfine-like loop),
 * medians (rounds run each command once, in turn). Also counts the modules each command loads (a preload registering
 * a `load` hook, so every ESM and CommonJS module Node loads is counted, built-ins
 * apart) and the share of them under node_modules.
 *
 *   npm run bench:startup            (BENCH_RUNS=30 for more runs)
 *   node bench/startup.mjs --modules list   (print the packages `list` loads)
 *   node bench/startup.mjs --repo <checkout> (another checkout, lib/ built)
 *   node bench/startup.mjs --profile list   (a CPU profile: self time by package)
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { modules: { type: "string" }, profile: { type: "string" }, repo: { type: "string" } } });
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
// --repo <checkout>: measure another checkout (with lib/ built), e.g. the commit before a change.
const repo = values.repo ? path.resolve(values.repo) : fileURLToPath(new URL("..", import.meta.url));
const bin = path.join(repo, "bin", "mcpvals.js");
const config = path.join(repo, "examples", "everything", "mcpvals.config.yaml");

const commands = [
  { name: "node -e 0", args: ["-e", "0"] },
  { name: "mcpvals --version", args: [bin, "--version"] },
  { name: "mcpvals --help", args: [bin, "--help"] },
  { name: "mcpvals list", args: [bin, "list", "-c", config] },
];

const scratch = mkdtempSync(path.join(os.tmpdir(), "mcpvals-bench-startup-"));
const counter = path.join(scratch, "count-modules.mjs");
writeFileSync(
  counter,
  `import { registerHooks } from "node:module";
import { writeFileSync } from "node:fs";
const urls = [];
registerHooks({ load(url, context, next) { if (!url.startsWith("node:")) urls.push(url); return next(url, context); } });
process.on("exit", () => writeFileSync(process.env.BENCH_MODULES_OUT, urls.join("\\n")));
`,
);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function time(args) {
  const started = performance.now();
  const r = spawnSync(process.execPath, args, { cwd: repo, stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, NO_COLOR: "1" } });
  if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  return performance.now() - started;
}

function modules(args) {
  const out = path.join(scratch, "modules.txt");
  const r = spawnSync(process.execPath, ["--import", pathToFileURL(counter).href, ...args], {
    cwd: repo,
    stdio: "ignore",
    env: { ...process.env, BENCH_MODULES_OUT: out, NO_COLOR: "1" },
  });
  if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}`);
  const urls = readFileSync(out, "utf8")
    .split("\n")
    .filter(Boolean)
    .filter((u) => u !== pathToFileURL(counter).href);
  const packages = new Map();
  for (const u of urls) {
    const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(u);
    const key = m ? m[1] : "(mcpvals)";
    packages.set(key, (packages.get(key) ?? 0) + 1);
  }
  return { total: urls.length, packages };
}

try {
  if (values.profile) {
    const command = commands.find((c) => c.name.endsWith(values.profile));
    if (!command) throw new Error(`no command ${values.profile}`);
    const dir = path.join(scratch, "profile");
    const r = spawnSync(process.execPath, ["--cpu-prof", "--cpu-prof-dir", dir, ...command.args], {
      cwd: repo,
      stdio: "ignore",
      env: { ...process.env, NO_COLOR: "1" },
    });
    if (r.status !== 0) throw new Error(`node ${command.args.join(" ")} exited ${r.status}`);
    // The main thread's profile (the largest file): self time per package, Node internals and GC by name.
    const [file] = readdirSync(dir)
      .map((f) => path.join(dir, f))
      .sort((a, b) => statSync(b).size - statSync(a).size);
    const profile = JSON.parse(readFileSync(file, "utf8"));
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map();
    profile.samples.forEach((id, i) => {
      const { url, functionName } = byId.get(id).callFrame;
      const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
      const key = pkg
        ? pkg[1]
        : url.includes("/lib/")
          ? "mcpvals lib/"
          : url.startsWith("node:internal/modules")
            ? "module loading (node:internal/modules)"
            : url || functionName;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    console.log(`${command.name}: ${Math.round(total)} ms sampled`);
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${ms.toFixed(1).padStart(7)} ms  ${key}`);
  } else if (values.modules) {
    const command = commands.find((c) => c.name.endsWith(values.modules));
    if (!command) throw new Error(`no command ${values.modules}`);
    const { total, packages } = modules(command.args);
    console.log(`${command.name}: ${total} modules`);
    for (const [name, n] of [...packages].sort((a, b) => b[1] - a[1])) console.log(`  ${String(n).padStart(5)}  ${name}`);
  } else {
    // Rounds that run each command once, so a burst of load on a shared machine hits all of them alike.
    for (const c of commands) time(c.args);
    const walls = commands.map(() => []);
    for (let i = 0; i < RUNS; i++) commands.forEach((c, j) => walls[j].push(time(c.args)));
    const rows = commands.map((c, j) => {
      const m = modules(c.args);
      return { ...c, wall: median(walls[j]), modules: m.total, deps: m.total - (m.packages.get("(mcpvals)") ?? 0) };
    });
    const bare = rows[0].wall;
    const load = os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(", ");
    console.log(`start-up, ${RUNS} runs each after a warm-up, medians, Node ${process.version}; load average ${load}\n`);
    console.log("| command | wall time | x bare node | modules loaded | of them in node_modules |");
    console.log("| --- | ---: | ---: | ---: | ---: |");
    for (const r of rows)
      console.log(`| \`${r.name}\` | ${Math.round(r.wall)} ms | ${(r.wall / bare).toFixed(1)}x | ${r.modules} | ${r.deps} |`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
