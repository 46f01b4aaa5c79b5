/**
 * `mcpvals run` / `mcpvals eval`: evaluate, report, exit by the threshold.
 * Terminal reporters (`-r`) write to stdout; when a machine-readable one
 * (json, junit) is on stdout, progress goes to stderr so stdout stays clean.
 */
import { evaluate } from "../../eval/evaluate.js";
import { runReporters } from "../../report/write-reports.js";
import { UsageError } from "../../errors.js";
import { exitCode } from "../../exit-code.js";
import type { CliIo } from "../cli-io.js";
import { outputsFromFlags, type OutputFlags } from "../output-flags.js";
import { reportError } from "../report-error.js";
import { parseShard } from "../../eval/shard-work.js";
import type { CassetteMode } from "../../config/cassettes-schema.js";
import type { CliFlags } from "../cli-flags.js";

/** The flags of `run` and `eval`, typed from the option table (`--baseline` is run's own: a list of reports). */
export type RunFlags = OutputFlags &
  CliFlags<
    | "config"
    | "model"
    | "threshold"
    | "llmJudge"
    | "workflow"
    | "toolHealthOnly"
    | "workflowsOnly"
    | "shard"
    | "debug"
    | "stateDir"
    | "state"
    | "record"
    | "replay"
    | "cassettes"
    | "allowMissingTools"
    | "quarantine"
    | "otlp"
  > & { baseline?: string[] };

export async function runCommand(flags: RunFlags, io: CliIo): Promise<number> {
  try {
    if (flags.toolHealthOnly && flags.workflowsOnly) throw new UsageError("--tool-health-only and --workflows-only cannot be combined");
    const shard = flags.shard === undefined ? undefined : parseShard(flags.shard);
    const cassettes = cassetteMode(flags);
    const reporters = runReporters(outputsFromFlags(flags, "run", io, { progress: true }));
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
      ...(flags.allowMissingTools ? { allowMissingTools: true } : {}),
      ...(flags.baseline ? { baseline: flags.baseline } : {}),
      ...(flags.quarantine ? { quarantine: true } : {}),
      ...(flags.otlp !== undefined ? { otlp: flags.otlp } : {}),
    });
    return exitCode({ passed: result.passed, infrastructure: result.verdict.infrastructure }, { signal: io.signal });
  } catch (error) {
    return reportError(error, io, flags.debug === true);
  }
}

function cassetteMode({ record, replay, cassettes }: RunFlags): CassetteMode | undefined {
  if ([record, replay, cassettes !== undefined].filter(Boolean).length > 1)
    throw new UsageError("--record, --replay and --cassettes cannot be combined");
  return record ? "record" : replay ? "replay" : cassettes;
}
