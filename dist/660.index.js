export const id = 660;
export const ids = [660,5468];
export const modules = {

/***/ 75468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  addUsage: () => (/* binding */ addUsage),
  fY: () => (/* reexport */ appendToolResults),
  XA: () => (/* reexport */ executeToolCalls),
  Qf: () => (/* binding */ modelStep),
  $K: () => (/* reexport */ prepareTools),
  Vl: () => (/* binding */ toUsage)
});

// EXTERNAL MODULE: ./node_modules/ai/dist/index.js + 3 modules
var dist = __webpack_require__(52535);
// EXTERNAL MODULE: ./node_modules/@ai-sdk/provider-utils/dist/index.js
var provider_utils_dist = __webpack_require__(21763);
// EXTERNAL MODULE: ./src/mcp/requests/schema-validator.ts + 2 modules
var schema_validator = __webpack_require__(54420);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/agent/safe-tool-name.ts
/**
 * Model APIs restrict tool names (OpenAI: ^[a-zA-Z0-9_-]{1,64}$) while MCP
 * allows dots, slashes and longer names, so names offered to a model are
 * made safe (and unique) and mapped back; the trace always records the MCP name.
 */
function safeToolName(name) {
    const cleaned = name.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64);
    return cleaned || "tool";
}
/** `name`, or `name_2`, `name_3`... when taken; records the result in `used`. */
function uniqueName(name, used) {
    let candidate = name;
    for (let i = 2; used.has(candidate); i++)
        candidate = `${name.slice(0, 60)}_${i}`;
    used.add(candidate);
    return candidate;
}

// EXTERNAL MODULE: ./src/util/name-table.ts
var name_table = __webpack_require__(1616);
;// CONCATENATED MODULE: ./src/agent/prepare-tools.ts
/**
 * The tools of some MCP connections as model tool definitions, with model-safe
 * names and the way back from such a name to its server and tool.
 */





/** Turns the tools of every connection into model tool definitions; names are made model-safe and unique across servers. */
function prepareTools({ connections, servers, toolCallMs = 30_000, validator = new schema_validator/* SchemaValidator */.I(), invoke, }) {
    if (!invoke && !connections.every(isConnection)) {
        throw new errors/* UsageError */.eb("prepareTools: tools that do not come from a connection (connectServer) need an `invoke` function to call them");
    }
    // Tool names come from servers: a table with no prototype keeps `__proto__` and `constructor` ordinary names.
    const tools = (0,name_table/* nameTable */.g)();
    const routes = new Map();
    const names = new Map();
    const used = new Set();
    for (const connection of connections) {
        for (const definition of connection.tools) {
            const name = uniqueName(safeToolName(definition.name), used);
            routes.set(name, { connection, tool: definition.name });
            if (!names.has(definition.name))
                names.set(definition.name, name);
            tools[name] = (0,provider_utils_dist/* tool */.z6)({ description: definition.description ?? "", inputSchema: (0,provider_utils_dist/* jsonSchema */.Og)(definition.inputSchema) });
        }
    }
    return {
        tools,
        route: (name) => routes.get(name),
        modelName: (tool) => names.get(tool),
        validator,
        toolCallMs,
        servers: servers ?? connections.map((c) => c.name),
        invoke,
    };
}
function isConnection(source) {
    return typeof source.close === "function";
}

// EXTERNAL MODULE: ./src/mcp/requests/call-tool.ts + 1 modules
var call_tool = __webpack_require__(41335);
// EXTERNAL MODULE: ./src/protocol/result-text.ts
var result_text = __webpack_require__(87667);
;// CONCATENATED MODULE: ./src/agent/execute-tool-calls.ts



/** Runs the calls one after another (tools may depend on each other's effects) through the MCP client; every call yields a record. */
async function executeToolCalls({ calls, tools, step = 0, signal, onToolCall, }) {
    const executed = [];
    for (const call of calls) {
        signal?.throwIfAborted();
        const route = tools.route(call.toolName);
        let done;
        if (!route || call.invalid || !isObject(call.input)) {
            done = refusedCall(call, route, tools.servers, step);
        }
        else {
            const { record, result, modelNote } = tools.invoke
                ? await tools.invoke(route, call.input, step, signal)
                : await (0,call_tool/* callTool */.T)({
                    connection: route.connection,
                    validator: tools.validator,
                    tool: route.tool,
                    args: call.input,
                    step,
                    timeoutMs: tools.toolCallMs,
                    signal,
                });
            // The full text, not the record's clipped copy: the model reads all of what the tool said.
            const text = toolMessage(record, result ? (0,result_text/* resultText */.D)(result) : undefined);
            const output = modelNote ? JSON.stringify({ error: text, ...modelNote((name) => modelToolName(tools, name)) }) : text;
            done = { toolCallId: call.toolCallId, toolName: call.toolName, record, output, reachedServer: true };
        }
        executed.push(done);
        onToolCall?.(done);
    }
    return executed;
}
/** A call that never reaches a server (a tool no server offers, arguments that are not a JSON object), answered with an error the model can react to. */
function refusedCall(call, route, servers, step) {
    const errorKind = route ? "invalid-args" : "unknown-tool";
    const error = route
        ? `the model sent arguments that could not be parsed: ${(0,errors/* describeError */.Uc)(call.error ?? "not a JSON object")}`
        : servers.length === 1
            ? `server "${servers[0]}" has no tool "${call.toolName}" (the model asked for it)`
            : `no server offers a tool "${call.toolName}" (the model asked for it)`;
    const record = {
        server: route?.connection.name ?? (servers.length === 1 ? servers[0] : "(none)"),
        tool: route?.tool ?? call.toolName,
        args: call.input ?? null,
        step,
        ok: false,
        isError: false,
        latencyMs: 0,
        errorKind,
        error,
        resultText: "",
    };
    return { toolCallId: call.toolCallId, toolName: call.toolName, record, output: `Error (${errorKind}): ${error}`, reachedServer: false };
}
/** Appends one tool message answering every executed call; returns the same array. */
function appendToolResults(messages, executed) {
    if (executed.length === 0)
        return messages;
    messages.push({
        role: "tool",
        content: executed.map((e) => ({
            type: "tool-result",
            toolCallId: e.toolCallId,
            toolName: e.toolName,
            output: { type: "text", value: e.output },
        })),
    });
    return messages;
}
/** What the model reads back: the tool's own words, or a plain error it can react to. */
function toolMessage(record, text) {
    if (text === undefined)
        return `Error (${record.errorKind}): ${record.error}`;
    if (record.isError)
        return `Tool error: ${text}`;
    return text;
}
/** The name the model calls a tool by, from the name `invoke` receives (the first that routes to it; itself when none does). */
function modelToolName(tools, tool) {
    // Not only the tools offered this step: a suggestion may name one the step left out (toolSelection retrieve).
    return tools.modelName?.(tool) ?? Object.keys(tools.tools).find((name) => tools.route(name)?.tool === tool) ?? tool;
}
function isObject(value) {
    return typeof value === "object" && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/agent/agent-steps.ts
/**
 * The step primitives of an agent loop, for full manual control:
 *
 *   const tools = prepareTools({ connections });
 *   const messages: ModelMessage[] = [{ role: "user", content: "..." }];
 *   for (let i = 0; i < 10; i++) {
 *     const step = await modelStep({ model, messages, tools, signal });
 *     messages.push(...step.responseMessages);
 *     if (step.toolCalls.length === 0) break;
 *     const executed = await executeToolCalls({ calls: step.toolCalls, tools, signal });
 *     appendToolResults(messages, executed);
 *   }
 *
 * The Agent class is this loop plus events, timings and a result.
 */



/**
 * One model call: the model answers with text or asks for tools; nothing is
 * executed. Models from createLanguageModel retry themselves, so the AI SDK's
 * own retries are off.
 */
async function modelStep({ model, messages, tools, system, temperature, signal, timeoutMs = 120_000, stream = false, maxRetries = 0, }) {
    const started = performance.now();
    const toolSet = isAgentTools(tools) ? tools.tools : tools;
    const abortSignal = signal ? AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]) : AbortSignal.timeout(timeoutMs);
    const options = { model, system, messages, tools: toolSet, stopWhen: (0,dist/* isStepCount */.cGL)(1), maxRetries, temperature, abortSignal };
    let text;
    let toolCalls;
    let response;
    let usage;
    if (stream) {
        let streamError;
        const result = (0,dist/* streamText */.gM3)({ ...options, onError: ({ error }) => void (streamError = error) });
        text = await result.text;
        if (streamError)
            throw streamError;
        [toolCalls, response, usage] = await Promise.all([result.toolCalls, result.response, result.usage]);
    }
    else {
        const result = await (0,dist.generateText)(options);
        ({ text, toolCalls, response, usage } = result);
    }
    return {
        text,
        toolCalls: toolCalls.map((c) => ({
            toolCallId: c.toolCallId,
            toolName: c.toolName,
            input: c.input,
            ...(c.invalid ? { invalid: true, error: c.error } : {}),
        })),
        // Tool calls the SDK could not match get a tool-error answer in the response;
        // keep only the assistant message: the loop answers every call itself.
        responseMessages: response.messages.filter((m) => m.role === "assistant"),
        usage: toUsage(usage),
        durationMs: Math.round(performance.now() - started),
    };
}
/**
 * AI SDK usage (fields may be undefined) as the report's Usage. The figures come from the provider or, on a
 * replay, from a cassette file: anything but a finite count (a string, NaN, a negative number) counts as not
 * reported (0), so no sum or budget comparison downstream meets a value that compares as false either way.
 */
function toUsage(usage) {
    const inputTokens = tokenCount(usage.inputTokens);
    const outputTokens = tokenCount(usage.outputTokens);
    return {
        inputTokens,
        outputTokens,
        totalTokens: usage.totalTokens === undefined ? inputTokens + outputTokens : tokenCount(usage.totalTokens),
    };
}
const tokenCount = (value) => (typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0);
/** Sums usages. */
function addUsage(a, b) {
    return {
        inputTokens: a.inputTokens + b.inputTokens,
        outputTokens: a.outputTokens + b.outputTokens,
        totalTokens: a.totalTokens + b.totalTokens,
    };
}
function isAgentTools(value) {
    return typeof value.route === "function" && typeof value.tools === "object";
}


/***/ }),

/***/ 10660:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   elicitAsUser: () => (/* binding */ elicitAsUser)
/* harmony export */ });
/* unused harmony export formPrompt */
/* harmony import */ var ai__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52535);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(80737);
/* harmony import */ var _model_describe_model_error_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(23987);
/* harmony import */ var _agent_steps_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(75468);
/* harmony import */ var _user_prompt_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(12029);
/**
 * The server's elicitation during a conversation, answered by the simulated
 * user in character: the user model sees its persona and goal, the
 * conversation so far, and the form, and answers with a JSON object. Not a
 * user turn (the transcript does not grow); the request and the answer are
 * recorded with the tool call (serverRequests). Its content is validated
 * against the form before it is sent (mcp/client-side/answer-as-user.ts).
 */





const AnswerSchema = zod__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ikc({
    action: zod__WEBPACK_IMPORTED_MODULE_2__/* ["enum"] */ .k5n(["accept", "decline", "cancel"]),
    content: zod__WEBPACK_IMPORTED_MODULE_2__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_2__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_2__/* .unknown */ .L5J()).optional(),
});
/** What the user model reads after the conversation: the form, and how to answer it. */
function formPrompt({ message, requestedSchema }) {
    return [
        "(The assistant's tool now asks you to fill in a form.)",
        `Its message: ${message}`,
        `The form, as JSON Schema: ${JSON.stringify(requestedSchema)}`,
        'Answer as yourself with only a JSON object: {"action": "accept", "content": {…the fields…}} to fill it in, or {"action": "decline"} to refuse.',
    ].join("\n");
}
function elicitAsUser({ model, label, user, said, timeoutMs, temperature, onUsage }) {
    const by = `simulated user (persona ${user.personaLabel})`;
    return async (request, signal) => {
        let text;
        try {
            const result = await (0,ai__WEBPACK_IMPORTED_MODULE_3__.generateText)({
                model,
                system: (0,_user_prompt_js__WEBPACK_IMPORTED_MODULE_4__/* .userSystemPrompt */ .rh)(user),
                messages: [...(0,_user_prompt_js__WEBPACK_IMPORTED_MODULE_4__/* .userModelMessages */ .T8)(said()), { role: "user", content: formPrompt(request) }],
                temperature,
                abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
                maxRetries: 0,
            });
            onUsage?.((0,_agent_steps_js__WEBPACK_IMPORTED_MODULE_1__/* .toUsage */ .Vl)(result.usage ?? {}));
            text = result.text;
        }
        catch (error) {
            throw new Error((0,_model_describe_model_error_js__WEBPACK_IMPORTED_MODULE_0__/* .describeModelError */ .f)(label, error), { cause: error });
        }
        const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
        let parsed;
        try {
            parsed = AnswerSchema.parse(JSON.parse(json));
        }
        catch {
            throw new Error(`its answer is not {"action", "content"} JSON: ${JSON.stringify(text.slice(0, 200))}`);
        }
        return { ...parsed, by };
    };
}


/***/ }),

/***/ 12029:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T8: () => (/* binding */ userModelMessages),
/* harmony export */   rh: () => (/* binding */ userSystemPrompt)
/* harmony export */ });
/* unused harmony exports USER_PROMPT_OPENING, CONVERSATION_START */
/** The loopback model of the tests recognises user-model requests by this opening. */
const USER_PROMPT_OPENING = "You are playing the user in a conversation with an AI assistant";
/** The first message the user model gets, so that even its opening line answers something. */
const CONVERSATION_START = "(The conversation starts. Write your first message to the assistant.)";
function userSystemPrompt(user) {
    return [
        `${USER_PROMPT_OPENING} that uses tools on your behalf. Stay in character: write only what this user would write, one message at a time.`,
        `Who you are: ${user.persona}`,
        `Your goal: ${user.goal}`,
        "Do not solve the task yourself and do not invent results; ask the assistant. Answer its questions as this user would.",
        `When your goal is reached, or it clearly cannot be reached, write a short last message that ends with ${user.stop} and nothing after it.`,
    ].join("\n");
}
/** The conversation from the user's side: the user's own lines are the assistant's here. */
function userModelMessages(said) {
    return [
        { role: "user", content: CONVERSATION_START },
        ...said.map((line) => line.by === "user" ? { role: "assistant", content: line.text } : { role: "user", content: line.text || "(no answer)" }),
    ];
}


/***/ }),

/***/ 23987:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ describeModelError)
/* harmony export */ });
/* harmony import */ var ai__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52535);
/* harmony import */ var ai__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(90583);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _util_clip_text_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(49326);
/* harmony import */ var _retry_model_call_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(62632);




/**
 * One line for a failed model call that says which model, what the endpoint
 * answered and how many attempts were made, e.g.
 * `model openai:gpt-4o: HTTP 429 from https://api.openai.com/v1/chat/completions after 3 attempts: Rate limit reached`.
 */
function describeModelError(label, error) {
    // Our own retries (retry-model-call.ts) or, for calls made with maxRetries > 0, the AI SDK's.
    const attempts = _retry_model_call_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelCallError */ .sX.isInstance(error) ? error.attempts : ai__WEBPACK_IMPORTED_MODULE_2__/* .RetryError */ .J_o.isInstance(error) ? error.errors.length : 1;
    const last = _retry_model_call_js__WEBPACK_IMPORTED_MODULE_1__/* .ModelCallError */ .sX.isInstance(error) ? error.lastError : ai__WEBPACK_IMPORTED_MODULE_2__/* .RetryError */ .J_o.isInstance(error) ? error.lastError : error;
    const after = attempts > 1 ? ` after ${attempts} attempts` : "";
    if (ai__WEBPACK_IMPORTED_MODULE_3__/* .APICallError */ .hL.isInstance(last)) {
        const status = last.statusCode ? `HTTP ${last.statusCode} from ${last.url}` : `no answer from ${last.url}`;
        return `model ${label}: ${status}${after}: ${firstLine(last.message)}`;
    }
    return `model ${label}${after}: ${firstLine((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .Uc)(last))}`;
}
function firstLine(text) {
    const line = text.split("\n")[0] ?? "";
    return (0,_util_clip_text_js__WEBPACK_IMPORTED_MODULE_4__/* .clipText */ .g)(line, 300);
}


/***/ }),

/***/ 62632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DX: () => (/* binding */ retryMiddleware),
/* harmony export */   sX: () => (/* binding */ ModelCallError)
/* harmony export */ });
/* unused harmony exports DEFAULT_RETRY_POLICY, retryModelCall, retryDelayMs */
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(58500);
/* harmony import */ var node_timers_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_timers_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var ai__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(90583);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(83916);
/**
 * Retries of model calls, as an AI SDK language-model middleware.
 *
 * The AI SDK retries on its own (`maxRetries`) and honours Retry-After, but
 * its delays cannot be injected (tests would sleep), it adds no jitter, and
 * its final error does not carry the provider. So calls go out with
 * `maxRetries: 0` and this middleware retries them: HTTP 429 and 5xx (and
 * connection failures the provider marks retryable), exponential backoff
 * with jitter, a server's Retry-After honoured up to `maxDelayMs`, bounded
 * attempts, and every wait abortable.
 */



/** The policy when the config gives no `model.retries`. */
const DEFAULT_RETRY_POLICY = Object.freeze({ maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 30_000 });
const modelCallErrorMarker = Symbol.for("mcpvals.error.ModelCallError");
/** A model call failed for good: after its last attempt, or at once for a non-retryable answer. */
class ModelCallError extends _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .McpvalsError */ .Hi {
    provider;
    status;
    attempts;
    lastError;
    [modelCallErrorMarker] = true;
    constructor(provider, 
    /** HTTP status of the last answer; undefined when there was none (connection failure). */
    status, attempts, lastError) {
        const url = ai__WEBPACK_IMPORTED_MODULE_2__/* .APICallError */ .hL.isInstance(lastError) ? ` from ${lastError.url}` : "";
        const what = status ? `HTTP ${status}${url}` : `no answer${url}`;
        super("MODEL", `${provider}: ${what} after ${attempts} attempt${attempts === 1 ? "" : "s"}: ${lastMessage(lastError)}`, {
            cause: lastError,
        });
        this.provider = provider;
        this.status = status;
        this.attempts = attempts;
        this.lastError = lastError;
    }
    /** True when `error` is a ModelCallError, also from another copy of this module. */
    static isInstance(error) {
        return _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .McpvalsError */ .Hi.hasMarker(error, modelCallErrorMarker);
    }
}
/** Calls `call` until it succeeds, a non-retryable error comes, the attempts run out, or `signal` aborts. */
async function retryModelCall(call, options) {
    const { provider, signal, sleep = defaultSleep, random = Math.random, onRetry } = options;
    const policy = { ...DEFAULT_RETRY_POLICY, ...options.policy };
    for (let attempt = 1;; attempt++) {
        try {
            return await call();
        }
        catch (error) {
            // Cancellation is the caller's, not a failure of the model.
            if (signal?.aborted || isAbort(error))
                throw error;
            const status = ai__WEBPACK_IMPORTED_MODULE_2__/* .APICallError */ .hL.isInstance(error) ? error.statusCode : undefined;
            if (!isRetryable(error) || attempt >= policy.maxAttempts) {
                // A first-try non-retryable error stays the provider's own (its message is already precise).
                if (attempt === 1 && !isRetryable(error))
                    throw error;
                throw new ModelCallError(provider, status, attempt, error);
            }
            const delayMs = retryDelayMs(error, attempt, policy, random);
            onRetry?.({ provider, attempt, status, delayMs });
            await sleep(delayMs, signal);
        }
    }
}
/** The middleware form of {@link retryModelCall}, for `wrapLanguageModel`. */
function retryMiddleware(options) {
    return {
        wrapGenerate: ({ doGenerate, params }) => retryModelCall(doGenerate, { ...options, signal: params.abortSignal }),
        // Only the opening of the stream is retried: once parts flow, a retry would repeat them.
        wrapStream: ({ doStream, params }) => retryModelCall(doStream, { ...options, signal: params.abortSignal }),
    };
}
/**
 * Retry-After (seconds or an HTTP date) or retry-after-ms when the server
 * sent one, else base * 2^(attempt-1) with "equal jitter" (half fixed, half
 * random) so parallel workflows do not retry in lockstep; capped at maxDelayMs.
 */
function retryDelayMs(error, attempt, policy, random = Math.random) {
    const fromServer = retryAfterMs(error);
    if (fromServer !== undefined)
        return Math.min(fromServer, policy.maxDelayMs);
    const exponential = Math.min(policy.baseDelayMs * 2 ** (attempt - 1), policy.maxDelayMs);
    return Math.round(exponential / 2 + (exponential / 2) * random());
}
function retryAfterMs(error) {
    if (!ai__WEBPACK_IMPORTED_MODULE_2__/* .APICallError */ .hL.isInstance(error) || !error.responseHeaders)
        return undefined;
    const headers = Object.fromEntries(Object.entries(error.responseHeaders).map(([k, v]) => [k.toLowerCase(), v]));
    const ms = Number.parseFloat(headers["retry-after-ms"] ?? "");
    if (Number.isFinite(ms) && ms >= 0)
        return ms;
    const value = headers["retry-after"];
    if (value === undefined || value.trim() === "")
        return undefined;
    const seconds = Number(value);
    if (Number.isFinite(seconds) && seconds >= 0)
        return seconds * 1000;
    const date = Date.parse(value);
    return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
function isRetryable(error) {
    if (!ai__WEBPACK_IMPORTED_MODULE_2__/* .APICallError */ .hL.isInstance(error))
        return false;
    const status = error.statusCode;
    if (status === undefined)
        return error.isRetryable;
    return status === 429 || status >= 500;
}
function isAbort(error) {
    return error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");
}
function lastMessage(error) {
    const text = error instanceof Error ? error.message : String(error);
    return text.split("\n")[0] ?? "";
}
async function defaultSleep(ms, signal) {
    await (0,node_timers_promises__WEBPACK_IMPORTED_MODULE_0__.setTimeout)(ms, undefined, { signal });
}


/***/ })

};

//# sourceMappingURL=660.index.js.map