/**
 * The load report in the terminal: a live progress line while the load runs
 * (redrawn in place on a TTY, a plain line every few seconds otherwise), then
 * the summary: per tool test and overall, the calls, error rate and latency
 * percentiles; the gate's ratio with its interval; budgets; the verdict.
 * Formats the report only: every number is already in it.
 */
import pc from "picocolors";
import type { LoadReport, LoadStats } from "../../result/load-report.js";
import { cleanLine, formatPercent, truncate } from "../format.js";
import { runNoiseText } from "./run-noise-text.js";

export interface LoadProgressLine {
  elapsedMs: number;
  calls: number;
  errors: number;
  rate: number;
  p50: number;
  p95: number;
  p99: number;
}

export function loadProgressText(p: LoadProgressLine): string {
  const errors = p.errors > 0 ? `, ${p.errors} errors` : "";
  return `load ${(p.elapsedMs / 1000).toFixed(0)}s: ${p.calls} calls${errors}, ${p.rate.toFixed(0)}/s, p50 ${ms(p.p50)} p95 ${ms(p.p95)} p99 ${ms(p.p99)}`;
}

function ms(value: number): string {
  return value >= 100 ? `${value.toFixed(0)}ms` : `${value.toFixed(1)}ms`;
}

const HEADER = ["test", "calls", "errors", "rate/s", "p50", "p90", "p95", "p99", "max"];

function row(name: string, s: LoadStats): string[] {
  return [
    name,
    String(s.calls),
    formatPercent(s.errorRate),
    s.throughput.toFixed(1),
    ms(s.p50),
    ms(s.p90),
    ms(s.p95),
    ms(s.p99),
    ms(s.max),
  ];
}

function table(rows: string[][]): string[] {
  const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  "));
}

export function renderLoadConsole(report: LoadReport, { color }: { color: boolean }): string {
  const c = color ? pc : pc.createColors(false);
  const out: string[] = [];
  const seconds = (report.durationMs / 1000).toFixed(1);
  const arrival =
    report.settings.arrival === "closed"
      ? `closed loop, ${report.settings.concurrency} in flight`
      : `open loop at ${report.settings.arrival.open}/s`;
  out.push(
    c.bold(
      `mcpvals load: ${report.overall.calls} calls in ${seconds}s (${arrival}; latency from ${report.latencyFrom === "send" ? "the send" : "the intended start"})`,
    ),
  );
  if (report.partial) out.push(c.yellow("partial: interrupted (Ctrl-C); the numbers cover the calls made until then"));
  const rows = [HEADER, ...report.tools.map((t) => row(truncate(cleanLine(t.test), 60), t.stats)), row("overall", report.overall)];
  out.push(...table(rows).map((line, i) => (i === 0 ? c.dim(line) : line)));
  if (report.uncorrected)
    out.push(
      c.dim(
        `as sent (uncorrected): p50 ${ms(report.uncorrected.p50)} p95 ${ms(report.uncorrected.p95)} p99 ${ms(report.uncorrected.p99)} max ${ms(report.uncorrected.max)}`,
      ),
    );
  const kinds = Object.entries(report.overall.errorKinds);
  if (kinds.length > 0) out.push(`errors: ${kinds.map(([kind, n]) => `${cleanLine(kind)} ${n}`).join(", ")}`);
  for (const server of report.servers) {
    const peak = server.samples.reduce((m, s) => Math.max(m, s.rssMb), 0);
    const cpu = server.samples.length > 0 ? server.samples.reduce((m, s) => m + s.cpuPercent, 0) / server.samples.length : undefined;
    const resources = cpu === undefined ? "no local process sampled" : `peak RSS ${peak.toFixed(0)} MB, mean CPU ${cpu.toFixed(0)}%`;
    out.push(
      c.dim(
        `server ${cleanLine(server.server)} (${server.transport}, ${cleanLine(server.protocolVersion)}, ${server.processes} process(es)): ${resources}`,
      ),
    );
  }
  out.push(...gateLines(report, c));
  for (const b of report.budgets) out.push(`${b.passed ? c.green("✓") : c.red("✗")} budget ${b.name}: ${b.actual} (limit ${b.limit})`);
  for (const w of report.warnings) out.push(c.yellow(`warning: ${cleanLine(w)}`));
  const v = report.verdict;
  out.push(v.passed ? c.green("PASSED") : c.red(v.infrastructure ? "NOT MEASURED" : "FAILED"));
  for (const reason of v.reasons) out.push(`  ${cleanLine(reason)}`);
  return `${out.join("\n")}\n`;
}

function gateLines(report: LoadReport, c: ReturnType<typeof pc.createColors>): string[] {
  const gate = report.gate;
  if (!gate) return [c.dim("gate: no baseline (record runs on the base branch, or pass --baseline FILE)")];
  const from = gate.source === "history" ? `${gate.baselineRuns} recorded run(s) of the base branch` : "the baseline file";
  const lines = [
    `gate: p95 against ${from}, regression above ${gate.maxSlowdown}x (${Math.round(gate.confidence * 100)}% bootstrap interval, ${gate.resamples} resamples, seed ${gate.seed})`,
  ];
  const noise = runNoiseText(gate);
  if (noise) lines.push(c.dim(`  ${noise}`));
  for (const u of gate.units) {
    const ratio = u.ratio
      ? `${u.ratio.value.toFixed(2)}x [${u.ratio.lower.toFixed(2)}, ${u.ratio.upper.toFixed(2)}]`
      : `too few calls (${u.head.calls} / ${u.baseline.calls}; ${gate.minCalls} each needed)`;
    const verdict =
      u.verdict === "regression"
        ? c.red(u.verdict)
        : u.verdict === "insufficient_data"
          ? c.yellow("insufficient data")
          : u.verdict.replace("_", " ");
    lines.push(`  ${truncate(cleanLine(u.name), 60)}: ${ratio}: ${verdict}`);
  }
  return lines;
}
