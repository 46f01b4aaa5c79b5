/**
 * A small, general English lexicon for BM25: words people and tool
 * descriptions use for the same action or thing ("remove" / "delete",
 * "folder" / "directory"). A query word of a group also looks for the other
 * words of its group, at a lower weight than the words the user typed
 * (QUERY_SYNONYM_WEIGHT), so an exact match still wins.
 *
 * Kept short on purpose and written for any MCP server, never for one tool
 * list: verbs of the CRUD family, common computing nouns, the words for
 * remembering, and arithmetic (most installs rank lexically: the local
 * model is optional). Adding a group is a judgement about English, not about a
 * labelled query; re-measure the held-out half of the retrieval set
 * (bench/README.md "Tool search quality") after any change.
 */
import { stemmer } from "stemmer";

const GROUPS: readonly string[] = [
  // actions
  "delete remove erase drop discard forget",
  "list enumerate",
  "read view display open fetch retrieve",
  "create make new add",
  "search find lookup locate query",
  "send post tell message notify",
  "write save store",
  "edit modify change update alter",
  "run execute launch",
  "copy duplicate clone",
  "remember memorize memory recall",
  // arithmetic
  "sum plus total addition",
  "subtract minus difference subtraction",
  "multiply times product multiplication",
  "divide quotient division",
  // things
  "folder directory dir",
  "picture image photo screenshot",
  "page website site webpage",
  "database db",
  "user person people member account",
];

/** Stem → the other stems of its groups. */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>();
  for (const group of GROUPS) {
    const stems = [...new Set(group.split(" ").map((word) => stemmer(word)))];
    for (const stem of stems) {
      const others = map.get(stem) ?? new Set<string>();
      for (const other of stems) if (other !== stem) others.add(other);
      map.set(stem, others);
    }
  }
  return new Map([...map].map(([stem, others]) => [stem, [...others]]));
})();

/** Weight of a synonym relative to a word of the query (1). */
export const QUERY_SYNONYM_WEIGHT = 0.5;

/**
 * The query's stems followed by the synonyms they bring in (those not in the
 * query already), with the weight of each term.
 */
export function expandQueryTerms(terms: readonly string[]): { terms: string[]; weights: number[] } {
  const seen = new Set(terms);
  const added: string[] = [];
  for (const term of terms) {
    for (const synonym of SYNONYMS.get(term) ?? []) {
      if (!seen.has(synonym)) {
        seen.add(synonym);
        added.push(synonym);
      }
    }
  }
  return { terms: [...terms, ...added], weights: [...terms.map(() => 1), ...added.map(() => QUERY_SYNONYM_WEIGHT)] };
}
