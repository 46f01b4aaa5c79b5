/**
 * Inline SVG line charts (no library, no fonts, no remote anything): the
 * score per run against the threshold, and each tool's p95 latency per run.
 * Points come from the result's `history` (earlier runs in the state folder)
 * plus this run as the last point.
 */
import type { EvalResult } from "../../result/eval-result.js";
import { esc } from "./html-escape.js";
import { duration, score } from "./html-format.js";

export interface ChartPoint {
  label: string;
  value: number;
}

export interface LineChartOptions {
  points: readonly ChartPoint[];
  /** Lowest and highest value of the y axis; default from the points (0 at the bottom). */
  min?: number;
  max?: number;
  /** A horizontal reference line (the threshold). */
  reference?: number;
  width?: number;
  height?: number;
  format: (value: number) => string;
  title: string;
}

/** One polyline with dots (each with a tooltip), min/max axis labels and an optional reference line. */
export function lineChart({ points, min = 0, max, reference, width = 360, height = 120, format, title }: LineChartOptions): string {
  const top = Math.max(max ?? Math.max(...points.map((p) => p.value), reference ?? 0), min + 1e-9);
  const pad = { l: 44, r: 8, t: 8, b: 18 };
  const w = width - pad.l - pad.r;
  const h = height - pad.t - pad.b;
  const x = (i: number) => pad.l + (points.length <= 1 ? w / 2 : (i * w) / (points.length - 1));
  const y = (v: number) => pad.t + h - ((Math.min(Math.max(v, min), top) - min) / (top - min)) * h;
  const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  const dots = points
    .map(
      (p, i) =>
        `<circle cx="${x(i).toFixed(1)}" cy="${y(p.value).toFixed(1)}" r="${i === points.length - 1 ? 4 : 2.5}"${i === points.length - 1 ? ' class="now"' : ""}><title>${esc(p.label)}: ${esc(format(p.value))}</title></circle>`,
    )
    .join("");
  const ref =
    reference === undefined
      ? ""
      : `<line class="ref" x1="${pad.l}" x2="${pad.l + w}" y1="${y(reference).toFixed(1)}" y2="${y(reference).toFixed(1)}"><title>threshold ${esc(format(reference))}</title></line>`;
  const axis =
    `<text x="${pad.l - 4}" y="${pad.t + 8}" text-anchor="end">${esc(format(top))}</text><text x="${pad.l - 4}" y="${pad.t + h}" text-anchor="end">${esc(format(min))}</text>` +
    `<text x="${pad.l}" y="${height - 4}">${esc(points[0]?.label ?? "")}</text><text x="${pad.l + w}" y="${height - 4}" text-anchor="end">${esc(points.at(-1)?.label ?? "")}</text>`;
  return (
    `<svg class="chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title>` +
    `<line class="axis" x1="${pad.l}" x2="${pad.l}" y1="${pad.t}" y2="${pad.t + h}"/><line class="axis" x1="${pad.l}" x2="${pad.l + w}" y1="${pad.t + h}" y2="${pad.t + h}"/>` +
    `${ref}${axis}<polyline points="${line}"/>${dots}</svg>`
  );
}

/** "11-21 14:05" from an ISO time: short, and enough to tell runs apart. */
function shortTime(iso: string): string {
  const match = /^\d{4}-(\d\d-\d\d)T(\d\d:\d\d)/.exec(iso);
  return match ? `${match[1]} ${match[2]}` : iso;
}

/** Tools charted at most: the slowest p95 this run first. */
const TOOL_CHARTS = 24;

export function renderTrends(result: EvalResult): string {
  const history = result.history;
  if (!history || history.runs.length === 0) {
    return `<section id="trends"><h2>Trends</h2><p class="note">No earlier runs in the state folder${history ? "" : " (the run kept no state, or the report predates history)"}: the charts start with the next run.</p></section>`;
  }
  const scores = [...history.runs.map((r) => ({ label: shortTime(r.at), value: r.score })), { label: "this run", value: result.score }];
  const scoreChart = lineChart({
    points: scores,
    min: 0,
    max: 1,
    reference: result.threshold,
    width: 560,
    height: 160,
    format: score,
    title: `Score over the last ${scores.length} runs`,
  });
  const byKey = new Map(history.tools.map((t) => [`${t.server}/${t.tool}`, t]));
  const tools = [...result.tools].filter((t) => t.calls > 0).sort((a, b) => b.p95LatencyMs - a.p95LatencyMs);
  const charts = tools.slice(0, TOOL_CHARTS).map((t) => {
    const past = byKey.get(`${t.server}/${t.tool}`)?.runs ?? [];
    const points = [...past.map((r) => ({ label: shortTime(r.at), value: r.p95LatencyMs })), { label: "this run", value: t.p95LatencyMs }];
    return `<figure><figcaption><code>${esc(t.server)}/${esc(t.tool)}</code> p95 ${duration(t.p95LatencyMs)}</figcaption>${lineChart({ points, width: 260, height: 90, format: duration, title: `${t.server}/${t.tool} p95 latency` })}</figure>`;
  });
  const more =
    tools.length > TOOL_CHARTS
      ? `<p class="note">${tools.length - TOOL_CHARTS} more tools not charted (the fastest); the JSON report's history has them.</p>`
      : "";
  return `<section id="trends"><h2>Trends</h2><figure><figcaption>Score per run (dashed: threshold ${score(result.threshold)})</figcaption>${scoreChart}</figure>
<h3>p95 latency per tool</h3><div class="charts">${charts.join("")}</div>${more}</section>`;
}
