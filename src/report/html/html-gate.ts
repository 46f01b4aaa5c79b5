/**
 * The HTML report's regression gate: the headline, the findings, and per
 * unit its pass rate over the baseline runs with each run's Wilson interval
 * (a bar), then this run's, so a reader sees whether the drop stands out of
 * the noise. The intervals are the gate's (stored with each rate); a rate
 * without one is not drawn. Inline SVG only; every name escaped.
 */
import type { EvalResult } from "../../result/eval-result.js";
import type { GateResult, GateUnit } from "../../result/gate-result.js";
import { formatDifference } from "../gate-text.js";
import { gateHeadline, gateLines, isNotable, runRateText } from "../gate-summary.js";
import { esc } from "./html-escape.js";

interface RatePoint {
  label: string;
  passes: number;
  attempts: number;
  /** The rate's interval as the gate stored it. */
  lower?: number | undefined;
  upper?: number | undefined;
}

/** Units charted at most (those with something to say first). */
const CHARTS = 24;

export function renderGate(result: Pick<EvalResult, "gate">): string {
  const gate = result.gate;
  if (!gate) return "";
  const cls = { fail: "fail", warn: "warn", undecided: "skip" };
  const findings = gateLines(gate)
    .map((line) => `<li class="${cls[line.kind]}">${esc(line.text)}</li>`)
    .join("");
  const units = [...gate.units].sort((a, b) => Number(isNotable(b)) - Number(isNotable(a))).slice(0, CHARTS);
  return `\n<section id="gate"><h2>Regression gate <span class="badge ${gate.passed ? "pass" : "fail"}">${gate.passed ? "passed" : "failed"}</span></h2>
<p>${esc(gateHeadline(gate))}; pass rate ${esc(runRateText(gate))}.</p>${findings ? `<ul class="findings">${findings}</ul>` : ""}
<div class="charts">${units.map((unit) => unitFigure(unit, gate)).join("")}</div>${
    gate.units.length > CHARTS ? `<p class="note">${gate.units.length - CHARTS} more units not charted; the JSON report has them.</p>` : ""
  }</section>`;
}

function unitFigure(unit: GateUnit, gate: GateResult): string {
  const points: RatePoint[] = [
    ...(unit.history ?? []).map((run) => ({
      label: run.at.slice(5, 16).replace("T", " "),
      passes: Math.round(run.rate * run.attempts),
      attempts: run.attempts,
      lower: run.lower,
      upper: run.upper,
    })),
    { label: "this run", ...unit.head, ...unit.headInterval },
  ];
  const difference = unit.interval ? ` · ${formatDifference(unit.interval)}` : "";
  const caption = `${unit.kind} <code>${esc(unit.name)}</code> ${unit.head.passes}/${unit.head.attempts} vs ${unit.baseline.passes}/${unit.baseline.attempts}${esc(difference)} · ${esc(unit.verdict.replace("_", " "))}`;
  return `<figure><figcaption>${caption}</figcaption>${rateChart(points, gate.settings.confidence, `${unit.kind} ${unit.name} pass rate per run`)}</figure>`;
}

/** Pass rate per run (dots) with its interval (bars), on a 0–1 axis. */
function rateChart(points: readonly RatePoint[], confidence: number, title: string, width = 260, height = 90): string {
  const pad = { l: 30, r: 8, t: 6, b: 16 };
  const w = width - pad.l - pad.r;
  const h = height - pad.t - pad.b;
  const x = (i: number) => pad.l + (points.length <= 1 ? w / 2 : (i * w) / (points.length - 1));
  const y = (v: number) => pad.t + h - v * h;
  const marks = points
    .map((p, i) => {
      // A report is untrusted (`mcpvals report` renders any file): a point that cannot be is not drawn.
      if (!(
        Number.isSafeInteger(p.attempts) &&
        Number.isSafeInteger(p.passes) &&
        p.attempts > 0 &&
        p.passes >= 0 &&
        p.passes <= p.attempts &&
        p.lower !== undefined &&
        p.upper !== undefined
      ))
        return "";
      const interval = { rate: p.passes / p.attempts, lower: p.lower, upper: p.upper };
      const cx = x(i).toFixed(1);
      const last = i === points.length - 1;
      return (
        `<line class="bar" x1="${cx}" x2="${cx}" y1="${y(interval.upper).toFixed(1)}" y2="${y(interval.lower).toFixed(1)}"/>` +
        `<circle cx="${cx}" cy="${y(interval.rate).toFixed(1)}" r="${last ? 4 : 2.5}"${last ? ' class="now"' : ""}><title>${esc(p.label)}: ${p.passes}/${p.attempts} (${Math.round(confidence * 100)}% CI ${interval.lower.toFixed(2)}–${interval.upper.toFixed(2)})</title></circle>`
      );
    })
    .join("");
  const axis = `<text x="${pad.l - 4}" y="${pad.t + 8}" text-anchor="end">1</text><text x="${pad.l - 4}" y="${pad.t + h}" text-anchor="end">0</text>`;
  return (
    `<svg class="chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>` +
    `<line class="axis" x1="${pad.l}" x2="${pad.l}" y1="${pad.t}" y2="${pad.t + h}"/><line class="axis" x1="${pad.l}" x2="${pad.l + w}" y1="${pad.t + h}" y2="${pad.t + h}"/>` +
    `${axis}${marks}</svg>`
  );
}
