// 200 direct tool calls (a tool-health suite) against server-everything over
// stdio: `mcpvals run` against a plain SDK client script making the same calls
// (connect, 200 sequential callTool, close). Both whole processes, N runs
// each, alternating; medians. Also the same inside one process (evaluate()
// against the SDK client, modules already loaded), which is our overhead
// beyond start-up. mcpvals stops a server 100 ms after its stdin closed once
// the run is over (SIGTERM), where the SDK's close() waits for it to exit by
// itself: a second plain row does the same, for a comparison on equal terms.
// Run: npm run bench:tool-calls [-- --runs 7 --calls 200]
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
  const transport = new StdioClientTransport({ command: "mcp-server-everything", args: [], env: { PATH: env.PATH } });
  await client.connect(transport);
  await client.listTools();
  let failed = 0;
  for (const message of messages) {
    const result = await client.callTool({ name: "echo", arguments: { message } });
    if (result.content[0].text !== `Echo: ${message}`) failed++;
  }
  // `--grace <ms>`: the server gets SIGTERM that long after close() starts, as mcpvals does once its run is
  // over (the SDK's close() otherwise waits up to 2 s for the process to exit by itself).
  const grace = flag("grace");
  const pid = transport.pid;
  const hurry =
    grace === undefined
      ? undefined
      : setTimeout(() => {
          try {
            process.kill(pid, "SIGTERM");
          } catch {}
        }, Number(grace));
  await client.close();
  clearTimeout(hurry);
  if (failed > 0) throw new Error(`${failed} calls answered wrong`);
  process.stdout.write(JSON.stringify({ inProcessMs: performance.now() - t0 }) + "\n");
  process.exit(0);
}

const config = {
  server: { transport: "stdio", command: "mcp-server-everything" },
  toolHealthSuites: [
    {
      name: "echo",
      tests: messages.map((message, i) => ({ name: `echo ${i}`, tool: "echo", args: { message }, expectedResult: `Echo: ${message}` })),
    },
  ],
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
const samples = { plain: [], plainGrace: [], cli: [], cliNoState: [], plainIn: [], oursIn: [] };
try {
  for (let i = 0; i < runs; i++) {
    const plain = await timed([me, "--plain", "1", "--calls", String(calls)]);
    samples.plain.push(plain.wallMs);
    samples.plainIn.push(JSON.parse(plain.stdout).inProcessMs);
    samples.plainGrace.push((await timed([me, "--plain", "1", "--calls", String(calls), "--grace", "100"])).wallMs);
    samples.cli.push((await timed([path.join(root, "bin/mcpvals.js"), "run", "--config", configPath, "--no-color"])).wallMs);
    samples.cliNoState.push(
      (await timed([path.join(root, "bin/mcpvals.js"), "run", "--config", configPath, "--no-color", "--no-state"])).wallMs,
    );
    const ours = await timed([me, "--ours", dir, "--calls", String(calls)]);
    samples.oursIn.push(JSON.parse(ours.stdout).inProcessMs);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
const p = (xs) => `${(median(xs) / 1000).toFixed(3)} s`;
console.log(
  `cores ${os.availableParallelism()}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}, ${runs} runs, ${calls} calls`,
);
const x = (xs, base) => `${(median(xs) / median(base)).toFixed(2)}x`;
console.log("| what | p50 | vs plain SDK | vs plain SDK, same 100 ms grace |");
console.log("| --- | ---: | ---: | ---: |");
console.log(`| plain SDK script, whole process | ${p(samples.plain)} | 1.00x | |`);
console.log(
  `| plain SDK script, server SIGTERMed 100 ms after close (as mcpvals does), whole process | ${p(samples.plainGrace)} | ${x(samples.plainGrace, samples.plain)} | 1.00x |`,
);
console.log(
  `| \`mcpvals run\` (state folder), whole process | ${p(samples.cli)} | ${x(samples.cli, samples.plain)} | ${x(samples.cli, samples.plainGrace)} |`,
);
console.log(
  `| \`mcpvals run --no-state\`, whole process | ${p(samples.cliNoState)} | ${x(samples.cliNoState, samples.plain)} | ${x(samples.cliNoState, samples.plainGrace)} |`,
);
console.log(`| plain SDK, connect + calls + close (in process) | ${p(samples.plainIn)} | 1.00x | |`);
console.log(`| evaluate() (in process, modules loaded) | ${p(samples.oursIn)} | ${x(samples.oursIn, samples.plainIn)} | |`);
