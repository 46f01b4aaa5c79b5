export const id = 6342;
export const ids = [6342];
export const modules = {

/***/ 66342:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   askUserModel: () => (/* binding */ askUserModel)
/* harmony export */ });
/* harmony import */ var ai__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(52535);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);
/* harmony import */ var _model_describe_model_error_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(23987);
/* harmony import */ var _user_prompt_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12029);
/**
 * One request to the model that plays the user, for one user turn. Its
 * failure is the run's infrastructure (exit 3), named with the turn: the
 * server is not to blame for a user model that did not answer.
 */




function askUserModel({ model, label, user, timeoutMs, temperature }) {
    const system = (0,_user_prompt_js__WEBPACK_IMPORTED_MODULE_2__/* .userSystemPrompt */ .rh)(user);
    return async (said, turn, signal) => {
        try {
            const result = await (0,ai__WEBPACK_IMPORTED_MODULE_3__.generateText)({
                model,
                system,
                messages: (0,_user_prompt_js__WEBPACK_IMPORTED_MODULE_2__/* .userModelMessages */ .T8)(said),
                temperature,
                abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
                // The model carries our retries (createLanguageModel): no hidden second layer.
                maxRetries: 0,
            });
            return result.text;
        }
        catch (error) {
            // Cancellation is the workflow's business (timeout or abort), not the user model's.
            if (signal.aborted)
                throw error;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .McpvalsError */ .Hi("MODEL", `the simulated user failed at turn ${turn + 1}: ${(0,_model_describe_model_error_js__WEBPACK_IMPORTED_MODULE_1__/* .describeModelError */ .f)(label, error)}`, {
                cause: error,
            });
        }
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

//# sourceMappingURL=6342.index.js.map