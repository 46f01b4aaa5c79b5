#!/usr/bin/env node
/**
 * Runs the bundled no-key examples and writes their JSON, Markdown, JUnit and
 * console reports with times blanked, so two checkouts can be compared:
 *   node scripts/snapshot-reports.mjs OUT_DIR
 *   diff -r BEFORE_DIR AFTER_DIR
 * Each run gets a fresh state folder, so tool changes and trends start empty,
 * and the scripted driver (`--model scripted`), so no example needs a key.
 */
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = process.argv[2];
if (!out) throw new Error("usage: node scripts/snapshot-reports.mjs OUT_DIR");
const examples = [
  "everything/mcpvals.config.yaml",
  "everything-llm/mcpvals.config.yaml",
  "filesystem/mcpvals.config.yaml",
  "memory/mcpvals.config.yaml",
  "multi-server/mcpvals.config.yaml",
  "sql-todo/mcpvals.config.yaml",
  "resources-prompts/mcpvals.config.yaml",
];

// Keys whose values are times, durations or time-dependent.
const TIME_KEYS = new Set([
  "startedAt",
  "durationMs",
  "latencyMs",
  "connectedAt",
  "avgLatencyMs",
  "p95LatencyMs",
  "lastCalledAt",
  "breakerOpenedAt",
  "baselineAt",
  "configHash",
  "databaseId",
]);
const blank = (value) =>
  Array.isArray(value)
    ? value.map(blank)
    : value && typeof value === "object"
      ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, TIME_KEYS.has(k) && v !== null ? "<blanked>" : blank(v)]))
      : typeof value === "string"
        ? blankText(value)
        : value;
const blankText = (text) =>
  text
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, "<time>")
    .replace(/\b\d+(\.\d+)?\s?(ms|s)\b/g, "<dur>")
    .replace(/time="[\d.]+"/g, 'time="<dur>"')
    .replace(/timestamp="[^"]+"/g, 'timestamp="<time>"')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, "<uuid>")
    .replace(/mcpvals-[a-z0-9]{6,}/g, "mcpvals-<tmp>")
    // Tool tables end in average and p95 latency (Markdown cells, console columns).
    .replace(/\| \d+ \| \d+ \|$/gm, "| <avg> | <p95> |")
    .replace(/^(\s+\S+\s+\d+\s+\d+\s+\d+)\s+\d+\s+\d+(.*)$/gm, "$1 <avg> <p95>$2");
// Workflows and tests finish concurrently: console lines are compared as a sorted set.
const sortLines = (text) => text.split("\n").sort().join("\n");

await mkdir(out, { recursive: true });
for (const example of examples) {
  const name = example.split("/")[0];
  const state = await mkdtemp(join(tmpdir(), "mcpvals-snap-"));
  const paths = { json: join(state, "r.json"), md: join(state, "r.md"), xml: join(state, "r.xml") };
  const args = [
    "bin/mcpvals.js",
    "run",
    "-c",
    `examples/${example}`,
    "--no-color",
    "--model",
    "scripted",
    "--state-dir",
    join(state, "state"),
    "--json",
    paths.json,
    "--markdown",
    paths.md,
    "--junit",
    paths.xml,
  ];
  const { stdout } = await run(process.execPath, args, { cwd: root, env: { ...process.env, NO_COLOR: "1" } }).catch((e) => e);
  const json = blank(JSON.parse(await readFile(paths.json, "utf8")));
  await writeFile(join(out, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  await writeFile(join(out, `${name}.md`), blankText(await readFile(paths.md, "utf8")));
  await writeFile(join(out, `${name}.xml`), blankText(await readFile(paths.xml, "utf8")));
  await writeFile(join(out, `${name}.console.txt`), sortLines(blankText(String(stdout))));
  await rm(state, { recursive: true, force: true });
  // What the examples' servers write (see __tests__/e2e/examples.test.ts).
  await rm(join(root, "examples/filesystem/sandbox/notes.txt"), { force: true });
  await rm(join(root, "examples/memory/memory.jsonl"), { force: true });
  console.log(`${name}: passed=${json.passed} score=${json.score}`);
}
