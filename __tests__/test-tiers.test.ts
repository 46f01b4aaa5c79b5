/**
 * The test tiers (jest.config.js) are chosen by file name: `*.int.test.ts`, and
 * every file under e2e/ and faults/, is integration; the rest is unit. A test
 * that starts a process is an integration test, so `npm run test:unit` stays
 * fast and load-proof. This scans every unit file for the usual ways a test
 * starts one; helpers/unit-tier-guard.ts catches the others when they run.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { REPO_ROOT } from "./helpers/run-mcpvals.js";

interface JestConfig {
  isIntegrationTest(path: string): boolean;
  default: { projects: Array<{ displayName: string; testPathIgnorePatterns?: string[] }> };
}
const config = (await import(pathToFileURL(join(REPO_ROOT, "jest.config.js")).href)) as JestConfig;

/** What in a test file's text starts a process, and why it counts. */
const SPAWN_SIGNS: Array<[RegExp, string]> = [
  [/from\s+["'](?:node:)?child_process["']/, "imports child_process"],
  [/from\s+["'](?:execa|cross-spawn|playwright-core|playwright)["']/, "imports a package that starts processes"],
  [
    /\b(?:runMcpvals|runMcpvalsProcess|runActionBundle|startPostgres|usePostgres|postgresTest|launchChromium|signInHeadless|startAuthServer|libLocalEmbedder|processesWith|fixtureSpec|pidOf)\(/,
    "calls a helper that starts a process",
  ],
  [/process\.execPath/, "runs node (process.execPath) as a child process"],
  [/[\w-]+-server\.mjs\b/, "names a server fixture (a child process)"],
];

function spawnSigns(text: string): string[] {
  return SPAWN_SIGNS.filter(([sign]) => sign.test(text)).map(([, why]) => why);
}

function* testFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "fixtures") yield* testFiles(path);
    } else if (entry.name.endsWith(".test.ts")) yield relative(REPO_ROOT, path);
  }
}

const files = [...testFiles(join(REPO_ROOT, "__tests__"))];
const unitFiles = files.filter((file) => !config.isIntegrationTest(file));
// This file names every sign in its own table and examples.
const SELF = "__tests__/test-tiers.test.ts";

test("both tiers have files, chosen by name", () => {
  expect(unitFiles.length).toBeGreaterThan(50);
  expect(files.length - unitFiles.length).toBeGreaterThan(50);
  expect(config.isIntegrationTest("__tests__/mcp/pool/server-pool.int.test.ts")).toBe(true);
  expect(config.isIntegrationTest("__tests__/e2e/examples.test.ts")).toBe(true);
  expect(config.isIntegrationTest("__tests__/faults/config-fuzz.test.ts")).toBe(true);
  expect(config.isIntegrationTest("__tests__/mcp/server-spec.test.ts")).toBe(false);
});

test("the unit project ignores exactly the files isIntegrationTest names", () => {
  const unit = config.default.projects.find((project) => project.displayName === "unit")!;
  const ignored = (file: string) => (unit.testPathIgnorePatterns ?? []).some((pattern) => new RegExp(pattern).test(`/repo/${file}`));
  for (const file of files) expect([file, ignored(file)]).toEqual([file, config.isIntegrationTest(file)]);
});

test("no unit-tier file starts a process (name it *.int.test.ts)", () => {
  const offenders = unitFiles
    .filter((file) => file !== SELF)
    .map((file) => [file, spawnSigns(readFileSync(join(REPO_ROOT, file), "utf8"))] as const)
    .filter(([, signs]) => signs.length > 0)
    .map(([file, signs]) => `${file}: ${signs.join("; ")}`);
  expect(offenders).toEqual([]);
});

test("the scan sees the usual ways and passes in-process runs", () => {
  expect(spawnSigns(`import { execa } from "execa";`)).toEqual(["imports a package that starts processes"]);
  expect(spawnSigns(`import { spawn } from "node:child_process";`)).toEqual(["imports child_process"]);
  expect(spawnSigns(`const run = await runMcpvals(["run"], { process: true });`)).toEqual(["calls a helper that starts a process"]);
  expect(spawnSigns(`const spec = { command: process.execPath, args: [join(FIXTURES, "planted-server.mjs")] };`)).toHaveLength(2);
  expect(spawnSigns(`const run = await runCliInProcess(["check"], { cwd });`)).toEqual([]);
  expect(spawnSigns(`import { REPO_ROOT } from "./helpers/run-mcpvals.js";`)).toEqual([]);
});
