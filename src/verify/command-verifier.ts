/**
 * `type: command`: runs a program (no shell unless the command is one) and
 * checks its exit code and, optionally, its stdout. The environment is the
 * same minimal safe base servers get, plus `env` and MCPVALS_DATABASE_ID.
 */
import { execa } from "execa";
import path from "node:path";
import type { CommandVerifierSpec } from "../config/verify-schema.js";
import { matchesText } from "../match/match-text.js";
import { safeEnv } from "../util/safe-env.js";
import { clipText } from "../util/clip-text.js";
import type { Verifier } from "./verifier.js";

/** Output kept from a command; enough to see why a check failed. */
const OUTPUT_LIMIT = 1000;

export function createCommandVerifier(spec: CommandVerifierSpec): Verifier {
  return {
    name: spec.name ?? `command ${spec.command.join(" ")}`,
    type: "command",
    timeoutMs: spec.timeoutMs,
    async verify({ baseDir, env, databaseId, signal, timeoutMs }) {
      const run = await runCommand({
        command: spec.command,
        cwd: path.resolve(baseDir, spec.cwd ?? "."),
        env: { ...spec.env, MCPVALS_DATABASE_ID: databaseId },
        parentEnv: env,
        timeoutMs,
        signal,
      });
      const expected = `exit code ${spec.exitCode}${spec.stdoutContains === undefined ? "" : `, stdout contains ${JSON.stringify(spec.stdoutContains)}`}`;
      const actual = `exit code ${run.exitCode ?? "none"}${run.stdout ? `, stdout: ${clipText(run.stdout.trim(), OUTPUT_LIMIT)}` : ""}`;
      if (run.failedToStart)
        return { passed: false, expected, actual: "did not start", message: `${spec.command[0]} did not start: ${run.message}` };
      if (run.exitCode !== spec.exitCode) {
        const stderr = run.stderr.trim() ? `; stderr: ${clipText(run.stderr.trim(), 300)}` : "";
        return {
          passed: false,
          expected,
          actual,
          message: `exited with ${run.exitCode ?? run.message}, expected ${spec.exitCode}${stderr}`,
        };
      }
      if (spec.stdoutContains !== undefined && !matchesText(run.stdout, spec.stdoutContains)) {
        return { passed: false, expected, actual, message: `stdout does not contain ${JSON.stringify(spec.stdoutContains)}` };
      }
      return { passed: true, expected, actual, message: "" };
    },
  };
}

export interface CommandRun {
  exitCode: number | undefined;
  stdout: string;
  stderr: string;
  failedToStart: boolean;
  /** execa's short description when it failed (timeout, signal, not found). */
  message: string;
}

/** Runs a command with a safe environment, a time limit and a signal; never throws for a failing command. */
export async function runCommand(options: {
  command: ReadonlyArray<string>;
  cwd: string;
  env: Record<string, string>;
  parentEnv: Record<string, string | undefined>;
  timeoutMs: number;
  signal: AbortSignal;
}): Promise<CommandRun> {
  const [file, ...args] = options.command;
  const result = await execa(file!, args, {
    cwd: options.cwd,
    env: { ...safeEnv(options.parentEnv as NodeJS.ProcessEnv), ...options.env },
    extendEnv: false,
    reject: false,
    timeout: options.timeoutMs,
    cancelSignal: options.signal,
    stdin: "ignore",
    // Keeps memory bounded when a command prints a lot.
    maxBuffer: 1_000_000,
  });
  const failedToStart = result.exitCode === undefined && !result.timedOut && !result.isCanceled && result.signal === undefined;
  return {
    exitCode: result.exitCode,
    stdout: String(result.stdout ?? ""),
    stderr: String(result.stderr ?? ""),
    failedToStart,
    message: result.timedOut ? `timed out after ${options.timeoutMs} ms` : result.isCanceled ? "cancelled" : (result.shortMessage ?? ""),
  };
}
