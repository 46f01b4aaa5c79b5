/**
 * jest globalSetup of the integration tier: the browser tests need a Chromium
 * binary, and without one every test of theirs would fail on its own with a
 * browser launch error. This fails the run once, before any test, with the
 * install line, when the run includes a browser test (the whole suite, or a
 * path pattern that matches one). It also hands CHROMIUM_PATH on to the
 * product's own lookup (MCPVALS_CHROMIUM), so one variable serves all tests.
 */
import { accessSync, constants } from "node:fs";

/** The test files that open Chromium (playwright-core, or the MCP Apps render check). */
export const BROWSER_TESTS = ["__tests__/e2e/html-report.test.ts", "__tests__/check/extensions/extension-checks.int.test.ts"];

/** The binary the browser tests launch: CHROMIUM_PATH, else Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH || "/usr/bin/chromium";
}

/** Why the browser tests cannot run here, with what to do; null when the binary is there. */
export function missingChromium(env: NodeJS.ProcessEnv = process.env): string | null {
  const path = chromiumPath(env);
  try {
    accessSync(path, constants.X_OK);
    return null;
  } catch {
    const which = env.CHROMIUM_PATH ? `CHROMIUM_PATH=${path} is not an executable file` : `no Chromium at ${path}`;
    return (
      `The browser tests (${BROWSER_TESTS.join(", ")}) need Chromium, and ${which}. ` +
      "Install it with `apt-get install -y chromium`, or set CHROMIUM_PATH=/path/to/chrome. No browser is ever downloaded."
    );
  }
}

export default function requireChromium({ rootDir, testPathPattern = "" }: { rootDir: string; testPathPattern?: string }): void {
  // jest matches its path pattern against absolute paths.
  const selected = testPathPattern === "" || BROWSER_TESTS.some((file) => new RegExp(testPathPattern, "i").test(`${rootDir}/${file}`));
  if (!selected) return;
  const missing = missingChromium();
  if (missing !== null) {
    // Thrown here, jest prints it once and runs no test; the stack would only point at this file.
    const error = new Error(missing);
    error.stack = missing;
    throw error;
  }
  if (process.env.CHROMIUM_PATH && !process.env.MCPVALS_CHROMIUM) process.env.MCPVALS_CHROMIUM = process.env.CHROMIUM_PATH;
}
