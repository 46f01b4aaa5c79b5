/**
 * `mcpvals run` / `mcpvals eval`: evaluate, report, exit by the threshold.
 * Terminal reporters (`-r`) write to stdout; when a machine-readable one
 * (json, junit) is on stdout, progress goes to stderr so stdout stays clean.
 */
import { evaluate } from "../../eval/evaluate.js";
import { createConsoleReporter } from "../../report/console/console-reporter.js";
import { createJsonReporter } from "../../report/json-reporter.js";
import { createJunitReporter, renderJunit } from "../../report/junit-reporter.js";
import { createMarkdownReporter, renderMarkdown } from "../../report/markdown/markdown-reporter.js";
import { createHtmlReporter } from "../../report/html/html-reporter.js";
import type { Reporter } from "../../report/reporter.js";
import { UsageError } from "../../errors.js";
import type { CliIo } from "../cli-io.js";
import { consoleColor } from "../console-color.js";
import { reportError } from "../report-error.js";
import { parseShard } from "../../eval/shard-work.js";

export interface RunFlags {
  config?: string;
  model?: string;
  threshold?: number;
  llmJudge?: boolean;
  workflow?: string[];
  toolHealthOnly?: boolean;
  workflowsOnly?: boolean;
  /** `--shard i/N`. */
  shard?: string;
  reporter: string[];
  json?: string;
  junit?: string;
  markdown?: string;
  /** `--html PATH`: the single-file trace replay report. */
  html?: string;
  color: boolean;
  debug?: boolean;
  stateDir?: string;
  /** False with `--no-state`. */
  state?: boolean;
}

const TERMINAL_REPORTERS = ["console", "json", "junit", "markdown"] as const;

export async function runCommand(flags: RunFlags, io: CliIo): Promise<number> {
  try {
    if (flags.toolHealthOnly && flags.workflowsOnly) throw new UsageError("--tool-health-only and --workflows-only cannot be combined");
    const shard = flags.shard === undefined ? undefined : parseShard(flags.shard);
    const reporters = buildReporters(flags, io);
    const result = await evaluate(flags.config, {
      model: flags.model,
      threshold: flags.threshold,
      llmJudge: flags.llmJudge,
      workflows: flags.workflow,
      only: flags.toolHealthOnly ? "tool-health" : flags.workflowsOnly ? "workflows" : undefined,
      reporters,
      signal: io.signal,
      env: io.env,
      cwd: io.cwd,
      stateDir: flags.state === false ? false : flags.stateDir,
      shard,
    });
    if (io.signal.aborted) return 1;
    return result.passed ? 0 : 1;
  } catch (error) {
    return reportError(error, io, flags.debug === true);
  }
}

function buildReporters(flags: RunFlags, io: CliIo): Reporter[] {
  const names = [...new Set(flags.reporter.flatMap((r) => r.split(",")).map((r) => r.trim()))];
  const unknown = names.filter((n) => !(TERMINAL_REPORTERS as readonly string[]).includes(n));
  if (unknown.length > 0) throw new UsageError(`Unknown reporter "${unknown[0]}". Choose from: ${TERMINAL_REPORTERS.join(", ")}.`);
  const machineOnStdout = names.some((n) => n !== "console");
  const reporters: Reporter[] = [];
  for (const name of names) {
    if (name === "console") continue;
    if (name === "json") reporters.push(createJsonReporter({ stream: io.stdout }));
    if (name === "junit") reporters.push({ onRunEnd: (result) => void io.stdout.write(renderJunit(result)) });
    if (name === "markdown") reporters.push({ onRunEnd: (result) => void io.stdout.write(`${renderMarkdown(result)}\n`) });
  }
  // Progress and the human summary go to stderr when stdout carries a machine format.
  const consoleStream = machineOnStdout ? io.stderr : io.stdout;
  if (names.includes("console") || machineOnStdout) {
    const color = consoleColor(flags.color, io.env, consoleStream);
    reporters.unshift(createConsoleReporter({ stream: consoleStream, color, verbose: flags.debug === true }));
  }
  if (flags.json) reporters.push(createJsonReporter({ path: flags.json }));
  if (flags.junit) reporters.push(createJunitReporter({ path: flags.junit }));
  if (flags.markdown) reporters.push(createMarkdownReporter({ path: flags.markdown }));
  if (flags.html) reporters.push(createHtmlReporter({ path: flags.html }));
  return reporters;
}
