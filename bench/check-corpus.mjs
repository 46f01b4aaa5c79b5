#!/usr/bin/env node
/**
 * A real-server regression corpus for `mcpvals check`: the public reference
 * servers (node_modules) and popular third-party npm servers that start
 * offline (bench/check-corpus/, installed with `npm ci --prefix
 * bench/check-corpus`), each checked over stdio with the built lib/. Findings
 * (every outcome that is not a pass or a skip: id, level, status, era, target;
 * the reason is kept for reading, not compared, as it may quote timings) are
 * written to bench/check-corpus.json, and a run prints the diff against the
 * committed file, so a change of findings shows in review.
 *
 *   npm run build:lib && node bench/check-corpus.mjs            (diff against the committed findings)
 *   node bench/check-corpus.mjs --write                        (record them)
 *   node bench/check-corpus.mjs --runs 3                       (three rounds: are the findings identical?)
 *
 * A server whose package is not installed is reported as missing, never as a finding.
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const corpus = join(root, "bench", "check-corpus");
const RECORD = join(root, "bench", "check-corpus.json");
const { values } = parseArgs({ options: { write: { type: "boolean" }, runs: { type: "string" }, "connect-ms": { type: "string" } } });
const { runCheck } = await import(join(root, "lib", "check", "run-check.js"));

/** A package's bin script, resolved from `from` (the repository or the corpus folder); undefined when not installed. */
function binOf(from, pkg, bin) {
  try {
    const require = createRequire(join(from, "package.json"));
    const manifest = require(`${pkg}/package.json`);
    const entry = typeof manifest.bin === "string" ? manifest.bin : manifest.bin?.[bin ?? Object.keys(manifest.bin)[0]];
    const path = join(dirname(require.resolve(`${pkg}/package.json`)), entry);
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** name: [where, package, args, env]; env values are dummies: these servers start without a real key. */
const SERVERS = {
  everything: [root, "@modelcontextprotocol/server-everything", []],
  filesystem: [root, "@modelcontextprotocol/server-filesystem", [root]],
  memory: [root, "@modelcontextprotocol/server-memory", [], { MEMORY_FILE_PATH: join(corpus, "memory.jsonl") }],
  "sequential-thinking": [corpus, "@modelcontextprotocol/server-sequential-thinking", []],
  context7: [corpus, "@upstash/context7-mcp", []],
  firecrawl: [corpus, "firecrawl-mcp", [], { FIRECRAWL_API_KEY: "fc-corpus-dummy" }],
  exa: [corpus, "exa-mcp-server", [], { EXA_API_KEY: "corpus-dummy" }],
  tavily: [corpus, "tavily-mcp", [], { TAVILY_API_KEY: "tvly-corpus-dummy" }],
  "desktop-commander": [corpus, "@wonderwhy-er/desktop-commander", []],
};

/** One round: every installed server's findings, as sorted lines; the missing ones by name. */
async function round(connectTimeoutMs) {
  const findings = {};
  const missing = [];
  for (const [name, [from, pkg, args, env = {}]] of Object.entries(SERVERS)) {
    const script = binOf(from, pkg);
    if (!script) {
      missing.push(`${name} (${pkg})`);
      continue;
    }
    const spec = { transport: "stdio", command: process.execPath, args: [script, ...args], env, cwd: corpus };
    const report = await runCheck({ servers: { [name]: spec }, connectTimeoutMs });
    findings[name] = report.checks
      .filter((c) => c.status !== "passed" && c.status !== "skipped")
      .map((c) => ({
        key: `${c.era ?? "-"} ${c.id} ${c.level}/${c.status}${c.pending ? "/pending" : ""} ${c.target.kind}:${c.target.name ?? ""}`,
        reason: c.reason.slice(0, 200),
      }))
      .sort((a, b) => (a.key < b.key ? -1 : 1));
  }
  return { findings, missing };
}

const keys = (findings) => Object.fromEntries(Object.entries(findings).map(([name, list]) => [name, list.map((f) => f.key)]));

/** Lines added and removed per server between two key sets. */
function diff(before, after) {
  const out = [];
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [b, a] = [new Set(before[name] ?? []), new Set(after[name] ?? [])];
    for (const key of b) if (!a.has(key)) out.push(`- ${name}: ${key}`);
    for (const key of a) if (!b.has(key)) out.push(`+ ${name}: ${key}`);
  }
  return out;
}

const runs = Number(values.runs ?? 1);
const connectTimeoutMs = Number(values["connect-ms"] ?? 60_000);
const rounds = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  rounds.push(await round(connectTimeoutMs));
  console.log(`round ${i + 1}: ${Object.keys(rounds[i].findings).length} servers in ${Math.round((performance.now() - started) / 1000)} s`);
}
const last = rounds[rounds.length - 1];
if (last.missing.length > 0) console.log(`not installed (npm ci --prefix bench/check-corpus): ${last.missing.join(", ")}`);
for (let i = 1; i < rounds.length; i++) {
  const changed = diff(keys(rounds[0].findings), keys(rounds[i].findings));
  console.log(
    changed.length === 0 ? `round ${i + 1}: identical findings to round 1` : `round ${i + 1} differs from round 1:\n${changed.join("\n")}`,
  );
}
const recorded = existsSync(RECORD) ? JSON.parse(await readFile(RECORD, "utf8")) : { findings: {} };
const changed = diff(keys(recorded.findings), keys(last.findings));
console.log(
  changed.length === 0
    ? "findings as recorded in bench/check-corpus.json"
    : `findings changed against bench/check-corpus.json:\n${changed.join("\n")}`,
);
for (const [name, list] of Object.entries(last.findings))
  console.log(
    `${name}: ${list.filter((f) => /error\/failed/.test(f.key) && !f.key.includes("/pending")).length} errors, ${list.length} findings`,
  );
if (values.write) {
  await writeFile(RECORD, `${JSON.stringify({ findings: last.findings }, null, 2)}\n`);
  console.log("wrote bench/check-corpus.json");
}
