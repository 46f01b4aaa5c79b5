/**
 * The load report as one self-contained HTML page: the latency table, the
 * gate, latency over time (p50, p95, max per second) and the percentile plot
 * (corrected and, in an open loop, as sent), server RSS and CPU over time.
 * Inline SVG, no script; every string through `esc`.
 */
import type { LoadReport, LoadStats } from "../../result/load-report.js";
import { esc } from "../html/html-escape.js";
import { svgChart } from "./load-svg.js";
import { noiseSentence } from "./run-noise-text.js";

function statsRow(name: string, s: LoadStats): string {
  const cells = [s.calls, `${(s.errorRate * 100).toFixed(2)}%`, s.throughput, s.p50, s.p90, s.p95, s.p99, s.max];
  return `<tr><td>${esc(name)}</td>${cells.map((c) => `<td class="n">${esc(c)}</td>`).join("")}</tr>`;
}

function gateSection(report: LoadReport): string {
  const gate = report.gate;
  if (!gate) return `<p class="muted">No baseline: the gate did not run.</p>`;
  const rows = gate.units
    .map(
      (u) =>
        `<tr><td>${esc(u.name)}</td><td class="n">${esc(u.head.p95)}</td><td class="n">${esc(u.baseline.p95)}</td><td class="n">${u.ratio ? `${esc(u.ratio.value)}x` : "–"}</td><td>${u.ratio ? `${esc(u.ratio.lower)} – ${esc(u.ratio.upper)}` : `${esc(u.head.calls)} / ${esc(u.baseline.calls)} calls`}</td><td>${esc(u.verdict.replace("_", " "))}</td></tr>`,
    )
    .join("");
  return `<h2>Gate: p95 against ${gate.source === "history" ? `the base branch (${esc(gate.baselineRuns)} runs)` : "the baseline file"}</h2>
<p>Regression when the whole ${esc(Math.round(gate.confidence * 100))}% bootstrap interval of the p95 ratio lies above ${esc(gate.maxSlowdown)}x (${esc(gate.resamples)} resamples, seed ${esc(gate.seed)}).${noiseSentence(gate, esc)}</p>
<table><tr><th>unit</th><th>p95 ms</th><th>baseline p95 ms</th><th>ratio</th><th>interval</th><th>verdict</th></tr>${rows}</table>`;
}

function charts(report: LoadReport): string {
  const over = svgChart({
    title: "Latency over time (ms, per second of the run)",
    series: [
      { name: "p50", color: "#2b7bb9", points: report.timeline.map((w) => ({ x: w.at, y: w.p50 })) },
      { name: "p95", color: "#e08a00", points: report.timeline.map((w) => ({ x: w.at, y: w.p95 })) },
      { name: "max", color: "#c0392b", points: report.timeline.map((w) => ({ x: w.at, y: w.max })) },
    ],
    xLabel: (x) => `${x.toFixed(0)} s`,
    yLabel: (y) => `${y.toFixed(1)} ms`,
  });
  const spectrum = [
    {
      name: report.latencyFrom === "intended-start" ? "corrected (from intended start)" : "latency",
      color: "#c0392b",
      points: report.spectrum.corrected.map((p) => ({ x: p.percentile, y: p.ms })),
    },
    ...(report.spectrum.uncorrected
      ? [
          {
            name: "as sent (uncorrected)",
            color: "#2b7bb9",
            points: report.spectrum.uncorrected.map((p) => ({ x: p.percentile, y: p.ms })),
          },
        ]
      : []),
  ];
  const percentiles = svgChart({
    title: "Latency by percentile (ms)",
    series: spectrum,
    byIndex: true,
    xLabel: (x) => `p${x}`,
    yLabel: (y) => `${y.toFixed(1)} ms`,
  });
  const resources = report.servers
    .filter((s) => s.samples.length > 0)
    .map((s) =>
      svgChart({
        title: `Server ${s.server}: RSS (MB) and CPU (% of a core)`,
        series: [
          { name: "RSS MB", color: "#8e44ad", points: s.samples.map((p) => ({ x: p.at, y: p.rssMb })) },
          { name: "CPU %", color: "#27ae60", points: s.samples.map((p) => ({ x: p.at, y: p.cpuPercent })) },
        ],
        xLabel: (x) => `${x.toFixed(0)} s`,
        yLabel: (y) => y.toFixed(0),
      }),
    )
    .join("");
  return over + percentiles + resources;
}

export function renderLoadHtml(report: LoadReport): string {
  const v = report.verdict;
  const status = v.passed ? "passed" : v.infrastructure ? "not measured" : "failed";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>mcpvals load: ${esc(status)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2em;max-width:1000px}td,th{padding:2px 8px;text-align:left}.n{text-align:right;font-variant-numeric:tabular-nums}.muted{color:#777}figure{margin:1em 0}.failed{color:#c0392b}.passed{color:#27ae60}</style>
</head><body>
<h1>mcpvals load: <span class="${v.passed ? "passed" : "failed"}">${esc(status)}</span></h1>
<p>${esc(report.overall.calls)} calls in ${esc((report.durationMs / 1000).toFixed(1))} s, ${report.settings.arrival === "closed" ? `closed loop, ${esc(report.settings.concurrency)} in flight` : `open loop at ${esc(report.settings.arrival.open)}/s, latency from each call's intended start`}${report.partial ? ", <strong>partial</strong> (interrupted)" : ""}. Started ${esc(report.startedAt)}.</p>
${v.reasons.length > 0 ? `<ul>${v.reasons.map((r) => `<li>${esc(r)}</li>`).join("")}</ul>` : ""}
<table><tr><th>test</th><th>calls</th><th>errors</th><th>rate/s</th><th>p50 ms</th><th>p90 ms</th><th>p95 ms</th><th>p99 ms</th><th>max ms</th></tr>
${report.tools.map((t) => statsRow(t.test, t.stats)).join("")}${statsRow("overall", report.overall)}</table>
${gateSection(report)}
${charts(report)}
${report.warnings.length > 0 ? `<h2>Warnings</h2><ul>${report.warnings.map((w) => `<li>${esc(w)}</li>`).join("")}</ul>` : ""}
</body></html>
`;
}
