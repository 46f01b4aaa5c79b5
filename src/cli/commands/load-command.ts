/**
 * `mcpvals load`: the face of runLoad. Reads the config, the baseline (a file,
 * or the state folder's load history for the base branch), shows live
 * progress on stderr, writes the reports, records the run in the history, and
 * maps the verdict to the one exit-code table.
 */
import { resolve } from "node:path";
import { loadConfig } from "../../config/load-config.js";
import { resolveOtlpTarget } from "../../config/resolve-otlp-target.js";
import { VERSION } from "../../version.js";
import { exitCode } from "../../exit-code.js";
import { historyBaseline, loadHistoryRun, readLoadBaselineFile, type LoadBaseline } from "../../load/load-baseline.js";
import { runLoad, type LoadProgress } from "../../load/run-load.js";
import { cleanLine } from "../../report/format.js";
import { loadProgressText } from "../../report/load/load-console.js";
import { writeLoadReports } from "../../report/write-reports.js";
import { loadBaselineRuns, readLoadHistory, recordLoadRun } from "../../state/load-history.js";
import { openStateDir } from "../../state/open-state-dir.js";
import { configStatePlace } from "../../state/state-dir.js";
import type { CliFlags } from "../cli-flags.js";
import type { CliIo } from "../cli-io.js";
import { outputsFromFlags, type OutputFlags } from "../output-flags.js";
import { reportError } from "../report-error.js";
import { applySandboxFlag } from "./sandbox-flag.js";

export type LoadFlags = CliFlags<"config" | "baseline" | "branch" | "baseBranch" | "stateDir" | "state" | "otlp" | "sandbox" | "debug"> &
  OutputFlags;

/** A plain progress line this often when stderr is not a terminal (a CI log). */
const PLAIN_PROGRESS_EVERY_MS = 5000;

export async function loadCommand(flags: LoadFlags, io: CliIo): Promise<number> {
  let secrets: readonly string[] = [];
  try {
    const outputs = outputsFromFlags(flags, "load", io, { progress: true });
    const loaded = await loadConfig({ path: flags.config, cwd: io.cwd, env: io.env, requireWork: false, signal: io.signal });
    const config = { ...loaded, servers: applySandboxFlag(loaded.servers, flags) };
    secrets = config.secrets;
    const otlp = resolveOtlpTarget(config.otel, { otlp: flags.otlp, env: io.env });
    // Warnings quote files (a baseline, the history) that may have come from a fork: one clean line each.
    const warn = (message: string) => void io.stderr.write(`mcpvals: warning: ${cleanLine(message)}\n`);
    const { dir, warnings } =
      flags.state === false
        ? { dir: false as const, warnings: [] }
        : await openStateDir({ ...configStatePlace(config), override: flags.stateDir, cwd: io.cwd, signal: io.signal });
    warnings.forEach(warn);
    const baseBranch = flags.baseBranch ?? flags.branch;
    // The baseline's warnings also go into the report (a PR comment shows why there is no gate).
    const baselineWarnings: string[] = [];
    const warnBaseline = (message: string) => {
      baselineWarnings.push(message);
      warn(message);
    };
    let baseline: LoadBaseline | null = null;
    if (flags.baseline !== undefined) {
      baseline = await readLoadBaselineFile({ file: resolve(io.cwd, flags.baseline), signal: io.signal, warn: warnBaseline });
    } else if (dir !== false) {
      const history = await readLoadHistory(dir, io.signal);
      if (history.warning) warnBaseline(history.warning);
      baseline = historyBaseline(loadBaselineRuns(history.runs, baseBranch), warnBaseline);
    }
    const progress = progressWriter(io);
    const { report, histograms } = await runLoad({
      config,
      signal: io.signal,
      baseline,
      warnings: baselineWarnings,
      onProgress: progress.write,
      onWarning: warn,
    }).finally(progress.end);
    await writeLoadReports(report, outputs);
    if (otlp) {
      const { exportLoadTrace } = await import("../../trace/otlp/export-load-trace.js");
      await exportLoadTrace({ report, target: otlp, version: VERSION, onWarning: warn });
    }
    // Only a whole measured run joins the history: a partial one would drag the baseline.
    if (dir !== false && histograms && !report.partial) {
      await recordLoadRun(dir, loadHistoryRun(report.startedAt, histograms, flags.branch), io.signal);
    }
    return exitCode(report.verdict, { signal: io.signal });
  } catch (error) {
    return reportError(error, io, flags.debug === true, [...secrets]);
  }
}

/** Live progress on stderr: redrawn in place on a terminal, a plain line every few seconds otherwise. */
function progressWriter(io: CliIo): { write: (p: LoadProgress) => void; end: () => void } {
  const tty = io.stderr.isTTY === true;
  let lastPlain = 0;
  let drawn = false;
  return {
    write: (p) => {
      const text = loadProgressText(p);
      if (tty) {
        io.stderr.write(`\r\u001b[2K${text}`);
        drawn = true;
      } else if (p.elapsedMs - lastPlain >= PLAIN_PROGRESS_EVERY_MS) {
        lastPlain = p.elapsedMs;
        io.stderr.write(`${text}\n`);
      }
    },
    end: () => {
      if (drawn) io.stderr.write("\r\u001b[2K");
    },
  };
}
