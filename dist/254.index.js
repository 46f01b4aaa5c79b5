export const id = 254;
export const ids = [254];
export const modules = {

/***/ 66254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   withCassettes: () => (/* binding */ withCassettes)
/* harmony export */ });
/* unused harmony export cassetteMiddleware */
/* harmony import */ var ai__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(52535);
/* harmony import */ var _cassette_file_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(52424);
/* harmony import */ var _cassette_storage_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(25189);
/**
 * The AI SDK middleware that puts cassettes between the driver (and the
 * judge) and the model: a call inside a workflow with a cassette session is
 * answered from the recording, or goes to the model and is recorded. Both
 * generate and stream calls pass here, so the driver's `stream` setting does
 * not matter to a cassette. Outside a session it is transparent.
 */



function cassetteMiddleware(role) {
    return {
        wrapGenerate: async ({ doGenerate, params }) => {
            const session = _cassette_storage_js__WEBPACK_IMPORTED_MODULE_1__/* .cassetteStorage */ .k.getStore();
            if (!session)
                return doGenerate();
            const turn = session.next(role, params);
            if ("replay" in turn)
                return replayGenerate(turn.replay);
            const result = await doGenerate();
            session.record(role, turn.live, recordedResponse(result.content, result.finishReason, result.usage));
            return result;
        },
        wrapStream: async ({ doStream, params }) => {
            const session = _cassette_storage_js__WEBPACK_IMPORTED_MODULE_1__/* .cassetteStorage */ .k.getStore();
            if (!session)
                return doStream();
            const turn = session.next(role, params);
            if ("replay" in turn)
                return { stream: replayStream(turn.replay) };
            const result = await doStream();
            const parts = [];
            const recorder = new TransformStream({
                transform(part, controller) {
                    parts.push(part);
                    controller.enqueue(part);
                },
                flush() {
                    const response = responseFromParts(parts);
                    if (response)
                        session.record(role, turn.live, response);
                },
            });
            return { ...result, stream: result.stream.pipeThrough(recorder) };
        },
    };
}
function recordedResponse(content, finishReason, usage) {
    // Provider metadata (ids, timings of the provider) is not part of the answer and would make every re-recording differ.
    const kept = content.map((part) => {
        const { providerMetadata: _ignored, ...rest } = part;
        return rest;
    });
    return JSON.parse(JSON.stringify((0,_cassette_file_js__WEBPACK_IMPORTED_MODULE_0__/* .sortKeys */ .di)({ content: kept, finishReason, usage: { ...usage, raw: undefined } })));
}
function replayGenerate(response) {
    return { content: response.content, finishReason: response.finishReason, usage: response.usage, warnings: [] };
}
/** The recorded answer as the parts a provider would stream. */
function replayStream(response) {
    const parts = [{ type: "stream-start", warnings: [] }];
    response.content.forEach((part, index) => {
        const id = String(index);
        if (part.type === "text" || part.type === "reasoning") {
            parts.push({ type: `${part.type}-start`, id }, { type: `${part.type}-delta`, id, delta: part.text ?? "" }, { type: `${part.type}-end`, id });
        }
        else
            parts.push(part);
    });
    parts.push({ type: "finish", finishReason: response.finishReason, usage: response.usage });
    return new ReadableStream({
        start(controller) {
            for (const part of parts)
                controller.enqueue(part);
            controller.close();
        },
    });
}
/** The answer a stream carried; null when it ended without finishing (an error or a cancel is not recorded). */
function responseFromParts(parts) {
    const content = [];
    const open = new Map();
    let finish;
    for (const part of parts) {
        switch (part.type) {
            case "text-start":
            case "reasoning-start": {
                const entry = { type: part.type === "text-start" ? "text" : "reasoning", text: "" };
                open.set(`${entry.type}:${part.id}`, entry);
                content.push(entry);
                break;
            }
            case "text-delta":
            case "reasoning-delta": {
                const entry = open.get(`${part.type === "text-delta" ? "text" : "reasoning"}:${part.id}`);
                if (entry)
                    entry.text += part.delta;
                break;
            }
            case "tool-call":
                content.push(part);
                break;
            case "finish":
                finish = part;
                break;
            default:
                break;
        }
    }
    return finish ? recordedResponse(content, finish.finishReason, finish.usage) : null;
}
/** `model` with cassettes in front of it (transparent outside a cassette session). */
function withCassettes(model, role) {
    return (0,ai__WEBPACK_IMPORTED_MODULE_2__/* .wrapLanguageModel */ .aew)({ model: model, middleware: cassetteMiddleware(role) });
}


/***/ })

};

//# sourceMappingURL=254.index.js.map