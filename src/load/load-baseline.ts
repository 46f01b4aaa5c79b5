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
import { decodeHistogram, newHistogram, type LatencyHistogram } from "./latency-histogram.js";

export interface LoadBaseline {
  source: "baseline-file" | "history";
  runs: number;
  overall: LatencyHistogram;
  tests: Map<string, LatencyHistogram>;
}

/** Most a baseline report may weigh: a report of 10,000 tests is a few MB. */
const MAX_BASELINE_BYTES = 50 * 1024 * 1024;

export async function readLoadBaselineFile(file: string, signal?: AbortSignal): Promise<LoadBaseline> {
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
  const decode = (text: string, at: string) => {
    try {
      return decodeHistogram(text);
    } catch (error) {
      throw new UsageError(`--baseline ${file}: ${at}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const report = parsed.data;
  return {
    source: "baseline-file",
    runs: 1,
    overall: decode(report.overall.histogram, "overall.histogram"),
    tests: new Map(report.tools.map((tool, i) => [tool.test, decode(tool.stats.histogram, `tools[${i}].stats.histogram`)])),
  };
}

/** The base branch's recorded runs pooled; a run whose histogram does not decode is skipped with a warning. */
export function historyBaseline(runs: readonly LoadHistoryRun[], warn: (message: string) => void): LoadBaseline | null {
  if (runs.length === 0) return null;
  const overall = newHistogram();
  const tests = new Map<string, LatencyHistogram>();
  let used = 0;
  for (const run of runs) {
    try {
      const decoded = {
        overall: decodeHistogram(run.overall),
        tests: Object.entries(run.tests).map(([name, h]) => [name, decodeHistogram(h)] as const),
      };
      overall.add(decoded.overall);
      for (const [name, histogram] of decoded.tests) {
        const pooled = tests.get(name) ?? newHistogram();
        pooled.add(histogram);
        tests.set(name, pooled);
      }
      used += 1;
    } catch (error) {
      warn(`load-history.json: the run of ${clipText(run.at, 40)} is skipped: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return used === 0 ? null : { source: "history", runs: used, overall, tests };
}
