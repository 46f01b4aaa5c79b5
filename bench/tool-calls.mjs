// 200 direct tool calls (a tool-health suite) against server-everything over
// stdio: `mcpvals run` against a plain SDK client script making the same calls
// (connect, 200 sequential callTool, close). Both whole processes, N runs
// each, alternating; medians. Also the same inside one process (evaluate()
// against the SDK client, modules already loaded), which is our overhead
// beyond start-up. Run: npm run bench:tool-calls [-- --runs 7 --calls 200]
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const calls = Number(flag("calls", "200"));
const runs = Number(flag("runs", "7"));
const env = { ...process.env, PATH: `${root}node_modules/.bin:${process.env.PATH}` };
const messages = Array.from({ length: calls }, (_, i) => `message ${i}`);

if (flag("plain") !== undefined) {
  // The plain SDK script: what a user would write by hand.
  const { Client } = await import("@modelcontextprotocol/client");
  const { StdioClientTransport } = await import("@modelcontextprotocol/client/stdio");
  const t0 = performance.now();
  const client = new Client({ name: "plain", version: "1.0.0" });
  await client.connect(new StdioClientTransport({ command: "mcp-server-everything", args: [], env: { PATH: env.PATH } }));
  await client.listTools();
  let failed = 0;
  for (const message of messages) {
    const result = await client.callTool({ name: "echo", arguments: { message } });
    if (result.content[0].text !== `Echo: ${message}`) failed++;
  }
  await client.close();
  if (failed > 0) throw new Error(`${failed} calls answered wrong`);
  process.stdout.write(JSON.stringify({ inProcessMs: performance.now() - t0 }) + "\n");
  process.exit(0);
}

const config = {
  server: { transport: "stdio", command: "mcp-server-everything" },
  toolHealthSuites: [{ name: "echo", tests: messages.map((message, i) => ({ name: `echo ${i}`, tool: "echo", args: { message }, expectedResult: `Echo: ${message}` })) }],
};

if (flag("ours") !== undefined) {
  const { evaluate } = await import("../lib/eval/evaluate.js");
  const t0 = performance.now();
  const result = await evaluate(config, { cwd: flag("ours"), env: { PATH: env.PATH }, stateDir: false });
  const inProcessMs = performance.now() - t0;
  if (!result.passed) throw new Error("the suite failed");
  process.stdout.write(JSON.stringify({ inProcessMs }) + "\n");
  process.exit(0);
}

const dir = await mkdtemp(path.join(os.tmpdir(), "mcpvals-bench-calls-"));
const configPath = path.join(dir, "mcpvals.config.json");
await writeFile(configPath, JSON.stringify(config));
const run = promisify(execFile);
const timed = async (argv) => {
  const t0 = performance.now();
  const { stdout } = await run(process.execPath, argv, { cwd: dir, env, maxBuffer: 64 * 1024 * 1024 });
  return { wallMs: performance.now() - t0, stdout };
};
const me = fileURLToPath(import.meta.url);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const samples = { plain: [], cli: [], cliNoState: [], plainIn: [], oursIn: [] };
try {
  for (let i = 0; i < runs; i++) {
    const plain = await timed([me, "--plain", "1", "--calls", String(calls)]);
    samples.plain.push(plain.wallMs);
    samples.plainIn.push(JSON.parse(plain.stdout).inProcessMs);
    samples.cli.push((await timed([path.join(root, "bin/mcpvals.js"), "run", "--config", configPath, "--no-color"])).wallMs);
    samples.cliNoState.push((await timed([path.join(root, "bin/mcpvals.js"), "run", "--config", configPath, "--no-color", "--no-state"])).wallMs);
    const ours = await timed([me, "--ours", dir, "--calls", String(calls)]);
    samples.oursIn.push(JSON.parse(ours.stdout).inProcessMs);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
const p = (xs) => `${(median(xs) / 1000).toFixed(3)} s`;
console.log(`cores ${os.availableParallelism()}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}, ${runs} runs, ${calls} calls`);
console.log("| what | p50 | vs plain SDK |");
console.log("| --- | ---: | ---: |");
console.log(`| plain SDK script, whole process | ${p(samples.plain)} | 1.00x |`);
console.log(`| \`mcpvals run\` (state folder), whole process | ${p(samples.cli)} | ${(median(samples.cli) / median(samples.plain)).toFixed(2)}x |`);
console.log(`| \`mcpvals run --no-state\`, whole process | ${p(samples.cliNoState)} | ${(median(samples.cliNoState) / median(samples.plain)).toFixed(2)}x |`);
console.log(`| plain SDK, connect + calls + close (in process) | ${p(samples.plainIn)} | 1.00x |`);
console.log(`| evaluate() (in process, modules loaded) | ${p(samples.oursIn)} | ${(median(samples.oursIn) / median(samples.plainIn)).toFixed(2)}x |`);
