/**
 * `lexical` mode: BM25 (MiniSearch's BM25+) over each tool's search text,
 * with words stemmed (Porter) so "files" meets "file" and "searching" meets
 * "search". Every tool gets a score: tools that share no word with the query
 * score 0 and rank after all that do.
 */
import MiniSearch from "minisearch";
import { stemmer } from "stemmer";
import { toolText } from "./tool-text.js";
import { toolKey, type IndexedTool, type ToolHit } from "./types.js";

/** Words that carry no meaning for picking a tool. */
const STOP_WORDS = new Set(
  "a an and are as at be by can could do for from get give has have how i in into is it its me my of on or please show some that the them then there these this to up us use want was we what when where which will with would you your".split(" "),
);

/** Lower-cased word stems of a text, stop words dropped. */
export function lexicalTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP_WORDS.has(word)).map((word) => stemmer(word));
}

export class LexicalIndex {
  readonly #tools: IndexedTool[];
  readonly #search: MiniSearch<{ id: number; text: string }>;

  constructor(tools: readonly IndexedTool[]) {
    this.#tools = [...tools];
    this.#search = new MiniSearch({
      fields: ["text"],
      // Terms are already split, filtered and stemmed; MiniSearch must not redo it.
      tokenize: (text) => text.split(" "),
      processTerm: (term) => term || null,
    });
    this.#search.addAll(this.#tools.map((entry, id) => ({ id, text: lexicalTerms(toolText(entry.tool)).join(" ") })));
  }

  /** Every tool, best first; scores divided by the best one (0..1). */
  rank(query: string): ToolHit[] {
    const scores = this.scores(query);
    return sortHits(this.#tools.map(({ server, tool }, id) => ({ server, tool: tool.name, score: scores[id]! })));
  }

  /** Score of each tool (in the order given), divided by the best one (0..1); 0 for tools sharing no word with the query. */
  scores(query: string): Float64Array {
    const scores = new Float64Array(this.#tools.length);
    const terms = lexicalTerms(query);
    if (terms.length === 0) return scores;
    let best = 0;
    for (const hit of this.#search.search(terms.join(" "), { combineWith: "OR" })) {
      scores[hit.id as number] = hit.score;
      best = Math.max(best, hit.score);
    }
    if (best > 0) for (let i = 0; i < scores.length; i++) scores[i]! /= best;
    return scores;
  }
}

/** Best first; ties in a fixed order (server, then tool name) so rankings are reproducible. */
export function sortHits(hits: ToolHit[]): ToolHit[] {
  return hits.sort((a, b) => b.score - a.score || toolKey(a.server, a.tool).localeCompare(toolKey(b.server, b.tool)));
}
