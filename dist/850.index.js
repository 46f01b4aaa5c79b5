export const id = 850;
export const ids = [850];
export const modules = {

/***/ 80850:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ToolSearch: () => (/* binding */ ToolSearch)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/search/engine/fuse-rankings.ts
/**
 * `hybrid` mode: lexical and semantic scores of the same tools fused into one
 * ranking. Three classic fusions are implemented; DEFAULT_FUSION names the one
 * hybrid uses, chosen on the dev half of the labelled retrieval set
 * (bench/README.md "Tool search quality" has the numbers):
 *
 *  - zscore: α·z(semantic) + (1-α)·z(lexical), each side standardised over
 *    the query's tools (mean 0, standard deviation 1). A side that singles out
 *    a few tools (BM25 matching two tools of 129) gives them large z-scores
 *    and so weighs more in that query; a side that matches nothing (all 0)
 *    gives every tool 0 and leaves the ranking to the other. Min-max scaled
 *    to 0..1 at the end.
 *  - convex: α·semantic + (1-α)·lexical over scores normalised to 0..1
 *    (semantic min-max within the query, lexical divided by the best BM25).
 *  - rrf: reciprocal-rank fusion, Σ 1/(k + rank) over both rankings (k = 60,
 *    Cormack et al. 2009). Uses ranks only, so it ignores how far apart scores are.
 *    A tool sharing no word with the query takes no lexical share.
 */
const DEFAULT_FUSION = { method: "zscore", alpha: 0.5, k: 60 };
/**
 * Fused 0..1 scores, one per tool, from per-tool lexical scores (0..1, 0 =
 * no match) and cosines. Ties within one side are ranked by index, which the
 * caller keeps in a fixed order.
 */
function fuseScores(lexical, cosines, options = {}) {
    const { method, alpha, k } = { ...DEFAULT_FUSION, ...options };
    const n = lexical.length;
    const fused = new Float64Array(n);
    if (n === 0)
        return fused;
    if (method === "zscore") {
        const semantic = standardize(cosines);
        const words = standardize(lexical);
        for (let i = 0; i < n; i++)
            fused[i] = alpha * semantic[i] + (1 - alpha) * words[i];
        return minMax(fused);
    }
    if (method === "convex") {
        const semantic = minMax(Float64Array.from(cosines));
        for (let i = 0; i < n; i++)
            fused[i] = alpha * semantic[i] + (1 - alpha) * lexical[i];
        return fused;
    }
    const semanticRank = ranks(cosines);
    const lexicalRank = ranks(lexical);
    let best = 0;
    for (let i = 0; i < n; i++) {
        fused[i] = 1 / (k + semanticRank[i]) + (lexical[i] > 0 ? 1 / (k + lexicalRank[i]) : 0);
        best = Math.max(best, fused[i]);
    }
    for (let i = 0; i < n; i++)
        fused[i] /= best;
    return fused;
}
/** (x - mean) / standard deviation; all 0 when every value is the same. */
function standardize(values) {
    const n = values.length;
    let mean = 0;
    for (let i = 0; i < n; i++)
        mean += values[i] / n;
    let variance = 0;
    for (let i = 0; i < n; i++)
        variance += (values[i] - mean) ** 2 / n;
    const sd = Math.sqrt(variance);
    return Float64Array.from(values, (x) => (sd > 0 ? (x - mean) / sd : 0));
}
/** Scaled in place onto 0..1 (all 1 when every value is the same). */
function minMax(values) {
    let min = Infinity;
    let max = -Infinity;
    for (const x of values) {
        min = Math.min(min, x);
        max = Math.max(max, x);
    }
    const span = max - min;
    for (let i = 0; i < values.length; i++)
        values[i] = span > 0 ? (values[i] - min) / span : 1;
    return values;
}
/** 1-based rank of each entry by descending value (ties by index). */
function ranks(values) {
    const order = Array.from({ length: values.length }, (_, i) => i).sort((a, b) => values[b] - values[a] || a - b);
    const out = new Uint32Array(values.length);
    order.forEach((index, position) => (out[index] = position + 1));
    return out;
}

;// CONCATENATED MODULE: ./src/search/engine/hybrid-relevance.ts
/**
 * How likely a hybrid search's best hit serves the query, 0..1, from its
 * cosine and raw BM25: a logistic model fitted on the labelled retrieval set
 * (bench/calibrate-relevance.mjs; bench/README.md "Search scores" has the
 * fit and how well it is calibrated). Positives: queries whose best hybrid hit
 * is one of their labelled tools; negatives: the others, plus each query
 * searched over the servers that cannot serve it (the best hit of an
 * unrelated query). The coefficients belong to the local embedding model
 * and the lexical index's BM25; another embedding model has other cosines,
 * so for it the number is a rough guide.
 */
const RELEVANCE_MODEL = { intercept: -5.45, cosine: 1.93, bm25: 1.05 };
function hybridRelevance(cosine, bm25) {
    const z = RELEVANCE_MODEL.intercept + RELEVANCE_MODEL.cosine * cosine + RELEVANCE_MODEL.bm25 * Math.log1p(Math.max(0, bm25));
    return 1 / (1 + Math.exp(-z));
}

// EXTERNAL MODULE: ./node_modules/minisearch/dist/es/index.js
var es = __webpack_require__(72150);
// EXTERNAL MODULE: ./node_modules/stemmer/index.js
var stemmer = __webpack_require__(3946);
;// CONCATENATED MODULE: ./src/search/engine/query-synonyms.ts
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

const GROUPS = [
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
const SYNONYMS = (() => {
    const map = new Map();
    for (const group of GROUPS) {
        const stems = [...new Set(group.split(" ").map((word) => (0,stemmer/* stemmer */.I)(word)))];
        for (const stem of stems) {
            const others = map.get(stem) ?? new Set();
            for (const other of stems)
                if (other !== stem)
                    others.add(other);
            map.set(stem, others);
        }
    }
    return new Map([...map].map(([stem, others]) => [stem, [...others]]));
})();
/** Weight of a synonym relative to a word of the query (1). */
const QUERY_SYNONYM_WEIGHT = 0.5;
/**
 * The query's stems followed by the synonyms they bring in (those not in the
 * query already), with the weight of each term.
 */
function expandQueryTerms(terms) {
    const seen = new Set(terms);
    const added = [];
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

// EXTERNAL MODULE: ./src/search/engine/tool-text.ts
var tool_text = __webpack_require__(71597);
// EXTERNAL MODULE: ./src/search/engine/types.ts
var types = __webpack_require__(36082);
;// CONCATENATED MODULE: ./src/search/engine/lexical-index.ts
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





/** Words that carry no meaning for picking a tool. */
const STOP_WORDS = new Set("a an and are as at be by can could do for from get give has have how i in into is it its me my of on or please show some that the them then there these this to up us use want was we what when where which will with would you your".split(" "));
/** Weight of the parameters field against name, description and server (1). */
const PARAMETERS_BOOST = 0.5;
/** Lower-cased word stems of a text, stop words dropped. */
function lexicalTerms(text) {
    return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP_WORDS.has(word)).map((word) => (0,stemmer/* stemmer */.I)(word));
}
class LexicalIndex {
    #tools;
    #search;
    constructor(tools) {
        this.#tools = [...tools];
        this.#search = new es/* default */.A({
            fields: ["name", "description", "parameters", "server"],
            // Terms are already split, filtered and stemmed; MiniSearch must not redo it.
            tokenize: (text) => text.split(" "),
            processTerm: (term) => term || null,
        });
        const terms = (text) => lexicalTerms(text).join(" ");
        this.#search.addAll(this.#tools.map(({ server, tool }, id) => {
            const fields = (0,tool_text/* toolFields */.M2)(tool);
            return {
                id,
                name: terms(fields.name),
                description: terms(fields.description),
                parameters: terms(fields.parameters),
                server: terms((0,tool_text/* identifierWords */.ju)(server)),
            };
        }));
    }
    /** Every tool, best first; scores divided by the best one (0..1). */
    rank(query) {
        const scores = this.scores(query);
        return sortHits(this.#tools.map(({ server, tool }, id) => ({ server, tool: tool.name, score: scores[id] })));
    }
    /** Score of each tool (in the order given), divided by the best one (0..1); 0 for tools sharing no word with the query. */
    scores(query) {
        return relativeToBest(this.bm25(query));
    }
    /** Raw BM25 of each tool (in the order given): 0 for tools sharing no word with the query, unbounded above. */
    bm25(query) {
        const scores = new Float64Array(this.#tools.length);
        const { terms, weights } = expandQueryTerms(lexicalTerms(query));
        if (terms.length === 0)
            return scores;
        const weightOf = new Map(terms.map((term, i) => [term, weights[i]]));
        const options = {
            combineWith: "OR",
            boost: { parameters: PARAMETERS_BOOST },
            boostTerm: (term) => weightOf.get(term) ?? 1,
        };
        for (const hit of this.#search.search(terms.join(" "), options))
            scores[hit.id] = hit.score;
        return scores;
    }
}
/** Scores divided by the best one (a copy); all 0 stays all 0. */
function relativeToBest(raw) {
    let best = 0;
    for (const x of raw)
        best = Math.max(best, x);
    return best > 0 ? raw.map((x) => x / best) : raw.slice();
}
/** Best first; ties in a fixed order (server, then tool name) so rankings are reproducible. */
function sortHits(hits) {
    return hits.sort((a, b) => b.score - a.score || (0,types/* toolKey */._)(a.server, a.tool).localeCompare((0,types/* toolKey */._)(b.server, b.tool)));
}

;// CONCATENATED MODULE: ./src/search/engine/llm-order.ts
/**
 * The re-ranked candidates of hybrid mode: the ones the model named in its order, then the ones it left out.
 * Positions keep their fused scores: the list stays best first and 0..1.
 */
function rerankedTop(top, order) {
    const moved = [...order.map((i) => top[i]), ...top.filter((_, i) => !order.includes(i))];
    return moved.map((hit, i) => ({ ...hit, score: top[i].score }));
}
/** Every tool's index for llm mode: the model's order, then the tools it left out in lexical order (`lexical`: one score per tool). */
function llmOrder(order, lexical) {
    const named = new Set(order);
    const rest = Array.from({ length: lexical.length }, (_, i) => i)
        .filter((i) => !named.has(i))
        .sort((a, b) => lexical[b] - lexical[a] || a - b);
    return [...order, ...rest];
}

// EXTERNAL MODULE: ./src/search/engine/vector-math.ts
var vector_math = __webpack_require__(11019);
;// CONCATENATED MODULE: ./src/search/engine/tool-search.ts
/**
 * Tool search over the tools of one or more servers: lexical (BM25),
 * semantic (cosine over embeddings), hybrid (both fused, then optionally
 * re-ranked by an LLM) and llm (an LLM ranks every tool).
 *
 * Contract:
 *   - rank() returns EVERY tool, best first, scores 0..1 (comparable within
 *     one ranking, not across modes); an empty tool list gives [];
 *   - search() is rank() cut to topK (and filtered by server);
 *   - nothing heavy happens in the constructor: the lexical index is built on
 *     the first query, the embedding model loads on the first
 *     semantic/hybrid query (through the engine's VectorProvider);
 *   - an LLM step that fails (error, timeout, unusable answer) never fails
 *     the query: the fused ranking is returned and `fallback` says why.
 *
 * Scores: lexical = BM25 / best BM25 (relative: the best lexical match is
 * 1); semantic = (cosine + 1) / 2, a fixed map (not min-max) so a weak best
 * match still looks weak; hybrid = the fusion's score (fuse-rankings.ts,
 * relative: the best is 1) times the calibrated relevance of the best hit
 * (hybrid-relevance.ts), so the best hit's score is the estimated chance that
 * it serves the query, an unrelated query scores low throughout, and the
 * order is the fusion's, unchanged; after an LLM re-rank, positions keep the
 * fused scores and only the tools move; llm = (n - position) / n. Hits also
 * carry the raw `cosine` and `bm25` their mode computed.
 */







class ToolSearch {
    tools;
    mode;
    /** The fallback note of the latest rank() call (see RankResult.fallback); prefer rankDetailed() when queries run concurrently. */
    lastFallback = null;
    #sorted;
    #vectors;
    #ranker;
    #rerankTop;
    #fusion;
    #lexical;
    #matrix;
    constructor({ tools, mode = "hybrid", vectors, ranker, rerankTop = 10, fusion }) {
        this.tools = tools;
        this.mode = mode;
        // Internally in key order, so equal scores rank the same way in every mode and in search()'s top-k.
        this.#sorted = [...tools].sort((a, b) => compareKeys(a, b));
        this.#vectors = vectors;
        this.#ranker = ranker;
        this.#rerankTop = rerankTop;
        this.#fusion = fusion;
    }
    /** Every tool ranked against the query, best first. */
    async rank(query, options = {}) {
        return (await this.rankDetailed(query, options)).hits;
    }
    /**
     * Embeds queries that are about to be ranked in one batch, so each later
     * rank() finds its vector ready. Best effort: a failure here is left to
     * rank() to meet and report (or fall back from) as it would anyway.
     */
    async prepareQueries(queries, { mode = this.mode, signal } = {}) {
        if (mode === "lexical" || !this.#vectors?.queryVectors)
            return;
        try {
            await this.#vectors.queryVectors(queries.filter((q) => q.trim() !== ""), signal);
        }
        catch {
            // rank() meets the same error per query and handles it.
        }
    }
    /** rank(), with whether an LLM ordered it and why it fell back. */
    async rankDetailed(query, { mode = this.mode, signal, lexicalWithoutModel = false } = {}) {
        signal?.throwIfAborted();
        const result = await this.#withoutModel(mode, lexicalWithoutModel, (rankMode) => this.#rank(query, rankMode, signal), (ranked, note) => ({ ...ranked, fallback: note }));
        this.lastFallback = result.fallback;
        return result;
    }
    /** Runs `rank` in `mode`; without the local model (and when allowed), again lexically, noting why. */
    async #withoutModel(mode, allowed, rank, noted) {
        try {
            return await rank(mode);
        }
        catch (error) {
            if (!allowed || mode === "lexical" || !errors/* MissingPackageError */.rF.isInstance(error))
                throw error;
            const note = `${mode} search needs the local embedding model, not installed (${error.installCommand}); ranked lexically instead (scores relative to the best hit)`;
            return noted(await rank("lexical"), note);
        }
    }
    /** The best `topK` tools for the query. */
    async search(query, { topK = 10, servers, lexicalWithoutModel = false, ...options } = {}) {
        let note = null;
        const hits = await this.#withoutModel(options.mode ?? this.mode, lexicalWithoutModel, (mode) => this.#search(query, { ...options, topK, servers, mode }), (found, why) => ((note = why), found));
        if (note !== null)
            this.lastFallback = note;
        return hits;
    }
    async #search(query, { topK = 10, servers, ...options }) {
        const mode = options.mode ?? this.mode;
        const wanted = servers ? new Set(servers) : null;
        // Without an LLM step, select the top k from the scores instead of sorting every tool.
        if (mode !== "llm" && !(mode === "hybrid" && this.#ranker) && query.trim() !== "" && this.#sorted.length > 0) {
            options.signal?.throwIfAborted();
            const scored = await this.#scores(query, mode, options.signal);
            const scores = scored.scores;
            if (wanted)
                this.#sorted.forEach(({ server }, i) => wanted.has(server) || (scores[i] = -Infinity));
            this.lastFallback = null;
            return (0,vector_math/* topK */.rv)(scores, topK)
                .filter((i) => scores[i] !== -Infinity)
                .map((i) => this.#hit(i, scores[i], scored));
        }
        const ranked = await this.rank(query, options);
        return (wanted ? ranked.filter((hit) => wanted.has(hit.server)) : ranked).slice(0, topK);
    }
    /** Per-tool 0..1 scores (internal order) of the modes that need no LLM, with the raw signals they came from. */
    async #scores(query, mode, signal) {
        if (mode === "lexical") {
            const bm25 = this.#lexicalIndex().bm25(query);
            return { scores: relativeToBest(bm25), bm25 };
        }
        const cosines = await this.#cosines(query, signal);
        if (mode === "semantic")
            return { scores: cosines.map(vector_math/* cosineScore */.mQ), cosines };
        const bm25 = this.#lexicalIndex().bm25(query);
        const fused = fuseScores(relativeToBest(bm25), cosines, this.#fusion);
        // One factor for the whole query: the order stays the fusion's, the level says how well the best hit matches.
        let best = 0;
        for (let i = 1; i < fused.length; i++)
            if (fused[i] > fused[best])
                best = i;
        const relevance = hybridRelevance(cosines[best], bm25[best]);
        for (let i = 0; i < fused.length; i++)
            fused[i] *= relevance;
        return { scores: fused, cosines, bm25 };
    }
    async #rank(query, mode, signal) {
        const done = (hits, fallback = null, llmRanked = false) => ({ hits, mode, llmRanked, fallback });
        if (mode === "llm" && !this.#ranker)
            throw new errors/* UsageError */.eb('search mode "llm" needs a model: set search.model (e.g. "openai:gpt-4o-mini"), or use mode "hybrid".');
        if (this.#sorted.length === 0)
            return done([]);
        // Nothing to match: every tool scores 0, in the fixed order.
        if (query.trim() === "")
            return done(this.#hits({ scores: new Float64Array(this.#sorted.length) }));
        switch (mode) {
            case "lexical":
            case "semantic":
                return done(this.#hits(await this.#scores(query, mode, signal)));
            case "hybrid": {
                const fused = this.#hits(await this.#scores(query, "hybrid", signal));
                if (!this.#ranker)
                    return done(fused);
                const top = fused.slice(0, this.#rerankTop);
                try {
                    const order = await this.#ranker.rank(query, top.map((hit) => this.#toolOf(hit)), { signal });
                    return done([...rerankedTop(top, order), ...fused.slice(top.length)], null, true);
                }
                catch (error) {
                    signal?.throwIfAborted();
                    return done(fused, `re-ranking by ${this.#ranker.label} failed, kept the fused ranking: ${describe(error)}`);
                }
            }
            case "llm": {
                const ranker = this.#ranker;
                try {
                    const order = await ranker.rank(query, this.#sorted, { signal });
                    const n = this.#sorted.length;
                    return done(llmOrder(order, this.#lexicalIndex().scores(query)).map((i, position) => this.#hit(i, (n - position) / n, {})), null, true);
                }
                catch (error) {
                    signal?.throwIfAborted();
                    return done(this.#hits(await this.#scores(query, "hybrid", signal)), `ranking by ${ranker.label} failed, used the hybrid ranking: ${describe(error)}`);
                }
            }
        }
    }
    async #cosines(query, signal) {
        const vectors = this.#vectors;
        if (!vectors)
            throw new errors/* UsageError */.eb('semantic and hybrid search need embeddings: build the ToolSearch with SearchEngine.index(), or use mode "lexical".');
        const [matrix, queryVector] = await Promise.all([this.#toolMatrix(vectors, signal), vectors.queryVector(query, signal)]);
        if (matrix.dimension === queryVector.length)
            return (0,vector_math/* dotAll */.Xm)(matrix, queryVector);
        // The model changed size behind the same id since the matrix was built (the cache then dropped every
        // stored vector): the tools are embedded again, once.
        this.#matrix = undefined;
        const rebuilt = await this.#toolMatrix(vectors, signal);
        if (rebuilt.dimension !== queryVector.length) {
            throw new errors/* McpvalsError */.Hi("MODEL", `embeddings: the model answers with vectors of ${queryVector.length} floats for the query but ${rebuilt.dimension} for the tools; it must always return one size.`);
        }
        return (0,vector_math/* dotAll */.Xm)(rebuilt, queryVector);
    }
    /**
     * The tools' matrix, built once and shared by concurrent queries. It is
     * built under the signal of the query that asked first: when that query is
     * cancelled, the others build it again instead of failing with its reason.
     */
    async #toolMatrix(vectors, signal) {
        for (;;) {
            signal?.throwIfAborted();
            const building = (this.#matrix ??= { signal, matrix: vectors.toolMatrix(this.#sorted, signal) });
            try {
                return await building.matrix;
            }
            catch (error) {
                if (this.#matrix === building)
                    this.#matrix = undefined;
                if (building.signal?.aborted && building.signal !== signal)
                    continue;
                throw error;
            }
        }
    }
    #lexicalIndex() {
        this.#lexical ??= new LexicalIndex(this.#sorted);
        return this.#lexical;
    }
    /** Hits of all tools from per-tool scores, best first (ties in key order: the internal order). */
    #hits(scored) {
        const { scores } = scored;
        const order = Array.from({ length: scores.length }, (_, i) => i).sort((a, b) => scores[b] - scores[a] || a - b);
        return order.map((i) => this.#hit(i, scores[i], scored));
    }
    #hit(index, score, { cosines, bm25 }) {
        const { server, tool } = this.#sorted[index];
        return { server, tool: tool.name, score, ...(cosines ? { cosine: cosines[index] } : {}), ...(bm25 ? { bm25: bm25[index] } : {}) };
    }
    #toolOf(hit) {
        return this.#sorted.find(({ server, tool }) => server === hit.server && tool.name === hit.tool);
    }
}
function compareKeys(a, b) {
    return (0,types/* toolKey */._)(a.server, a.tool.name).localeCompare((0,types/* toolKey */._)(b.server, b.tool.name));
}
function describe(error) {
    return error instanceof Error ? error.message : String(error);
}


/***/ }),

/***/ 11019:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D3: () => (/* binding */ toMatrix),
/* harmony export */   S8: () => (/* binding */ normalize),
/* harmony export */   Xm: () => (/* binding */ dotAll),
/* harmony export */   mQ: () => (/* binding */ cosineScore),
/* harmony export */   rv: () => (/* binding */ topK)
/* harmony export */ });
/**
 * The arithmetic of semantic search. Vectors are L2-normalised once, when
 * they enter the cache, so cosine similarity is a plain dot product; the
 * tools of an index sit in one Float32Array (row-major), which keeps the scan
 * over 10,000 × 512 floats in cache-friendly order and free of allocations.
 */
/** A unit-length copy of `values` (a zero vector stays zero: it matches nothing). */
function normalize(values) {
    const out = Float32Array.from(values);
    let sum = 0;
    for (let i = 0; i < out.length; i++)
        sum += out[i] * out[i];
    const norm = Math.sqrt(sum);
    if (norm > 0)
        for (let i = 0; i < out.length; i++)
            out[i] /= norm;
    return out;
}
/** Packs equally long vectors into one matrix. */
function toMatrix(vectors, dimension) {
    const data = new Float32Array(vectors.length * dimension);
    vectors.forEach((vector, row) => data.set(vector, row * dimension));
    return { data, rows: vectors.length, dimension };
}
/**
 * Dot product of every row with `query` (cosine, as both are unit length),
 * into `out`, unrolled by four: V8 does not vectorise this loop, and four
 * independent sums roughly halve the time of the naive one. Plain code on
 * purpose: a hand-assembled WebAssembly SIMD kernel was faster per scan but
 * a semantic top-10 over 10,000 tools stays within a few milliseconds without
 * it (bench/README.md, "Tool search").
 */
function dotAll(matrix, query, out = new Float32Array(matrix.rows)) {
    const { data, rows, dimension } = matrix;
    const tail = dimension - (dimension % 4);
    for (let row = 0, base = 0; row < rows; row++, base += dimension) {
        let s0 = 0;
        let s1 = 0;
        let s2 = 0;
        let s3 = 0;
        let i = 0;
        for (; i < tail; i += 4) {
            s0 += data[base + i] * query[i];
            s1 += data[base + i + 1] * query[i + 1];
            s2 += data[base + i + 2] * query[i + 2];
            s3 += data[base + i + 3] * query[i + 3];
        }
        for (; i < dimension; i++)
            s0 += data[base + i] * query[i];
        out[row] = s0 + s1 + s2 + s3;
    }
    return out;
}
/**
 * Indices of the `k` largest scores, best first (ties: lower index first).
 * A bounded min-heap: O(n log k) with no sort of all n, which is what a
 * top-10 over 10,000 tools needs.
 */
function topK(scores, k) {
    const size = Math.min(k, scores.length);
    if (size <= 0)
        return [];
    const heap = [];
    // "a ranks below b": lower score, or equal score and higher index.
    const below = (a, b) => scores[a] < scores[b] || (scores[a] === scores[b] && a > b);
    const siftDown = (start) => {
        let i = start;
        for (;;) {
            const left = 2 * i + 1;
            const right = left + 1;
            let least = i;
            if (left < heap.length && below(heap[left], heap[least]))
                least = left;
            if (right < heap.length && below(heap[right], heap[least]))
                least = right;
            if (least === i)
                return;
            [heap[i], heap[least]] = [heap[least], heap[i]];
            i = least;
        }
    };
    for (let index = 0; index < scores.length; index++) {
        if (heap.length < size) {
            heap.push(index);
            for (let i = heap.length - 1; i > 0;) {
                const parent = (i - 1) >> 1;
                if (!below(heap[i], heap[parent]))
                    break;
                [heap[i], heap[parent]] = [heap[parent], heap[i]];
                i = parent;
            }
        }
        else if (below(heap[0], index)) {
            heap[0] = index;
            siftDown(0);
        }
    }
    return heap.sort((a, b) => (below(a, b) ? 1 : below(b, a) ? -1 : 0));
}
/** Cosine (-1..1) as a 0..1 score. Fixed, not min-max: a score then means the same in every query. */
function cosineScore(cosine) {
    return Math.min(1, Math.max(0, (cosine + 1) / 2));
}


/***/ })

};

//# sourceMappingURL=850.index.js.map