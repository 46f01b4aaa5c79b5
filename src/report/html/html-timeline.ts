/**
 * The run as a waterfall, the span tree an OpenTelemetry viewer would draw
 * (`--otlp`): one row per workflow from its start to its end, and in it each
 * tool call at its own start for its latency; a workflow's time between calls
 * is the model's. Drawn from the result alone (workflows' and calls'
 * `startedAt`), inline SVG, every name escaped: the report stays offline.
 */
import type { EvalResult } from "../../result/eval-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import { esc } from "./html-escape.js";
import { duration } from "./html-format.js";

/** Rows drawn at most; the rest are counted under the chart. */
const ROWS = 60;
/** Tool calls drawn per row at most: a report (any file `mcpvals report` is given) must not grow the page unbounded. */
const CALLS = 200;
const LABEL = 150;
const WIDTH = 720;
const ROW = 18;

interface Row {
  workflow: WorkflowResult;
  start: number;
}

export function renderTimeline(result: Pick<EvalResult, "startedAt" | "workflows">): string {
  const origin = Date.parse(result.startedAt);
  const rows: Row[] = result.workflows
    .flatMap((workflow) => {
      const start = workflow.startedAt ? Date.parse(workflow.startedAt) : Number.NaN;
      return Number.isFinite(start) && Number.isFinite(origin) ? [{ workflow, start: start - origin }] : [];
    })
    .sort((a, b) => a.start - b.start);
  if (rows.length === 0) return "";
  const shown = rows.slice(0, ROWS);
  const end = Math.max(1, ...shown.map((row) => row.start + row.workflow.durationMs));
  const x = (ms: number) => LABEL + (Math.max(0, ms) / end) * (WIDTH - LABEL - 8);
  const bars = shown.map((row, i) => rowSvg(row, i, x, origin)).join("");
  const height = shown.length * ROW + 20;
  const axis =
    `<text x="${LABEL}" y="${height - 4}">0</text>` +
    `<text x="${WIDTH - 8}" y="${height - 4}" text-anchor="end">${esc(duration(end))}</text>`;
  const more = rows.length > ROWS ? `<p class="note">${rows.length - ROWS} more workflows not drawn; the JSON report has them.</p>` : "";
  return `
<section id="timeline"><h2>Timeline</h2><p class="note">Each workflow from its start to its end (green passed, red failed), its tool calls in it (dark: their latency); the time between calls is the model's. The same tree as the OpenTelemetry export (<code>--otlp</code>).</p>
<svg class="chart timeline" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-label="run timeline"><title>run timeline</title>${bars}${axis}</svg>${more}</section>`;
}

function rowSvg({ workflow, start }: Row, index: number, x: (ms: number) => number, origin: number): string {
  const y = index * ROW + 2;
  const left = x(start);
  const width = Math.max(1, x(start + workflow.durationMs) - left);
  const name = workflow.name.length > 22 ? `${workflow.name.slice(0, 21)}…` : workflow.name;
  const calls = workflow.toolCalls
    .slice(0, CALLS)
    .flatMap((call) => {
      const at = call.startedAt ? Date.parse(call.startedAt) - origin : Number.NaN;
      if (!Number.isFinite(at)) return [];
      const callLeft = x(at);
      const callWidth = Math.max(1.5, x(at + call.latencyMs) - callLeft);
      return [
        `<rect class="call" x="${callLeft.toFixed(1)}" y="${y + 4}" width="${callWidth.toFixed(1)}" height="${ROW - 10}"><title>${esc(call.tool)}: ${esc(duration(call.latencyMs))}${call.ok ? "" : " (failed)"}</title></rect>`,
      ];
    })
    .join("");
  return (
    `<text x="4" y="${y + ROW - 6}">${esc(name)}</text>` +
    `<rect class="${workflow.passed ? "wf pass" : "wf fail"}" x="${left.toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${ROW - 2}"><title>${esc(workflow.name)}: ${esc(duration(workflow.durationMs))}, ${workflow.toolCalls.length} tool calls</title></rect>` +
    calls
  );
}
