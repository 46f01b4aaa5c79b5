/**
 * What a cold run (no state folder: a fresh runner, a fork PR without the
 * cache) costs against a warm one, with no LLM: `mcpvals run --model scripted`
 * of one workflow naming an expected tool (so the default hybrid
 * tool-retrieval metric runs) against the real server-everything over stdio.
 * Rounds run each case once in turn; medians of wall time, of the CLI
 * process's own peak RSS and of the largest process of the run (`/usr/bin/time
 * -f %M`: the model's process or a server included).
 *
 *   npm run bench:cold   (or node bench/cold-start.mjs --before <checkout>; BENCH_RUNS=9)
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({ options: { before: { type: "string" } } });
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const here = fileURLToPath(new URL("..", import.meta.url));
const scratch = mkdtempSync(path.join(os.tmpdir(), "mcpvals-bench-cold-"));
const rssPreload = path.join(scratch, "report-rss.mjs");
writeFileSync(
  rssPreload,
  'import { writeFileSync } from "node:fs";\nprocess.on("exit", () => writeFileSync(process.env.BENCH_RSS_OUT, String(process.resourceUsage().maxRSS)));\n',
);
const config = {
  server: {
    transport: "stdio",
    command: process.execPath,
    args: [path.join(here, "node_modules/@modelcontextprotocol/server-everything/dist/index.js"), "stdio"],
  },
  workflows: [{ name: "add", steps: [{ user: "What is 19 plus 23?", expectTools: [{ name: "get-sum", args: { a: 19, b: 23 } }] }] }],
};

const checkouts = [
  ["this checkout", here],
  ...(values.before ? [[`before (${path.basename(values.before)})`, path.resolve(values.before)]] : []),
];
const cases = checkouts.flatMap(([name, repo]) =>
  ["cold", "warm"].map((mode) => {
    const dir = mkdtempSync(path.join(scratch, "run-"));
    writeFileSync(path.join(dir, "mcpvals.config.json"), JSON.stringify(config));
    return { name, repo, mode, dir, wall: [], own: [], tree: [] };
  }),
);

function run(c) {
  if (c.mode === "cold") rmSync(path.join(c.dir, ".mcpvals"), { recursive: true, force: true });
  const out = path.join(c.dir, "rss.txt");
  const started = performance.now();
  const r = spawnSync(
    "/usr/bin/time",
    [
      "-f",
      "%M",
      process.execPath,
      "--import",
      pathToFileURL(rssPreload).href,
      path.join(c.repo, "bin", "mcpvals.js"),
      "run",
      "--model",
      "scripted",
      "--no-color",
    ],
    {
      cwd: c.dir,
      encoding: "utf8",
      env: { PATH: process.env.PATH, HOME: process.env.HOME, BENCH_RSS_OUT: out },
    },
  );
  const wall = performance.now() - started;
  if (r.status !== 0) throw new Error(`${c.name} ${c.mode} exited ${r.status}:\n${r.stdout}\n${r.stderr}`);
  return { wall, tree: Number(r.stderr.trim().split("\n").at(-1)) / 1024, own: Number(readFileSync(out, "utf8")) / 1024 };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
try {
  for (const c of cases) run(c);
  for (let i = 0; i < RUNS; i++) {
    for (const c of cases) {
      const r = run(c);
      c.wall.push(r.wall);
      c.own.push(r.own);
      c.tree.push(r.tree);
    }
  }
  const load = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
  console.log(`scripted run of one workflow, server-everything over stdio, ${RUNS} rounds, medians; load average ${load}\n`);
  console.log("| mcpvals | state | wall time | peak RSS, CLI process | peak RSS, largest process |\n| --- | --- | ---: | ---: | ---: |");
  for (const c of cases)
    console.log(
      `| ${c.name} | ${c.mode} | ${Math.round(median(c.wall))} ms | ${Math.round(median(c.own))} MB | ${Math.round(median(c.tree))} MB |`,
    );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
