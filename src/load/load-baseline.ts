/**
 * The latency gate's baseline: an earlier load report (`--baseline FILE`,
 * parsed with the report's schema: the file is untrusted) or the base
 * branch's runs in load-history.json, pooled. Either way, histograms: overall
 * and per tool test, decoded into this build's own histogram shape.
 */
import { readFile } from "node:fs/promises";
import { UsageError } from "../errors.js";
import { formatPath } from "../config/format-path.js";
import { LoadReportSchema } from "../result/load-report.js";
import type { LoadHistoryRun } from "../state/load-history.js";
import { clipText } from "../util/clip-text.js";
import { decodeHistogram, encodeHistogram, newHistogram, type LatencyHistogram } from "./latency-histogram.js";

export interface LoadBaseline {
  source: "baseline-file" | "history";
  runs: number;
  overall: LatencyHistogram;
  tests: Map<string, LatencyHistogram>;
  /** Each pooled run's own p95 (µs), overall and per test: how far runs of the base differ (history only). */
  runP95s?: { overall: number[]; tests: Map<string, number[]> };
}

/** Most a baseline report may weigh: a report of 10,000 tests is a few MB. */
const MAX_BASELINE_BYTES = 50 * 1024 * 1024;

export interface ReadLoadBaselineFileOptions {
  file: string;
  signal?: AbortSignal;
  /** Told why a baseline whose histograms do not decode is not used. */
  warn: (message: string) => void;
}

/**
 * The baseline in an earlier JSON load report. A file that is not one is a
 * UsageError naming the field; a report whose histograms do not decode within
 * bounds (corrupt, or crafted: a zip bomb) is no baseline at all (null, with a
 * warning naming the file and the test): the gate then has nothing to say,
 * rather than comparing against part of a file someone tampered with.
 */
export async function readLoadBaselineFile({ file, signal, warn }: ReadLoadBaselineFileOptions): Promise<LoadBaseline | null> {
  let text: string;
  try {
    text = await readFile(file, { encoding: "utf8", ...(signal ? { signal } : {}) });
  } catch (error) {
    throw new UsageError(`--baseline ${file}: cannot read it (${error instanceof Error ? error.message : String(error)}).`);
  }
  if (text.length > MAX_BASELINE_BYTES) throw new UsageError(`--baseline ${file}: over ${MAX_BASELINE_BYTES} bytes; not a load report.`);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UsageError(`--baseline ${file}: not JSON. Give the file \`mcpvals load --json FILE\` wrote.`);
  }
  const parsed = LoadReportSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(
      `--baseline ${file}: not a load report (\`mcpvals load --json\`): ${formatPath(issue.path as PropertyKey[])}: ${clipText(issue.message, 300)}`,
    );
  }
  const report = parsed.data;
  let at = "overall.histogram";
  try {
    const overall = decodeHistogram(report.overall.histogram);
    const tests = new Map<string, LatencyHistogram>();
    for (const [i, tool] of report.tools.entries()) {
      at = `tools[${i}].stats.histogram (test ${clipText(tool.test, 100)})`;
      tests.set(tool.test, decodeHistogram(tool.stats.histogram));
    }
    return { source: "baseline-file", runs: 1, overall, tests };
  } catch (error) {
    warn(`--baseline ${file}: ${at}: ${error instanceof Error ? error.message : String(error)}; the file is not used as a baseline`);
    return null;
  }
}

/** The base branch's recorded runs pooled; a run whose histogram does not decode is skipped with a warning. */
export function historyBaseline(runs: readonly LoadHistoryRun[], warn: (message: string) => void): LoadBaseline | null {
  if (runs.length === 0) return null;
  const overall = newHistogram();
  const tests = new Map<string, LatencyHistogram>();
  const runP95s = { overall: [] as number[], tests: new Map<string, number[]>() };
  let used = 0;
  let at = "overall";
  for (const run of runs) {
    try {
      at = "overall";
      const overallOfRun = decodeHistogram(run.overall);
      const testsOfRun: Array<[string, LatencyHistogram]> = [];
      for (const [name, h] of Object.entries(run.tests)) {
        at = `test ${clipText(name, 100)}`;
        testsOfRun.push([name, decodeHistogram(h)]);
      }
      overall.add(overallOfRun);
      // A run that recorded nothing for a unit has no p95 to spread: it is left out of that unit's list.
      if (overallOfRun.totalCount > 0) runP95s.overall.push(p95Of(overallOfRun));
      for (const [name, histogram] of testsOfRun) {
        const pooled = tests.get(name) ?? newHistogram();
        pooled.add(histogram);
        tests.set(name, pooled);
        if (histogram.totalCount > 0) runP95s.tests.set(name, [...(runP95s.tests.get(name) ?? []), p95Of(histogram)]);
      }
      used += 1;
    } catch (error) {
      warn(
        `load-history.json: the run of ${clipText(run.at, 40)} is skipped (${at}): ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return used === 0 ? null : { source: "history", runs: used, overall, tests, runP95s };
}

const p95Of = (histogram: LatencyHistogram): number => histogram.getValueAtPercentile(95);

/** This run as load-history.json keeps it: its histograms, encoded, under `branch` (none: never a baseline for a named base branch). */
export function loadHistoryRun(
  startedAt: string,
  histograms: { overall: LatencyHistogram; tests: ReadonlyArray<readonly [string, LatencyHistogram]> },
  branch: string | undefined,
): LoadHistoryRun {
  return {
    at: startedAt,
    ...(branch !== undefined ? { branch } : {}),
    overall: encodeHistogram(histograms.overall),
    tests: Object.fromEntries(histograms.tests.map(([name, h]) => [name, encodeHistogram(h)])),
  };
}
