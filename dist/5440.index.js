export const id = 5440;
export const ids = [5440,5468];
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

/***/ 95440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createLlmDriver: () => (/* binding */ createLlmDriver)
});

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
// EXTERNAL MODULE: ./src/model/describe-model-error.ts
var describe_model_error = __webpack_require__(23987);
// EXTERNAL MODULE: ./src/agent/agent-steps.ts + 3 modules
var agent_steps = __webpack_require__(75468);
;// CONCATENATED MODULE: ./src/agent/agent-loop.ts

/** Runs one user turn to its answer (or to `maxSteps`). Model errors propagate; tool failures are records. */
async function runTurn({ messages, tools, maxSteps, turn, signal, getResponse, onStep, onToolCall, }) {
    let usage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
    let text = "";
    let modelMs = 0;
    let toolMs = 0;
    for (let step = 0; step < maxSteps; step++) {
        signal.throwIfAborted();
        const started = performance.now();
        const response = await getResponse(messages, tools.tools, signal);
        const durationMs = Math.round(performance.now() - started);
        modelMs += durationMs;
        messages.push(...response.responseMessages);
        const stepUsage = (0,agent_steps/* toUsage */.Vl)(response.usage ?? {});
        usage = (0,agent_steps.addUsage)(usage, stepUsage);
        text = response.text;
        const names = response.toolCalls.map((c) => tools.route(c.toolName)?.tool ?? c.toolName);
        await onStep?.({ turn, text: response.text, toolCalls: names, usage: stepUsage, durationMs });
        if (response.toolCalls.length === 0)
            return { text, stopReason: "done", usage, modelMs, toolMs };
        const toolsStarted = performance.now();
        const executed = await (0,agent_steps/* executeToolCalls */.XA)({ calls: response.toolCalls, tools, step: turn, signal, onToolCall });
        toolMs += Math.round(performance.now() - toolsStarted);
        (0,agent_steps/* appendToolResults */.fY)(messages, executed);
    }
    return { text, stopReason: "max-steps", usage, modelMs, toolMs };
}

// EXTERNAL MODULE: ./src/agent/retrieved-tools.ts
var retrieved_tools = __webpack_require__(28599);
;// CONCATENATED MODULE: ./src/agent/system-prompt.ts
/** The system prompt of an Agent that sets none, and of the LLM driver that runs config workflows. */
const DEFAULT_SYSTEM_PROMPT = "You are an assistant with access to tools from MCP servers. Use the tools to do what the user asks, then answer briefly with the result.";

// EXTERNAL MODULE: ./src/agent/user/user-turns.ts
var user_turns = __webpack_require__(76211);
;// CONCATENATED MODULE: ./src/agent/llm-driver.ts







function createLlmDriver({ model, label, stream, temperature, stepTimeoutMs, openTurns = (workflow) => (0,user_turns.stepTurns)(workflow.steps), }) {
    return {
        label,
        async run({ workflow, tools: exposedTools, servers, callTool, recordRejectedCall, selectTools, signal, onMessage, onModelCall, converse, }) {
            const history = [];
            const messages = [];
            let usage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
            // The workflow's tools arrive already named for the model (qualified where two servers share a name);
            // calls go back through the workflow's callTool by that name, which routes them to their server.
            const tools = (0,agent_steps/* prepareTools */.$K)({
                connections: [{ name: servers.join(", "), tools: exposedTools }],
                servers,
                invoke: ({ tool }, args, step, callSignal) => callTool(tool, args, step, callSignal ?? signal),
            });
            // toolSelection retrieve: each user message sees only the tools ranked best against it.
            const { toolSelection } = workflow;
            const retrieved = toolSelection.mode === "retrieve" && selectTools
                ? (0,retrieved_tools/* retrievedTools */.A)({ all: tools, definitions: exposedTools, topK: toolSelection.topK, selectTools })
                : null;
            const turns = openTurns(workflow);
            converse?.(turns);
            let agentSaid = null;
            for (let index = 0;; index++) {
                const user = await turns.next(agentSaid, signal);
                if (!user)
                    break;
                history.push({ role: "user", content: user.text });
                onMessage?.({ step: index, role: "user", text: user.text });
                // The user ended the conversation with this message: it stays in the transcript, unanswered.
                if (user.final) {
                    messages.push({ step: index, user: user.text, assistant: "" });
                    break;
                }
                const offered = retrieved ? await retrieved.forStep(index, user.text, signal) : tools;
                const outcome = await runTurn({
                    messages: history,
                    tools: offered,
                    maxSteps: workflow.maxSteps,
                    turn: index,
                    signal,
                    getResponse: async (conversation, toolSet, turnSignal) => {
                        const call = { model, messages: conversation, tools: toolSet, system: DEFAULT_SYSTEM_PROMPT, temperature, stream };
                        const response = await reportedModelStep({ ...call, signal: turnSignal, timeoutMs: stepTimeoutMs }, { label, step: index, runSignal: signal, ...(onModelCall ? { onModelCall } : {}) });
                        retrieved?.countModelCall();
                        return retrieved ? { ...response, toolCalls: retrieved.admitUnoffered(response.toolCalls, toolSet) } : response;
                    },
                    onToolCall: ({ record, reachedServer }) => {
                        // Calls that reached the server were recorded by callTool.
                        if (!reachedServer) {
                            const errorKind = record.errorKind === "invalid-args" ? "invalid-args" : "unknown-tool";
                            recordRejectedCall({ tool: record.tool, args: record.args, step: record.step, errorKind, error: record.error ?? "" });
                        }
                    },
                });
                usage = (0,agent_steps.addUsage)(usage, outcome.usage);
                messages.push({ step: index, user: user.text, assistant: outcome.text, usage: outcome.usage });
                onMessage?.({ step: index, role: "assistant", text: outcome.text });
                agentSaid = outcome.text;
            }
            const stopReason = turns.stopReason();
            return { messages, usage, ...(retrieved ? { toolSelection: retrieved.result() } : {}), ...(stopReason ? { stopReason } : {}) };
        },
    };
}
/**
 * One model call, told to `onModelCall` whether it answered or failed; a failure that is not the workflow's
 * cancellation becomes a MODEL error naming the model.
 */
async function reportedModelStep(options, { label, step, runSignal, onModelCall, }) {
    const startedAt = new Date().toISOString();
    const started = performance.now();
    try {
        const response = await (0,agent_steps/* modelStep */.Qf)(options);
        const { usage, durationMs } = response;
        onModelCall?.({ step, startedAt, durationMs, usage, toolCalls: response.toolCalls.length });
        return response;
    }
    catch (error) {
        const durationMs = Math.round(performance.now() - started);
        // Cancellation is the workflow's business (timeout or abort), not the model's.
        if (runSignal.aborted) {
            onModelCall?.({ step, startedAt, durationMs, toolCalls: 0, error: "cancelled" });
            throw error;
        }
        const failure = new errors/* McpvalsError */.Hi("MODEL", (0,describe_model_error/* describeModelError */.f)(label, error), { cause: error });
        onModelCall?.({ step, startedAt, durationMs, toolCalls: 0, error: failure.message });
        throw failure;
    }
}


/***/ }),

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

//# sourceMappingURL=5440.index.js.map