/**
 * The state folder's part of a run, called once by evaluate() after the
 * servers are closed: read the stored state, classify the tools against the
 * baseline, add trends to the per-tool stats, then write the new state
 * (every run updates the baseline; the GitHub action decides what it caches).
 * Problems with the folder are warnings, never a failed run.
 */
import path from "node:path";
import type { EvalResult } from "../result/eval-result.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import { describeError } from "../errors.js";
import { writeFileAtomic } from "../util/write-file-atomic.js";
import { diffTools, toolsToReprocess } from "./diff-tools.js";
import { readState } from "./read-state.js";
import { lastErrors, recordHistory, recordMetrics, recordTools, type ServerState } from "./record-run.js";
import { HISTORY_FILE, METRICS_FILE, TOOLS_FILE, metricsKey } from "./state-files.js";
import { toolTrend } from "./tool-trend.js";
import type { RunHistory } from "../result/run-history.js";
import type { StoredState } from "./read-state.js";

/** Options for {@link applyState}. */
export interface ApplyStateOptions {
  /** Absolute state folder, or false when state is off (`--no-state`). */
  dir: string | false;
  /** Every server of the run with the tools it offered (undefined: not reached). */
  servers: ServerState[];
  /** All tool calls of the run (already redacted). */
  calls: ToolCallRecord[];
  /** The run's result; a copy with `toolChanges` and per-tool `trend` is returned. */
  result: EvalResult;
  /** Write the new state. False for a cancelled run, whose partial numbers would skew the history. @default true */
  write?: boolean;
  /** @default () => new Date() */
  now?: () => Date;
  signal?: AbortSignal;
}

export interface ApplyStateResult {
  result: EvalResult;
  /** One line each, for the console/stderr: a rebuilt file, a failed write. */
  warnings: string[];
  /** Tools downstream indexes must (re)process: added, changed, or all of a server without a baseline. */
  reprocess: Array<{ server: string; tool: string }>;
}

export async function applyState({ dir, servers, calls, result, write = true, now = () => new Date(), signal }: ApplyStateOptions): Promise<ApplyStateResult> {
  if (dir === false) return { result: { ...result, toolChanges: null }, warnings: [], reprocess: [] };
  const at = now().toISOString();
  const stored = await readState(dir, signal);
  const warnings = [...stored.warnings];
  const toolChanges = diffTools({ baseline: stored.tools, servers });
  const errors = lastErrors(calls);
  const tools = result.tools.map((s) => {
    const key = metricsKey(s.server, s.tool);
    return {
      ...s,
      // Filled from the call records (startedAt); the end of the run stands in only for records without a time.
      lastCalledAt: s.lastCalledAt !== undefined ? s.lastCalledAt : at,
      lastError: s.lastError !== undefined ? s.lastError : (errors.get(key) ?? null),
      trend: toolTrend(s, stored.metrics?.tools[key]?.runs ?? []),
    };
  });
  const next: EvalResult = { ...result, tools, toolChanges, history: runHistory(stored) };

  if (write) {
    const files: Array<[string, unknown]> = [
      [TOOLS_FILE, recordTools(stored.tools, servers, at)],
      [METRICS_FILE, recordMetrics(stored.metrics, tools, at)],
      [HISTORY_FILE, recordHistory(stored.history, result, at)],
    ];
    for (const [name, data] of files) {
      const file = path.join(dir, name);
      try {
        // Compact: the folder travels through the Actions cache on every run (see bench/state-folder.mjs).
        await writeFileAtomic(file, `${JSON.stringify(data)}\n`);
      } catch (error) {
        warnings.push(`State file ${file} could not be written (${describeError(error)}); the next run starts without it.`);
      }
    }
  }
  return { result: next, warnings, reprocess: toolsToReprocess(toolChanges, servers, stored.tools) };
}

/** The runs before this one, as the reports' trend charts need them. */
function runHistory(stored: StoredState): RunHistory {
  return {
    runs: (stored.history?.runs ?? []).map(({ at, score, passed }) => ({ at, score, passed })),
    tools: Object.values(stored.metrics?.tools ?? {}).map(({ server, tool, runs }) => ({
      server,
      tool,
      runs: runs.map(({ at, p95LatencyMs }) => ({ at, p95LatencyMs })),
    })),
  };
}
