#!/usr/bin/env node
/**
 * mcpvals as the client of the official conformance suite's client scenarios
 * (@modelcontextprotocol/conformance 0.2.0-alpha.12 and 0.1.16, each
 * installed into a scratch folder under the OS temp dir, never a dependency).
 * Each scenario runs `conformance client --command "node
 * bench/conformance-client.mjs" --scenario NAME`: the suite starts its mock
 * servers and grades what mcpvals (driven through its CLI by that script)
 * does. Prints who passed what as a Markdown table, with the checks that
 * failed or warned.
 *
 *   npm run build:lib && node_modules/.bin/node bench/client-conformance.mjs [--version 0.1.16] [--only auth/]
 *
 * Needs Node >= 22.12 (the suite needs fs.globSync). Network: one `npm i` per
 * suite version into its scratch folder.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { promisify } from "node:util";

const run = promisify(execFile);
const driver = join(dirname(fileURLToPath(import.meta.url)), "conformance-client.mjs");
const { values } = parseArgs({ options: { version: { type: "string", multiple: true }, only: { type: "string" } } });
const VERSIONS = values.version ?? ["0.2.0-alpha.12", "0.1.16"];

async function installSuite(version) {
  const scratch = join(tmpdir(), `mcpvals-client-conformance-${version}`);
  const suiteBin = join(scratch, "node_modules", ".bin", "conformance");
  if (!existsSync(suiteBin)) {
    console.error(`installing @modelcontextprotocol/conformance@${version} into ${scratch} ...`);
    await run("npm", ["i", "--no-audit", "--no-fund", "--prefix", scratch, `@modelcontextprotocol/conformance@${version}`], {
      timeout: 300_000,
    });
  }
  return suiteBin;
}

async function scenarios(suiteBin) {
  const { stdout, stderr } = await run(process.execPath, [suiteBin, "list", "--client"], { timeout: 60_000 });
  // "  - name [versions]" lines (0.1.16 prints them without versions).
  return [...`${stdout}\n${stderr}`.matchAll(/^\s+- (\S+)/gm)].map((match) => match[1]).filter((name) => name.includes(values.only ?? ""));
}

/** One scenario: PASSED / FAILED, and the ids of the checks that failed or warned. */
async function grade(suiteBin, scenario) {
  const out = await mkdtemp(join(tmpdir(), "mcpvals-client-scenario-"));
  try {
    const command = `${process.execPath} ${driver}`;
    const args = [suiteBin, "client", "--command", command, "--scenario", scenario, "-o", out, "--timeout", "60000"];
    const result = await run(process.execPath, args, { timeout: 180_000, cwd: out }).then(
      (ok) => ({ code: 0, text: `${ok.stdout}${ok.stderr}` }),
      (error) => ({ code: error.code ?? 1, text: `${error.stdout ?? ""}${error.stderr ?? ""}` }),
    );
    if (/SKIPPED: scenario/.test(result.text)) return { verdict: "skipped", bad: [] };
    const bad = [];
    for (const folder of await readdir(out)) {
      const checks = JSON.parse(await readFile(join(out, folder, "checks.json"), "utf8").catch(() => "[]"));
      for (const check of checks)
        if (check.status === "FAILURE" || check.status === "WARNING") bad.push(`${check.id} (${check.status.toLowerCase()})`);
    }
    const exited = /Client exited with code (\d+)/.exec(result.text)?.[1];
    if (exited) bad.push(`client exit ${exited}`);
    return { verdict: result.code === 0 && /OVERALL: PASSED/.test(result.text) ? "passed" : "failed", bad };
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

for (const version of VERSIONS) {
  const suiteBin = await installSuite(version);
  const rows = [];
  for (const scenario of await scenarios(suiteBin)) {
    const { verdict, bad } = await grade(suiteBin, scenario);
    console.error(`${version} ${scenario}: ${verdict}${bad.length ? ` (${bad.join(", ")})` : ""}`);
    rows.push([scenario, verdict, bad.join(", ")]);
  }
  console.log(
    `\n### @modelcontextprotocol/conformance ${version}\n\n| scenario | mcpvals | failed or warned checks |\n| --- | --- | --- |`,
  );
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
  const count = (verdict) => rows.filter((row) => row[1] === verdict).length;
  console.log(`\n${count("passed")} passed, ${count("failed")} failed, ${count("skipped")} skipped of ${rows.length}`);
}
