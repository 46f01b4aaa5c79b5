/**
 * Hands the final result to every reporter and waits for them: reports are
 * written in `onRunEnd` (a run's result) or rendered by the table's check
 * renderers (a check report). Every reporter gets the result even if one
 * fails; a report that could not be written then fails the command (a CI gate
 * must not pass with its JUnit file missing).
 */
import { McpvalsError } from "../errors.js";
import type { CheckReport } from "../result/check-report.js";
import type { EvalResult } from "../result/eval-result.js";
import type { EventChannel } from "../trace/event-channel.js";
import { checkRenderers, createReporter, knownReporter, type CheckRenderOptions } from "./create-reporter.js";
import type { Reporter } from "./reporter.js";
import type { ReporterName } from "./reporter-names.js";
import { writeOutput } from "./write-output.js";

/** One reporter and where it writes: a file (`path`), else `stream`. */
export interface ReporterOutput {
  name: ReporterName;
  /** File to write (atomic; parent folders created). */
  path?: string;
  /** Stream for a reporter without a path. @default process.stdout */
  stream?: NodeJS.WritableStream;
  /** Console colours. @default false */
  color?: boolean;
  /** Console detail (--debug). @default false */
  verbose?: boolean;
  /** Console: items, failures, the gate and the verdict only (`run --watch`). @default false */
  compact?: boolean;
}

/** The run reporters of `outputs`, made from the one reporter table. */
export function runReporters(outputs: readonly ReporterOutput[]): Reporter[] {
  return outputs.map(({ name, path, stream, color = false, verbose = false, compact = false }) =>
    path !== undefined
      ? createReporter(name, { path })
      : createReporter(name, { stream, ...(name === "console" ? { color, verbose, compact } : {}) }),
  );
}

export async function writeReports(channel: EventChannel, result: EvalResult): Promise<void> {
  const failures = await channel.notify("onRunEnd", result);
  if (failures.length > 0) {
    throw new McpvalsError("REPORT", `Could not write a report: ${failures.map((f) => f.message).join("; ")}`, {
      cause: failures[0]?.error,
    });
  }
}

/** Writes a check report through every output, as writeReports does for a run. `sarif`: the SARIF log's rules and server locations. */
export async function writeCheckReports(
  report: CheckReport,
  outputs: readonly ReporterOutput[],
  { sarif }: Pick<CheckRenderOptions, "sarif"> = {},
): Promise<void> {
  // Names are checked first, so an unknown one is a usage error, not a failed report.
  const renderers = outputs.map(({ name }) => checkRenderers[knownReporter(name, "check")]);
  const settled = await Promise.allSettled(
    outputs.map(async ({ path, stream, color = false }, i) =>
      writeOutput({ path, stream }, await renderers[i]!(report, { color, ...(sarif ? { sarif } : {}) })),
    ),
  );
  const failures = settled.flatMap((s, i) => (s.status === "rejected" ? [{ name: outputs[i]!.name, error: s.reason as unknown }] : []));
  if (failures.length > 0) {
    const text = failures.map((f) => `${f.name}: ${f.error instanceof Error ? f.error.message : String(f.error)}`).join("; ");
    throw new McpvalsError("REPORT", `Could not write a report: ${text}`, { cause: failures[0]!.error });
  }
}
