/**
 * The judge's calibration in words, for every face that shows it: the
 * report heads (console, Markdown, HTML) and `mcpvals judge calibrate`'s own
 * output. Formats what the result holds; computes nothing.
 */
import type { Agreement, CalibrationItem, CalibrationReport, JudgeCalibration, JudgeCalibrationGate } from "../result/judge-calibration.js";
import { cleanLine, truncate } from "./format.js";

const two = (x: number): string => x.toFixed(2);

/** "κ 0.80 (95% CI 0.44 to 1.00, n 10)"; "κ undefined (n 10: every label or verdict the same)". */
export function agreementStatText(symbol: "κ" | "ρ", agreement: Agreement): string {
  if (agreement.value === null) return `${symbol} undefined (n ${agreement.n}: every label or every verdict the same)`;
  const interval =
    agreement.lower !== null && agreement.upper !== null ? `95% CI ${two(agreement.lower)} to ${two(agreement.upper)}, ` : "";
  return `${symbol} ${two(agreement.value)} (${interval}n ${agreement.n})`;
}

/** "κ 0.80 (95% CI 0.44 to 1.00, n 10); ρ 0.71 (…)". */
export function agreementText(calibration: Pick<JudgeCalibration, "kappa" | "rho">): string {
  const parts = [
    ...(calibration.kappa ? [agreementStatText("κ", calibration.kappa)] : []),
    ...(calibration.rho ? [agreementStatText("ρ", calibration.rho)] : []),
  ];
  return parts.length > 0 ? parts.join("; ") : "no agreement measured";
}

/** "2026-11-29 02:10 UTC" from the stored ISO time. */
export function measuredAtText(measuredAt: string): string {
  return `${measuredAt.slice(0, 10)} ${measuredAt.slice(11, 16)} UTC`;
}

/**
 * The report head's line on the judge: "κ 0.80 (95% CI 0.44 to 1.00, n 10), measured 2026-11-29 02:10 UTC;
 * minAgreement 0.60 met". Plain text (the caller escapes it for its format).
 */
export function judgeCalibrationLine(gate: JudgeCalibrationGate): string {
  const min = gate.minAgreement === null ? "" : `; minAgreement ${two(gate.minAgreement)} ${gate.passed ? "met" : "NOT met"}`;
  if (gate.last === null) return `never calibrated for these criteria (mcpvals judge calibrate)${min}`;
  return `${agreementText(gate.last)}, measured ${measuredAtText(gate.last.measuredAt)}${min}`;
}

/** The console head's line on the judge as the run starts (the gate is decided at the end). */
export function judgeStartText(judge: { calibration: JudgeCalibration | null; minAgreement: number | null }): string {
  const min = judge.minAgreement === null ? "" : `; minAgreement ${two(judge.minAgreement)}`;
  if (judge.calibration === null) return `never calibrated for these criteria (mcpvals judge calibrate)${min}`;
  return `agreement ${agreementText(judge.calibration)}, measured ${measuredAtText(judge.calibration.measuredAt)}${min}`;
}

/** `mcpvals judge calibrate`'s output: the agreement, the gate, the disagreements and what could not be graded. */
export function calibrationReportLines(report: CalibrationReport, storedIn: string | null): string[] {
  const { calibration } = report;
  const lines = [
    `Judge ${cleanLine(calibration.judgeModel)} against ${calibration.items} labelled item${calibration.items === 1 ? "" : "s"} (${cleanLine(report.labelsFile)})`,
    `  agreement: ${agreementText(calibration)}`,
  ];
  if (report.minAgreement !== null) lines.push(`  llmJudge.minAgreement ${two(report.minAgreement)}: ${report.passed ? "met" : "NOT met"}`);
  const disagreements = report.items.filter((item) => item.agrees === false);
  lines.push("", `Disagreements: ${disagreements.length}`, ...disagreements.map((item) => `  ${itemLine(item, report.minScore)}`));
  const ungraded = report.items.filter((item) => item.judge === null);
  if (ungraded.length > 0) {
    lines.push("", `Not graded: ${ungraded.length} (the measurement is not stored)`);
    for (const item of ungraded)
      lines.push(`  line ${item.line} [${cleanLine(item.criterion)}]: ${truncate(cleanLine(item.error ?? ""), 300)}`);
  }
  lines.push("", storedIn === null ? "Not stored." : `Stored in ${cleanLine(storedIn)}; runs of this judge show it and gate on it.`);
  return lines;
}

/** "line 7 [search docs] person fail, judge pass (score 0.90): “the answer cites …”". */
function itemLine(item: CalibrationItem, minScore: number): string {
  const person = typeof item.human === "number" ? `score ${two(item.human)}` : item.human;
  const judge = item.judge!;
  const verdict =
    typeof item.human === "number"
      ? `score ${two(judge.score)} (minScore ${two(minScore)})`
      : `${judge.passed ? "pass" : "fail"} (score ${two(judge.score)})`;
  const why = judge.reasoning ? `: “${truncate(cleanLine(judge.reasoning), 200)}”` : "";
  return `line ${item.line} [${cleanLine(item.criterion)}] person ${person}, judge ${verdict}${why}`;
}
