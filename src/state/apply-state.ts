/**
 * The state folder's part of a run, called once by evaluate() after the
 * servers are closed: read the stored state, classify the tools against the
 * baseline, compute each tool's trend, then write the new state (every run
 * updates the baseline; the GitHub action decides what it caches). Returns
 * what the result gains; it never rewrites what scoring computed.
 * Problems with the folder are warnings, never a failed run.
 */
import path from "node:path";
import type { EvalResult } from "../result/eval-result.js";
import type { RunHistory } from "../result/run-history.js";
import type { ToolChanges } from "../result/tool-changes.js";
import type { ToolStats, ToolTrend } from "../result/tool-stats.js";
import { describeError } from "../errors.js";
import { writeFileAtomic } from "../util/write-file-atomic.js";
import { diffTools, toolsToReprocess } from "./diff-tools.js";
import { readState, type StoredState } from "./read-state.js";
import { recordHistory, recordMetrics, recordTools, type ServerState } from "./record-run.js";
import { HISTORY_FILE, METRICS_FILE, TOOLS_FILE, metricsKey } from "./state-files.js";
import { withStateLock, type StateLockOptions } from "./state-lock.js";
import { toolTrend } from "./tool-trend.js";
import { tokenBaselines, withTokenCounts } from "./tool-token-baselines.js";
import type { ToolTokens } from "../result/tool-tokens.js";

/** Options for {@link applyState}. */
export interface ApplyStateOptions {
  /** Absolute state folder, or false when state is off (`--no-state`). */
  dir: string | false;
  /** Every server of the run with the tools it offered (undefined: not reached). */
  servers: ServerState[];
  /** The run's per-tool statistics (scoring's, already redacted). */
  stats: readonly ToolStats[];
  /** The run's verdicts, for the history. */
  run: Pick<EvalResult, "score" | "passed" | "workflows" | "toolHealth"> & { shard?: EvalResult["shard"] };
  /** Write the new state. False for a cancelled run, whose partial numbers would skew the history. @default true */
  write?: boolean;
  /** @default () => new Date() */
  now?: () => Date;
  signal?: AbortSignal;
  /** Waiting for another writer of the folder (a parallel run, the proxy). */
  lock?: Omit<StateLockOptions, "signal">;
  /** This run's tool-definition token count (config `budget`): recorded, and compared with the last one. */
  toolTokens?: ToolTokens | null;
  /** The branch the run is for, recorded in the history (the gate of a PR compares with its base branch's runs). */
  branch?: string;
}

/** What the state folder adds to a run's result; evaluate() folds it in once. */
export interface ApplyStateResult {
  /** Tools against the stored baseline; null without a state folder. */
  toolChanges: ToolChanges | null;
  /** Each tool's trend against the stored history, by `metricsKey(server, tool)`; null without a state folder. */
  trends: Map<string, ToolTrend> | null;
  /** The runs before this one (scores, per-tool p95), for the reports' trend charts; null without a state folder. */
  history: RunHistory | null;
  /** One line each, for the console/stderr: a rebuilt file, a failed write. */
  warnings: string[];
  /** Tools downstream indexes must (re)process: added, changed, or all of a server without a baseline. */
  reprocess: Array<{ server: string; tool: string }>;
  /** `toolTokens` with each server's `baseline`: its count in the folder before this run (same encoding). */
  toolTokens: ToolTokens | null;
}

export async function applyState(options: ApplyStateOptions): Promise<ApplyStateResult> {
  const { dir, write = true, signal } = options;
  if (dir === false)
    return { toolChanges: null, trends: null, history: null, warnings: [], reprocess: [], toolTokens: options.toolTokens ?? null };
  if (!write) return update(dir, options, await readState(dir, signal));
  try {
    // Read and write under one lock: a parallel run must not write between them (its entry would be lost).
    return await withStateLock(dir, async () => update(dir, options, await readState(dir, signal)), { ...options.lock, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    // Never a failed run: this run's numbers are not recorded, and the log says so.
    const result = await update(dir, { ...options, write: false }, await readState(dir, signal));
    result.warnings.push(`State folder ${dir} was not updated (${describeError(error)}); this run is missing from its history.`);
    return result;
  }
}

async function update(dir: string, options: ApplyStateOptions, stored: StoredState): Promise<ApplyStateResult> {
  const { stats, run, write = true, now = () => new Date(), toolTokens = null } = options;
  const servers = withTokenCounts(options.servers, toolTokens);
  const at = now().toISOString();
  const warnings = [...stored.warnings];
  const toolChanges = diffTools({ baseline: stored.tools, servers });
  const trends = new Map(
    stats.map((s) => [metricsKey(s.server, s.tool), toolTrend(s, stored.metrics?.tools[metricsKey(s.server, s.tool)]?.runs ?? [])]),
  );

  if (write) {
    const files: Array<[string, unknown]> = [
      [TOOLS_FILE, recordTools(stored.tools, servers, at)],
      [METRICS_FILE, recordMetrics(stored.metrics, stats, at)],
      [HISTORY_FILE, recordHistory(stored.history, run, at, options.branch)],
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
  return {
    toolChanges,
    trends,
    history: runHistory(stored),
    warnings,
    reprocess: toolsToReprocess(toolChanges, servers, stored.tools),
    toolTokens: tokenBaselines(toolTokens, stored),
  };
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
