// Scale: time and peak RSS of whole `mcpvals run` processes as the number of
// results grows, reports written (console, JSON, JUnit, Markdown, HTML):
// 10 / 100 / 1,000 scripted workflows (no LLM) and 50 / 500 / 5,000 tool
// tests, against server-everything over stdio. Workflows share one server
// process (`isolation: run`) so the curve shows what the results cost, not
// 1,000 server starts (`--isolated` runs them with the default isolation).
// Peak RSS is the CLI process's (GNU time's %M); servers are not counted.
// `--no-retrieval` turns the tool-retrieval metric off (its local encoder
// embeds each workflow's step texts: most of the time and memory at 1,000).
// Run: npm run bench:scale [-- --sizes 10,100,1000 --tests 50,500,5000 --no-retrieval]
import { execFile } from "node:child_process";
import { mkdtemp, rm, stat, writeFile } from "node:fs/promises";
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
const sizes = flag("sizes", "10,100,1000").split(",").filter(Boolean).map(Number);
const testSizes = flag("tests", "50,500,5000").split(",").filter(Boolean).map(Number);
const isolation = args.includes("--isolated") ? "workflow" : "run";
const retrieval = !args.includes("--no-retrieval");
const env = { ...process.env, PATH: `${root}node_modules/.bin:${process.env.PATH}` };
const server = { transport: "stdio", command: "mcp-server-everything" };

const workflowsConfig = (n) => ({
  server,
  model: "scripted",
  isolation,
  concurrency: 8,
  ...(retrieval ? {} : { toolRetrieval: false }),
  workflows: Array.from({ length: n }, (_, i) => ({
    name: `workflow ${i}`,
    steps: [
      { user: `Echo "w${i}".`, expectTools: [{ name: "echo", args: { message: `w${i}` } }], expectedState: `Echo: w${i}` },
      { user: "Add 2 and 3.", expectTools: [{ name: "get-sum", args: { a: 2, b: 3 } }], expectedState: "5" },
    ],
  })),
});
const testsConfig = (n) => ({
  server,
  toolHealthSuites: [
    {
      name: "echo",
      parallel: true,
      tests: Array.from({ length: n }, (_, i) => ({
        name: `echo ${i}`,
        tool: "echo",
        args: { message: `m${i}` },
        expectedResult: `Echo: m${i}`,
      })),
    },
  ],
});

async function measure(label, config) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mcpvals-bench-scale-"));
  try {
    const file = path.join(dir, "mcpvals.config.json");
    await writeFile(file, JSON.stringify(config));
    const reports = ["--json", "r.json", "--junit", "r.xml", "--markdown", "r.md", "--html", "r.html"];
    const { stderr } = await promisify(execFile)(
      "/usr/bin/time",
      ["-f", "TIME %e %M", process.execPath, path.join(root, "bin/mcpvals.js"), "run", "--config", file, "--no-color", ...reports],
      { cwd: dir, env, maxBuffer: 256 * 1024 * 1024 },
    );
    const [, seconds, kb] = stderr.match(/TIME ([\d.]+) (\d+)/);
    const sizes = await Promise.all(["r.json", "r.html"].map(async (f) => (await stat(path.join(dir, f))).size / 1024 / 1024));
    console.log(
      `| ${label} | ${Number(seconds).toFixed(2)} s | ${(Number(kb) / 1024).toFixed(0)} MB | ${sizes.map((s) => `${s.toFixed(1)} MB`).join(" / ")} |`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

console.log(
  `cores ${os.availableParallelism()}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}, isolation ${isolation}, retrieval metric ${retrieval ? "on" : "off"}`,
);
console.log("| run | wall | peak RSS | JSON / HTML report |");
console.log("| --- | ---: | ---: | ---: |");
for (const n of sizes) await measure(`${n} workflows`, workflowsConfig(n));
for (const n of testSizes) await measure(`${n} tool tests`, testsConfig(n));
console.log(
  `load average after: ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")}`,
);
