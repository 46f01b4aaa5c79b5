/**
 * `lexical` mode: BM25 (MiniSearch's BM25+) over each tool's text, with words
 * stemmed (Porter) so "files" meets "file" and "searching" meets "search".
 * Every tool gets a score: tools that share no word with the query score 0
 * and rank after all that do.
 *
 * Measured on the dev half of the labelled set (bench/README.md "Tool search
 * quality"), three general choices each helped:
 *  - fields: the name, the description, the parameters and the server's name
 *    are scored as separate BM25 fields, so a word in a short name counts more
 *    than the same word deep in a long description; parameter prose counts
 *    half (PARAMETERS_BOOST): it names inputs, not what the tool is for;
 *  - the server's name is a field: users say "on Slack", "in my memory",
 *    "postgres db", and the server name is part of every tool's identity;
 *  - a small general lexicon (query-synonyms.ts) lets "remove" meet "delete".
 */
import MiniSearch from "minisearch";
import { stemmer } from "stemmer";
import { expandQueryTerms } from "./query-synonyms.js";
import { identifierWords, toolFields } from "./tool-text.js";
import { toolKey, type IndexedTool, type ToolHit } from "./types.js";

/** Words that carry no meaning for picking a tool. */
const STOP_WORDS = new Set(
  "a an and are as at be by can could do for from get give has have how i in into is it its me my of on or please show some that the them then there these this to up us use want was we what when where which will with would you your".split(
    " ",
  ),
);

/** Weight of the parameters field against name, description and server (1). */
const PARAMETERS_BOOST = 0.5;

/** Lower-cased word stems of a text, stop words dropped. */
export function lexicalTerms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP_WORDS.has(word)).map((word) => stemmer(word));
}

interface LexicalDocument {
  id: number;
  name: string;
  description: string;
  parameters: string;
  server: string;
}

export class LexicalIndex {
  readonly #tools: IndexedTool[];
  readonly #search: MiniSearch<LexicalDocument>;

  constructor(tools: readonly IndexedTool[]) {
    this.#tools = [...tools];
    this.#search = new MiniSearch({
      fields: ["name", "description", "parameters", "server"],
      // Terms are already split, filtered and stemmed; MiniSearch must not redo it.
      tokenize: (text) => text.split(" "),
      processTerm: (term) => term || null,
    });
    const terms = (text: string) => lexicalTerms(text).join(" ");
    this.#search.addAll(
      this.#tools.map(({ server, tool }, id) => {
        const fields = toolFields(tool);
        return {
          id,
          name: terms(fields.name),
          description: terms(fields.description),
          parameters: terms(fields.parameters),
          server: terms(identifierWords(server)),
        };
      }),
    );
  }

  /** Every tool, best first; scores divided by the best one (0..1). */
  rank(query: string): ToolHit[] {
    const scores = this.scores(query);
    return sortHits(this.#tools.map(({ server, tool }, id) => ({ server, tool: tool.name, score: scores[id]! })));
  }

  /** Score of each tool (in the order given), divided by the best one (0..1); 0 for tools sharing no word with the query. */
  scores(query: string): Float64Array {
    return relativeToBest(this.bm25(query));
  }

  /** Raw BM25 of each tool (in the order given): 0 for tools sharing no word with the query, unbounded above. */
  bm25(query: string): Float64Array {
    const scores = new Float64Array(this.#tools.length);
    const { terms, weights } = expandQueryTerms(lexicalTerms(query));
    if (terms.length === 0) return scores;
    const weightOf = new Map(terms.map((term, i) => [term, weights[i]!]));
    const options = {
      combineWith: "OR",
      boost: { parameters: PARAMETERS_BOOST },
      boostTerm: (term: string) => weightOf.get(term) ?? 1,
    } as const;
    for (const hit of this.#search.search(terms.join(" "), options)) scores[hit.id as number] = hit.score;
    return scores;
  }
}

/** Scores divided by the best one (a copy); all 0 stays all 0. */
export function relativeToBest(raw: Float64Array): Float64Array {
  let best = 0;
  for (const x of raw) best = Math.max(best, x);
  return best > 0 ? raw.map((x) => x / best) : raw.slice();
}

/** Best first; ties in a fixed order (server, then tool name) so rankings are reproducible. */
export function sortHits(hits: ToolHit[]): ToolHit[] {
  return hits.sort((a, b) => b.score - a.score || toolKey(a.server, a.tool).localeCompare(toolKey(b.server, b.tool)));
}
