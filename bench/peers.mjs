/**
 * mcpvals against mcpvals 0.4.0 on the same job: 4 LLM workflows against the
 * real server-everything over stdio, the model played by one loopback
 * Anthropic Messages endpoint (mcpvals 0.4 drives workflows with Anthropic
 * only), whole CLI processes, cold (no state folder) and warm (the state folder
 * of a previous run), one unmeasured run each, then N rounds running each once
 * in turn. Prints medians of wall time and of two peak RSS figures: the CLI
 * process itself (`process.resourceUsage().maxRSS` at its exit, from a
 * preload both tools get) and the largest process of the run
 * (`/usr/bin/time -f %M`: the CLI or any process it started and waited for,
 * the servers and mcpvals' embedding-model process included).
 *
 * mcpvals 0.4.0 is installed once into a scratch folder under os.tmpdir()
 * (`npm i mcpvals-04@npm:mcpvals@0.4.0 --ignore-scripts`: its postinstall
 * runs `pnpm build` on a package that already ships dist/); it is never a
 * dependency of this repository. Its Anthropic client has no base URL setting,
 * so its process gets `--import` of a ten-line preload that sends
 * api.anthropic.com requests to the loopback model (ours takes
 * ANTHROPIC_BASE_URL).
 *
 *   npm run bench:peers            (BENCH_RUNS=7 for more runs)
 *   node bench/peers.mjs --before <checkout>   (also another checkout, lib/ built)
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { registerHooks } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

// The fixtures are TypeScript importing each other as `.js` (tsc style); Node runs them by stripping types.
registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (specifier.startsWith(".") && specifier.endsWith(".js")) return next(specifier.replace(/\.js$/, ".ts"), context);
      throw error;
    }
  },
});
const { startFakeProvider } = await import("../__tests__/fixtures/fake-llm/fake-provider-server.ts");

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const here = fileURLToPath(new URL("..", import.meta.url));
// --before <checkout>: also run another checkout of mcpvals (lib/ built), e.g. the commit before a change.
const beforeArg = process.argv.indexOf("--before");
const before = beforeArg > 0 ? path.resolve(process.argv[beforeArg + 1]) : undefined;
const scratch = path.join(os.tmpdir(), "mcpvals-bench-peers");
const peerBin = path.join(scratch, "node_modules", "mcpvals-04", "dist", "cli", "index.js");

if (!existsSync(peerBin)) {
  mkdirSync(scratch, { recursive: true });
  writeFileSync(path.join(scratch, "package.json"), JSON.stringify({ name: "peers-scratch", private: true }) + "\n");
  console.error("installing mcpvals 0.4.0 into " + scratch);
  execFileSync("npm", ["i", "--no-audit", "--no-fund", "--ignore-scripts", "mcpvals-04@npm:mcpvals@0.4.0"], {
    cwd: scratch,
    stdio: ["ignore", "ignore", "inherit"],
  });
}
const redirect = path.join(scratch, "redirect-anthropic.mjs");
writeFileSync(
  redirect,
  `// Sends mcpvals 0.4's Anthropic requests to the loopback model (BENCH_ANTHROPIC_URL).
const target = process.env.BENCH_ANTHROPIC_URL;
const original = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  return original(url.startsWith("https://api.anthropic.com/v1") ? target + url.slice("https://api.anthropic.com/v1".length) : input, init);
};
`,
);

const rssPreload = path.join(scratch, "report-rss.mjs");
writeFileSync(
  rssPreload,
  `// Writes this process's own peak RSS (KiB) to BENCH_RSS_OUT when it exits.
import { writeFileSync } from "node:fs";
process.on("exit", () => writeFileSync(process.env.BENCH_RSS_OUT, String(process.resourceUsage().maxRSS)));
`,
);

const serverEntry = path.join(here, "node_modules", "@modelcontextprotocol", "server-everything", "dist", "index.js");
const MODEL = "claude-3-5-sonnet-latest";
const rules = [
  { match: "add 17 and 25", toolCalls: [{ name: "get-sum", args: { a: 17, b: 25 } }], final: "The sum is 42." },
  { match: "echo thanks", toolCalls: [{ name: "echo", args: { message: "thanks" } }], final: "Echo: thanks" },
  {
    match: "sum then echo",
    toolCalls: [
      { name: "get-sum", args: { a: 2, b: 3 } },
      { name: "echo", args: { message: "5" } },
    ],
    final: "5",
  },
  { match: "tiny image", toolCalls: [{ name: "get-tiny-image", args: {} }], final: "Here is the image." },
];
// One config both tools read: the mcpvals 0.4 schema (ours accepts it as is).
const config = {
  server: { transport: "stdio", command: process.execPath, args: [serverEntry, "stdio"] },
  workflows: [
    { name: "add", steps: [{ user: "Please add 17 and 25", expectTools: ["get-sum"] }] },
    { name: "echo", steps: [{ user: "Please echo thanks", expectTools: ["echo"] }] },
    { name: "sum then echo", steps: [{ user: "Please sum then echo", expectTools: ["get-sum", "echo"] }] },
    { name: "image", steps: [{ user: "Show me a tiny image", expectTools: ["get-tiny-image"] }] },
  ],
};

/** One whole CLI process under /usr/bin/time: wall ms, peak RSS MB, exit code. */
function measure([node, ...args], { cwd, env }) {
  const rssOut = path.join(cwd, "rss.txt");
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn("/usr/bin/time", ["-f", "%M", node, "--import", pathToFileURL(rssPreload).href, ...args], {
      cwd,
      env: { ...env, BENCH_RSS_OUT: rssOut },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("close", (code) => {
      const wall = performance.now() - started;
      const kib = Number(err.trim().split("\n").at(-1));
      const ownKib = existsSync(rssOut) ? Number(readFileSync(rssOut, "utf8")) : NaN;
      resolve({ wall, rssMb: kib / 1024, ownMb: ownKib / 1024, code, out, err });
    });
  });
}

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const fake = await startFakeProvider({ format: "anthropic", rules });
const baseEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ANTHROPIC_API_KEY: "sk-ant-bench", NO_COLOR: "1" };
const ours = (name, repo) => ({
  name,
  args: (cfg) => [process.execPath, path.join(repo, "bin", "mcpvals.js"), "run", "-c", cfg, "--model", `anthropic:${MODEL}`],
  env: { ...baseEnv, ANTHROPIC_BASE_URL: fake.url },
  // The state folder lives next to the config (.mcpvals); cold removes it before each run.
  stateDir: (dir) => path.join(dir, ".mcpvals"),
});
const tools = [
  ours("mcpvals (this checkout)", here),
  ...(before ? [ours(`mcpvals (${path.basename(before)})`, before)] : []),
  {
    name: "mcpvals 0.4.0",
    args: (cfg) => [process.execPath, "--import", pathToFileURL(redirect).href, peerBin, "eval", cfg],
    env: { ...baseEnv, BENCH_ANTHROPIC_URL: fake.url },
    stateDir: () => undefined,
  },
];

// Rounds that run every tool and state once, in turn, so a burst of load on a shared machine hits all alike.
// Each tool and state has its own folder: cold removes the state folder before each run, warm keeps it.
const cases = tools.flatMap((tool) =>
  ["cold", "warm"].map((mode) => ({
    tool,
    mode,
    dir: mkdtempSync(path.join(os.tmpdir(), "mcpvals-bench-peers-run-")),
    walls: [],
    rss: [],
    own: [],
  })),
);
try {
  for (const c of cases) writeFileSync(path.join(c.dir, "mcpvals.config.json"), JSON.stringify(config, null, 2));
  const run = async (c) => {
    const state = c.tool.stateDir(c.dir);
    if (c.mode === "cold" && state) rmSync(state, { recursive: true, force: true });
    const r = await measure(c.tool.args(path.join(c.dir, "mcpvals.config.json")), { cwd: c.dir, env: c.tool.env });
    if (r.code !== 0) throw new Error(`${c.tool.name} exited ${r.code}:\n${r.out.slice(-2000)}\n${r.err.slice(-2000)}`);
    return r;
  };
  // One unmeasured run each: it leaves the warm state folder behind and warms the OS file cache.
  for (const c of cases) await run(c);
  for (let i = 0; i < RUNS; i++) {
    for (const c of cases) {
      const r = await run(c);
      c.walls.push(r.wall);
      c.rss.push(r.rssMb);
      c.own.push(r.ownMb);
    }
  }
} finally {
  await fake.close();
  for (const c of cases) rmSync(c.dir, { recursive: true, force: true });
}
const rows = cases.map((c) => ({ tool: c.tool.name, mode: c.mode, wall: median(c.walls), rss: median(c.rss), own: median(c.own) }));

const load = os
  .loadavg()
  .map((n) => n.toFixed(2))
  .join(", ");
console.log(`4 LLM workflows, server-everything over stdio, loopback Anthropic model, ${RUNS} runs each, medians; load average ${load}\n`);
console.log("| tool | state | wall time | peak RSS, CLI process | peak RSS, largest process of the run |");
console.log("| --- | --- | ---: | ---: | ---: |");
for (const r of rows)
  console.log(`| ${r.tool} | ${r.mode} | ${(r.wall / 1000).toFixed(2)} s | ${Math.round(r.own)} MB | ${Math.round(r.rss)} MB |`);
