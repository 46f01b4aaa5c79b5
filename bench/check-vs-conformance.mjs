#!/usr/bin/env node
/**
 * Side by side: `mcpvals check` and the official conformance suite
 * (@modelcontextprotocol/conformance 0.2.0-alpha.12, installed into a scratch
 * folder under the OS temp dir, never a dependency) on each planted HTTP
 * fault of __tests__/fixtures/servers/planted-server.mjs. Prints who caught
 * what as a Markdown table:
 *   - mcpvals: "precise" when the fault's own check failed and nothing else
 *     (besides the clean fixture's findings), else what failed;
 *   - conformance: the checks that fail on the faulty server but not on the
 *     clean one of the same era (the suite fails clean servers on checks
 *     for features they never declared, so only new failures count).
 * Needs Node >= 22 (run it through npm: `npm run build:lib && node bench/check-vs-conformance.mjs`,
 * or with node_modules/.bin/node). Network: one `npm i` into the scratch folder.
 */
import { execFile, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const bin = join(root, "bin", "mcpvals.js");
const planted = join(root, "__tests__/fixtures/servers/planted-server.mjs");
const SUITE = "@modelcontextprotocol/conformance@0.2.0-alpha.12";
const scratch = process.env.CONFORMANCE_DIR ?? join(tmpdir(), "mcpvals-conformance-0.2.0-alpha.12");
const suiteBin = join(scratch, "node_modules", ".bin", "conformance");

/** [fault, era, the mcpvals checks meant to catch it (comma-separated)]; "" is the clean fixture. */
const CASES = [
  ["", "2026", null],
  ["", "2025", null],
  ["origin-400", "2026", "http/origin-validation"],
  ["unknown-method-200", "2026", "http/unknown-method"],
  ["mcp-method-ignored", "2026", "http/mcp-method-header"],
  ["mcp-name-ignored", "2026", "http/mcp-name-header"],
  // Two rules: the -32602 (any transport) and the HTTP 400.
  ["serve-without-meta", "2026", "http/missing-meta,modern/missing-meta"],
  ["serve-future-version", "2026", "modern/unsupported-version"],
  ["no-result-type", "2026", "modern/result-type"],
  ["no-cache-hints", "2026", "modern/cache-hints"],
  ["not-found-32002", "2026", "modern/resource-not-found"],
  ["id-type", "2026", "jsonrpc/id-echo"],
  ["bad-template", "2026", "resources/template-syntax"],
  ["origin-400", "2025", "http/origin-validation"],
  ["echo-version", "2025", "lifecycle/version-negotiation"],
  ["version-header-ignored", "2025", "http/protocol-version-header"],
  ["session-optional", "2025", "http/session-required"],
  ["session-any", "2025", "http/session-unknown"],
  ["session-undying", "2025", "http/session-unknown"],
  ["session-id-space", "2025", "http/session-id-charset"],
  ["result-and-error", "2025", "jsonrpc/response-shape"],
  ["prompt-args", "2025", "prompts/required-arguments"],
];

async function installSuite() {
  if (existsSync(suiteBin)) return;
  console.error(`installing ${SUITE} into ${scratch} ...`);
  await run("npm", ["i", "--no-audit", "--no-fund", "--prefix", scratch, SUITE], { timeout: 300_000 });
}

/** Starts the planted server over HTTP; resolves with its URL and a stop function. */
function startPlanted(fault, era) {
  const child = spawn(process.execPath, [planted], {
    env: { ...process.env, TRANSPORT: "http", PORT: "0", ERA: era, FAULT: fault },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`planted server exited (${code})`)));
    child.stdout.on("data", (chunk) => {
      const port = /LISTENING (\d+)/.exec(String(chunk))?.[1];
      if (port) resolve({ url: `http://127.0.0.1:${port}/mcp`, stop: () => child.kill() });
    });
  });
}

async function mcpvalsFindings(url, dir) {
  const json = join(dir, "check.json");
  await run(process.execPath, [bin, "check", "--no-color", "--json", json, "--url", url], { timeout: 120_000 }).catch(() => undefined);
  const report = JSON.parse(await readFile(json, "utf8"));
  return new Set(report.checks.filter((c) => c.status === "failed" && c.level !== "info").map((c) => c.id));
}

async function conformanceFailures(url, era, dir) {
  const out = join(dir, "conformance");
  await run(
    process.execPath,
    [suiteBin, "server", "--url", url, "--suite", "all", "--spec-version", era === "2026" ? "2026-07-28" : "2025-11-25", "-o", out],
    { timeout: 300_000, cwd: dir },
  ).catch(() => undefined);
  const failed = new Set();
  for (const scenario of existsSync(out) ? await readdir(out) : []) {
    const checks = JSON.parse(await readFile(join(out, scenario, "checks.json"), "utf8").catch(() => "[]"));
    for (const check of checks) if (check.status === "FAILURE") failed.add(check.id);
  }
  return failed;
}

const minus = (a, b) => [...a].filter((x) => !b.has(x));

await installSuite();
const clean = new Map();
const rows = [];
for (const [fault, era, meant] of CASES) {
  const dir = await mkdtemp(join(tmpdir(), "mcpvals-vs-"));
  const server = await startPlanted(fault, era);
  try {
    const ours = await mcpvalsFindings(server.url, dir);
    const theirs = await conformanceFailures(server.url, era, dir);
    if (!fault) {
      clean.set(era, { ours, theirs });
      rows.push([
        `(clean ${era})`,
        era,
        ours.size === 0 ? "no finding" : [...ours].join(", "),
        `${theirs.size} failures on a clean server`,
      ]);
      continue;
    }
    const base = clean.get(era);
    const newOurs = minus(ours, base.ours);
    const newTheirs = minus(theirs, base.theirs);
    const precise = newOurs.sort().join(",") === meant;
    rows.push([
      fault,
      era,
      precise ? `precise (${meant})` : newOurs.length ? `coarse: ${newOurs.join(", ")}` : "missed",
      newTheirs.length ? newTheirs.join(", ") : "missed",
    ]);
  } finally {
    server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
console.log("| fault | era | mcpvals check | official conformance (new failures) |\n| --- | --- | --- | --- |");
for (const row of rows) console.log(`| ${row.join(" | ")} |`);
const faults = rows.filter((r) => !r[0].startsWith("("));
console.log(
  `\nmcpvals precise: ${faults.filter((r) => r[2].startsWith("precise")).length}/${faults.length}; conformance caught: ${faults.filter((r) => r[3] !== "missed").length}/${faults.length}`,
);
