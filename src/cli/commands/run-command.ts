/**
 * `mcpvals run` / `mcpvals eval`: evaluate, report, exit by the threshold.
 * Terminal reporters (`-r`) write to stdout; when a machine-readable one
 * (json, junit) is on stdout, progress goes to stderr so stdout stays clean.
 */
import { resolve } from "node:path";
import { evaluate } from "../../eval/evaluate.js";
import { createReporter, reporters as builtInReporters } from "../../report/create-reporter.js";
import type { Reporter } from "../../report/reporter.js";
import { UsageError } from "../../errors.js";
import { failedOnInfrastructure } from "../../scoring/run-verdict.js";
import { EXIT } from "../exit-codes.js";
import type { CliIo } from "../cli-io.js";
import { consoleColor } from "../console-color.js";
import { reportError } from "../report-error.js";
import { parseShard } from "../../eval/shard-work.js";
import type { CassetteMode } from "../../config/cassettes-schema.js";

export interface RunFlags {
  config?: string;
  model?: string;
  threshold?: number;
  llmJudge?: boolean;
  workflow?: string[];
  toolHealthOnly?: boolean;
  workflowsOnly?: boolean;
  /** `--shard i/N`. */
  shard?: string;
  reporter: string[];
  json?: string;
  junit?: string;
  markdown?: string;
  /** `--html PATH`: the single-file trace replay report. */
  html?: string;
  color: boolean;
  debug?: boolean;
  stateDir?: string;
  /** False with `--no-state`. */
  state?: boolean;
  record?: boolean;
  replay?: boolean;
  /** `--cassettes <mode>`. */
  cassettes?: CassetteMode;
}

/** The reporters that can also write to a file (`--json <path>`, ...). */
export const FILE_REPORTERS = ["json", "junit", "markdown", "html"] as const;

export async function runCommand(flags: RunFlags, io: CliIo): Promise<number> {
  try {
    if (flags.toolHealthOnly && flags.workflowsOnly) throw new UsageError("--tool-health-only and --workflows-only cannot be combined");
    const shard = flags.shard === undefined ? undefined : parseShard(flags.shard);
    const cassettes = cassetteMode(flags);
    const reporters = buildReporters(flags, io);
    const result = await evaluate(flags.config, {
      model: flags.model,
      threshold: flags.threshold,
      llmJudge: flags.llmJudge,
      workflows: flags.workflow,
      only: flags.toolHealthOnly ? "tool-health" : flags.workflowsOnly ? "workflows" : undefined,
      reporters,
      signal: io.signal,
      env: io.env,
      cwd: io.cwd,
      stateDir: flags.state === false ? false : flags.stateDir,
      shard,
      ...(cassettes ? { cassettes } : {}),
    });
    if (io.signal.aborted) return EXIT.infrastructure;
    return result.passed ? EXIT.passed : failedOnInfrastructure(result) ? EXIT.infrastructure : EXIT.failed;
  } catch (error) {
    return reportError(error, io, flags.debug === true);
  }
}

function cassetteMode({ record, replay, cassettes }: RunFlags): CassetteMode | undefined {
  if ([record, replay, cassettes !== undefined].filter(Boolean).length > 1) throw new UsageError("--record, --replay and --cassettes cannot be combined");
  return record ? "record" : replay ? "replay" : cassettes;
}

function buildReporters(flags: RunFlags, io: CliIo): Reporter[] {
  const names = [...new Set(flags.reporter.flatMap((r) => r.split(",")).map((r) => r.trim()))];
  // Every name is checked before any reporter is made: an unknown one is a usage error listing the valid ones.
  const unknown = names.find((n) => !Object.hasOwn(builtInReporters, n));
  if (unknown !== undefined) createReporter(unknown);
  const machine = names.filter((n) => n !== "console");
  // Two documents one after the other on one stream parse as neither.
  if (machine.length > 1) {
    throw new UsageError(`-r ${machine.join(" ")}: only one machine format can go to stdout; write the others to files (${machine.slice(1).map((n) => `--${n} <path>`).join(", ")})`);
  }
  const machineOnStdout = machine.length > 0;
  const reporters: Reporter[] = names.filter((n) => n !== "console").map((name) => createReporter(name, { stream: io.stdout }));
  // Progress and the human summary go to stderr when stdout carries a machine format.
  const consoleStream = machineOnStdout ? io.stderr : io.stdout;
  if (names.includes("console") || machineOnStdout) {
    const color = consoleColor(flags.color, io.env, consoleStream);
    reporters.unshift(createReporter("console", { stream: consoleStream, color, verbose: flags.debug === true }));
  }
  for (const name of FILE_REPORTERS) {
    const path = flags[name];
    if (path !== undefined) reporters.push(createReporter(name, { path: resolve(io.cwd, path) }));
  }
  return reporters;
}
