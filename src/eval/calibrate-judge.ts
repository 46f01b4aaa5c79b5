/**
 * `mcpvals judge calibrate`: runs the configured judge (the very judge a run
 * builds, prepareModels: same prompt, model layer, retries, minScore and
 * repeats) over a labelled set, measures its agreement with the people who
 * labelled it (scoring/judge-agreement.ts), and keeps the measurement in the
 * state folder for the runs that show and gate on it. A set the judge could
 * not grade whole is reported but never stored: a partial measurement would
 * read as a real one.
 */
import path from "node:path";
import type { ResolvedConfig } from "../config/resolved-config.js";
import { ConfigError, UsageError } from "../errors.js";
import { readLabels, type LabelItem } from "../judge/calibration/read-labels.js";
import type { JudgeInput } from "../judge/judge.js";
import type { CalibrationReport, JudgeCalibration } from "../result/judge-calibration.js";
import type { EvalResult } from "../result/eval-result.js";
import { decideCalibrationGate, measureAgreement, type JudgedLabel } from "../scoring/judge-agreement.js";
import { JUDGE_CALIBRATION_FILE, saveJudgeCalibration } from "../state/judge-calibration-store.js";
import { openStateDir } from "../state/open-state-dir.js";
import { configStatePlace } from "../state/state-dir.js";
import { clipText } from "../util/clip-text.js";
import { criterionKeys } from "./load-judge-calibration.js";
import { readResultFile } from "./merge-results.js";
import { prepareModels } from "./prepare-models.js";

export interface CalibrateJudgeOptions {
  config: ResolvedConfig;
  /** The JSONL labels file (absolute, or relative to `cwd`). */
  labelsFile: string;
  env: Record<string, string | undefined>;
  /** `--state-dir`, or false for `--no-state` (nothing stored). @default the config's */
  stateDir?: string | false;
  cwd: string;
  signal: AbortSignal;
  /** Told before each item is judged ("3/10"). */
  onProgress?: (done: number, total: number) => void;
  /** @default () => new Date() */
  now?: () => Date;
}

export interface CalibrateJudgeOutcome {
  report: CalibrationReport;
  /** Items the judge could not grade (a model error, an off-schema answer); the measurement was not stored when any. */
  ungraded: number;
  /** The file the measurement was stored in; null when it was not (ungraded items, no state folder). */
  storedIn: string | null;
}

export async function calibrateJudge(options: CalibrateJudgeOptions): Promise<CalibrateJudgeOutcome> {
  const { config, env, signal, now = () => new Date() } = options;
  const settings = config.judge;
  if (!settings)
    throw new UsageError("No judge to calibrate: turn on llmJudge in the config (its model, minScore and repeats are what is measured).");
  const items = await readLabels({ file: options.labelsFile, workflows: config.workflows, signal });
  const inputs = await judgeInputs(items, options.labelsFile, signal);
  const { judge } = await prepareModels({ config, agentSpec: config.model, llmJudge: true, env });
  if (!judge) throw new UsageError('The judge needs a real model: set llmJudge.model (or a model other than "scripted").');
  const labels: JudgedLabel[] = [];
  for (const [index, item] of items.entries()) {
    signal.throwIfAborted();
    options.onProgress?.(index, items.length);
    const metric = await judge.judge({ workflow: item.criterion, ...inputs[index]!, timeoutMs: config.timeouts.llmCallMs, signal });
    labels.push({ line: item.line, criterion: item.criterion.name, human: item.human, judge: metric });
  }
  const measured = measureAgreement({ labels, minScore: settings.minScore });
  const ungraded = measured.items.filter((item) => item.judge === null).length;
  const criteria = [...new Set(items.map((item) => item.criterion.name))].sort();
  const calibration: JudgeCalibration = {
    judgeModel: judge.label,
    criteria,
    measuredAt: now().toISOString(),
    items: labels.length - ungraded,
    kappa: measured.kappa,
    rho: measured.rho,
  };
  const gate = decideCalibrationGate({ judgeModel: judge.label, last: calibration, minAgreement: settings.minAgreement });
  const report: CalibrationReport = {
    labelsFile: options.labelsFile,
    calibration,
    minScore: settings.minScore,
    minAgreement: gate.minAgreement,
    passed: gate.minAgreement === null ? null : gate.passed,
    items: measured.items,
  };
  const storedIn = ungraded === 0 ? await store(options, calibration) : null;
  return { report, ungraded, storedIn };
}

async function store(options: CalibrateJudgeOptions, calibration: JudgeCalibration): Promise<string | null> {
  const { config, signal } = options;
  const { dir } = await openStateDir({ ...configStatePlace(config), override: options.stateDir, cwd: options.cwd, signal });
  if (dir === false) return null;
  const calibrated = new Set(calibration.criteria);
  const keys = criterionKeys(config.workflows.filter((w) => calibrated.has(w.name)));
  await saveJudgeCalibration({ dir, calibration, criterionKeys: keys, signal });
  return path.join(dir, JUDGE_CALIBRATION_FILE);
}

type TranscriptInput = Pick<JudgeInput, "messages" | "toolCalls">;

/** Each item's conversation: its inline transcript, or the workflow's in the JSON report it names (each report read once). */
async function judgeInputs(items: readonly LabelItem[], labelsFile: string, signal: AbortSignal): Promise<TranscriptInput[]> {
  const reports = new Map<string, Promise<EvalResult>>();
  const inputs: TranscriptInput[] = [];
  for (const item of items) {
    const { source } = item;
    if ("transcript" in source) {
      inputs.push({
        messages: source.transcript.messages.map((m, step) => ({ step, ...m })),
        toolCalls: source.transcript.toolCalls.map((c) => ({
          step: c.step,
          tool: c.tool,
          args: c.args ?? {},
          ok: c.ok,
          resultText: c.result,
          errorKind: c.ok ? null : "tool",
          error: c.ok ? null : (c.error ?? "failed"),
        })),
      });
      continue;
    }
    if (!reports.has(source.report)) reports.set(source.report, readResultFile(source.report, signal));
    const report = await reports.get(source.report)!.catch((error: unknown) => {
      throw new ConfigError(`${labelsFile}:${item.line}: reportRef: ${(error as Error).message}`, { file: labelsFile, cause: error });
    });
    const workflow = report.workflows.find((w) => w.name === source.workflow);
    if (!workflow)
      throw new ConfigError(
        `${labelsFile}:${item.line}: reportRef: the report ${source.report} has no workflow "${clipText(source.workflow, 80)}".`,
        {
          file: labelsFile,
        },
      );
    inputs.push({ messages: workflow.messages, toolCalls: workflow.toolCalls });
  }
  return inputs;
}
