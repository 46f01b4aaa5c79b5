/**
 * The Common Test Report Format (CTRF, https://ctrf.io, schema:
 * https://github.com/ctrf-io/ctrf/blob/main/schema/ctrf.schema.json): one JSON
 * document that CI tools such as ctrf-io/github-test-reporter read. One test per
 * workflow (suite "workflows"), per tool test (suite "tool-health" › its
 * suite), the tool-retrieval gate when it ran, and a skipped test for each
 * piece of work that did not run. Failure text is the reasons and details the
 * console and JUnit show.
 */
import { UsageError } from "../errors.js";
import type { EvalResult } from "../result/eval-result.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import { retrievalGateFailure } from "./verdict-text.js";
import { VERSION } from "../version.js";
import { toolTestFailureDetails, toolTestFailureReason, workflowFailureDetails, workflowFailureReasons } from "./failure-reasons.js";
import { stripControl } from "./format.js";
import type { Reporter } from "./reporter.js";
import { retrievalSummary } from "./retrieval-text.js";
import { writeOutput, type OutputTarget } from "./write-output.js";

/** The CTRF revision this document follows (its `specVersion`). */
export const CTRF_SPEC_VERSION = "0.1.0";

/** Failure bodies (`trace`) keep this much server and model text; the JSON report has it all. */
const DETAIL_TEXT_LIMIT = 4000;

type Status = "passed" | "failed" | "skipped";

/** One CTRF test (the fields mcpvals fills). */
export interface CtrfTest {
  name: string;
  status: Status;
  /** Milliseconds, an integer. */
  duration: number;
  suite: string[];
  message?: string;
  trace?: string;
  retries?: number;
  flaky?: boolean;
}

/** The CTRF document (the fields mcpvals fills). */
export interface CtrfReport {
  reportFormat: "CTRF";
  specVersion: string;
  generatedBy: string;
  results: {
    tool: { name: string; version: string };
    summary: {
      tests: number;
      passed: number;
      failed: number;
      skipped: number;
      pending: number;
      other: number;
      start: number;
      stop: number;
    };
    tests: CtrfTest[];
  };
}

/** Options for {@link createCtrfReporter}: a file (parent directories are created, the write is atomic), or else a stream. */
export type CtrfReporterOptions = { path: string; stream?: undefined } | { path?: undefined; stream: NodeJS.WritableStream };

/** Creates the CTRF reporter; it writes the document in `onRunEnd`. */
export function createCtrfReporter(options: CtrfReporterOptions): Reporter {
  const { path, stream } = options ?? {};
  if (stream === undefined && (typeof path !== "string" || path.trim() === "")) {
    throw new UsageError("The ctrf reporter needs a file path to write to, e.g. reports/mcpvals.ctrf.json.");
  }
  const target: OutputTarget = path === undefined ? { stream } : { path };
  return {
    async onRunEnd(result: EvalResult): Promise<void> {
      await writeOutput(target, `${JSON.stringify(renderCtrf(result), null, 2)}\n`);
    },
  };
}

/** The run's result as a CTRF document. Pure. */
export function renderCtrf(result: EvalResult): CtrfReport {
  const tests: CtrfTest[] = [
    ...result.workflows.map(workflowTest),
    ...result.toolHealth.map((test): CtrfTest => ({
      name: text(test.test),
      status: test.passed ? "passed" : "failed",
      duration: ms(test.latencyMs),
      suite: ["tool-health", text(test.suite)],
      ...(test.passed ? {} : { message: toolTestFailureReason(test), trace: toolTestFailureDetails(test, DETAIL_TEXT_LIMIT).join("\n") }),
      ...(test.attempts > 1 ? { retries: test.attempts - 1 } : {}),
    })),
    ...(result.retrieval ? [retrievalTest(result.retrieval)] : []),
    // Work that did not run (LLM workflows without a key on a fork PR) is reported as skipped, never left out.
    ...(result.skipped ?? []).map((item): CtrfTest => ({
      name: text(item.name),
      status: "skipped",
      duration: 0,
      suite: [item.kind === "workflow" ? "workflows" : "tool-health"],
      message: text(item.reason),
    })),
  ];
  const start = Date.parse(result.startedAt);
  const startMs = Number.isNaN(start) ? 0 : start;
  const count = (status: Status): number => tests.filter((t) => t.status === status).length;
  return {
    reportFormat: "CTRF",
    specVersion: CTRF_SPEC_VERSION,
    generatedBy: `mcpvals ${VERSION}`,
    results: {
      tool: { name: "mcpvals", version: VERSION },
      summary: {
        tests: tests.length,
        passed: count("passed"),
        failed: count("failed"),
        skipped: count("skipped"),
        pending: 0,
        other: 0,
        start: startMs,
        stop: startMs + ms(result.durationMs),
      },
      tests,
    },
  };
}

function workflowTest(workflow: WorkflowResult): CtrfTest {
  const failed = !workflow.passed || workflow.error !== null;
  const attempts = workflow.attempts?.length ?? 1;
  return {
    name: text(workflow.name),
    status: failed ? "failed" : "passed",
    duration: ms(workflow.durationMs),
    suite: ["workflows"],
    ...(failed
      ? {
          message: workflowFailureReasons(workflow).join("; "),
          trace: workflowFailureDetails(workflow, { textLimit: DETAIL_TEXT_LIMIT }).join("\n"),
        }
      : {}),
    ...(attempts > 1 ? { retries: attempts - 1 } : {}),
    // Passed its gate although some of its repeated runs failed.
    ...(!failed && workflow.attempts?.some((a) => !a.passed) ? { flaky: true } : {}),
  };
}

function retrievalTest(retrieval: NonNullable<EvalResult["retrieval"]>): CtrfTest {
  return {
    name: "tool retrieval",
    status: retrieval.passed ? "passed" : "failed",
    duration: 0,
    suite: ["tool-retrieval"],
    ...(retrieval.passed ? {} : { message: retrievalGateFailure(retrieval), trace: retrievalSummary(retrieval) }),
  };
}

/** Server and config text without control characters or escape sequences (a CTRF viewer renders it). */
function text(value: string): string {
  return stripControl(value);
}

/** CTRF durations are integer milliseconds. */
function ms(value: number): number {
  return Math.max(0, Math.round(value));
}
