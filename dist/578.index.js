export const id = 578;
export const ids = [578];
export const modules = {

/***/ 2443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ describeModelError)
/* harmony export */ });
/* harmony import */ var ai__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2535);
/* harmony import */ var ai__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(583);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _clip_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9725);



/**
 * One line for a failed model call that says which model, what the endpoint
 * answered and how many attempts were made, e.g.
 * `model openai:gpt-4o: HTTP 429 from https://api.openai.com/v1/chat/completions after 3 attempts: Rate limit reached`.
 */
function describeModelError(label, error) {
    const attempts = ai__WEBPACK_IMPORTED_MODULE_1__/* .RetryError */ .J_o.isInstance(error) ? error.errors.length : 1;
    const last = ai__WEBPACK_IMPORTED_MODULE_1__/* .RetryError */ .J_o.isInstance(error) ? error.lastError : error;
    const after = attempts > 1 ? ` after ${attempts} attempts` : "";
    if (ai__WEBPACK_IMPORTED_MODULE_2__/* .APICallError */ .hL.isInstance(last)) {
        const status = last.statusCode ? `HTTP ${last.statusCode} from ${last.url}` : `no answer from ${last.url}`;
        return `model ${label}: ${status}${after}: ${firstLine(last.message)}`;
    }
    return `model ${label}${after}: ${firstLine((0,_errors_js__WEBPACK_IMPORTED_MODULE_0__/* .describeError */ .Uc)(last))}`;
}
function firstLine(text) {
    const line = text.split("\n")[0] ?? "";
    return (0,_clip_text_js__WEBPACK_IMPORTED_MODULE_3__/* .clipText */ .g)(line, 300);
}


/***/ }),

/***/ 1578:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createLlmDriver: () => (/* binding */ createLlmDriver)
});

// EXTERNAL MODULE: ./node_modules/ai/dist/index.js + 3 modules
var dist = __webpack_require__(2535);
// EXTERNAL MODULE: ./node_modules/@ai-sdk/provider-utils/dist/index.js
var provider_utils_dist = __webpack_require__(1763);
// EXTERNAL MODULE: ./src/mcp/result-text.ts
var result_text = __webpack_require__(4103);
;// CONCATENATED MODULE: ./src/agent/mcp-tool-set.ts
/**
 * MCP tools as AI SDK tools. Model APIs restrict tool names
 * (OpenAI: ^[a-zA-Z0-9_-]{1,64}$) while MCP allows dots, slashes and longer
 * names, so names are made safe and mapped back; the trace always records
 * the MCP name.
 */


function createMcpToolSet({ tools: definitions, step, callTool, signal }) {
    const tools = {};
    const names = new Map();
    const executed = new Set();
    const used = new Set();
    for (const definition of definitions) {
        const safe = uniqueName(safeToolName(definition.name), used);
        names.set(safe, definition.name);
        tools[safe] = (0,provider_utils_dist/* dynamicTool */.cz)({
            description: definition.description ?? "",
            inputSchema: (0,provider_utils_dist/* jsonSchema */.Og)(definition.inputSchema),
            execute: async (input, options) => {
                executed.add(options.toolCallId);
                const callSignal = options.abortSignal ? AbortSignal.any([signal, options.abortSignal]) : signal;
                const args = input && typeof input === "object" && !Array.isArray(input) ? input : {};
                const { record, result } = await callTool(definition.name, args, step, callSignal);
                // The full text, not the record's clipped copy: the model reads all of what the tool said.
                return toolMessage(record, result ? (0,result_text/* resultText */.D)(result) : undefined);
            },
        });
    }
    return { tools, mcpName: (safeName) => names.get(safeName), executed };
}
/** What the model reads back: the tool's own words, or a plain error it can react to. */
function toolMessage(record, text) {
    if (text === undefined)
        return `Error (${record.errorKind}): ${record.error}`;
    if (record.isError)
        return `Tool error: ${text}`;
    return text;
}
function safeToolName(name) {
    const cleaned = name.replace(/[^a-zA-Z0-9_-]/g, "_").slice(0, 64);
    return cleaned || "tool";
}
function uniqueName(name, used) {
    let candidate = name;
    for (let i = 2; used.has(candidate); i++)
        candidate = `${name.slice(0, 60)}_${i}`;
    used.add(candidate);
    return candidate;
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/agent/describe-model-error.ts
var describe_model_error = __webpack_require__(2443);
;// CONCATENATED MODULE: ./src/agent/llm-driver.ts
/**
 * Drives a workflow through a language model with the AI SDK's tool loop.
 * Steps are turns of one conversation: each user message is appended to the
 * history, the model may call tools up to `maxSteps` times, and its final
 * text is that step's answer.
 */




const SYSTEM_PROMPT = "You are an assistant with access to tools from an MCP server. Use the tools to do what the user asks, then answer briefly with the result.";
function createLlmDriver({ model, label, stream, temperature, stepTimeoutMs, maxRetries = 2 }) {
    return {
        label,
        async run({ workflow, tools, servers, callTool, recordRejectedCall, signal }) {
            const history = [];
            const messages = [];
            const usage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
            for (const [index, step] of workflow.steps.entries()) {
                history.push({ role: "user", content: step.user });
                const toolSet = createMcpToolSet({ tools, step: index, callTool, signal });
                const options = {
                    model,
                    system: SYSTEM_PROMPT,
                    messages: history,
                    tools: toolSet.tools,
                    // The AI SDK answers calls to unknown tools (and unparsable arguments)
                    // itself without running a tool: record them as the failed calls they are.
                    onStepEnd: (stepResult) => {
                        for (const part of stepResult.content) {
                            if (part.type !== "tool-error" || !part.toolCallId || toolSet.executed.has(part.toolCallId))
                                continue;
                            const mcpName = toolSet.mcpName(part.toolName ?? "");
                            recordRejectedCall({
                                tool: mcpName ?? part.toolName ?? "(unnamed)",
                                args: part.input ?? null,
                                step: index,
                                errorKind: mcpName ? "invalid-args" : "unknown-tool",
                                error: mcpName
                                    ? `the model sent arguments that could not be parsed: ${(0,errors/* describeError */.Uc)(part.error)}`
                                    : servers.length === 1
                                        ? `server "${servers[0]}" has no tool "${part.toolName}" (the model asked for it)`
                                        : `none of the servers (${servers.join(", ")}) has a tool "${part.toolName}" (the model asked for it)`,
                            });
                        }
                    },
                    stopWhen: (0,dist/* isStepCount */.cGL)(workflow.maxSteps),
                    abortSignal: signal,
                    timeout: { stepMs: stepTimeoutMs },
                    maxRetries,
                    temperature,
                };
                let text;
                let responseMessages;
                let stepUsage;
                try {
                    if (stream) {
                        let streamError;
                        const result = (0,dist/* streamText */.gM3)({ ...options, onError: ({ error }) => void (streamError = error) });
                        text = await result.text;
                        if (streamError)
                            throw streamError;
                        responseMessages = (await result.response).messages;
                        stepUsage = await result.totalUsage;
                    }
                    else {
                        const result = await (0,dist/* generateText */.Df5)(options);
                        text = result.text;
                        responseMessages = result.response.messages;
                        stepUsage = result.totalUsage;
                    }
                }
                catch (error) {
                    // Cancellation is the workflow's business (timeout or abort), not the model's.
                    if (signal.aborted)
                        throw error;
                    throw new errors/* McpvalsError */.Hi("MODEL", (0,describe_model_error/* describeModelError */.f)(label, error), { cause: error });
                }
                history.push(...responseMessages);
                usage.inputTokens += stepUsage.inputTokens ?? 0;
                usage.outputTokens += stepUsage.outputTokens ?? 0;
                usage.totalTokens += stepUsage.totalTokens ?? (stepUsage.inputTokens ?? 0) + (stepUsage.outputTokens ?? 0);
                messages.push({ step: index, user: step.user, assistant: text });
            }
            return { messages, usage };
        },
    };
}


/***/ })

};

//# sourceMappingURL=578.index.js.map