export const id = 1400;
export const ids = [1400];
export const modules = {

/***/ 11400:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createSampler: () => (/* binding */ createSampler)
/* harmony export */ });
/* harmony import */ var ai__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52535);
/* harmony import */ var _protocol_summarize_request_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(51133);
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
        ? { role: "assistant", content: (0,_protocol_summarize_request_js__WEBPACK_IMPORTED_MODULE_1__/* .contentText */ .Tf)(message.content) }
        : { role: "user", content: (0,_protocol_summarize_request_js__WEBPACK_IMPORTED_MODULE_1__/* .contentText */ .Tf)(message.content) });
}


/***/ })

};

//# sourceMappingURL=1400.index.js.map