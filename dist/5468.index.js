export const id = 5468;
export const ids = [5468];
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


/***/ })

};

//# sourceMappingURL=5468.index.js.map