/**
 * Consistency of a labelled retrieval set across its two files, which the
 * schemas cannot see one at a time: labels name real tools, no query is
 * asked twice, no query lists a tool twice, and every server is asked about.
 */
import { toolKey } from "./types.js";
import type { RetrievalSet } from "./retrieval-set-schema.js";

/** One line per problem (query index, query text and what is wrong); empty when the set is sound. */
export function checkRetrievalSet(set: RetrievalSet): string[] {
  const problems: string[] = [];
  const tools = new Set(Object.entries(set.servers).flatMap(([server, { tools }]) => tools.map((tool) => toolKey(server, tool.name))));
  const asked = new Map<string, number>();
  const servedServers = new Set<string>();
  set.queries.forEach(({ query, relevant }, index) => {
    const where = `queries[${index}] ${JSON.stringify(query)}`;
    // Case and spacing do not make a query new.
    const normalized = query.trim().toLowerCase().replace(/\s+/g, " ");
    const first = asked.get(normalized);
    if (first !== undefined) problems.push(`${where}: same query as queries[${first}]`);
    else asked.set(normalized, index);
    const seen = new Set<string>();
    for (const label of relevant) {
      if (seen.has(label)) problems.push(`${where}: "${label}" is listed twice`);
      seen.add(label);
      if (!tools.has(label)) problems.push(`${where}: "${label}" is not a tool of the set`);
      else servedServers.add(label.slice(0, label.indexOf("/")));
    }
  });
  for (const server of Object.keys(set.servers)) {
    if (!servedServers.has(server)) problems.push(`server "${server}": no query is labelled with any of its tools`);
  }
  return problems;
}

