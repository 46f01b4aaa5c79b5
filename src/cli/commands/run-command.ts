/**
 * `mcpvals run` / `mcpvals eval`: evaluate, report, exit by the threshold.
 * Terminal reporters (`-r`) write to stdout; when a machine-readable one
 * (json, junit) is on stdout, progress goes to stderr so stdout stays clean.
 */
import { resolve } from "node:path";
import { evaluate } from "../../eval/evaluate.js";
import { runReporters } from "../../report/write-reports.js";
import { exitCode } from "../../exit-code.js";
import type { CliIo } from "../cli-io.js";
import { outputsFromFlags, type OutputFlags } from "../output-flags.js";
import { reportError } from "../report-error.js";
import { optionsFromFlags } from "../options-from-flags.js";
import { RUN_OPTIONS } from "../run-options.js";
import type { CliFlags } from "../cli-flags.js";
import type { EvaluateOptions } from "../../eval/evaluate-options.js";
import type { EvalResult } from "../../result/eval-result.js";

/** The flags of `run` and `eval`, typed from the option table (`--baseline` is run's own: a list of reports). */
export type RunFlags = OutputFlags &
  CliFlags<
    | "config"
    | "model"
    | "threshold"
    | "llmJudge"
    | "workflow"
    | "test"
    | "watch"
    | "failOn"
    | "toolHealthOnly"
    | "workflowsOnly"
    | "shard"
    | "shardBy"
    | "debug"
    | "stateDir"
    | "state"
    | "record"
    | "replay"
    | "cassettes"
    | "allowMissingTools"
    | "quarantine"
    | "otlp"
    | "resume"
    | "hosts"
  > & { baseline?: string[] };

export async function runCommand(flags: RunFlags, io: CliIo): Promise<number> {
  return flags.watch ? watchCommand(flags, io) : runOnce(flags, io);
}

async function runOnce(flags: RunFlags, io: CliIo, { compact = false }: { compact?: boolean } = {}): Promise<number> {
  try {
    const options = await evaluateOptions(flags, io, compact);
    const result =
      flags.resume === undefined ? await evaluate(flags.config, options) : await resumeFrom(flags.resume, flags.config, options, io);
    return exitCode({ passed: result.passed, infrastructure: result.verdict.infrastructure }, { signal: io.signal });
  } catch (error) {
    return reportError(error, io, flags.debug === true);
  }
}

/**
 * Evaluate's options: the flags through the option table (RUN_OPTIONS), the reporters from the output flags,
 * and what the command line is run with.
 */
async function evaluateOptions(flags: RunFlags, io: CliIo, compact: boolean): Promise<EvaluateOptions> {
  const fromFlags = await optionsFromFlags<EvaluateOptions>({ uses: RUN_OPTIONS, flags });
  const outputs = outputsFromFlags(flags, "run", io, { progress: true });
  const reporters = runReporters(compact ? outputs.map((o) => (o.name === "console" ? { ...o, compact } : o)) : outputs);
  return { ...fromFlags, reporters, signal: io.signal, env: io.env, cwd: io.cwd };
}

/**
 * `run --watch`: the compact view, rerun on every change (see watch-run.ts). A run that fails on the config
 * (a file saved mid-edit) is reported like any run, and the watch goes on: the next save runs again.
 */
async function watchCommand(flags: RunFlags, io: CliIo): Promise<number> {
  try {
    // Checked once up front, so a bad flag is a usage error at once, not an error every round.
    const reports = outputsFromFlags(flags, "run", io, { progress: true }).flatMap((o) => (o.path === undefined ? [] : [o.path]));
    const { watchRun } = await import("./watch-run.js");
    return await watchRun({
      run: () => runOnce(flags, io, { compact: true }),
      paths: async () => {
        const found = await watchTargets(flags, io);
        return { watch: found.watch, ignore: [...found.ignore, ...reports] };
      },
      io,
    });
  } catch (error) {
    return reportError(error, io, flags.debug === true);
  }
}

/** The config's watched paths, or, while the config cannot be read, its file alone (fixing it runs again). */
async function watchTargets(flags: RunFlags, io: CliIo): Promise<{ watch: string[]; ignore: string[] }> {
  const { loadConfig } = await import("../../config/load-config.js");
  const { watchedPaths } = await import("./watched-paths.js");
  try {
    const config = await loadConfig({ path: flags.config, cwd: io.cwd, env: io.env, signal: io.signal });
    const recording = flags.record === true || flags.cassettes === "record";
    return watchedPaths(config, { recording, stateOverride: flags.state === false ? false : flags.stateDir, cwd: io.cwd });
  } catch {
    const { findConfigFile } = await import("../../config/find-config.js");
    const file = flags.config === undefined ? await findConfigFile(io.cwd) : resolve(io.cwd, flags.config);
    return { watch: file === undefined ? [] : [file], ignore: [] };
  }
}

/** `--resume REPORT`: runs what the report lacks; the reports show the whole run. */
async function resumeFrom(file: string, configPath: string | undefined, options: EvaluateOptions, io: CliIo): Promise<EvalResult> {
  const [{ resolveConfigSource }, { readResultFile }, { resumeRun }] = await Promise.all([
    import("../../config/resolve-config-source.js"),
    import("../../eval/merge-results.js"),
    import("../../eval/resume-run.js"),
  ]);
  const config = await resolveConfigSource(configPath, { cwd: io.cwd, env: io.env, signal: io.signal });
  const result = await readResultFile(resolve(io.cwd, file), io.signal);
  return resumeRun(config, { ...options, report: { file, result } });
}
