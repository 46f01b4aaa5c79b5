/**
 * The last stage of a run (servers already stopping): the verdict (scoring's one summarizeRun, then status,
 * reasons and infrastructure stored once by withVerdict), the one result object (assembled once, redacted once), the state folder's
 * additions folded in, and the result handed to the reporters.
 */
import { describeError } from "../errors.js";
import { writeReports } from "../report/write-reports.js";
import type { EvalResult } from "../result/eval-result.js";
import { RESULT_SCHEMA_VERSION } from "../result/schema-version.js";
import { serverCoverage } from "../scoring/coverage.js";
import { targetCoverage } from "../scoring/target-coverage.js";
import { toolStats } from "../scoring/tool-stats.js";
import { applyState } from "../state/apply-state.js";
import { metricsKey } from "../state/state-files.js";
import type { EventChannel } from "../trace/event-channel.js";
import { redactSecrets } from "../secrets/redact-secrets.js";
import { VERSION } from "../version.js";
import type { RunOutcome } from "./execute-run.js";
import { decideRun } from "./decide-run.js";
import { withVerdict } from "./decide-verdict.js";
import type { RunPlan } from "./plan-run.js";
import type { OpenRun } from "./open-run.js";

/** When the run began, for `startedAt` and `durationMs`. */
export interface RunClock {
  startedAt: Date;
  /** `performance.now()` at the start. */
  started: number;
}

export async function finishRun(
  plan: RunPlan,
  run: OpenRun,
  outcome: RunOutcome,
  channel: EventChannel,
  clock: RunClock,
  signal: AbortSignal,
): Promise<EvalResult> {
  const { config, threshold } = plan;
  const { stateDir, connections } = run;
  const { workflows, toolHealth, retrieval } = outcome;
  const stats = toolStats(outcome.calls);
  const verdict = decideRun(plan, run, outcome, signal);
  // Redaction boundary: the result and what the state folder keeps, assembled and redacted once; the state folder's parts are folded in below.
  const { base, servers } = redactSecrets(
    {
      servers: connections.serverTools(),
      base: {
        schemaVersion: RESULT_SCHEMA_VERSION,
        generator: { name: "mcpvals", version: VERSION },
        configPath: config.file,
        startedAt: clock.startedAt.toISOString(),
        durationMs: Math.round(performance.now() - clock.started),
        passed: verdict.passed,
        ...(verdict.gate ? { gate: verdict.gate } : {}),
        ...(verdict.judgeCalibration ? { judgeCalibration: verdict.judgeCalibration } : {}),
        ...(signal.aborted ? { cancelled: true } : {}),
        score: verdict.score,
        threshold,
        model: plan.modelLabel,
        judgeModel: plan.judge?.label ?? null,
        servers: connections.reports(),
        workflows,
        toolHealth,
        tools: stats,
        coverage: {
          ...serverCoverage(
            connections.tools().map(({ server, tool }) => ({ server, tool: tool.name })),
            stats,
          ),
          ...targetCoverage(connections.serverTools(), stats),
        },
        retrieval,
        shard: plan.shard,
        configHash: run.configHash,
        summary: verdict.summary,
        toolChanges: null,
        ...(verdict.toolTokens ? { toolTokens: verdict.toolTokens } : {}),
        ...(plan.skipped.length > 0 ? { skipped: plan.skipped } : {}),
      } satisfies Omit<EvalResult, "verdict">,
    },
    config.secrets,
  );
  const state = await applyState({
    dir: stateDir,
    servers,
    stats: base.tools,
    run: base,
    write: !signal.aborted,
    toolTokens: base.toolTokens ?? null,
    ...(run.branch !== undefined ? { branch: run.branch } : {}),
  });
  const { trends } = state;
  // `failOn: [breaking]`: the change list is known only now, against the stored baseline.
  const failOn = plan.failOn;
  const breaking = failOn.includes("breaking") && state.toolChanges?.breaking === true;
  const result = withVerdict({
    ...base,
    ...(breaking ? { passed: false } : {}),
    tools: trends ? base.tools.map((s) => ({ ...s, trend: trends.get(metricsKey(s.server, s.tool)) ?? null })) : base.tools,
    toolChanges: state.toolChanges,
    ...(failOn.length > 0 ? { failOn } : {}),
    ...(state.history ? { history: state.history } : {}),
    ...(state.toolTokens ? { toolTokens: state.toolTokens } : {}),
  });
  const searchWarnings = await saveSearch(run, signal);
  const fallbackNotes = run.fallbacks?.endNotes(retrieval?.error ?? null) ?? [];
  for (const warning of [...state.warnings, ...searchWarnings, ...fallbackNotes]) void channel.notify("onWarning", warning);
  void channel.notify("onStatus", { status: "run-finished", passed: result.passed });
  await writeReports(channel, result);
  return result;
}

/** Vectors computed in this run are kept for the next one (only when tool search was used at all); a failure is a warning. */
async function saveSearch({ search, stateDir }: Pick<OpenRun, "search" | "stateDir">, signal: AbortSignal): Promise<string[]> {
  if (!search || stateDir === false || signal.aborted) return [];
  return search
    .save(signal)
    .catch((error: unknown) => [
      `Tool search vectors could not be saved in ${stateDir} (${describeError(error)}); the next run computes them again.`,
    ]);
}
