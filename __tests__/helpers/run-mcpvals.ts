/**
 * Runs the real CLI (bin/mcpvals.js → lib/) as a child process, the way a
 * user or CI does. `npm test` builds lib/ first.
 */
import { execa } from "execa";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export { tempDir, type TempDir } from "./temp-dir.js";

export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const BIN = join(REPO_ROOT, "bin", "mcpvals.js");

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  durationMs: number;
}

export async function runMcpvals(
  args: string[],
  options: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<CliRun> {
  const started = performance.now();
  const result = await execa(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    // A clean environment: only what a run needs plus what the test gives.
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NO_COLOR: "1", ...options.env },
    extendEnv: false,
    reject: false,
    // Below jest's 30 s test timeout: a hung CLI is killed and fails its test instead of outliving it.
    timeout: options.timeoutMs ?? 25_000,
    stdin: "ignore",
  });
  return {
    exitCode: result.exitCode ?? -1,
    stdout: String(result.stdout),
    stderr: String(result.stderr),
    durationMs: performance.now() - started,
  };
}

/** Command lines of running processes that contain `marker` (Linux/macOS `ps`). */
export async function processesWith(marker: string): Promise<string[]> {
  const { stdout } = await execa("ps", ["-eo", "args"], { reject: false });
  return String(stdout)
    .split("\n")
    .filter((line) => line.includes(marker) && !line.includes("ps -eo"));
}
