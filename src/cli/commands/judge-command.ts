/**
 * `mcpvals judge calibrate --labels FILE [-c CONFIG] [--json FILE]` and
 * `mcpvals judge label REPORT --out FILE` (docs/judge-calibration.md).
 * calibrate exits 0 when measured (and llmJudge.minAgreement, when set, is
 * met), 1 when below minAgreement, 2 for a bad labels file or config, 3 when
 * the judge could not grade some item (nothing is stored then).
 */
import { resolve } from "node:path";
import { loadConfig } from "../../config/load-config.js";
import { UsageError } from "../../errors.js";
import { calibrateJudge } from "../../eval/calibrate-judge.js";
import { EXIT } from "../../exit-code.js";
import { calibrationReportLines } from "../../report/judge-calibration-text.js";
import { redactSecrets } from "../../secrets/redact-secrets.js";
import { writeFileAtomic } from "../../util/write-file-atomic.js";
import type { CliIo } from "../cli-io.js";
import { reportError } from "../report-error.js";
import { labelReport } from "./judge-label.js";

export interface JudgeFlags {
  config?: string;
  labels?: string;
  json?: string;
  out?: string;
  stateDir?: string;
  state?: boolean;
  debug?: boolean;
}

export async function judgeCommand(action: string, report: string | undefined, flags: JudgeFlags, io: CliIo): Promise<number> {
  const secrets: string[] = [];
  try {
    if (action === "label") return await label(report, flags, io);
    if (action !== "calibrate")
      throw new UsageError(
        `Unknown judge action "${action}": use \`mcpvals judge calibrate --labels FILE\` or \`mcpvals judge label REPORT --out FILE\`.`,
      );
    if (report !== undefined)
      throw new UsageError("`judge calibrate` takes no report argument: the labels file names its items (--labels FILE).");
    if (!flags.labels)
      throw new UsageError(
        "`judge calibrate` needs --labels FILE: the labelled items, one JSON object a line (docs/judge-calibration.md).",
      );
    if (flags.out !== undefined) throw new UsageError("--out is for `judge label`; `judge calibrate` writes JSON with --json FILE.");
    const config = await loadConfig({ path: flags.config, cwd: io.cwd, env: io.env, requireWork: false });
    secrets.push(...config.secrets);
    const outcome = await calibrateJudge({
      config,
      labelsFile: resolve(io.cwd, flags.labels),
      env: io.env,
      stateDir: flags.state === false ? false : flags.stateDir,
      cwd: io.cwd,
      signal: io.signal,
      // A counter that rewrites its line: only where someone watches it (a CI log would get every frame).
      ...(io.stderr.isTTY ? { onProgress: (done: number, total: number) => void io.stderr.write(`judging ${done + 1}/${total}\r`) } : {}),
    });
    if (io.stderr.isTTY) io.stderr.write("\n");
    // The judge's reasoning quotes the transcripts, which may hold what the config's secrets are.
    const result = redactSecrets(outcome.report, config.secrets);
    io.stdout.write(`${calibrationReportLines(result, outcome.storedIn).join("\n")}\n`);
    if (flags.json) {
      const path = resolve(io.cwd, flags.json);
      await writeFileAtomic(path, `${JSON.stringify(result, null, 2)}\n`);
      io.stderr.write(`wrote ${path}\n`);
    }
    if (outcome.ungraded > 0) return EXIT.infrastructure;
    return result.passed === false ? EXIT.failed : EXIT.passed;
  } catch (error) {
    return reportError(error, io, flags.debug === true, secrets);
  }
}

async function label(report: string | undefined, flags: JudgeFlags, io: CliIo): Promise<number> {
  if (report === undefined) throw new UsageError("`judge label` needs the JSON report to label: `mcpvals judge label REPORT --out FILE`.");
  if (!flags.out) throw new UsageError("`judge label` needs --out FILE: the JSONL labels file to append to.");
  if (flags.labels !== undefined || flags.json !== undefined) throw new UsageError("--labels and --json are for `judge calibrate`.");
  return labelReport({ report: resolve(io.cwd, report), out: resolve(io.cwd, flags.out), io });
}
