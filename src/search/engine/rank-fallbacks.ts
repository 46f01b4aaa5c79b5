/**
 * Which other tools to suggest when a tool call failed. Pure: a similarity
 * ranking (ToolSearch over the workflow's tools, queried with the failed
 * tool's text and its error), each tool's health (stored history plus this
 * run's calls) and a clock in; suggestions out, best first, ordered by
 *
 *   score = similarity × successRate × recency
 *
 * where successRate = (successes + 1) / (calls + 2) (Laplace smoothing: a
 * tool never called is 0.5, never 0, so a new tool can still be offered) and
 * recency = 0.5 + 0.5 × 2^(−age / 1 week) of its last success (0.5 with none):
 * a tool that worked minutes ago beats an equal one that last worked a month ago,
 * and an old success never costs more than half.
 */
import type { FallbackSuggestion } from "../../result/fallback-report.js";
import { toolKey, type ToolHit } from "./types.js";
import { round } from "../../util/round.js";

/** Suggestions offered when a settings object names no limit. */
export const DEFAULT_MAX_FALLBACKS = 3;
/** A success this old counts half as much above the 0.5 floor as one just now. */
export const RECENCY_HALF_LIFE_MS = 7 * 24 * 60 * 60 * 1000;

/** What is known of a tool's reliability: stored runs plus this run's calls so far. */
export interface ToolHealth {
  calls: number;
  successes: number;
  /** ISO time of the last successful call on record; null when none. */
  lastSuccessAt: string | null;
}

/** The rate a model or agent is shown: successes / calls, rounded to 2 places; null with no calls on record. */
export function observedSuccessRate({ calls, successes }: { calls?: number; successes?: number }): number | null {
  return calls && successes !== undefined ? round(successes / calls, 2) : null;
}

/** (successes + 1) / (calls + 2): 0.5 with no history, never 0 or 1. */
export function smoothedSuccessRate({ calls, successes }: Pick<ToolHealth, "calls" | "successes">): number {
  return (successes + 1) / (calls + 2);
}

/** 1 for a success just now, halving its distance to 0.5 every week; 0.5 with no (readable) success on record. */
export function recencyFactor(lastSuccessAt: string | null, now: Date): number {
  const at = lastSuccessAt === null ? Number.NaN : Date.parse(lastSuccessAt);
  if (Number.isNaN(at)) return 0.5;
  // A success "in the future" (clock skew between runners) counts as just now.
  const age = Math.max(0, now.getTime() - at);
  return 0.5 + 0.5 * 2 ** (-age / RECENCY_HALF_LIFE_MS);
}

/** Options of {@link rankFallbacks}. */
export interface RankFallbacksOptions {
  /** The call that failed; it is never suggested for itself. */
  failed: { server: string; tool: string };
  /** Every candidate tool ranked against the failed tool's text and its error (ToolSearch.rank), scores 0..1. */
  hits: readonly ToolHit[];
  /** Health of a tool by server and MCP name. */
  health(server: string, tool: string): ToolHealth;
  /** The name the model calls a tool by; a tool without one (not offered to the model) is not suggested. */
  callAs(server: string, tool: string): string | undefined;
  /** @default DEFAULT_MAX_FALLBACKS */
  maxFallbacks?: number;
  /** @default new Date() */
  now?: Date;
  /**
   * What `hits` scored. "name": closeness of the tool names (a tool that does
   * not exist was most likely a typo), ordered by that before health, since a
   * reliable tool of another name is no answer to a misspelt one.
   * @default "text"
   */
  basis?: "text" | "name";
  /** Tools of this server first (bad arguments: the same server's tools share its domain and its conventions). */
  preferServer?: string;
}

/** Up to `maxFallbacks` other tools, best score first; tools with no similarity at all are never suggested. */
export function rankFallbacks({
  failed,
  hits,
  health,
  callAs,
  maxFallbacks = DEFAULT_MAX_FALLBACKS,
  now = new Date(),
  basis = "text",
  preferServer,
}: RankFallbacksOptions): FallbackSuggestion[] {
  const failedKey = toolKey(failed.server, failed.tool);
  const seen = new Set<string>([failedKey]);
  const ranked: Array<FallbackSuggestion & { key: string }> = [];
  for (const hit of hits) {
    const key = toolKey(hit.server, hit.tool);
    const name = callAs(hit.server, hit.tool);
    if (seen.has(key) || !(hit.score > 0) || name === undefined) continue;
    seen.add(key);
    const record = health(hit.server, hit.tool);
    const similarity = Math.min(1, hit.score);
    const successRate = smoothedSuccessRate(record);
    const recency = recencyFactor(record.lastSuccessAt, now);
    ranked.push({
      key,
      server: hit.server,
      tool: hit.tool,
      callAs: name,
      similarity: round(similarity),
      successRate: round(successRate),
      calls: record.calls,
      successes: record.successes,
      recency: round(recency),
      score: similarity * successRate * recency,
      reason: fallbackReason(failed.tool, similarity, record, now, basis),
    });
  }
  const preferred = (s: FallbackSuggestion) => (s.server === preferServer ? 1 : 0);
  const byName = basis === "name";
  ranked.sort(
    (a, b) =>
      preferred(b) - preferred(a) ||
      (byName ? b.similarity - a.similarity : 0) ||
      b.score - a.score ||
      b.similarity - a.similarity ||
      a.key.localeCompare(b.key),
  );
  return ranked.slice(0, Math.max(0, maxFallbacks)).map(({ key: _key, score, ...rest }) => ({ ...rest, score: round(score) }));
}

/** "similar to read_file (0.82); 9/10 calls succeeded, last success 2 h ago" ("name close to ehco (0.75); …" by name). */
export function fallbackReason(
  failedTool: string,
  similarity: number,
  health: ToolHealth,
  now: Date,
  basis: "text" | "name" = "text",
): string {
  const similar = `${basis === "name" ? "name close to" : "similar to"} ${failedTool} (${similarity.toFixed(2)})`;
  if (health.calls === 0 && health.lastSuccessAt === null) return `${similar}; no calls on record`;
  const lastAt = health.lastSuccessAt === null ? Number.NaN : Date.parse(health.lastSuccessAt);
  const last = Number.isNaN(lastAt) ? "no success on record" : `last success ${formatAge(now.getTime() - lastAt)}`;
  return `${similar}; ${health.successes}/${health.calls} calls succeeded, ${last}`;
}

/** "just now", "5 min ago", "2 h ago", "3 d ago". */
export function formatAge(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.floor(hours / 24)} d ago`;
}
