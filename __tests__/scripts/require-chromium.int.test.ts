/**
 * `npm test` on a machine without Chromium: jest (a real child process, the
 * repository's own config) stops once, before any test, with the install
 * line, instead of one browser launch error per HTML test. A run that selects
 * no browser test does not need Chromium at all.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

const JEST = join(REPO_ROOT, "node_modules", ".bin", "jest");

function jest(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      // --selectProjects takes a list: it comes last, or it would swallow the paths.
      ["--experimental-vm-modules", JEST, "--maxWorkers=1", ...args, "--selectProjects", "integration"],
      { cwd: REPO_ROOT, env: { ...process.env, CHROMIUM_PATH: "/nonexistent/chromium" }, timeout: 120_000 },
      (error, stdout, stderr) => resolve({ code: typeof error?.code === "number" ? error.code : 0, output: `${stdout}${stderr}` }),
    );
  });
}

test("a missing Chromium fails the browser tests once, early, with the install line", async () => {
  const run = await jest(["__tests__/e2e/html-report.test.ts"]);
  expect(run.code).toBe(1);
  const lines = run.output.split("\n").filter((line) => line.includes("need Chromium"));
  expect(lines).toEqual([
    "The browser tests (__tests__/e2e/html-report.test.ts, __tests__/check/extensions/extension-checks.int.test.ts) need Chromium, " +
      "and CHROMIUM_PATH=/nonexistent/chromium is not an executable file. Install it with `apt-get install -y chromium`, " +
      "or set CHROMIUM_PATH=/path/to/chrome. No browser is ever downloaded.",
  ]);
  // No test ran, so no browser launch error follows.
  expect(run.output).not.toMatch(/browserType\.launch|Tests:/);
});

test("a run without browser tests does not ask for Chromium", async () => {
  const run = await jest(["__tests__/scripts/release.int.test.ts", "-t", "no test has this name"]);
  expect(run.output).not.toContain("need Chromium");
  expect(run.output).toMatch(/Tests:\s+\d+ skipped/);
});
