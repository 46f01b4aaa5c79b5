/**
 * The LLM side of tool search (`search.model`): shown a request and a list of
 * candidate tools, the model answers with a JSON array of tool ids, best
 * first. Used to re-rank hybrid's top candidates and, in `llm` mode, to rank
 * every tool. The key is checked when the ranker is made; the model (and
 * `ai`) load on the first call.
 */
import type { LanguageModel } from "ai";
import { z } from "zod";
import type { ModelSpec } from "../../config/schema.js";
import { resolveModel } from "../../model/resolve-model.js";
import { clipText } from "../../util/clip-text.js";
import { toolKey, type IndexedTool } from "./types.js";

export interface LlmRankOptions {
  signal?: AbortSignal;
}

export interface LlmRanker {
  /** "provider:model", safe to print. */
  readonly label: string;
  /** Indices into `candidates` of the tools the model named, best first (unknown names dropped). Throws when the answer is unusable. */
  rank(query: string, candidates: readonly IndexedTool[], options?: LlmRankOptions): Promise<number[]>;
}

export interface CreateLlmRankerOptions {
  /** @default process.env */
  env?: Record<string, string | undefined>;
  /** Limit of one ranking call (ms). @default 120_000 */
  timeoutMs?: number;
}

export const RANKER_SYSTEM_PROMPT =
  "You rank the tools of MCP servers by how well each fits a user's request. " +
  'Answer with only a JSON array of tool ids from the list, best first, e.g. ["files/read_file", "files/list_directory"].';

const AnswerSchema = z.array(z.string());

export function createLlmRanker(spec: ModelSpec, { env = process.env, timeoutMs = 120_000 }: CreateLlmRankerOptions = {}): LlmRanker {
  const resolved = resolveModel(spec, { env, role: "search" });
  if (resolved.kind !== "llm") throw new Error("unreachable: resolveModel refuses scripted for search");
  let model: Promise<LanguageModel> | undefined;
  const languageModel = () =>
    (model ??= import("../../model/create-language-model.js")
      .then(({ createLanguageModel }) => createLanguageModel(resolved))
      .catch((error: unknown) => {
        model = undefined;
        throw error;
      }));
  return {
    label: resolved.label,
    async rank(query, candidates, { signal } = {}) {
      const { generateText } = await import("ai");
      const timeout = AbortSignal.timeout(timeoutMs);
      const { text } = await generateText({
        model: await languageModel(),
        system: RANKER_SYSTEM_PROMPT,
        prompt: rankPrompt(query, candidates),
        temperature: 0,
        // The model carries our retries (createLanguageModel).
        maxRetries: 0,
        abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      return parseRanking(text, candidates);
    },
  };
}

function rankPrompt(query: string, candidates: readonly IndexedTool[]): string {
  const lines = candidates.map(
    ({ server, tool }) => `- ${toolKey(server, tool.name)}: ${clipText((tool.description ?? tool.title ?? "").replace(/\s+/g, " "), 300)}`,
  );
  return [`Request: ${query}`, "", "Tools:", ...lines, "", "Answer with the JSON array of tool ids, best first."].join("\n");
}

/**
 * Indices of the named candidates, in the model's order. Accepts "server/tool"
 * ids and bare tool names (the first not yet taken candidate of that name);
 * ignores unknown names and repeats. An answer naming no candidate is an error.
 */
export function parseRanking(text: string, candidates: readonly IndexedTool[]): number[] {
  const start = text.indexOf("[");
  const end = text.lastIndexOf("]");
  if (start < 0 || end < start) throw new Error(`the answer holds no JSON array: ${clipText(text, 120)}`);
  let names: string[];
  try {
    names = AnswerSchema.parse(JSON.parse(text.slice(start, end + 1)));
  } catch {
    throw new Error(`the answer is not a JSON array of tool ids: ${clipText(text, 120)}`);
  }
  const taken = new Set<number>();
  const order: number[] = [];
  for (const name of names) {
    let index = candidates.findIndex(({ server, tool }) => toolKey(server, tool.name) === name);
    if (index < 0 || taken.has(index)) index = candidates.findIndex(({ tool }, i) => tool.name === name && !taken.has(i));
    if (index < 0 || taken.has(index)) continue;
    taken.add(index);
    order.push(index);
  }
  if (order.length === 0) throw new Error(`the answer names none of the ${candidates.length} candidate tools: ${clipText(text, 120)}`);
  return order;
}
