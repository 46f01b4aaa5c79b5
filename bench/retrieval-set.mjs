// A labelled tool-retrieval set and how tool search scores on it: the tools of
// some MCP servers (tools.json) and user queries, each labelled with every tool
// that would serve it (queries.json). The project's own set lives in
// __tests__/fixtures/retrieval/; see its README for how it was made. Used by
// `npm run bench:retrieval`, the retrieval experiments and the retrieval-quality
// tests; not part of the library. Needs `npm run build:lib`.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { formatPath } from "../lib/config/format-path.js";
import { ConfigError, describeError } from "../lib/errors.js";
import { toolKey } from "../lib/search/engine/types.js";

/** What a tool contributes to search: the MCP fields a snapshot keeps. */
export const RetrievalToolSchema = z.object({
  name: z.string().min(1),
  title: z.string().optional(),
  description: z.string().optional(),
  inputSchema: z.looseObject({ type: z.literal("object"), properties: z.record(z.string(), z.looseObject({})).optional() }),
});

export const RetrievalToolsFileSchema = z.strictObject({
  servers: z.record(
    z.string().regex(/^[^/]+$/, "a server name must not contain '/' (labels are \"server/tool\")"),
    z.strictObject({
      /** npm package the tools were listed from. */
      package: z.string().min(1),
      version: z.string().min(1),
      tools: z.array(RetrievalToolSchema).min(1),
    }),
  ),
});

export const RetrievalQuerySchema = z.strictObject({
  query: z.string().trim().min(1),
  /** Every tool that would correctly serve the query, as "server/tool"; a query is a hit when any of them ranks high. */
  relevant: z.array(z.string().regex(/^[^/]+\/.+$/, 'expected "server/tool"')).min(1),
});

export const RetrievalQueriesFileSchema = z.strictObject({
  queries: z.array(RetrievalQuerySchema).min(1),
});

/**
 * Both files of a set, parsed.
 * @typedef {{ servers: z.output<typeof RetrievalToolsFileSchema>["servers"], queries: z.output<typeof RetrievalQuerySchema>[] }} RetrievalSet
 */

/**
 * Reads a set from a folder holding tools.json and queries.json; a missing,
 * non-JSON or mis-shaped file throws a ConfigError naming the file and the field.
 * @param {{ dir: string, signal?: AbortSignal }} options
 * @returns {Promise<RetrievalSet>}
 */
export async function readRetrievalSet({ dir, signal }) {
  const [tools, queries] = await Promise.all([
    readJsonFile(path.join(dir, "tools.json"), RetrievalToolsFileSchema, signal),
    readJsonFile(path.join(dir, "queries.json"), RetrievalQueriesFileSchema, signal),
  ]);
  return { servers: tools.servers, queries: queries.queries };
}

/**
 * @template {z.ZodType} S
 * @param {string} file
 * @param {S} schema
 * @param {AbortSignal | undefined} signal
 * @returns {Promise<z.output<S>>}
 */
async function readJsonFile(file, schema, signal) {
  let json;
  try {
    json = JSON.parse(await readFile(file, { encoding: "utf8", signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    const missing = /** @type {NodeJS.ErrnoException} */ (error).code === "ENOENT";
    throw new ConfigError(
      `Retrieval set file ${file} ${missing ? "does not exist" : `could not be read as JSON: ${describeError(error)}`}`,
      {
        file,
        code: missing ? "CONFIG_NOT_FOUND" : "CONFIG_INVALID",
        cause: error,
      },
    );
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
  const first = issues[0];
  throw new ConfigError(
    `Retrieval set file ${file} does not match its schema at ${first?.path ?? "(root)"}: ${first?.message ?? "invalid"}`,
    {
      file,
      issues,
      cause: parsed.error,
    },
  );
}

/**
 * Consistency of a set across its two files, which the schemas cannot see one
 * at a time: labels name real tools, no query is asked twice, no query lists a
 * tool twice, and every server is asked about. One line per problem; empty
 * when the set is sound.
 * @param {RetrievalSet} set
 * @returns {string[]}
 */
export function checkRetrievalSet(set) {
  const problems = [];
  const tools = new Set(Object.entries(set.servers).flatMap(([server, { tools }]) => tools.map((tool) => toolKey(server, tool.name))));
  const asked = new Map();
  const servedServers = new Set();
  set.queries.forEach(({ query, relevant }, index) => {
    const where = `queries[${index}] ${JSON.stringify(query)}`;
    // Case and spacing do not make a query new.
    const normalized = query.trim().toLowerCase().replace(/\s+/g, " ");
    const first = asked.get(normalized);
    if (first !== undefined) problems.push(`${where}: same query as queries[${first}]`);
    else asked.set(normalized, index);
    const seen = new Set();
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

/**
 * The half a query belongs to: "dev" (search settings may be tuned on it) when
 * the first byte of the SHA-256 of its exact text (UTF-8) is even, else "test"
 * (held out). Fixed per query, so adding a query never moves another.
 * @param {string} query
 * @returns {"dev" | "test"}
 */
export function retrievalHalf(query) {
  return /** @type {number} */ (createHash("sha256").update(query).digest()[0]) % 2 === 0 ? "dev" : "test";
}

/**
 * The set's tools in a stable order (servers, then tools, as in tools.json), as search indexes take them.
 * @param {RetrievalSet} set
 */
export function retrievalSetTools(set) {
  return Object.entries(set.servers).flatMap(([server, { tools }]) => tools.map((tool) => ({ server, tool })));
}

/**
 * Where one query's first relevant tool ranked: `rank` is 1-based, null when none of them is in the set; `top` the best tools as ranked.
 * @typedef {{ query: string, relevant: string[], rank: number | null, top: string[] }} RetrievalQueryRank
 */
/** @typedef {{ queries: number, recallAt1: number, recallAt5: number, mrr: number }} RetrievalScores */
/**
 * Scores of one mode over all queries, and over each half; `durationMs` includes model loading and tool indexing.
 * @typedef {RetrievalScores & { mode: string, durationMs: number, halves: { dev: RetrievalScores, test: RetrievalScores }, ranks: RetrievalQueryRank[] }} RetrievalModeResult
 */

/**
 * Ranks every query of the set in each mode, one mode after the other. A
 * query is a hit at k when ANY of its relevant tools is in the top k.
 * @param {{
 *   set: RetrievalSet,
 *   search: { index(tools: Array<{ server: string, tool: any }>): { rank(query: string, options: object): Promise<Array<{ server: string, tool: string }>> } } | { rank(query: string, options: object): Promise<Array<{ server: string, tool: string }>> },
 *   modes?: readonly string[],
 *   keepTop?: number,
 *   signal?: AbortSignal,
 *   now?: () => number,
 * }} options `search`: a SearchEngine (it indexes the set's tools) or a ToolSearch built over retrievalSetTools(set)
 * @returns {Promise<{ servers: number, tools: number, modes: RetrievalModeResult[] }>}
 */
export async function evaluateRetrieval({
  set,
  search,
  modes = ["lexical", "semantic", "hybrid"],
  keepTop = 5,
  signal,
  now = () => performance.now(),
}) {
  const tools = retrievalSetTools(set);
  // Told apart by shape, not instanceof: a SearchEngine from another copy of the library is still an engine.
  const index = "rank" in search ? search : search.index(tools);
  /** @type {RetrievalModeResult[]} */
  const results = [];
  for (const mode of modes) {
    const started = now();
    /** @type {RetrievalQueryRank[]} */
    const ranks = [];
    for (const { query, relevant } of set.queries) {
      const ranked = (await index.rank(query, { mode, signal })).map((hit) => toolKey(hit.server, hit.tool));
      const wanted = new Set(relevant);
      const position = ranked.findIndex((key) => wanted.has(key));
      ranks.push({ query, relevant, rank: position === -1 ? null : position + 1, top: ranked.slice(0, keepTop) });
    }
    const durationMs = now() - started;
    /** @param {"dev" | "test"} which */
    const half = (which) => retrievalScores(ranks.filter(({ query }) => retrievalHalf(query) === which));
    results.push({ mode, ...retrievalScores(ranks), durationMs, halves: { dev: half("dev"), test: half("test") }, ranks });
  }
  return { servers: Object.keys(set.servers).length, tools: tools.length, modes: results };
}

/**
 * Recall@1, Recall@5 and MRR of some ranked queries (all 0 for none).
 * @param {ReadonlyArray<{ rank: number | null }>} ranks
 * @returns {RetrievalScores}
 */
export function retrievalScores(ranks) {
  const queries = ranks.length;
  if (queries === 0) return { queries, recallAt1: 0, recallAt5: 0, mrr: 0 };
  /** @param {number} k */
  const within = (k) => ranks.filter(({ rank }) => rank !== null && rank <= k).length / queries;
  const mrr = ranks.reduce((sum, { rank }) => sum + (rank === null ? 0 : 1 / rank), 0) / queries;
  return { queries, recallAt1: within(1), recallAt5: within(5), mrr };
}
