/**
 * Part of planning a run: whether its workflows' model answers come from
 * cassettes. Without an API key (a fork PR) a run that would skip its LLM
 * workflows replays those that have a fresh cassette instead, and skips only
 * the rest.
 */
import type { CassetteMode } from "../config/cassettes-schema.js";
import type { ResolvedConfig, ResolvedWorkflow } from "../config/resolved-config.js";
import { CassettesSchema } from "../config/cassettes-schema.js";
import type { CassetteRun } from "../cassettes/cassette-run.js";
import type { EvalResult } from "../result/eval-result.js";
import type { PreparedModels } from "./prepare-models.js";
import path from "node:path";

export interface PlanCassettesOptions {
  config: ResolvedConfig;
  /** `--record` / `--replay` / the action's `cassettes` input, else the config's mode. */
  mode: CassetteMode;
  models: PreparedModels;
  workflows: readonly ResolvedWorkflow[];
  onMissingKey: "throw" | "skip";
  onWarning: (message: string) => void;
  signal: AbortSignal | undefined;
}

export interface PlannedCassettes {
  cassettes: CassetteRun | null;
  /** The workflows to run (all of them, unless some are skipped for having neither key nor cassette). */
  workflows: ResolvedWorkflow[];
  skipped: NonNullable<EvalResult["skipped"]>;
}

/** Throws the missing-key error when neither a key nor a cassette can answer (the caller skips or fails as before). */
export async function planCassettes({
  config,
  mode,
  models,
  workflows,
  onMissingKey,
  onWarning,
  signal,
}: PlanCassettesOptions): Promise<PlannedCassettes> {
  const { missingKey, labels } = models;
  const settings = config.cassettes ?? { ...CassettesSchema.parse({}), dir: path.resolve(config.baseDir, "cassettes") };
  const all = { workflows: [...workflows], skipped: [] };
  // A scripted agent without a judge asks no model anything: there is nothing to record.
  const asksModel = labels.agent !== "scripted" || models.judge !== null || models.asksUserModel === true;
  if (mode === "record" && !asksModel)
    onWarning(
      "cassettes mode record: the scripted model asks no LLM, so there is nothing to record (cassettes keep a model's answers); no cassette is written",
    );
  if (!missingKey) return { cassettes: mode === "off" || !asksModel ? null : await make(mode), ...all };
  if (mode === "record" || (mode === "off" && onMissingKey === "throw")) throw missingKey;
  // Without a key, replaying is the only way to run an LLM workflow.
  const cassettes = await make(mode === "off" ? "replay" : mode);
  if (onMissingKey === "throw") return { cassettes, ...all };
  const fresh = await Promise.all(workflows.map((w) => cassettes.fresh(w)));
  const replayable = workflows.filter((_, i) => fresh[i]);
  if (replayable.length === 0) throw missingKey;
  const skipped = workflows
    .filter((_, i) => !fresh[i])
    .map((w) => ({
      kind: "workflow" as const,
      name: w.name,
      reason: `the LLM API key is absent (${missingKey.envVar}) and it has no fresh cassette`,
    }));
  return { cassettes, workflows: replayable, skipped };

  // Loaded only when cassettes are on: most runs never touch them.
  async function make(effective: Exclude<CassetteMode, "off">): Promise<CassetteRun> {
    const { createCassetteRun } = await import("../cassettes/cassette-run.js");
    return createCassetteRun({
      settings,
      mode: effective,
      baseDir: config.baseDir,
      secrets: config.secrets,
      models: labels,
      missingKey,
      onWarning,
      ...(signal ? { signal } : {}),
    });
  }
}
