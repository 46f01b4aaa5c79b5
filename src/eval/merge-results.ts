/**
 * Combines the partial results of a sharded run (`mcpvals run --shard i/N
 * --json ...`) into the result one unsharded run would have given: same
 * workflows, tool tests and score. Refuses sets that cannot be one run (a
 * shard given twice, parts of different configs, shard counts or splits); a
 * missing shard is named in the result (`shards`), which then fails.
 */
import { readFile } from "node:fs/promises";
import { UsageError } from "../errors.js";
import type { FailOn } from "../result/fail-on.js";
import { formatPath } from "../config/format-path.js";
import { SHOWN_NAME_SEPARATOR, splitQualifiedName } from "../protocol/server-names.js";
import { summarizeRun } from "../scoring/summarize-run.js";
import { mergeToolTokens } from "../scoring/count-tool-tokens.js";
import { round } from "../util/round.js";
import { serverCoverage } from "../scoring/coverage.js";
import { mergeTargetCoverage } from "../scoring/target-coverage.js";
import { isToolKey } from "../util/target-key.js";
import { StoredResultSchema, type EvalResult } from "../result/eval-result.js";
import { type ServerReport } from "../result/server-report.js";
import { type ToolStats } from "../result/tool-stats.js";
import { mergeRetrieval } from "../search/retrieval/merge-retrieval.js";
import { mergeGates } from "../scoring/gate/merge-gates.js";
import { quarantinedUnits } from "../scoring/gate/quarantined-units.js";
import { withVerdict } from "./decide-verdict.js";
import { completeStoredResult } from "./complete-stored-result.js";
import { accountShards } from "./shard-parts.js";
import type { ShardAccount } from "../result/shard-account.js";

/** One partial result and where it came from (for error messages). */
export interface PartialResult {
  file: string;
  result: EvalResult;
}

/** Reads and validates one JSON report; errors name the file and the field. */
export async function readResultFile(file: string, signal?: AbortSignal): Promise<EvalResult> {
  return parseResultJson(file, await readJsonFile(file, signal));
}

/** The JSON of one report file, not yet checked against any schema; errors name the file. */
export async function readJsonFile(file: string, signal?: AbortSignal): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, { encoding: "utf8", signal });
  } catch (error) {
    throw new UsageError(`Cannot read the report ${file}: ${(error as Error).message}`, { cause: error });
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** `json` (read from `file`) as a run's report; errors name the file and the field. */
export function parseResultJson(file: string, json: unknown): EvalResult {
  const parsed = StoredResultSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`${file} is not an mcpvals JSON report: ${formatPath(issue.path)}: ${issue.message}`);
  }
  // What a report written by an older mcpvals lacks is derived here, once: it renders as it did.
  return completeStoredResult(parsed.data);
}

/** Options for {@link mergeResults}. */
export interface MergeOptions {
  /** Threshold of the merged result. @default the parts' threshold */
  threshold?: number;
  /** What else fails the merged run, on top of what the parts were run with (the action's `fail-on-breaking-change`). */
  failOn?: readonly FailOn[];
}

/** Merges the parts of one sharded run. Pure. Throws UsageError when the parts cannot be one run. */
export function mergeResults(parts: readonly PartialResult[], options: MergeOptions = {}): EvalResult {
  const shards = accountShards(
    parts.map(({ file, result }) => ({
      file,
      shard: result.shard,
      configHash: result.configHash,
      failed: result.cancelled === true || result.verdict.infrastructure,
    })),
  );
  const results = parts.map((p) => p.result).sort((a, b) => (a.shard?.index ?? 0) - (b.shard?.index ?? 0));
  return combineResults(results, { ...options, shards });
}

/** Options for {@link combineResults}. */
export interface CombineOptions extends MergeOptions {
  /** The merged run's account of its shards; null or absent: the results are the whole run. */
  shards?: ShardAccount | null;
}

/**
 * The one result of several results that ran disjoint parts of one config (a sharded run's parts, or a merged
 * report and the run that resumed it): units side by side, counts added up, the verdict decided once. Pure.
 */
export function combineResults(results: readonly EvalResult[], options: CombineOptions = {}): EvalResult {
  const shards = options.shards ?? null;
  if (results.length === 0) throw new UsageError("Nothing to merge: give the JSON report of every shard.");
  const first = results[0]!;
  const threshold = options.threshold ?? first.threshold;
  if (!(threshold >= 0 && threshold <= 1)) throw new UsageError(`--threshold must be a number from 0 to 1, got ${threshold}`);

  const workflows = results.flatMap((r) => r.workflows);
  const toolHealth = results.flatMap((r) => r.toolHealth);
  const tools = mergeToolStats(results.flatMap((r) => r.tools));
  const retrieval = mergeRetrieval(results.map((r) => r.retrieval));
  const toolTokens = mergeToolTokens(results.map((r) => r.toolTokens));
  // The parts' token totals add up like their workflows' would (a part without them used no model).
  const cancelled = results.some((r) => r.cancelled === true);
  const gate = mergeGates(results.map((r) => r.gate));
  const verdict = summarizeRun({
    quarantined: quarantinedUnits(gate),
    workflows,
    toolHealth,
    threshold,
    retrieval,
    toolTokens: toolTokens ?? null,
    cancelled,
    usage: results.map((r) => ({ usage: r.summary.usage ?? null, costUsd: r.summary.costUsd })),
  });
  const offered = results.flatMap(offeredTools);
  const llmModels = results.map((r) => r.model).filter((m) => m !== "none");
  const judgeModels = results.map((r) => r.judgeModel).filter((m): m is string => m !== null);
  const skipped = results.flatMap((r) => r.skipped ?? []);
  const toolChanges = results.find((r) => r.toolChanges)?.toolChanges;
  // The parts' `failOn` holds for the whole run: a breaking change any part saw fails the merged verdict.
  const failOn = [...new Set([...(options.failOn ?? []), ...results.flatMap((r) => r.failOn ?? [])])];
  const breaking = failOn.includes("breaking") && toolChanges?.breaking === true;
  const history = results.find((r) => r.history)?.history;
  // Every shard read the same state folder: the first one's calibration gate stands for the run.
  const judgeCalibration = results.find((r) => r.judgeCalibration)?.judgeCalibration;
  return withVerdict({
    schemaVersion: first.schemaVersion,
    generator: first.generator,
    configPath: first.configPath,
    startedAt: results.map((r) => r.startedAt).sort()[0]!,
    // Shards run side by side: the slowest one is how long the run took.
    durationMs: Math.max(...results.map((r) => r.durationMs)),
    // The tool-retrieval gate, like the threshold, is applied to the whole run here, not per shard.
    // A missing shard's work never ran: the merged run cannot pass on what is left.
    passed:
      verdict.passed && (gate?.passed ?? true) && !breaking && (judgeCalibration?.passed ?? true) && (shards?.missing.length ?? 0) === 0,
    ...(gate ? { gate } : {}),
    ...(cancelled ? { cancelled } : {}),
    score: verdict.score,
    threshold,
    model: llmModels[0] ?? "none",
    judgeModel: judgeModels[0] ?? null,
    servers: mergeServers(results.flatMap((r) => r.servers)),
    workflows,
    toolHealth,
    tools,
    ...(toolChanges !== undefined ? { toolChanges } : {}),
    ...(failOn.length > 0 ? { failOn } : {}),
    ...(history !== undefined ? { history } : {}),
    ...(retrieval !== undefined ? { retrieval } : {}),
    ...(toolTokens !== undefined ? { toolTokens } : {}),
    ...(judgeCalibration ? { judgeCalibration } : {}),
    shard: null,
    ...(shards ? { shards } : {}),
    configHash: first.configHash ?? null,
    ...(skipped.length > 0 ? { skipped } : {}),
    coverage: { ...serverCoverage(offered, tools), ...mergeTargetCoverage(results.map((r) => r.coverage)) },
    summary: verdict.summary,
  });
}

/**
 * The tools a part saw offered, by server: the ones it called and the ones
 * its coverage lists as unexercised. Those names are qualified (`server/tool`)
 * when the part connected several servers, else plain names of its one server.
 * A part that connected none knows no tool list.
 */
function offeredTools(result: EvalResult): Array<{ server: string; tool: string }> {
  if (result.coverage.total === 0) return [];
  const connected = result.servers.filter((s) => s.connectedVia !== null).map((s) => s.name);
  const unexercised = result.coverage.unexercised.map(
    (name) =>
      (connected.length > 1 ? splitQualifiedName(name, connected, SHOWN_NAME_SEPARATOR) : undefined) ?? {
        server: connected[0] ?? "",
        tool: name,
      },
  );
  // Resource reads and prompt gets have stats too (`resource:<uri>`, `prompt:<name>`): they are not tools.
  return [...result.tools.filter((t) => isToolKey(t.tool)).map(({ server, tool }) => ({ server, tool })), ...unexercised];
}

/**
 * Per-tool stats of the parts, combined per tool. Counts add up and the
 * average is weighted by calls; the p95 is the largest of the parts' p95s
 * (an upper bound: the individual latencies are not in the report).
 */
function mergeToolStats(stats: readonly ToolStats[]): ToolStats[] {
  const byTool = new Map<string, ToolStats>();
  for (const s of stats) {
    const key = `${s.server}\u0000${s.tool}`;
    const prev = byTool.get(key);
    if (!prev) {
      byTool.set(key, { ...s });
      continue;
    }
    const calls = prev.calls + s.calls;
    byTool.set(key, {
      ...prev,
      calls,
      successes: prev.successes + s.successes,
      failures: prev.failures + s.failures,
      ...(prev.expectedErrors || s.expectedErrors ? { expectedErrors: (prev.expectedErrors ?? 0) + (s.expectedErrors ?? 0) } : {}),
      avgLatencyMs: calls === 0 ? 0 : round((prev.avgLatencyMs * prev.calls + s.avgLatencyMs * s.calls) / calls, 1),
      p95LatencyMs: Math.max(prev.p95LatencyMs, s.p95LatencyMs),
      ...(s.lastCalledAt && (!prev.lastCalledAt || s.lastCalledAt > prev.lastCalledAt)
        ? { lastCalledAt: s.lastCalledAt, lastError: s.lastError ?? prev.lastError }
        : {}),
    });
  }
  return [...byTool.values()].sort((a, b) => a.server.localeCompare(b.server) || a.tool.localeCompare(b.tool));
}

/** One report per server name: the first that connected, with the connections of all parts added up. */
function mergeServers(servers: readonly ServerReport[]): ServerReport[] {
  const byName = new Map<string, ServerReport>();
  for (const s of servers) {
    const prev = byName.get(s.name);
    if (!prev) byName.set(s.name, { ...s });
    else {
      const base = prev.connectedVia === null && s.connectedVia !== null ? s : prev;
      byName.set(s.name, { ...base, connections: prev.connections + s.connections, ...addAttempts(prev, s) });
    }
  }
  return [...byName.values()];
}

/** Connect tries add up like connections; absent (an older report) when neither part has them. */
function addAttempts(a: ServerReport, b: ServerReport): Pick<ServerReport, "attempts"> {
  return a.attempts === undefined && b.attempts === undefined ? {} : { attempts: (a.attempts ?? 0) + (b.attempts ?? 0) };
}
