/**
 * Setup and teardown steps of a workflow run: commands or SQL scripts, in
 * order. Setup stops at the first failure (the run cannot start on a
 * half-prepared state); teardown runs every step and reports all failures,
 * so one broken step does not leave the rest of the state behind.
 */
import path from "node:path";
import type { HookStep } from "../config/verify-schema.js";
import { describeError } from "../errors.js";
import { clipText } from "../util/clip-text.js";
import { runCommand } from "./command-verifier.js";
import { databaseLabel, runSql } from "./run-sql.js";

export interface RunHooksOptions {
  phase: "setup" | "teardown";
  steps: ReadonlyArray<HookStep>;
  baseDir: string;
  databaseId: string;
  env: Record<string, string | undefined>;
  timeoutMs: number;
  signal: AbortSignal;
}

/** Runs the steps; returns why they failed (one line), or null when all succeeded. */
export async function runHooks({ phase, steps, baseDir, databaseId, env, timeoutMs, signal }: RunHooksOptions): Promise<string | null> {
  const failures: string[] = [];
  for (const [index, step] of steps.entries()) {
    const label = `${phase}[${index}]`;
    const own = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
    try {
      if ("command" in step) {
        const run = await runCommand({
          command: step.command,
          cwd: path.resolve(baseDir, step.cwd ?? "."),
          env: { ...step.env, MCPVALS_DATABASE_ID: databaseId },
          parentEnv: env,
          timeoutMs,
          signal: own,
        });
        if (run.exitCode !== 0) {
          const output = (run.stderr || run.stdout).trim();
          failures.push(
            `${label} (${step.command.join(" ")}) ${run.exitCode === undefined ? run.message || "did not run" : `exited with ${run.exitCode}`}${output ? `: ${clipText(output, 300)}` : ""}`,
          );
        }
      } else {
        await runSql({ database: step.database, sql: step.sql, baseDir, mode: "script", timeoutMs, signal: own });
      }
    } catch (error) {
      const where = "sql" in step ? ` (SQL on ${databaseLabel(step.database)})` : "";
      failures.push(
        `${label}${where} failed: ${own.aborted && !signal.aborted ? `did not finish within ${timeoutMs} ms` : describeError(error)}`,
      );
    }
    if (failures.length > 0 && phase === "setup") break;
  }
  return failures.length === 0 ? null : `${phase} failed: ${failures.join("; ")}`;
}
