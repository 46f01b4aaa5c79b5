export const id = 3348;
export const ids = [3348];
export const modules = {

/***/ 43348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   createLanguageModel: () => (/* binding */ createLanguageModel)
/* harmony export */ });
/* harmony import */ var ai__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(52535);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _util_optional_package_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76035);
/* harmony import */ var _retry_model_call_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(62632);
/* harmony import */ var _provider_limiter_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(47539);





/**
 * An AI SDK language model for a resolved spec. Every provider goes through
 * its AI SDK package (no hand-written HTTP), imported only when that provider
 * is used so a run loads one provider package, not five. The model is wrapped
 * in our retries: call it with `maxRetries: 0`.
 */
async function createLanguageModel(model, options = {}) {
    if (model.kind !== "llm")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .UsageError */ .eb('"scripted" is not a language model: it calls the expected tools itself and only drives config workflows.');
    const { limits, ...retry } = options;
    const limit = limits?.[model.provider];
    // The retries wrap the limiter: each attempt takes its own request from the provider's budget.
    const middleware = [
        (0,_retry_model_call_js__WEBPACK_IMPORTED_MODULE_2__/* .retryMiddleware */ .DX)({ ...retry, provider: model.provider, policy: model.retries }),
        ...(limit ? [(0,_provider_limiter_js__WEBPACK_IMPORTED_MODULE_3__/* .rateLimitMiddleware */ .Sh)((0,_provider_limiter_js__WEBPACK_IMPORTED_MODULE_3__/* .providerLimiter */ .QZ)(model.provider, limit))] : []),
    ];
    return (0,ai__WEBPACK_IMPORTED_MODULE_4__/* .wrapLanguageModel */ .aew)({ model: await providerModel(model), middleware });
}
async function providerModel({ provider, modelId, apiKey, baseURL }) {
    switch (provider) {
        case "openai": {
            const { createOpenAI } = await Promise.all(/* import() */[__webpack_require__.e(8372), __webpack_require__.e(4678)]).then(__webpack_require__.bind(__webpack_require__, 44678));
            // Chat Completions rather than the Responses API: it is what OPENAI_BASE_URL
            // proxies and gateways speak.
            return createOpenAI({ apiKey, baseURL }).chat(modelId);
        }
        case "anthropic": {
            const { createAnthropic } = await (0,_util_optional_package_js__WEBPACK_IMPORTED_MODULE_1__/* .importOptional */ .Gm)("@ai-sdk/anthropic", `The model "anthropic:${modelId}"`, () => Promise.all(/* import() */[__webpack_require__.e(8372), __webpack_require__.e(6644)]).then(__webpack_require__.bind(__webpack_require__, 96644)));
            return createAnthropic({ apiKey, baseURL }).messages(modelId);
        }
        case "google": {
            const { createGoogleGenerativeAI } = await (0,_util_optional_package_js__WEBPACK_IMPORTED_MODULE_1__/* .importOptional */ .Gm)("@ai-sdk/google", `The model "google:${modelId}"`, () => Promise.all(/* import() */[__webpack_require__.e(8372), __webpack_require__.e(785)]).then(__webpack_require__.bind(__webpack_require__, 785)));
            return createGoogleGenerativeAI({ apiKey, baseURL })(modelId);
        }
        case "xai": {
            const { createXai } = await (0,_util_optional_package_js__WEBPACK_IMPORTED_MODULE_1__/* .importOptional */ .Gm)("@ai-sdk/xai", `The model "xai:${modelId}"`, () => __webpack_require__.e(/* import() */ 1220).then(__webpack_require__.bind(__webpack_require__, 11220)));
            return createXai({ apiKey, baseURL })(modelId);
        }
        case "openai-compatible": {
            const { createOpenAICompatible } = await __webpack_require__.e(/* import() */ 7703).then(__webpack_require__.bind(__webpack_require__, 57703));
            return createOpenAICompatible({ name: "openai-compatible", baseURL: baseURL ?? "", apiKey, includeUsage: true }).chatModel(modelId);
        }
    }
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

//# sourceMappingURL=3348.index.js.map