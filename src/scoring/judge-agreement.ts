/**
 * Judge calibration's numbers from the judge's verdicts on labelled items:
 * each item's agreement, Cohen's kappa over the pass/fail labels, Spearman's
 * rho over the score labels (stats/), and a run's gate on the last
 * measurement (`llmJudge.minAgreement`). Items the judge could not grade
 * are listed, never counted. Pure.
 */
import type { Agreement, CalibrationItem, HumanLabel, JudgeCalibration, JudgeCalibrationGate } from "../result/judge-calibration.js";
import type { JudgeMetric } from "./judge-metric.js";
import { cohenKappa, passFailTable } from "./stats/cohen-kappa.js";
import { spearmanRho } from "./stats/spearman-rho.js";

/** One labelled item and the judge's metric on it. */
export interface JudgedLabel {
  line: number;
  criterion: string;
  human: HumanLabel;
  judge: JudgeMetric;
}

export interface MeasuredAgreement {
  items: CalibrationItem[];
  kappa: Agreement | null;
  rho: Agreement | null;
}

export function measureAgreement({ labels, minScore }: { labels: readonly JudgedLabel[]; minScore: number }): MeasuredAgreement {
  const items = labels.map((label) => calibrationItem(label, minScore));
  const graded = labels.filter((label) => label.judge.notGraded !== true);
  const passFail = graded.filter((label) => typeof label.human === "string");
  const scored = graded.filter((label) => typeof label.human === "number");
  const kappa =
    passFail.length === 0 ? null : fromKappa(cohenKappa(passFailTable(passFail.map((l) => [l.human === "pass", l.judge.passed] as const))));
  const rho = scored.length === 0 ? null : fromRho(spearmanRho(scored.map((l) => [l.human as number, l.judge.score] as const)));
  return { items, kappa, rho };
}

function calibrationItem({ line, criterion, human, judge }: JudgedLabel, minScore: number): CalibrationItem {
  if (judge.notGraded === true) return { line, criterion, human, judge: null, error: judge.message ?? "not graded", agrees: null };
  const agrees = typeof human === "string" ? (human === "pass") === judge.passed : human >= minScore === judge.score >= minScore;
  return { line, criterion, human, judge: { passed: judge.passed, score: judge.score, reasoning: judge.reasoning }, error: null, agrees };
}

const fromKappa = (k: ReturnType<typeof cohenKappa>): Agreement => ({ value: k.kappa, lower: k.lower, upper: k.upper, n: k.n });
const fromRho = (r: ReturnType<typeof spearmanRho>): Agreement => ({ value: r.rho, lower: r.lower, upper: r.upper, n: r.n });

/** The agreement a gate compares with minAgreement: the lower of kappa and rho where defined; null when neither is. */
export function gatedAgreement(calibration: Pick<JudgeCalibration, "kappa" | "rho">): number | null {
  const values = [calibration.kappa?.value, calibration.rho?.value].filter((v): v is number => typeof v === "number");
  return values.length === 0 ? null : Math.min(...values);
}

/**
 * A run's judge against its last calibration: with minAgreement set, a missing calibration or an undefined
 * agreement fails like one below it (an unmeasured judge is not a trusted one).
 */
export function decideCalibrationGate(options: {
  judgeModel: string;
  last: JudgeCalibration | null;
  minAgreement: number | undefined;
}): JudgeCalibrationGate {
  const { judgeModel, last } = options;
  const minAgreement = options.minAgreement ?? null;
  const agreement = last ? gatedAgreement(last) : null;
  const passed = minAgreement === null || (agreement !== null && agreement >= minAgreement);
  return { judgeModel, last, minAgreement, agreement, passed };
}
