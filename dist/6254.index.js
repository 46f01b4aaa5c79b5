export const id = 6254;
export const ids = [6254];
export const modules = {

/***/ 98630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ CassetteError)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(83916);

const cassetteErrorMarker = Symbol.for("mcpvals.error.CassetteError");
/** A cassette could not serve a workflow: missing, stale, diverged, unreadable, or a live call without a key. */
class CassetteError extends _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .McpvalsError */ .Hi {
    [cassetteErrorMarker] = true;
    constructor(message, options = {}) {
        super("CASSETTE", message, options);
    }
    /** True when `error` is a CassetteError, also from another copy of this module. */
    static isInstance(error) {
        return _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .McpvalsError */ .Hi.hasMarker(error, cassetteErrorMarker);
    }
}


/***/ }),

/***/ 52424:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   di: () => (/* binding */ sortKeys),
/* harmony export */   mw: () => (/* binding */ writeCassette),
/* harmony export */   nn: () => (/* binding */ readCassette)
/* harmony export */ });
/* unused harmony exports CASSETTE_FORMAT, NormalizedRequestSchema, RecordedResponseSchema, ExchangeSchema, CassetteFileSchema, stableStringify */
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(51455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(76760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var zod__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(80737);
/* harmony import */ var _cassette_error_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(98630);
/* harmony import */ var _util_read_regular_file_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(38562);
/**
 * The cassette file: one workflow run's model exchanges, as readable JSON
 * meant to be committed. Keys are written in a stable order so a re-recording
 * diffs only where the conversation changed.
 */





const CASSETTE_FORMAT = 1;
/** A model request in normalized form: what is matched on replay. */
const NormalizedRequestSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    messages: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J()),
    tools: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ name: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), description: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(), inputSchema: zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J() })),
    settings: zod__WEBPACK_IMPORTED_MODULE_4__/* .record */ .g1P(zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), zod__WEBPACK_IMPORTED_MODULE_4__/* .unknown */ .L5J()),
});
/** The model's answer, enough to replay it (streamed or not). */
const RecordedResponseSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    content: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({ type: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP() })),
    finishReason: zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({ unified: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(), raw: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional() }),
    usage: zod__WEBPACK_IMPORTED_MODULE_4__/* .looseObject */ ._H3({}),
});
const ExchangeSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    /** Who asked: the workflow's agent, the model playing its simulated user, or the judge after it. */
    role: zod__WEBPACK_IMPORTED_MODULE_4__/* ["enum"] */ .k5n(["agent", "user", "judge"]),
    request: NormalizedRequestSchema,
    response: RecordedResponseSchema,
});
const CassetteFileSchema = zod__WEBPACK_IMPORTED_MODULE_4__/* .object */ .Ikc({
    format: zod__WEBPACK_IMPORTED_MODULE_4__/* .literal */ .euz(CASSETTE_FORMAT),
    workflow: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** The host profile the workflow ran as when recorded (config `host:`); absent: as mcpvals. Never replayed under another. */
    host: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().optional(),
    /** 1-based repeat attempt. */
    attempt: zod__WEBPACK_IMPORTED_MODULE_4__/* .number */ .aig().int().min(1),
    /** "provider:model" of the agent whose decisions are recorded. */
    model: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    judgeModel: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    /** Hash of what the workflow asks and expects, and of the models: a changed one makes the cassette stale. */
    definitionHash: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP(),
    /** Hash of the tools offered in the first request (informational: a changed tool list shows as a divergence). */
    toolsHash: zod__WEBPACK_IMPORTED_MODULE_4__/* .string */ .YjP().nullable(),
    exchanges: zod__WEBPACK_IMPORTED_MODULE_4__/* .array */ .YOg(ExchangeSchema),
});
/** The cassette at `file`, or null when there is none. Errors name the file and the field. */
async function readCassette(file, signal) {
    let text;
    try {
        text = await (0,_util_read_regular_file_js__WEBPACK_IMPORTED_MODULE_3__/* .readRegularFile */ .XF)(file, { encoding: "utf8", signal });
    }
    catch (error) {
        if (error.code === "ENOENT")
            return null;
        throw new _cassette_error_js__WEBPACK_IMPORTED_MODULE_2__/* .CassetteError */ .L(`Cannot read the cassette ${file}: ${error.message}`, { cause: error });
    }
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        throw new _cassette_error_js__WEBPACK_IMPORTED_MODULE_2__/* .CassetteError */ .L(`The cassette ${file} is not valid JSON: ${error.message}. Re-record it with --record.`, {
            cause: error,
        });
    }
    const parsed = CassetteFileSchema.safeParse(data);
    if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const at = issue.path.map(String).join(".") || "(top level)";
        throw new _cassette_error_js__WEBPACK_IMPORTED_MODULE_2__/* .CassetteError */ .L(`The cassette ${file} is invalid at ${at}: ${issue.message}. Re-record it with --record.`, {
            cause: parsed.error,
        });
    }
    return parsed.data;
}
/** Writes the cassette atomically (a reader never sees half a file). */
async function writeCassette(file, cassette, signal) {
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.mkdir)(node_path__WEBPACK_IMPORTED_MODULE_1___default().dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.writeFile)(temp, `${stableStringify(cassette)}\n`, { signal });
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_0__.rename)(temp, file);
}
/** JSON with the top level in the schema's order and every nested object's keys sorted. */
function stableStringify(cassette) {
    const { format, workflow, host, attempt, model, judgeModel, definitionHash, toolsHash, exchanges } = cassette;
    // `host` only when set (JSON.stringify leaves an undefined out): a cassette recorded without a host stays byte for byte as before.
    return JSON.stringify({ format, workflow, host, attempt, model, judgeModel, definitionHash, toolsHash, exchanges: sortKeys(exchanges) }, null, 2);
}
function sortKeys(value) {
    if (Array.isArray(value))
        return value.map(sortKeys);
    if (value && typeof value === "object" && !(value instanceof Uint8Array)) {
        return Object.fromEntries(Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, sortKeys(v)]));
    }
    return value;
}


/***/ }),

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
    return {
        content: response.content,
        finishReason: response.finishReason,
        usage: response.usage,
        warnings: [],
    };
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


/***/ }),

/***/ 25189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ cassetteStorage)
/* harmony export */ });
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(16698);
/* harmony import */ var node_async_hooks__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_async_hooks__WEBPACK_IMPORTED_MODULE_0__);

/**
 * The cassette session of the workflow attempt running in this async context.
 * The model is made once per run and shared by workflows running side by
 * side; this is how its middleware knows whose conversation a call belongs to.
 * Sampling requests a server sends (answered through the model) will reach the
 * same session when they are made inside the workflow's context.
 */
const cassetteStorage = new node_async_hooks__WEBPACK_IMPORTED_MODULE_0__.AsyncLocalStorage();


/***/ })

};

//# sourceMappingURL=6254.index.js.map