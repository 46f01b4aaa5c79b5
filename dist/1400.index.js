export const id = 1400;
export const ids = [1400];
export const modules = {

/***/ 73843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fx: () => (/* binding */ summarizeContent),
/* harmony export */   Tf: () => (/* binding */ contentText),
/* harmony export */   sH: () => (/* binding */ summarizeParams)
/* harmony export */ });
/* unused harmony export withoutQuery */
/* harmony import */ var _util_clip_text_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(49326);
/**
 * Short summaries of a server request's params for the trace: message text
 * clipped, a form reduced to its field names, a URL without its query string
 * or fragment (where one-time tokens live). Values of unknown requests are
 * left out entirely. Config secrets are redacted later, with the whole result.
 */

const TEXT = 300;
function summarizeParams(method, params = {}) {
    switch (method) {
        case "roots/list":
            return {};
        case "sampling/createMessage": {
            const messages = Array.isArray(params.messages) ? params.messages : [];
            const last = messages.at(-1);
            return compact({
                messages: messages.length,
                lastMessage: (0,_util_clip_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clipText */ .g)(contentText(last?.content), TEXT),
                systemPrompt: typeof params.systemPrompt === "string" ? (0,_util_clip_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clipText */ .g)(params.systemPrompt, TEXT) : undefined,
                maxTokens: params.maxTokens,
            });
        }
        case "elicitation/create": {
            const mode = params.mode === "url" ? "url" : "form";
            const message = typeof params.message === "string" ? (0,_util_clip_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clipText */ .g)(params.message, TEXT) : "";
            if (mode === "url")
                return compact({
                    mode,
                    message,
                    url: typeof params.url === "string" ? withoutQuery(params.url) : undefined,
                    elicitationId: params.elicitationId,
                });
            const schema = (params.requestedSchema ?? {});
            return compact({
                mode,
                message,
                fields: Object.keys(schema.properties ?? {}),
                required: Array.isArray(schema.required) ? schema.required : undefined,
            });
        }
        default:
            return { keys: Object.keys(params).filter((key) => key !== "_meta") };
    }
}
/** Text of a sampling message's content (a block or a list of blocks). */
function contentText(content) {
    const blocks = Array.isArray(content) ? content : [content];
    return blocks
        .map((block) => {
        const b = block;
        if (b?.type === "text" && typeof b.text === "string")
            return b.text;
        return b?.type ? `[${String(b.type)}]` : "";
    })
        .join("\n");
}
/** Content values as the trace shows them: strings clipped. */
function summarizeContent(content) {
    return Object.fromEntries(Object.entries(content).map(([k, v]) => [k, typeof v === "string" ? (0,_util_clip_text_js__WEBPACK_IMPORTED_MODULE_0__/* .clipText */ .g)(v, 100) : v]));
}
function withoutQuery(url) {
    try {
        const parsed = new URL(url);
        return `${parsed.origin}${parsed.pathname}${parsed.search || parsed.hash ? " (query/fragment omitted)" : ""}`;
    }
    catch {
        return "(not a URL)";
    }
}
function compact(record) {
    return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined));
}


/***/ }),

/***/ 11400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createSampler: () => (/* binding */ createSampler)
/* harmony export */ });
/* harmony import */ var ai__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52535);
/* harmony import */ var _mcp_client_side_summarize_request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(73843);
/**
 * Answers a server's sampling/createMessage with a language model through the
 * AI SDK (any provider, the loopback fake LLM in tests). Text content is
 * passed on; other blocks (images, audio) become a short placeholder, since
 * a test client only needs a plausible answer. The model is one made by
 * createLanguageModel, so it retries on its own: the AI SDK's retries stay off.
 * Spec: https://modelcontextprotocol.io/specification/2025-11-25/client/sampling
 */


function createSampler({ model, label, timeoutMs }) {
    return async (request, signal) => {
        const { text } = await (0,ai__WEBPACK_IMPORTED_MODULE_0__.generateText)({
            model,
            system: request.systemPrompt,
            messages: toModelMessages(request.messages),
            maxOutputTokens: request.maxTokens,
            temperature: request.temperature,
            stopSequences: request.stopSequences,
            maxRetries: 0,
            abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        });
        return { text, model: label };
    };
}
function toModelMessages(messages) {
    return messages.map((message) => message.role === "assistant"
        ? { role: "assistant", content: (0,_mcp_client_side_summarize_request_js__WEBPACK_IMPORTED_MODULE_1__/* .contentText */ .Tf)(message.content) }
        : { role: "user", content: (0,_mcp_client_side_summarize_request_js__WEBPACK_IMPORTED_MODULE_1__/* .contentText */ .Tf)(message.content) });
}


/***/ })

};

//# sourceMappingURL=1400.index.js.map