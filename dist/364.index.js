export const id = 364;
export const ids = [364];
export const modules = {

/***/ 364:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createLanguageModel: () => (/* binding */ createLanguageModel)
/* harmony export */ });
/* harmony import */ var _ai_sdk_openai__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5774);
/* harmony import */ var _ai_sdk_openai_compatible__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7703);


/** An AI SDK language model for a resolved spec. Every provider goes through its AI SDK package: no hand-written HTTP. */
function createLanguageModel(model) {
    if (model.provider === "openai") {
        // Chat Completions rather than the Responses API: it is what OPENAI_BASE_URL
        // proxies and gateways speak.
        return (0,_ai_sdk_openai__WEBPACK_IMPORTED_MODULE_0__/* .createOpenAI */ .ry)({ apiKey: model.apiKey, baseURL: model.baseURL }).chat(model.modelId);
    }
    return (0,_ai_sdk_openai_compatible__WEBPACK_IMPORTED_MODULE_1__/* .createOpenAICompatible */ .jr)({
        name: "openai-compatible",
        baseURL: model.baseURL ?? "",
        apiKey: model.apiKey,
        includeUsage: true,
    }).chatModel(model.modelId);
}


/***/ })

};

//# sourceMappingURL=364.index.js.map