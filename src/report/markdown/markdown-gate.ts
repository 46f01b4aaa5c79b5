/**
 * The Markdown report's (and the PR comment's) regression gate: the
 * headline, each finding, and a table of head against baseline per unit,
 * units with something to say first. Names are config text: escaped.
 */
import type { EvalResult } from "../../result/eval-result.js";
import type { GateUnit } from "../../result/gate-result.js";
import { formatDifference } from "../gate-text.js";
import { gateHeadline, gateLines, isNotable, runRateText } from "../gate-summary.js";
import { escapeText } from "./markdown-escape.js";
import type { MarkdownPlan } from "./markdown-plan.js";
import { finiteOr, omitted } from "./markdown-rows.js";

const VERDICT: Record<GateUnit["verdict"], string> = {
  regression: "📉 regression",
  improvement: "📈 improvement",
  no_change: "no change",
  insufficient_data: "❔ insufficient data",
};
const MARK = { fail: "❌", warn: "⚠️", undecided: "❔" };

/** One line under the report's heading; null without a gate. */
export function gateVerdictLine(result: Pick<EvalResult, "gate">): string | null {
  const gate = result.gate;
  if (!gate) return null;
  const word = gate.passed ? "passed" : "**failed**";
  return `Regression gate ${word}: ${escapeText(gateHeadline(gate))} · pass rate ${escapeText(runRateText(gate))}`;
}

export function renderGate(out: string[], result: Pick<EvalResult, "gate">, plan: MarkdownPlan): void {
  const gate = result.gate;
  if (!gate || gate.units.length === 0) return;
  out.push("### Regression gate", "");
  for (const line of gateLines(gate)) out.push(`- ${MARK[line.kind]} ${escapeText(line.text)}`);
  if (gate.failures.length + gate.warnings.length + gate.undecided.length > 0) out.push("");
  const listed = plan.passedRows
    ? [...gate.units].sort((a, b) => Number(isNotable(b)) - Number(isNotable(a)))
    : gate.units.filter(isNotable);
  const rows = listed.slice(0, finiteOr(plan.maxRows, listed.length));
  if (rows.length > 0) {
    out.push("| Unit | Head | Baseline | Difference | Verdict | Notes |", "| --- | ---: | ---: | --- | --- | --- |");
    for (const unit of rows) {
      out.push(
        `| ${escapeText(`${unit.kind} ${unit.name}`)} | ${counts(unit.head)} | ${counts(unit.baseline)} | ` +
          `${unit.interval ? escapeText(formatDifference(unit.interval)) : "—"} | ${VERDICT[unit.verdict]} | ${escapeText(notes(unit))} |`,
      );
    }
  }
  omitted(out, gate.units.length - listed.length, "unit without change", "not listed");
  omitted(out, listed.length - rows.length, "unit", "not listed");
  out.push("");
}

function counts(c: { passes: number; attempts: number }): string {
  return c.attempts === 0 ? "—" : `${c.passes}/${c.attempts}`;
}

function notes(unit: GateUnit): string {
  const parts: string[] = [];
  if (unit.flaky) parts.push(`flaky (${Math.round(unit.flaky.rate * 100)}%, ${unit.flaky.trend})`);
  if (unit.quarantined) parts.push("quarantined");
  if (unit.waiver) parts.push(unit.waiver.expired ? `waiver expired ${unit.waiver.until}` : `waived until ${unit.waiver.until}`);
  return parts.join("; ");
}
