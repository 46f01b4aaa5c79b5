/**
 * The run's side of self-healing fallbacks: settings, the tool health book
 * (stored metrics plus this run's calls) and the run's tool search, shared
 * by every workflow. Each workflow run gets its own WorkflowFallbacks, which
 * indexes that workflow's tools only when one of its calls fails, so a run
 * where every call succeeds never loads an embedding model.
 */
import type { FallbackSettings } from "../../../config/search-schema.js";
import { describeError, MissingPackageError } from "../../../errors.js";
import type { RoutedTool } from "../../../protocol/routed-tool.js";
import type { RunSearch } from "../run-search.js";
import type { ToolSearch } from "../../engine/tool-search.js";
import type { ToolHit } from "../../engine/types.js";
import { HealthBook } from "../../../state/health-book.js";
import { readState } from "../../../state/read-state.js";
import { WorkflowFallbacks } from "./workflow-fallbacks.js";
import type { FallbackSource, FallbackStatus } from "./fallback-source.js";

/** Options of {@link FallbackAdvisor}. */
export interface FallbackAdvisorOptions {
  settings: FallbackSettings;
  /** The run's tool search (config.search.mode). */
  search: RunSearch;
  /** History and live calls; every workflow call is booked into it. */
  health: HealthBook;
  /** Told (once per run) when suggestions could not be ranked in the configured mode. */
  onWarning?: (message: string) => void;
  /** @default () => new Date() */
  now?: () => Date;
}

export class FallbackAdvisor implements FallbackSource {
  readonly settings: FallbackSettings;
  readonly search: RunSearch;
  readonly health: HealthBook;
  readonly now: () => Date;
  readonly #onWarning: ((message: string) => void) | undefined;
  #warned = false;
  #missing: MissingPackageError | undefined;
  /** Set once the configured mode failed: later failures of the run rank lexically at once instead of waiting on the same error. */
  #lexicalOnly = false;

  constructor({ settings, search, health, onWarning, now = () => new Date() }: FallbackAdvisorOptions) {
    this.settings = settings;
    this.search = search;
    this.health = health;
    this.now = now;
    this.#onWarning = onWarning;
  }

  /** Fallbacks of one workflow run over the tools its router offers. */
  forWorkflow({ tools, onStatus }: { tools: readonly RoutedTool[]; onStatus?: FallbackStatus }): WorkflowFallbacks {
    return new WorkflowFallbacks({ advisor: this, tools, onStatus });
  }

  /**
   * Every tool of `search` ranked against the query in its configured mode.
   * If that mode fails (an embedder without its key, a mode not available),
   * the lexical ranking stands in, for the rest of the run: a suggestion must
   * never cost the workflow, and an unreachable embedder would be retried
   * (with backoff) on every failed call.
   */
  async similar(search: ToolSearch, query: string, signal?: AbortSignal): Promise<ToolHit[]> {
    if (this.#lexicalOnly) return search.rank(query, { mode: "lexical", signal });
    try {
      return await search.rank(query, { signal });
    } catch (error) {
      if (signal?.aborted || search.mode === "lexical") throw error;
      this.#lexicalOnly = true;
      // A missing optional package is a fact of the install, not of this call: said once, at the end of the run (endNotes).
      if (MissingPackageError.isInstance(error)) this.#missing = error;
      else this.warn(`Fallback suggestions are ranked lexically: search mode "${search.mode}" failed (${describeError(error)}).`);
      return search.rank(query, { mode: "lexical", signal });
    }
  }

  /**
   * What the run says at its end about the suggestions: one line when they were ranked lexically for want of
   * the local embedding model, unless `alreadySaid` (the tool-retrieval metric's note) gives its install command.
   */
  endNotes(alreadySaid: string | null): string[] {
    const missing = this.#missing;
    if (!missing || alreadySaid?.includes(missing.installCommand)) return [];
    return [`Fallback suggestions were ranked lexically: the local embedding model is not installed (${missing.installCommand}).`];
  }

  /** Passes a warning on, once per run: the same cause would repeat on every failed call. */
  warn(message: string): void {
    if (this.#warned) return;
    this.#warned = true;
    this.#onWarning?.(message);
  }
}

/**
 * The fallback advisor of a run, or undefined when fallbacks are off. The
 * stored metrics are read once, now: suggestions weigh tools by their history
 * plus this run's calls.
 */
export async function prepareFallbacks({
  settings,
  dir,
  search,
  onWarning,
  signal,
}: {
  /** config.fallbacks; null: off. */
  settings: FallbackSettings | null;
  /** The state folder; false: no history. */
  dir: string | false;
  search: RunSearch;
  onWarning?: (message: string) => void;
  signal?: AbortSignal;
}): Promise<FallbackAdvisor | undefined> {
  if (settings === null) return undefined;
  // A bad or missing file is reported by applyState at the end of the run; here it is just no history.
  const stored = dir === false ? null : await readState(dir, signal);
  return new FallbackAdvisor({ settings, search, health: HealthBook.fromMetrics(stored?.metrics ?? null), onWarning });
}
