/**
 * The load report as GitHub-flavoured Markdown (a PR comment or a job
 * summary): the latency table, the gate's p95 ratio with its interval per
 * unit, the budgets and the verdict. Every name is escaped (markdown-escape.ts).
 */
import type { LoadReport, LoadStats } from "../../result/load-report.js";
import { formatPercent } from "../format.js";
import { escapeText } from "../markdown/markdown-escape.js";
import { clipText } from "../../util/clip-text.js";
import { noiseSentence } from "./run-noise-text.js";

const VERDICT = {
  regression: "🔴 regression",
  improvement: "🟢 improvement",
  no_change: "no change",
  insufficient_data: "⚪ insufficient data",
} as const;

function cells(name: string, s: LoadStats): string {
  return `| ${name} | ${s.calls} | ${formatPercent(s.errorRate)} | ${s.throughput} | ${s.p50} | ${s.p90} | ${s.p95} | ${s.p99} | ${s.max} |`;
}

export function renderLoadMarkdown(report: LoadReport): string {
  const v = report.verdict;
  const out = [
    `## mcpvals load: ${v.passed ? "✅ passed" : v.infrastructure ? "⚠️ not measured" : "❌ failed"}`,
    "",
    `${report.overall.calls} calls in ${(report.durationMs / 1000).toFixed(1)} s, ${report.settings.arrival === "closed" ? `closed loop, ${report.settings.concurrency} in flight` : `open loop at ${report.settings.arrival.open}/s (latency from each call's intended start)`}${report.partial ? ", **partial** (interrupted)" : ""}.`,
    "",
    "| test | calls | errors | rate/s | p50 ms | p90 ms | p95 ms | p99 ms | max ms |",
    "|---|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...report.tools.map((t) => cells(escapeText(t.test), t.stats)),
    cells("**overall**", report.overall),
  ];
  const kinds = Object.entries(report.overall.errorKinds);
  if (kinds.length > 0) out.push("", `Errors: ${kinds.map(([k, n]) => `${escapeText(k)} ${n}`).join(", ")}`);
  const gate = report.gate;
  if (gate) {
    out.push(
      "",
      `### p95 against ${gate.source === "history" ? `the base branch (${gate.baselineRuns} runs)` : "the baseline file"}`,
      "",
      `Regression when the whole ${Math.round(gate.confidence * 100)}% interval of p95 / baseline p95 lies above ${gate.maxSlowdown}x (bootstrap, ${gate.resamples} resamples, seed ${gate.seed}).${noiseSentence(gate, escapeText)}`,
      "",
      "| unit | p95 ms | baseline p95 ms | ratio | interval | verdict |",
      "|---|--:|--:|--:|---|---|",
      ...gate.units.map(
        (u) =>
          `| ${escapeText(u.name)} | ${u.head.p95} | ${u.baseline.p95} | ${u.ratio ? `${u.ratio.value}x` : "–"} | ${u.ratio ? `${u.ratio.lower} – ${u.ratio.upper}` : `${u.head.calls} / ${u.baseline.calls} calls (${gate.minCalls} needed)`} | ${VERDICT[u.verdict]} |`,
      ),
    );
  }
  for (const b of report.budgets) out.push("", `${b.passed ? "✅" : "❌"} budget \`${b.name}\`: ${b.actual} (limit ${b.limit})`);
  if (v.reasons.length > 0) out.push("", ...v.reasons.map((r) => `- ${escapeText(r)}`));
  // A baseline not used (a crafted or corrupt history) must show where reviewers look, not only in the log.
  if (report.warnings.length > 0) out.push("", ...report.warnings.slice(0, 10).map((w) => `> ⚠️ ${escapeText(clipText(w, 500))}`));
  return `${out.join("\n")}\n`;
}
