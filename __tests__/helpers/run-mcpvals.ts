/**
 * Runs the CLI for a test. By default in this jest process through
 * `runCli(args, io)` (src/cli/run-cli.ts): the same parsing, commands and exit
 * codes, without ~1 s of node start-up and module loading per run. With
 * `process: true` it spawns the real `bin/mcpvals.js` (→ lib/, built by
 * `npm test`), for tests whose subject is the process boundary itself:
 * signals, the exit guard, lingering handles, the installed package.
 */
import { execa } from "execa";
import { join } from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { runCli } from "../../src/cli/run-cli.js";
import { captureStream } from "./capture-stream.js";

export { tempDir, type TempDir } from "./temp-dir.js";

export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const BIN = join(REPO_ROOT, "bin", "mcpvals.js");

export interface CliRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  durationMs: number;
}

/** A hung CLI fails its test instead of outliving it: below the integration tier's test limit (integration-timeout.ts). */
const DEFAULT_TIMEOUT_MS = 100_000;

export interface RunMcpvalsOptions {
  /** @default REPO_ROOT */
  cwd?: string;
  /** Added to a clean environment of PATH, HOME and NO_COLOR=1. */
  env?: Record<string, string>;
  /** Kills the process, or aborts the in-process run's signal. @default 100_000 (below the integration tier's 120 s test limit) */
  timeoutMs?: number;
  /** Spawn `bin/mcpvals.js` as a child process instead of calling runCli in this one. @default false */
  process?: boolean;
  /** Text piped to the command's stdin. @default none: /dev/null for a process, no stdin in process */
  input?: string;
}

export async function runMcpvals(args: string[], options: RunMcpvalsOptions = {}): Promise<CliRun> {
  return options.process ? runMcpvalsProcess(args, options) : runMcpvalsInProcess(args, options);
}

/** A clean environment: only what a run needs plus what the test gives. */
function cleanEnv(env: Record<string, string> = {}): Record<string, string> {
  return { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NO_COLOR: "1", ...env };
}

/** The real CLI as a child process, the way a user or CI runs it. */
export async function runMcpvalsProcess(args: string[], options: Omit<RunMcpvalsOptions, "process"> = {}): Promise<CliRun> {
  const started = performance.now();
  const result = await execa(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env: cleanEnv(options.env),
    extendEnv: false,
    reject: false,
    // A hung CLI is killed and fails its test instead of outliving it.
    timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    ...(options.input !== undefined ? { input: options.input } : { stdin: "ignore" as const }),
  });
  return {
    exitCode: result.exitCode ?? -1,
    stdout: String(result.stdout),
    stderr: String(result.stderr),
    durationMs: performance.now() - started,
  };
}

/**
 * runCli with captured streams. A run that outlives its time limit is
 * cancelled through the io signal, as Ctrl-C would, and its exit code kept.
 * process.exitCode is restored: a command that set it would fail the jest run.
 */
export async function runMcpvalsInProcess(args: string[], options: Omit<RunMcpvalsOptions, "process"> = {}): Promise<CliRun> {
  const started = performance.now();
  const stdout = captureStream();
  const stderr = captureStream();
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(new Error(`timed out after ${timeoutMs} ms`)), timeoutMs);
  const exitCodeBefore = process.exitCode;
  try {
    const io = {
      stdout,
      stderr,
      env: cleanEnv(options.env),
      cwd: options.cwd ?? REPO_ROOT,
      signal: controller.signal,
      ...(options.input !== undefined ? { stdin: Readable.from([options.input]) } : {}),
    };
    const exitCode = await runCli(args, io).catch((error: unknown) => {
      // What bin/mcpvals.js's main() prints for a rejection runCli should never produce.
      stderr.write(`mcpvals: unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
      return 1;
    });
    return {
      exitCode,
      stdout: stripFinalNewline(stdout.text()),
      stderr: stripFinalNewline(stderr.text()),
      durationMs: performance.now() - started,
    };
  } finally {
    clearTimeout(timer);
    process.exitCode = exitCodeBefore;
  }
}

/** As execa returns a child's output, so a test reads the same text either way. */
const stripFinalNewline = (text: string): string => text.replace(/\r?\n$/, "");

/** Command lines of running processes that contain `marker` (Linux/macOS `ps`). */
export async function processesWith(marker: string): Promise<string[]> {
  const { stdout } = await execa("ps", ["-eo", "args"], { reject: false });
  return String(stdout)
    .split("\n")
    .filter((line) => line.includes(marker) && !line.includes("ps -eo"));
}
