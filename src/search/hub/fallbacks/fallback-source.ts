/**
 * What one workflow's fallbacks need from the run-wide advisor: its settings,
 * the run's tool search, the success history, and a ranking that falls back
 * to lexical once. An interface, so workflow-fallbacks.ts and
 * fallback-advisor.ts do not import each other.
 */
import type { FallbackSettings } from "../../../config/search-schema.js";
import type { ToolSearch } from "../../engine/tool-search.js";
import type { ToolHit } from "../../engine/types.js";
import type { HealthBook } from "../../../state/health-book.js";
import type { RunSearch } from "../run-search.js";

/** Where a workflow's fallback events go: an onStatus event for observers. */
export type FallbackStatus = (status: "fallback-offered" | "fallback-taken", detail: string) => void;

export interface FallbackSource {
  readonly settings: FallbackSettings;
  readonly search: RunSearch;
  readonly health: HealthBook;
  now(): Date;
  /** Every tool of `search` ranked against the query (lexically once the configured mode failed). */
  similar(search: ToolSearch, query: string, signal?: AbortSignal): Promise<ToolHit[]>;
  /** A warning for the run's reporters, given once. */
  warn(message: string): void;
}
