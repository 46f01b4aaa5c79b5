/**
 * Fallbacks within one workflow run. After each recorded call it books the
 * call's health and notices a suggested tool being called (taken). After a
 * failed call it ranks the other tools (rankFallbacks), records the offer and
 * hands the suggestions to the model through the outcome's `modelNote`; with
 * autoRetryFallback it first calls the best suggestion itself, through the
 * workflow's recorded callTool, so that call is measured like any other.
 */
import type { McpTool as Tool } from "../../../protocol/mcp-types.js";
import { describeError } from "../../../errors.js";
import type { ToolCallOutcome } from "../../../protocol/tool-call-outcome.js";
import { resultText } from "../../../protocol/result-text.js";
import type { RoutedTool } from "../../../protocol/routed-tool.js";
import { observedSuccessRate, rankFallbacks } from "../../engine/rank-fallbacks.js";
import type { ToolSearch } from "../../engine/tool-search.js";
import { toolText } from "../../engine/tool-text.js";
import { toolKey } from "../../engine/types.js";
import type { FallbackSource, FallbackStatus } from "./fallback-source.js";
import type { ToolCallRecord } from "../../../result/tool-call-record.js";
import type { FallbackOffer, FallbackReport, FallbackSuggestion, FallbackTaken } from "../../../result/fallback-report.js";
import { round } from "../../../util/round.js";

/** Why a call counts as failed for fallbacks; null when it did not fail. */
export interface CallFailure {
  errorKind: string;
  error: string;
}

/**
 * Failed: not ok (tool error, timeout, invalid output...), or ok with nothing
 * in it (no text, no structuredContent). Calls to tools no server offers,
 * cancelled calls and calls refused for authorization get no suggestions: the
 * first already lists the tools, the second has no one left to read them, and
 * the third is no fault of the tool (another tool would not mend a missing
 * grant; the message names the server and the scope to fix).
 */
export function callFailure({ record, result }: Pick<ToolCallOutcome, "record" | "result">): CallFailure | null {
  if (!record.ok) {
    if (record.errorKind === "unknown-tool" || record.errorKind === "aborted" || record.errorKind === "auth") return null;
    return { errorKind: record.errorKind ?? "error", error: record.error ?? "the call failed" };
  }
  if (result && result.structuredContent === undefined && resultText(result).trim() === "") {
    return { errorKind: "empty-result", error: "the tool answered with an empty result (no text, no structuredContent)" };
  }
  return null;
}

/** Options of {@link WorkflowFallbacks.afterCall}. */
export interface AfterCallOptions {
  outcome: ToolCallOutcome;
  /** Index of the call's record in the workflow's tool calls. */
  index: number;
  args: Record<string, unknown>;
  signal?: AbortSignal;
  /** Calls a tool by its exposed name through the workflow's recorded callTool (which reports it to `observe`). */
  retry(callAs: string, args: Record<string, unknown>): Promise<ToolCallOutcome>;
}

interface OfferEntry {
  offer: FallbackOffer;
  callIndex: number;
  taken: boolean;
  /** MCP name of the suggested tool that stood in successfully. */
  recoveredBy?: string;
}

export class WorkflowFallbacks {
  readonly #advisor: FallbackSource;
  readonly #tools: readonly RoutedTool[];
  readonly #onStatus: FallbackStatus | undefined;
  readonly #entries: OfferEntry[] = [];
  readonly #taken: FallbackTaken[] = [];
  #search: ToolSearch | undefined;
  /** The offer an autoRetryFallback call in flight answers. */
  #auto: OfferEntry | undefined;

  constructor({ advisor, tools, onStatus }: { advisor: FallbackSource; tools: readonly RoutedTool[]; onStatus?: FallbackStatus }) {
    this.#advisor = advisor;
    this.#tools = tools;
    this.#onStatus = onStatus;
  }

  /** Every recorded call of the workflow, in order (also calls that never reached a server). */
  observe(index: number, record: ToolCallRecord): void {
    this.#advisor.health.record(record, this.#advisor.now());
    if (this.#auto) return this.#take(this.#auto, record, "auto");
    // The latest open offer of this step that suggested this tool: the model most likely answers the last failure.
    // A later step is a new request: a suggested tool called there serves that request, not the failed call.
    const entry = this.#entries.findLast(
      (e) =>
        !e.taken &&
        e.callIndex < index &&
        e.offer.step === record.step &&
        e.offer.suggestions.some((s) => s.server === record.server && s.tool === record.tool),
    );
    if (entry) this.#take(entry, record, "model");
  }

  /** After a recorded call: the outcome as is, or, after a failure with candidates, with suggestions for the model. */
  async afterCall({ outcome, index, args, signal, retry }: AfterCallOptions): Promise<ToolCallOutcome> {
    const failure = callFailure(outcome);
    if (failure === null) return outcome;
    const { record } = outcome;
    const suggestions = await this.#suggest(record, failure, signal);
    if (suggestions.length === 0) return outcome;
    const entry: OfferEntry = {
      offer: { step: record.step, server: record.server, tool: record.tool, ...failure, suggestions },
      callIndex: index,
      taken: false,
    };
    this.#entries.push(entry);
    this.#onStatus?.(
      "fallback-offered",
      `${record.tool} failed (${failure.errorKind}) → suggested ${suggestions.map((s) => s.callAs).join(", ")}`,
    );

    let fallback: { tool: string; ok: boolean; result: string } | undefined;
    const first = suggestions[0]!;
    if (this.#advisor.settings.autoRetryFallback) {
      this.#auto = entry;
      let retried: ToolCallOutcome;
      try {
        retried = await retry(first.callAs, argsFor(this.#definition(first.server, first.tool), args));
      } finally {
        this.#auto = undefined;
      }
      const text = retried.result ? resultText(retried.result) : `Error (${retried.record.errorKind}): ${retried.record.error}`;
      fallback = { tool: first.callAs, ok: retried.record.ok, result: text };
    }
    return {
      ...outcome,
      modelNote: (nameForModel) => ({
        ...(fallback ? { fallback: { ...fallback, tool: nameForModel(fallback.tool) } } : {}),
        fallback_suggestions: suggestions.map((s) => ({
          tool: nameForModel(s.callAs),
          server: s.server,
          similarity: round(s.similarity, 2),
          success_rate: observedSuccessRate(s),
          reason: s.reason,
        })),
      }),
    };
  }

  /** Index of each failed call a fallback recovered → the MCP name of the tool that stood in (for the tool-health metric). */
  recoveredCalls(): Map<number, string> {
    return new Map(this.#entries.flatMap((e) => (e.recoveredBy === undefined ? [] : [[e.callIndex, e.recoveredBy] as const])));
  }

  /** The workflow's fallbacks for the result; undefined when nothing was offered. */
  report(passed: boolean): FallbackReport | undefined {
    if (this.#entries.length === 0) return undefined;
    return { offered: this.#entries.map((e) => e.offer), taken: [...this.#taken], recovered: passed && this.#taken.some((t) => t.ok) };
  }

  async #suggest(record: ToolCallRecord, failure: CallFailure, signal: AbortSignal | undefined): Promise<FallbackSuggestion[]> {
    // Built on the first failure only: the search may load an embedding model.
    this.#search ??= this.#advisor.search.index(this.#tools.map((t) => ({ server: t.server, tool: t.definition })));
    const definition = this.#definition(record.server, record.tool);
    const query = `${definition ? toolText(definition) : record.tool} ${failure.error}`;
    let hits;
    try {
      hits = await this.#advisor.similar(this.#search, query, signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      this.#advisor.warn(`Fallback suggestions could not be ranked: ${describeError(error)}`);
      return [];
    }
    const exposed = new Map(this.#tools.map((t) => [toolKey(t.server, t.definition.name), t.exposedName]));
    return rankFallbacks({
      failed: record,
      hits,
      health: (server, tool) => this.#advisor.health.health(server, tool),
      callAs: (server, tool) => exposed.get(toolKey(server, tool)),
      maxFallbacks: this.#advisor.settings.maxFallbacks,
      now: this.#advisor.now(),
    });
  }

  #take(entry: OfferEntry, record: ToolCallRecord, by: FallbackTaken["by"]): void {
    entry.taken = true;
    // It stood in only if it did what callFailure asks of any call: a healthy answer with something in it.
    const ok = stoodIn(record);
    if (ok) entry.recoveredBy = record.tool;
    const offer = this.#entries.indexOf(entry);
    this.#taken.push({ offer, step: record.step, server: record.server, tool: record.tool, insteadOf: entry.offer.tool, by, ok });
    const who = by === "auto" ? "auto-retry called" : "model took";
    this.#onStatus?.("fallback-taken", `${who} ${record.tool} instead of ${entry.offer.tool} ${ok ? "✓" : "✗"}`);
  }

  #definition(server: string, tool: string): Tool | undefined {
    return this.#tools.find((t) => t.server === server && t.definition.name === tool)?.definition;
  }
}

/** A call that did the failed call's job as far as we can tell: not failed by {@link callFailure}'s rules (the record keeps the result's text, or its structuredContent as JSON). */
function stoodIn(record: ToolCallRecord): boolean {
  return record.ok && record.resultText.trim() !== "";
}

/** The failed call's arguments that the fallback declares (all of them when it declares no parameters). */
export function argsFor(definition: Tool | undefined, args: Record<string, unknown>): Record<string, unknown> {
  const properties = (definition?.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
  const declared = properties ? Object.keys(properties) : [];
  if (declared.length === 0) return { ...args };
  return Object.fromEntries(Object.entries(args).filter(([name]) => declared.includes(name)));
}
