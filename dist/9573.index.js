export const id = 9573;
export const ids = [9573];
export const modules = {

/***/ 28599:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ retrievedTools),
/* harmony export */   R: () => (/* binding */ toolPromptTokens)
/* harmony export */ });
/* harmony import */ var _util_name_table_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1616);

/**
 * Estimated prompt tokens of tool definitions: the JSON of each tool's name,
 * description and input schema, at 4 characters a token (the usual rule of
 * thumb for English and JSON; providers do not report it separately).
 */
function toolPromptTokens(tools) {
    const chars = tools.reduce((sum, { name, description, inputSchema }) => sum + JSON.stringify({ name, description, inputSchema }).length, 0);
    return Math.ceil(chars / 4);
}
function retrievedTools({ all, definitions, topK, selectTools }) {
    // The keys of `all.tools` are the exposed names made model-safe; route() leads back to the exposed name.
    const keyOf = new Map(Object.keys(all.tools).map((key) => [all.route(key).tool, key]));
    const definitionOf = new Map(definitions.map((tool) => [tool.name, tool]));
    const allTokens = toolPromptTokens(definitions);
    const steps = [];
    let stepTokens = allTokens;
    const tokens = { selected: 0, all: 0 };
    return {
        async forStep(step, query, signal) {
            const offered = (await selectTools(query, topK, signal)).filter((name) => keyOf.has(name));
            steps.push({ step, offered });
            stepTokens = toolPromptTokens(offered.map((name) => definitionOf.get(name)));
            const tools = (0,_util_name_table_js__WEBPACK_IMPORTED_MODULE_0__/* .nameTable */ .g)(offered.map((name) => [keyOf.get(name), all.tools[keyOf.get(name)]]));
            return { ...all, tools };
        },
        countModelCall() {
            tokens.selected += stepTokens;
            tokens.all += allTokens;
        },
        admitUnoffered(calls, offered) {
            return calls.map((call) => call.invalid && !Object.hasOwn(offered, call.toolName) && all.route(call.toolName) && isObject(call.input)
                ? { toolCallId: call.toolCallId, toolName: call.toolName, input: call.input }
                : call);
        },
        result: () => ({ mode: "retrieve", topK, totalTools: definitions.length, steps, toolPromptTokens: { ...tokens } }),
    };
}
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}


/***/ }),

/***/ 78997:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TM: () => (/* binding */ callTool),
/* harmony export */   lk: () => (/* binding */ truncateResultText),
/* harmony export */   lt: () => (/* binding */ classifyCallError),
/* harmony export */   mG: () => (/* binding */ failedCall)
/* harmony export */ });
/* harmony import */ var _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(32665);
/* harmony import */ var _result_text_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(24103);
/* harmony import */ var _util_clip_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(49326);
/* harmony import */ var _guard_deep_tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(88774);
/**
 * One tool call, recorded. Every call yields the same record shape whether it
 * succeeded or not: failing calls are data (errorKind + error), never throws.
 * The SDK's `callTool` validates structured output itself and throws on a
 * mismatch; we hand it the tool's definition without its outputSchema, so a
 * bad output is measured here as `invalid-output` and the model still sees
 * what the tool returned (the definition still drives the 2026 era's
 * `Mcp-Param-*` header mirroring on HTTP).
 */




const RESULT_TEXT_LIMIT = 4000;
async function callTool({ connection, validator, tool, args, timeoutMs, step = 0, signal, now = () => performance.now(), traceContext, }) {
    const base = { server: connection.name, tool, args, step, startedAt: new Date().toISOString() };
    const definition = connection.tools.find((t) => t.name === tool);
    if (!definition) {
        const offered = connection.tools.map((t) => t.name).join(", ");
        return failedCall(base, 0, "unknown-tool", `server "${connection.name}" has no tool "${tool}" (it offers: ${offered || "none"})`);
    }
    const unusable = (0,_guard_deep_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .unusableReason */ .II)(definition);
    if (unusable)
        return failedCall(base, 0, "protocol", `tool "${tool}" of server "${connection.name}" cannot be used: ${unusable}`);
    // Invalid arguments are recorded, but the call still goes out: what the
    // server does with them is part of what we measure.
    const argsCheck = validator.check(definition.inputSchema, args);
    const started = now();
    const abortedBefore = signal?.aborted === true;
    const scope = connection.traffic.begin(tool, step);
    let result;
    // Asking for progress costs nothing; the last value tells how far a slow or timed-out call got.
    const params = { name: tool, arguments: args, _meta: { ...traceContext, progressToken: scope.progressToken } };
    try {
        const { outputSchema: _validatedHere, ...toolDefinition } = definition;
        result = await connection.client.callTool(params, { signal, timeout: timeoutMs, toolDefinition: toolDefinition });
    }
    catch (error) {
        const progress = scope.progress;
        const failed = unansweredCall(base, now() - started, error, { connection, timeoutMs, signal, abortedBefore, progress });
        return { ...failed, traffic: scope.end() };
    }
    const latencyMs = now() - started;
    const traffic = scope.end();
    const progress = scope.progress;
    const text = (0,_result_text_js__WEBPACK_IMPORTED_MODULE_2__/* .resultText */ .D)(result);
    const record = {
        ...base,
        ok: true,
        isError: result.isError === true,
        latencyMs,
        errorKind: null,
        error: null,
        resultText: truncateResultText(text),
        ...(progress ? { progress } : {}),
    };
    return { record: judgeAnswer(record, result, text, argsCheck, definition, validator), result, traffic };
}
/**
 * The record of a call the server answered, failed by the first of: arguments
 * that break the inputSchema, a tool error, output that breaks the outputSchema.
 */
function judgeAnswer(record, result, text, argsCheck, definition, validator) {
    if (!argsCheck.valid) {
        return { ...record, ok: false, errorKind: "invalid-args", error: `arguments do not match the inputSchema: ${argsCheck.errors}` };
    }
    if (result.isError)
        return { ...record, ok: false, errorKind: "tool", error: text || "the tool returned isError: true" };
    if (!definition.outputSchema)
        return record;
    if (result.structuredContent === undefined) {
        return {
            ...record,
            ok: false,
            errorKind: "invalid-output",
            error: "the tool declares an outputSchema but returned no structuredContent",
        };
    }
    const outputCheck = validator.check(definition.outputSchema, result.structuredContent);
    if (outputCheck.valid)
        return record;
    return {
        ...record,
        ok: false,
        errorKind: "invalid-output",
        error: `structuredContent does not match the outputSchema: ${outputCheck.errors}`,
    };
}
/** The outcome of a call the SDK threw on (timeout, abort, lost connection, protocol error), with how far it got. */
function unansweredCall(base, latencyMs, error, call) {
    const [kind, message] = classifyCallError(error, call.timeoutMs, call.signal);
    // Why the transport closed the connection itself explains a transport failure.
    const why = kind === "transport" ? call.connection.closedBecause : undefined;
    const failed = failedCall(base, latencyMs, kind, why && !message.includes(why) ? `${message}: ${why}` : message);
    // The SDK tells the server (notifications/cancelled) when a request times out or is aborted.
    const cancelSent = !call.abortedBefore && (kind === "timeout" || kind === "aborted");
    const { progress } = call;
    return { ...failed, record: { ...failed.record, ...(progress ? { progress } : {}), ...(cancelSent ? { cancelSent } : {}) } };
}
/** The outcome of a call that failed before the server answered (or never went out: latency 0). */
function failedCall(base, latencyMs, errorKind, error) {
    return { record: { ...base, ok: false, isError: false, latencyMs, errorKind, error, resultText: "" }, result: undefined };
}
/** Why a request failed, as an error kind and a message (shared by tool calls, resource reads and prompt gets). */
function classifyCallError(error, timeoutMs, signal) {
    if (signal?.aborted)
        return ["aborted", "the call was cancelled (workflow timeout or run aborted)"];
    if (error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkHttpError */ .HC)
        return ["transport", `HTTP ${error.status}: ${error.message}`];
    if (error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SseError */ ._e)
        return ["transport", error.code ? `HTTP ${error.code}: ${error.message}` : error.message];
    if (error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkError */ .Fp) {
        if (error.code === _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.RequestTimeout)
            return ["timeout", `no answer within ${timeoutMs} ms`];
        if (error.code === _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .SdkErrorCode */ .OH.ConnectionClosed)
            return ["transport", "the connection to the server closed during the call"];
        return ["protocol", error.message];
    }
    if (error instanceof _modelcontextprotocol_client__WEBPACK_IMPORTED_MODULE_0__/* .ProtocolError */ .bd)
        return ["protocol", error.message.startsWith("MCP error") ? error.message : `MCP error ${error.code}: ${error.message}`];
    return ["transport", error instanceof Error ? error.message : String(error)];
}
/** Result text cut to what a record keeps. */
function truncateResultText(text) {
    return (0,_util_clip_text_js__WEBPACK_IMPORTED_MODULE_3__/* .clipText */ .g)(text, RESULT_TEXT_LIMIT, { marker: (dropped) => `… (${dropped} more characters)` });
}


/***/ }),

/***/ 88774:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   II: () => (/* binding */ unusableReason),
/* harmony export */   zQ: () => (/* binding */ guardDeepTools)
/* harmony export */ });
/* unused harmony exports MAX_SCHEMA_DEPTH, UNUSABLE_TOOL, jsonDepth */
/** Deeper than any real schema (dozens of levels), far below what overflows a recursive parser. */
const MAX_SCHEMA_DEPTH = 200;
/** Key of the stub schema: why the tool cannot be used. A string key, so it survives JSON (state, reports). */
const UNUSABLE_TOOL = "x-mcpvals-unusable";
/** Why `tool` cannot be called, or undefined when it can. */
function unusableReason(tool) {
    const reason = tool.inputSchema?.[UNUSABLE_TOOL];
    return typeof reason === "string" ? reason : undefined;
}
/** Nesting depth of a JSON value, counted without recursion; stops counting past `limit`. */
function jsonDepth(value, limit) {
    let deepest = 0;
    const stack = [[value, 1]];
    while (stack.length > 0) {
        const [node, depth] = stack.pop();
        if (typeof node !== "object" || node === null)
            continue;
        deepest = Math.max(deepest, depth);
        if (deepest > limit)
            return deepest;
        for (const child of Object.values(node))
            if (typeof child === "object" && child !== null)
                stack.push([child, depth + 1]);
    }
    return deepest;
}
/**
 * Hooks `transport.onmessage` (whoever sets it later, the SDK client does on
 * connect) so every `tools/list` answer is checked first. `onUnusable` hears
 * each stubbed tool once per answer.
 */
function guardDeepTools(transport, onUnusable) {
    let handler;
    Object.defineProperty(transport, "onmessage", {
        configurable: true,
        get: () => handler
            ? (message, extra) => handler(stubDeepTools(message, onUnusable), extra)
            : undefined,
        set: (next) => {
            handler = next;
        },
    });
}
function stubDeepTools(message, onUnusable) {
    const tools = message.result?.tools;
    if (!Array.isArray(tools))
        return message;
    for (const [index, tool] of tools.entries()) {
        if (typeof tool !== "object" || tool === null)
            continue;
        const { name, inputSchema, outputSchema } = tool;
        const deep = [["inputSchema", inputSchema], ["outputSchema", outputSchema]].find(([, schema]) => jsonDepth(schema, MAX_SCHEMA_DEPTH) > MAX_SCHEMA_DEPTH);
        if (!deep)
            continue;
        const reason = `its ${deep[0]} nests deeper than ${MAX_SCHEMA_DEPTH} levels`;
        const stub = { type: "object", [UNUSABLE_TOOL]: reason };
        const { outputSchema: _dropped, ...rest } = tool;
        tools[index] = { ...rest, inputSchema: stub };
        onUnusable(`tool ${JSON.stringify(String(name))} cannot be used: ${reason}`);
    }
    return message;
}


/***/ }),

/***/ 24103:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ resultText)
/* harmony export */ });
/**
 * What a tool "said", as text: text blocks joined, else the structured
 * content as JSON. Images and audio become short placeholders; embedded
 * resources contribute their text. This is what expectations are matched
 * against, never the raw JSON-RPC envelope.
 */
function resultText(result) {
    const parts = [];
    for (const block of result.content ?? []) {
        switch (block.type) {
            case "text":
                parts.push(block.text);
                break;
            case "image":
            case "audio":
                parts.push(`[${block.type} ${block.mimeType}]`);
                break;
            case "resource":
                if ("text" in block.resource && typeof block.resource.text === "string")
                    parts.push(block.resource.text);
                else
                    parts.push(`[resource ${block.resource.uri}]`);
                break;
            case "resource_link":
                parts.push(`[resource link ${block.uri}]`);
                break;
        }
    }
    if (parts.length > 0)
        return parts.join("\n");
    return result.structuredContent === undefined ? "" : JSON.stringify(result.structuredContent);
}


/***/ }),

/***/ 44983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I: () => (/* binding */ SchemaValidator)
});

// EXTERNAL MODULE: ./node_modules/ajv/dist/ajv.js
var ajv = __webpack_require__(42463);
// EXTERNAL MODULE: ./node_modules/ajv-formats/dist/index.js
var dist = __webpack_require__(82815);
var dist_default = /*#__PURE__*/__webpack_require__.n(dist);
// EXTERNAL MODULE: external "node:v8"
var external_node_v8_ = __webpack_require__(78877);
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(75919);
;// CONCATENATED MODULE: ./src/mcp/regexp-worker.ts
/**
 * Runs one regular expression on a worker thread and waits for it
 * synchronously, with a time limit: the fallback for patterns V8's linear-time
 * engine cannot run (backreferences, lookaround, Unicode properties). A pattern
 * that backtracks past the limit costs the worker (terminated, started again on
 * the next use), never the main thread past the limit.
 */

// Plain CommonJS run with `eval: true`, so it needs no file next to the bundle.
const workerSource = `
const { workerData } = require("node:worker_threads");
const { flag, port } = workerData;
const cache = new Map();
// Booted: the main thread's time limit starts only now.
Atomics.store(flag, 1, 1);
Atomics.notify(flag, 1);
port.on("message", ({ pattern, flags, input }) => {
  let reply;
  try {
    const key = flags + "/" + pattern;
    let re = cache.get(key);
    if (!re) { re = new RegExp(pattern, flags); cache.set(key, re); }
    re.lastIndex = 0;
    reply = { matched: re.test(input) };
  } catch (error) {
    reply = { error: String(error && error.message) };
  }
  port.postMessage(reply);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
`;
let runner;
function startRunner() {
    // [0]: answered, [1]: booted.
    const flag = new Int32Array(new SharedArrayBuffer(8));
    const { port1, port2 } = new external_node_worker_threads_.MessageChannel();
    const worker = new external_node_worker_threads_.Worker(workerSource, { eval: true, workerData: { flag, port: port2 }, transferList: [port2] });
    // Neither may keep a finished run alive.
    worker.unref();
    port1.unref();
    return { worker, port: port1, flag };
}
/** Thrown when a pattern ran past its time limit; the caller turns it into a failed check. */
class RegExpTimeoutError extends Error {
    pattern;
    constructor(pattern, limitMs) {
        super(`pattern ${JSON.stringify(pattern)} took longer than ${limitMs} ms to match (catastrophic backtracking?)`);
        this.pattern = pattern;
        this.name = "RegExpTimeoutError";
    }
}
// A thread start on a busy machine can take a while; it is not the pattern's time.
const BOOT_LIMIT_MS = 10_000;
/**
 * `new RegExp(pattern, flags).test(input)` on the worker; throws
 * RegExpTimeoutError when no answer came within `waitMs` (`budgetMs`: the
 * budget that wait was part of, for the message).
 */
function testOnWorker(pattern, flags, input, { waitMs, budgetMs }) {
    runner ??= startRunner();
    const { worker, port, flag } = runner;
    Atomics.wait(flag, 1, 0, BOOT_LIMIT_MS);
    Atomics.store(flag, 0, 0);
    port.postMessage({ pattern, flags, input });
    if (Atomics.wait(flag, 0, 0, Math.max(1, waitMs)) === "timed-out") {
        runner = undefined;
        void worker.terminate();
        port.close();
        throw new RegExpTimeoutError(pattern, budgetMs);
    }
    const reply = (0,external_node_worker_threads_.receiveMessageOnPort)(port)?.message;
    if (reply?.error !== undefined)
        throw new SyntaxError(reply.error);
    return reply?.matched === true;
}

;// CONCATENATED MODULE: ./src/mcp/bounded-regexp.ts
/**
 * Regular expressions from server-supplied schemas (`pattern`,
 * `patternProperties`, regex formats) must not be able to freeze the run: a
 * pattern such as `^(a+)+$` backtracks exponentially in V8's default engine,
 * synchronously, where no timeout or signal can reach it. Patterns run on V8's
 * linear-time engine (the `l` flag) wherever it accepts them, at no cost per
 * call; the rest run on a worker thread with a time limit.
 */


// Makes the `l` flag available; it changes nothing for expressions without it.
(0,external_node_v8_.setFlagsFromString)("--enable-experimental-regexp-engine");
const defaultLimitMs = 1_000;
let budget = { deadline: Number.POSITIVE_INFINITY, limitMs: defaultLimitMs };
/** Runs `fn` with at most `limitMs` in total for the patterns it tests on the worker. */
function withRegExpBudget(limitMs, fn) {
    const outer = budget;
    budget = outer.deadline <= Date.now() + limitMs ? outer : { deadline: Date.now() + limitMs, limitMs };
    try {
        return fn();
    }
    finally {
        budget = outer;
    }
}
// Without the `u` flag the linear engine differs from the schema's Unicode
// semantics only on astral characters and on the escapes below.
const needsUnicodeSemantics = /\\[pPk]|\\u\{/;
const astral = /[\uD800-\uDFFF]/;
function linearOrUndefined(pattern, flags) {
    if (needsUnicodeSemantics.test(pattern))
        return undefined;
    try {
        return new RegExp(pattern, `${flags.replace("u", "")}l`);
    }
    catch {
        return undefined;
    }
}
/** ajv's `code.regExp`: same validation semantics as `new RegExp(pattern, u)`, bounded in time. */
const boundedRegExp = Object.assign(compileBounded, {
    // Only read by ajv's standalone code generation, which we do not use.
    code: "boundedRegExp",
});
function compileBounded(pattern, flags) {
    // Invalid patterns throw here, at compile time, as ajv expects.
    new RegExp(pattern, flags);
    const linear = linearOrUndefined(pattern, flags);
    const text = `/${pattern}/${flags}`;
    return {
        test(input) {
            if (linear && !astral.test(input))
                return linear.test(input);
            const remaining = Number.isFinite(budget.deadline) ? budget.deadline - Date.now() : defaultLimitMs;
            return testOnWorker(pattern, flags, input, { waitMs: Math.max(1, remaining), budgetMs: budget.limitMs });
        },
        toString: () => text,
    };
}

;// CONCATENATED MODULE: ./src/mcp/schema-validator.ts
/**
 * JSON Schema validation of tool arguments and structured results, with one
 * compiled validator per schema object. Servers emit draft-07 and 2020-12
 * schemas; ajv's default build covers draft-07 and we drop the `$schema`
 * marker so a 2020-12 tag does not make compilation fail. `strict: false`
 * because real servers use vendor keywords.
 */




// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = ((dist_default())["default"] ?? (dist_default()));
class SchemaValidator {
    regExpBudgetMs;
    ajv;
    // Every connection lists its tools anew, so the same schema arrives as a new
    // object per workflow: compiled validators are shared by schema text, and the
    // object-to-text step is cached so a call does not stringify its schema again.
    byObject = new WeakMap();
    byText = new Map();
    /** @param regExpBudgetMs time the patterns of one check may take on the slow path, in total. @default 1000 */
    constructor(regExpBudgetMs = 1_000) {
        this.regExpBudgetMs = regExpBudgetMs;
        // Schemas come from the server under test: every pattern they hold runs
        // through the bounded engine, so none can freeze the event loop.
        this.ajv = new ajv.Ajv({ strict: false, allErrors: true, validateSchema: false, code: { regExp: boundedRegExp } });
        addFormats(this.ajv);
        boundFormatPatterns(this.ajv);
    }
    check(schema, value) {
        const validate = this.validatorFor(schema);
        // A schema we cannot compile says nothing about the value: report it as valid
        // rather than blaming the tool for our validator's limits.
        if (validate instanceof Error)
            return { valid: true, errors: "" };
        let valid;
        try {
            valid = withRegExpBudget(this.regExpBudgetMs, () => validate(value) === true);
        }
        catch (error) {
            if (error instanceof RegExpTimeoutError)
                return { valid: false, errors: `schema validation stopped: ${error.message}` };
            throw error;
        }
        const errors = (validate.errors ?? []).map((e) => (e.instancePath ? `${e.instancePath} ${e.message}` : `${e.message}`)).join("; ");
        return { valid, errors: valid ? "" : errors };
    }
    validatorFor(schema) {
        const known = this.byObject.get(schema);
        if (known)
            return known;
        const { $schema: _ignored, ...rest } = schema;
        const text = JSON.stringify(rest);
        let validate = this.byText.get(text);
        if (!validate) {
            try {
                validate = this.ajv.compile(rest);
            }
            catch (error) {
                validate = error instanceof Error ? error : new Error(String(error));
            }
            this.byText.set(text, validate);
        }
        this.byObject.set(schema, validate);
        return validate;
    }
}
/** ajv-formats' regex formats (email, uri-reference, ...) run on a value of the server's choosing too. */
function boundFormatPatterns(ajv) {
    for (const [name, format] of Object.entries(ajv.formats)) {
        if (format instanceof RegExp) {
            const bounded = boundedRegExp(format.source, format.flags);
            ajv.addFormat(name, (value) => bounded.test(value));
        }
        else if (typeof format === "object" && format !== null && "validate" in format && format.validate instanceof RegExp) {
            const bounded = boundedRegExp(format.validate.source, format.validate.flags);
            ajv.addFormat(name, { ...format, validate: (value) => bounded.test(value) });
        }
    }
}


/***/ })

};

//# sourceMappingURL=9573.index.js.map