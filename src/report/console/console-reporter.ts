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
import pc from "picocolors";
import type { EvalResult } from "../../result/eval-result.js";
import type { ToolHealthResult } from "../../result/tool-health-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import { cleanLine, formatDuration, plural } from "../format.js";
import type { Reporter, RunStartInfo } from "../reporter.js";
import { judgeStartText } from "../judge-calibration-text.js";
import type { StatusEvent } from "../../trace/observer.js";
import { testLine, toolCallLines, trafficLines, verificationLines, workflowLine } from "./console-item-lines.js";
import { runEndLines } from "./console-run-end.js";

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
  /** The end of the run without the servers, tools, changes, coverage, retrieval and token sections (`run --watch`). */
  compact?: boolean;
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
  const write = (lines: string[]): void => {
    stream.write(`${lines.join("\n")}\n`);
  };
  const heartbeat = createHeartbeat(options.heartbeatMs ?? 30_000, (list) => write([c.dim(`  … still running: ${list}`)]));

  return {
    onRunStart(info: RunStartInfo): void {
      const counts = `${plural(info.workflows, "workflow")}, ${plural(info.toolTests, "tool test")}`;
      write([
        `${c.bold("mcpvals")}  config ${info.configPath === null ? "(inline)" : cleanLine(info.configPath)}  model ${cleanLine(info.model)}  ${counts}`,
        ...(info.judge ? [c.dim(`judge ${cleanLine(info.judge.model)}: ${judgeStartText(info.judge)}`)] : []),
        "",
      ]);
    },

    onWorkflowStart({ name }: { name: string }): void {
      heartbeat.started(name);
    },

    onWorkflowEnd(workflow: WorkflowResult): void {
      heartbeat.ended(workflow.name);
      workflowsShown += 1;
      write([workflowLine(workflow, c), ...verificationLines(workflow, c), ...(verbose ? toolCallLines(workflow, c) : [])]);
    },

    onToolTestEnd(test: ToolHealthResult): void {
      testsShown += 1;
      write([testLine(test, c), ...trafficLines(test, c)]);
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
      heartbeat.stop();
      write(runEndLines(result, { c, verbose, textLimit, workflowsShown, testsShown, compact: options.compact === true }));
    },
  };
}

/**
 * While workflows run, reports which are still running every `intervalMs`
 * (0: never), so a long run in a CI log shows it is alive.
 */
function createHeartbeat(intervalMs: number, report: (list: string) => void) {
  const running = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  return {
    started(name: string): void {
      running.set(name, Date.now());
      if (timer === undefined && intervalMs > 0) {
        timer = setInterval(() => {
          if (running.size === 0) return;
          const now = Date.now();
          report([...running].map(([n, since]) => `${cleanLine(n)} (${formatDuration(now - since)})`).join(", "));
        }, intervalMs);
        // Never the reason the process stays alive.
        timer.unref();
      }
    },
    ended(name: string): void {
      running.delete(name);
    },
    stop(): void {
      clearInterval(timer);
      running.clear();
    },
  };
}

function colorByDefault(stream: NodeJS.WritableStream): boolean {
  const isTTY = (stream as { isTTY?: boolean }).isTTY === true;
  return isTTY && !process.env.NO_COLOR;
}
