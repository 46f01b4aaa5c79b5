/**
 * Human-readable progress and summary for a terminal or a CI log.
 *
 * Progress goes out as each workflow and tool test finishes (one line each),
 * and as a model call is retried (the reporter is also an observer, see
 * reporter.ts), so a long run shows it is alive; the end of the run prints what failed and
 * why, the servers, per-tool latency, coverage and one PASSED/FAILED line.
 * Everything is readable without colour: pass/fail is always spelled out
 * with ✓/✗ and PASSED/FAILED, and mismatches are bracketed.
 */
import { cassetteCountsText } from "../cassette-counts.js";
import pc from "picocolors";
import type { EvalResult } from "../../result/eval-result.js";
import type { ServerReport } from "../../result/server-report.js";
import type { ToolHealthResult } from "../../result/tool-health-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import { toolTestFailureDetails, toolTestFailureReason, workflowFailureDetails, workflowFailureReasons } from "../failure-reasons.js";
import {
  cleanLine,
  formatDuration,
  formatMs,
  formatPercent,
  formatScore,
  oneLine,
  plural,
  shortHash,
  stripControl,
  truncate,
} from "../format.js";
import type { Reporter, RunStartInfo } from "../reporter.js";
import { toolChangesLines, trendText } from "../tool-changes-text.js";
import { repeatsLine, verifierLine, verifiersOf } from "../verification-lines.js";
import { formatUsage } from "../format-usage.js";
import { fallbackLines, fallbackTotalsText } from "../fallback-lines.js";
import { notificationsText, serverRequestLines } from "../server-request-lines.js";
import type { StatusEvent } from "../../trace/observer.js";
import { retrievalLines } from "./console-retrieval.js";
import { toolSelectionText } from "../retrieval-text.js";
import { retrievalGateFailure } from "../../scoring/run-verdict.js";
import { summaryLine } from "./console-summary-line.js";

/** Options for {@link createConsoleReporter}. */
export interface ConsoleReporterOptions {
  /** Where to write. Default: process.stdout. Use stderr when stdout carries the JSON report. */
  stream?: NodeJS.WritableStream;
  /** ANSI colours. Default: on when the stream is a TTY and NO_COLOR is unset or empty (https://no-color.org). */
  color?: boolean;
  /** Also list each tool call as workflows finish, and print longer failure texts. */
  verbose?: boolean;
  /**
   * While workflows run, print which are still running this often (ms), so a
   * long run in a CI log shows it is alive. 0 turns it off. Default: 30000.
   */
  heartbeatMs?: number;
}

/** Creates the terminal reporter. It keeps only counters between hooks, so one instance serves exactly one run. */
export function createConsoleReporter(options: ConsoleReporterOptions = {}): Reporter {
  const stream = options.stream ?? process.stdout;
  const verbose = options.verbose ?? false;
  const c = pc.createColors(options.color ?? colorByDefault(stream));
  // Long enough to show a real error message, short enough not to bury the next failure.
  const textLimit = verbose ? 4000 : 400;
  let workflowsShown = 0;
  let testsShown = 0;
  const running = new Map<string, number>();
  let heartbeat: NodeJS.Timeout | undefined;
  const heartbeatMs = options.heartbeatMs ?? 30_000;

  const write = (lines: string[]): void => {
    stream.write(`${lines.join("\n")}\n`);
  };
  const mark = (passed: boolean): string => (passed ? c.green("✓") : c.red("✗"));

  const workflowLine = (workflow: WorkflowResult): string => {
    const passed = workflow.passed && workflow.error === null;
    const reason = passed ? "" : `  ${c.dim(workflowFailureReasons(workflow)[0] ?? "")}`;
    return `  ${mark(passed)} ${cleanLine(workflow.name)}  ${formatScore(workflow.score)}  ${c.dim(formatDuration(workflow.durationMs))}${reason}`;
  };

  const testLine = (test: ToolHealthResult): string => {
    const attempts = test.attempts > 1 ? c.dim(`  ${test.attempts} attempts`) : "";
    const reason = test.passed ? "" : `  ${c.dim(toolTestFailureReason(test, 120))}`;
    return `  ${mark(test.passed)} ${cleanLine(test.suite)} › ${cleanLine(test.test)} ${c.dim(`(${cleanLine(test.tool)})`)}  ${c.dim(formatDuration(test.latencyMs))}${attempts}${reason}`;
  };

  // Each verifier's verdict, pass@k for repeated workflows, and fallback suggestions, under the workflow's line.
  const verificationLines = (workflow: WorkflowResult): string[] => [
    ...(workflow.repeats ? [`      ${c.dim(repeatsLine(workflow.repeats))}`] : []),
    ...(workflow.toolSelection ? [`      ${c.dim(`tools: ${toolSelectionText(workflow.toolSelection)}`)}`] : []),
    ...(workflow.toolSelection?.error
      ? [`      ${c.yellow(`tool selection: ${cleanLine(truncate(workflow.toolSelection.error, 300))}`)}`]
      : []),
    ...verifiersOf(workflow).map((v) => `      ${v.passed ? c.green(verifierLine(v, 160)) : c.red(verifierLine(v, 160))}`),
    ...fallbackLines(workflow).map((line) => `      ${c.yellow(line)}`),
    ...trafficLines(workflow),
  ];

  // What the server asked the client during the calls, and the answers given (the client side of the conversation).
  const trafficLines = (item: Pick<WorkflowResult, "serverRequests" | "notifications">): string[] =>
    [...serverRequestLines(item), notificationsText(item.notifications)].flatMap((line) => (line === null ? [] : [`      ${c.dim(line)}`]));

  const toolCallLines = (workflow: WorkflowResult): string[] =>
    workflow.toolCalls.map((call) => {
      const problem = call.ok ? "" : `  ${c.red(`${call.errorKind ?? "error"}: ${oneLine(stripControl(call.error ?? ""))}`)}`;
      return `      ${mark(call.ok)} ${c.dim(`step ${call.step}`)} ${cleanLine(call.server)}/${cleanLine(call.tool)}  ${c.dim(formatDuration(call.latencyMs))}${problem}`;
    });

  return {
    onRunStart(info: RunStartInfo): void {
      const counts = `${plural(info.workflows, "workflow")}, ${plural(info.toolTests, "tool test")}`;
      write([
        `${c.bold("mcpvals")}  config ${info.configPath === null ? "(inline)" : cleanLine(info.configPath)}  model ${cleanLine(info.model)}  ${counts}`,
        "",
      ]);
    },

    onWorkflowStart({ name }: { name: string }): void {
      running.set(name, Date.now());
      if (heartbeat === undefined && heartbeatMs > 0) {
        heartbeat = setInterval(() => {
          if (running.size === 0) return;
          const now = Date.now();
          const list = [...running].map(([n, since]) => `${cleanLine(n)} (${formatDuration(now - since)})`).join(", ");
          write([c.dim(`  … still running: ${list}`)]);
        }, heartbeatMs);
        // Never the reason the process stays alive.
        heartbeat.unref();
      }
    },

    onWorkflowEnd(workflow: WorkflowResult): void {
      running.delete(workflow.name);
      workflowsShown += 1;
      write([workflowLine(workflow), ...verificationLines(workflow), ...(verbose ? toolCallLines(workflow) : [])]);
    },

    onToolTestEnd(test: ToolHealthResult): void {
      testsShown += 1;
      write([testLine(test), ...trafficLines(test)]);
    },

    // Live observer hook: a retried model call gets a line as it happens, since it explains a slow
    // workflow (rate limits) before the workflow's own line. Other statuses already have their lines;
    // verifier verdicts are printed under the workflow's line (onWorkflowEnd), so onVerifierUpdate is not needed.
    onStatus(event: StatusEvent): void {
      if (event.status !== "model-retry") return;
      const where = event.workflow === undefined ? "" : `${cleanLine(event.workflow)}: `;
      write([c.yellow(`  ↻ ${where}model retry${event.detail ? ` (${cleanLine(event.detail)})` : ""}`)]);
    },

    onWarning(message: string): void {
      write([c.yellow(`warning: ${cleanLine(message)}`)]);
    },

    onRunEnd(result: EvalResult): void {
      clearInterval(heartbeat);
      running.clear();
      // Separate the summary from the progress lines above it.
      const lines: string[] = workflowsShown + testsShown > 0 ? [""] : [];
      // A caller that only calls onRunEnd (a library user rendering a saved result) still gets the per-item lines.
      if (workflowsShown === 0 && result.workflows.length > 0) {
        lines.push(c.bold("Workflows"), ...result.workflows.flatMap((w) => [workflowLine(w), ...verificationLines(w)]), "");
      }
      if (testsShown === 0 && result.toolHealth.length > 0) {
        lines.push(c.bold("Tool health"), ...result.toolHealth.flatMap((t) => [testLine(t), ...trafficLines(t)]), "");
      }

      const failedWorkflows = result.workflows.filter((w) => !w.passed || w.error !== null);
      const failedTests = result.toolHealth.filter((t) => !t.passed);
      if (failedWorkflows.length > 0 || failedTests.length > 0) {
        lines.push(c.bold(c.red("Failures")));
        for (const workflow of failedWorkflows) {
          lines.push(
            "",
            `  ${mark(false)} ${c.bold(cleanLine(workflow.name))}  score ${formatScore(workflow.score)}  ${c.dim(formatDuration(workflow.durationMs))}`,
            ...workflowFailureDetails(workflow, {
              textLimit,
              maxToolFailures: verbose ? Number.POSITIVE_INFINITY : 10,
              highlight: (text) => c.bold(c.red(text)),
              heading: (text) => c.yellow(text),
            }).map((line) => `    ${line}`),
          );
        }
        for (const test of failedTests) {
          lines.push(
            "",
            `  ${mark(false)} ${c.bold(`${cleanLine(test.suite)} › ${cleanLine(test.test)}`)}`,
            ...toolTestFailureDetails(test, textLimit).map((line) => `    ${line}`),
          );
        }
        lines.push("");
      }

      if (result.servers.length > 0) {
        const warnings = (server: (typeof result.servers)[number]) =>
          (server.warnings ?? []).map((w) => c.yellow(`    warning: ${cleanLine(truncate(w, 300))}`));
        lines.push(
          c.bold("Servers"),
          ...result.servers.flatMap((server) => [`  ${serverLine(server, c, mark)}`, ...warnings(server), ...trafficLines(server)]),
          "",
        );
      }

      if (result.tools.length > 0) {
        const multiServer = new Set(result.tools.map((t) => t.server)).size > 1;
        const withTrend = result.tools.some((t) => t.trend);
        // Errors negative tests asked for get their own column: they are neither ok nor fail.
        const withExpected = result.tools.some((t) => (t.expectedErrors ?? 0) > 0);
        const rows = [
          ["tool", "calls", "ok", "fail", ...(withExpected ? ["expected err"] : []), "avg ms", "p95 ms", ...(withTrend ? ["trend"] : [])],
          ...result.tools.map((t) => [
            multiServer ? `${cleanLine(t.server)}/${cleanLine(t.tool)}` : cleanLine(t.tool),
            String(t.calls),
            String(t.successes),
            String(t.failures),
            ...(withExpected ? [String(t.expectedErrors ?? 0)] : []),
            formatMs(t.avgLatencyMs),
            formatMs(t.p95LatencyMs),
            ...(withTrend ? [trendText(t.trend)] : []),
          ]),
        ];
        const padded = padTable(rows, [false, true, true, true, ...(withExpected ? [true] : []), true, true, false]);
        lines.push(c.bold("Tools"));
        padded.forEach((cells, i) => {
          const failures = result.tools[i - 1]?.failures ?? 0;
          const text = `  ${cells.join("  ")}`.trimEnd();
          lines.push(i === 0 ? c.dim(text) : failures > 0 ? c.red(text) : text);
        });
        // The last error of each failing tool: what to look at first.
        for (const t of result.tools) {
          if (t.lastError)
            lines.push(
              c.red(
                `  last error ${multiServer ? `${cleanLine(t.server)}/` : ""}${cleanLine(t.tool)}: ${truncate(oneLine(stripControl(t.lastError)), 200)}`,
              ),
            );
        }
        lines.push("");
      }

      const changeLines = toolChangesLines(result.toolChanges, c, { showServer: result.servers.length > 1 });
      if (changeLines.length > 0) lines.push(...changeLines, "");

      const { coverage } = result;
      const unexercisedText = (names: readonly string[]): string => {
        const limit = verbose ? names.length : 10;
        const more = names.length > limit ? `, … ${names.length - limit} more` : "";
        return `${names.slice(0, limit).map(cleanLine).join(", ")}${more}`;
      };
      // Resources and prompts get their own lines under the tools' (which read as they always did).
      const targetLines = (["resources", "prompts"] as const).flatMap((kind) => {
        const count = coverage[kind];
        if (!count) return [];
        const unexercised = count.unexercised.length > 0 ? `  unexercised: ${unexercisedText(count.unexercised)}` : "";
        return [`  ${kind} ${count.exercised}/${count.total} (${formatPercent(count.ratio)})${unexercised}`];
      });
      if (coverage.total > 0 || targetLines.length > 0) {
        lines.push(
          coverage.total > 0
            ? `${c.bold("Coverage")}  ${coverage.exercised}/${coverage.total} tools (${formatPercent(coverage.ratio)})`
            : c.bold("Coverage"),
        );
        if (coverage.unexercised.length > 0) lines.push(`  unexercised: ${unexercisedText(coverage.unexercised)}`);
        lines.push(...targetLines, "");
      }

      if (result.retrieval) lines.push(...retrievalLines(result.retrieval, c, { maxMisses: verbose ? Number.POSITIVE_INFINITY : 10 }), "");

      const fallbacks = fallbackTotalsText(result.summary.fallbacks);
      if (fallbacks !== null) lines.push(`${c.bold("Fallbacks")}  ${fallbacks}`, "");
      const cassettes = cassetteCountsText(result.workflows);
      if (cassettes !== null) lines.push(`${c.bold("Cassettes")}  ${cleanLine(cassettes)}`, "");
      const usage = formatUsage(result.summary.usage, result.summary.costUsd);
      if (usage !== null) lines.push(`${c.bold("Tokens")}  ${usage}`, "");
      lines.push(summaryLine(result, c));
      // The score line says nothing about the retrieval gate: when that is what failed the run, say so.
      if (result.retrieval && !result.retrieval.passed) lines.push(c.red(`  ${retrievalGateFailure(result.retrieval)}`));
      write(lines);
    },
  };
}

function serverLine(server: ServerReport, c: ReturnType<typeof pc.createColors>, mark: (passed: boolean) => string): string {
  // Show the fallback (shttp → sse) because it explains latency and reconnect behaviour.
  const via = server.connectedVia !== null && server.connectedVia !== server.transport ? ` → ${server.connectedVia}` : "";
  const parts = [
    `${mark(server.error === null)} ${c.bold(cleanLine(server.name))}`,
    `${server.transport}${via}`,
    // The era decides which code path of the server was tested (2026-07-28 vs 2025).
    ...(server.protocolVersion ? [`MCP ${cleanLine(server.protocolVersion)}`] : []),
    server.serverInfo ? `${cleanLine(server.serverInfo.name)}@${cleanLine(server.serverInfo.version)}` : c.dim("(no server info)"),
    plural(server.tools, "tool"),
  ];
  if (server.toolsHash !== null) parts.push(c.dim(`tools ${shortHash(server.toolsHash)}`));
  parts.push(c.dim(plural(server.connections, "connection")));
  if (server.state === "configured") parts.push(c.dim("never started (no workflow or test used it)"));
  else if (server.state !== undefined) parts.push(server.state === "failed" ? c.red(server.state) : c.dim(server.state));
  if (server.breaker !== undefined && server.breaker !== "closed") {
    parts.push(c.red(`circuit breaker ${server.breaker}${server.breakerOpenedAt ? ` since ${server.breakerOpenedAt}` : ""}`));
  }
  if (server.error !== null) parts.push(c.red(`error: ${oneLine(stripControl(server.error))}`));
  return parts.join("  ");
}

/** Pads every column to its widest cell; numbers right-aligned so digits line up. */
function padTable(rows: string[][], rightAlign: boolean[]): string[][] {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows.map((row) => row.map((cell, i) => (rightAlign[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))));
}

function colorByDefault(stream: NodeJS.WritableStream): boolean {
  const isTTY = (stream as { isTTY?: boolean }).isTTY === true;
  return isTTY && !process.env.NO_COLOR;
}
