export const id = 5064;
export const ids = [5064];
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

/***/ 85064:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createCassetteRun: () => (/* binding */ createCassetteRun)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./src/cassettes/cassette-file.ts
var cassette_file = __webpack_require__(52424);
// EXTERNAL MODULE: ./src/cassettes/cassette-error.ts
var cassette_error = __webpack_require__(98630);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
;// CONCATENATED MODULE: ./src/cassettes/cassette-name.ts
/**
 * Where a workflow's cassette lives. Names must map to distinct files: two
 * workflows whose names differ only in case, punctuation or non-Latin letters
 * shared one file before, and one of them always replayed as stale. A name of
 * lowercase words keeps its plain file (`write note` -> `write-note.json`);
 * any other name gets a short hash of its exact text (`Write Note` ->
 * `write-note.98795952.json`), which a plain name can never produce.
 */


const PLAIN_NAME = /^[a-z0-9]+(?: [a-z0-9]+)*$/;
function slug(workflow) {
    return (workflow
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-+|-+$/g, "") || "workflow");
}
function withAttempt(dir, stem, attempt) {
    return external_node_path_default().join(dir, attempt > 1 ? `${stem}.attempt-${attempt}.json` : `${stem}.json`);
}
/** The file of a workflow's attempt: `<stem>.json`, and `<stem>.attempt-<n>.json` for later repeats. */
function cassettePath(dir, workflow, attempt) {
    if (PLAIN_NAME.test(workflow))
        return withAttempt(dir, workflow.replaceAll(" ", "-"), attempt);
    const hash = (0,external_node_crypto_.createHash)("sha256").update(workflow).digest("hex").slice(0, 8);
    return withAttempt(dir, `${slug(workflow).slice(0, 60)}.${hash}`, attempt);
}
/**
 * Where mcpvals <= 0.5 put the cassette (the slug alone). Read when the new
 * file is absent and the old one holds this exact workflow; the next
 * recording writes the new file and removes the old one.
 */
function legacyCassettePath(dir, workflow, attempt) {
    return withAttempt(dir, slug(workflow), attempt);
}

;// CONCATENATED MODULE: ./src/cassettes/find-cassette.ts
/**
 * Finds a workflow attempt's cassette: at its own file, else (from before
 * names mapped to distinct files) at the legacy file when that holds this
 * exact workflow. A file holding another workflow is not this one's.
 */



/** Throws CassetteError when the file that should hold the cassette is unreadable or invalid. */
async function findCassette(dir, workflow, attempt, signal) {
    const file = cassettePath(dir, workflow, attempt);
    const own = await (0,cassette_file/* readCassette */.nn)(file, signal);
    if (own)
        return { file, cassette: own.workflow === workflow ? own : null, legacy: undefined };
    const legacy = legacyCassettePath(dir, workflow, attempt);
    if (legacy === file)
        return { file, cassette: null, legacy: undefined };
    const old = await (0,cassette_file/* readCassette */.nn)(legacy, signal).catch(() => null);
    return old?.workflow === workflow ? { file, cassette: old, legacy } : { file, cassette: null, legacy: undefined };
}
/** After the new file is written: the legacy one it replaces goes. */
async function removeLegacy(found) {
    if (found.legacy)
        await (0,promises_.rm)(found.legacy, { force: true });
}

// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
;// CONCATENATED MODULE: ./src/cassettes/find-divergence.ts
/**
 * Where a live model request stops matching the recorded one, said the way a
 * reviewer needs it: the step, the tool whose result changed, and a short
 * recorded-vs-live excerpt around the first difference.
 */

const CONTEXT = 40;
/**
 * Null when the two (masked) requests are the same. `unit` names what a user
 * message is: a workflow's "step", or a conversation's "turn".
 */
function findDivergence(recorded, live, request, unit = "step") {
    const recordedMessages = recorded.messages;
    const liveMessages = live.messages;
    const stepAt = (index) => Math.max(0, liveMessages.slice(0, index + 1).filter((m) => m.role === "user").length - 1);
    const length = Math.max(recordedMessages.length, liveMessages.length);
    for (let index = 0; index < length; index++) {
        const before = recordedMessages[index];
        const now = liveMessages[index];
        if ((0,external_node_util_.isDeepStrictEqual)(before, now))
            continue;
        const step = stepAt(Math.min(index, liveMessages.length - 1));
        if (before?.role === "tool" && now?.role === "tool") {
            const parts = before.content.map((part, i) => [part, now.content[i]]);
            const [was, is] = parts.find(([a, b]) => !(0,external_node_util_.isDeepStrictEqual)(a, b)) ?? [before.content, now.content];
            const tool = String(is?.toolName ?? was.toolName ?? "?");
            const excerpt = excerpts(outputText(was), outputText(is));
            return {
                step,
                request,
                kind: "tool-result",
                tool,
                ...excerpt,
                message: `${unit} ${step + 1}: the result of tool "${tool}" changed since the recording`,
            };
        }
        const excerpt = excerpts(JSON.stringify(before ?? null), JSON.stringify(now ?? null));
        return {
            step,
            request,
            kind: "messages",
            ...excerpt,
            message: `${unit} ${step + 1}: the conversation differs from the recording at message ${index + 1} (${now?.role ?? "none"})`,
        };
    }
    const step = stepAt(liveMessages.length - 1);
    if (!(0,external_node_util_.isDeepStrictEqual)(recorded.tools, live.tools)) {
        const names = (tools) => new Map(tools.map((t) => [t.name, JSON.stringify(t)]));
        const [was, is] = [names(recorded.tools), names(live.tools)];
        const added = [...is.keys()].filter((n) => !was.has(n));
        const removed = [...was.keys()].filter((n) => !is.has(n));
        const changed = [...is.keys()].filter((n) => was.has(n) && was.get(n) !== is.get(n));
        const what = [
            added.length ? `added ${added.join(", ")}` : "",
            removed.length ? `removed ${removed.join(", ")}` : "",
            changed.length ? `changed ${changed.join(", ")}` : "",
        ]
            .filter(Boolean)
            .join("; ");
        return {
            step,
            request,
            kind: "tools",
            message: `${unit} ${step + 1}: the tools offered to the model changed since the recording (${what || "order"})`,
        };
    }
    if (!(0,external_node_util_.isDeepStrictEqual)(recorded.settings, live.settings)) {
        return {
            step,
            request,
            kind: "settings",
            ...excerpts(JSON.stringify(recorded.settings), JSON.stringify(live.settings)),
            message: `${unit} ${step + 1}: the model call settings changed since the recording`,
        };
    }
    return null;
}
function outputText(part) {
    const output = part?.output;
    const value = output?.value ?? part;
    return typeof value === "string" ? value : JSON.stringify(value ?? null);
}
/** The two texts around their first differing character, about 2 x CONTEXT characters each. */
function excerpts(recorded, live) {
    let at = 0;
    while (at < recorded.length && at < live.length && recorded[at] === live[at])
        at++;
    const cut = (text) => {
        const start = Math.max(0, at - CONTEXT);
        const end = Math.min(text.length, at + CONTEXT);
        return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
    };
    return { recorded: cut(recorded), live: cut(live) };
}

;// CONCATENATED MODULE: ./src/cassettes/normalize-request.ts
/**
 * A model call's options in the form a cassette keeps and matches: the
 * messages, the tools offered and the settings, without provider options,
 * headers or the abort signal (secrets are starred out as the cassette is
 * built for writing, cassette-run.ts, and before matching). `maskRequest` blanks the
 * volatile values of `cassettes.ignore` before two requests are compared.
 */


const SETTINGS = [
    "maxOutputTokens",
    "temperature",
    "stopSequences",
    "topP",
    "topK",
    "presencePenalty",
    "frequencyPenalty",
    "responseFormat",
    "seed",
    "toolChoice",
];
function normalizeRequest(options) {
    const messages = options.prompt.map(({ role, content }) => ({
        role,
        content: typeof content === "string" ? content : content.map((part) => withoutProviderOptions(part)),
    }));
    const tools = (options.tools ?? []).map((tool) => tool.type === "function"
        ? { name: tool.name, description: tool.description, inputSchema: tool.inputSchema }
        : { name: tool.name, inputSchema: null });
    const settings = Object.fromEntries(SETTINGS.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]));
    // A JSON round trip makes the live request look exactly like one read back from a file.
    return JSON.parse(JSON.stringify((0,cassette_file/* sortKeys */.di)({ messages, tools, settings })));
}
/** Replaces every match of the `ignore` patterns in every string with `<ignored>`. */
function maskRequest(value, patterns) {
    if (patterns.length === 0)
        return value;
    const walk = (node) => {
        if (typeof node === "string")
            return patterns.reduce((text, pattern) => text.replace(pattern, "<ignored>"), node);
        if (Array.isArray(node))
            return node.map(walk);
        if (node && typeof node === "object")
            return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
        return node;
    };
    return walk(value);
}
/** sha256 of the tools offered, names and schemas included. */
function hashTools(tools) {
    return (0,external_node_crypto_.createHash)("sha256")
        .update(JSON.stringify((0,cassette_file/* sortKeys */.di)(tools)))
        .digest("hex");
}
function withoutProviderOptions(part) {
    const { providerOptions: _ignored, ...rest } = part;
    return rest;
}

// EXTERNAL MODULE: ./src/secrets/redact-secrets.ts
var redact_secrets = __webpack_require__(1336);
;// CONCATENATED MODULE: ./src/cassettes/cassette-session.ts




class CassetteSession {
    options;
    /** The exchanges of this attempt, as they happened: what a (re-)recording writes (secrets starred out then). */
    exchanges = [];
    divergence;
    /** The first cassette failure; once set, every later model call fails with it. */
    failure;
    live;
    wentLive = false;
    served = { agent: 0, user: 0, judge: 0 };
    constructor(options) {
        this.options = options;
        this.live = options.plan.kind === "record";
    }
    /** Called by the model middleware for every model call of the workflow. */
    next(role, params) {
        if (this.failure)
            throw this.failure;
        const { plan, onDivergence, ignore, secrets, workflow } = this.options;
        const request = normalizeRequest(params);
        if (plan.kind === "unavailable")
            this.fail(plan.message);
        if (this.live)
            return this.goLive(request, "to record it");
        const { cassette } = plan;
        const index = this.served[role]++;
        const recorded = cassette.exchanges.filter((e) => e.role === role)[index];
        const requestIndex = this.exchanges.length;
        const divergence = recorded
            ? // The recording holds the request with the secrets starred out: compare like with like.
                findDivergence(maskRequest(recorded.request, ignore), maskRequest((0,redact_secrets/* redactSecrets */.f)(request, secrets), ignore), requestIndex, this.options.unit)
            : {
                step: Math.max(0, request.messages.filter((m) => m.role === "user").length - 1),
                request: requestIndex,
                kind: "extra-request",
                message: `the ${role} made model request ${index + 1}, which the recording does not have (it holds ${cassette.exchanges.filter((e) => e.role === role).length})`,
            };
        if (!divergence) {
            this.exchanges.push({ role, request, response: recorded.response });
            return { replay: recorded.response };
        }
        this.divergence ??= divergence;
        const where = `Workflow "${workflow}" diverged from its cassette ${this.options.file}: ${divergence.message}`;
        const diff = divergence.recorded !== undefined ? `\n  recorded: ${divergence.recorded}\n  live:     ${divergence.live}` : "";
        if (onDivergence === "warn" && recorded) {
            this.options.onWarning?.(`${where} (onDivergence: warn, replaying the recorded answers)${diff}`);
            this.exchanges.push({ role, request, response: recorded.response });
            return { replay: recorded.response };
        }
        if (onDivergence === "live") {
            if (this.options.missingKey)
                this.fail(`${where}.${diff}\nonDivergence is live, but there is no API key for the live model: ${this.options.missingKey.message}`);
            this.live = true;
            this.wentLive = true;
            this.options.onWarning?.(`${where} (onDivergence: live, continuing with the live model)${diff}`);
            return this.goLive(request, "after the divergence");
        }
        this.fail(`${where}.${diff}\nRe-record it with \`mcpvals run --record\`, mask volatile values with cassettes.ignore, or set cassettes.onDivergence.`);
    }
    /** The live answer to `request`, kept for the recording (redacted as it is written). */
    record(role, request, response) {
        this.exchanges.push({ role, request, response });
    }
    /** Whether the exchanges should be written back to the file. */
    get writes() {
        return (this.failure === undefined &&
            this.exchanges.length > 0 &&
            (this.options.plan.kind === "record" || (this.wentLive && this.options.recordLiveContinuation)));
    }
    status(model) {
        const { plan, file } = this.options;
        const divergence = this.divergence ? { divergence: this.divergence } : {};
        if (plan.kind === "unavailable")
            return { status: plan.status, file, model: null };
        if (plan.kind === "record")
            return { status: "recorded", file, model };
        const recordedModel = plan.cassette.model;
        if (this.wentLive)
            return { status: this.writes ? "recorded" : "live", file, model: this.writes ? model : recordedModel, ...divergence };
        return { status: this.divergence ? "diverged" : "replayed", file, model: recordedModel, ...divergence };
    }
    goLive(request, why) {
        const { missingKey, workflow } = this.options;
        if (missingKey)
            this.fail(`Workflow "${workflow}" needs a live model call ${why}, but there is no API key: ${missingKey.message}`);
        return { live: request };
    }
    fail(message) {
        this.failure = new cassette_error/* CassetteError */.L(message);
        throw this.failure;
    }
}

// EXTERNAL MODULE: ./src/cassettes/cassette-storage.ts
var cassette_storage = __webpack_require__(25189);
;// CONCATENATED MODULE: ./src/cassettes/definition-hash.ts


/**
 * What a cassette was recorded for: the workflow's prompts and expectations,
 * the tools it may be offered, and the agent and judge models. Any change
 * makes its cassette stale rather than silently replayed. Verifiers and
 * setup steps are left out: they never reach the model. The host is in it only
 * when set, so a cassette recorded without one keeps its hash; so is a
 * simulated user (its persona, goal, script and model).
 */
function definitionHash(workflow, models) {
    const { steps, expectTools, expectedState, order, maxSteps, toolSelection, host, user } = workflow;
    const definition = (0,cassette_file/* sortKeys */.di)({
        steps,
        expectTools,
        expectedState,
        order,
        maxSteps,
        toolSelection,
        model: models.agent,
        judgeModel: models.judge,
        ...(host !== undefined ? { host } : {}),
        // A simulated user's model by name only (its key and URL never go into a file), defaulting to the agent's.
        ...(user !== undefined ? { user: { ...user, model: modelName(user.model) ?? models.agent } } : {}),
    });
    return (0,external_node_crypto_.createHash)("sha256").update(JSON.stringify(definition)).digest("hex").slice(0, 16);
}
function modelName(spec) {
    if (spec === undefined || typeof spec === "string")
        return spec;
    return `${spec.provider}:${spec.model}`;
}

;// CONCATENATED MODULE: ./src/cassettes/cassette-run.ts
/**
 * The cassettes of one run: decides per workflow attempt whether its model
 * answers are replayed, recorded, or cannot be had (missing, stale), runs the
 * attempt inside its session, writes what was recorded, and puts the
 * cassette's status on the workflow's result.
 */










function createCassetteRun(options) {
    const { settings, mode, baseDir, secrets, models, missingKey, onWarning, signal } = options;
    const ignore = settings.ignore.map((pattern) => new RegExp(pattern, "g"));
    // An unreadable or invalid cassette fails its own workflow, with the reason; the run goes on.
    const lookUp = async (workflow, attempt) => findCassette(settings.dir, workflow.name, attempt, signal).catch((error) => {
        if (cassette_error/* CassetteError */.L.isInstance(error))
            return error;
        throw error;
    });
    return {
        mode,
        async fresh(workflow) {
            const found = await lookUp(workflow, 1);
            return !(found instanceof Error) && found.cassette?.definitionHash === definitionHash(workflow, models);
        },
        async run(workflow, attempt, runAttempt) {
            const found = await lookUp(workflow, attempt);
            const file = cassettePath(settings.dir, workflow.name, attempt);
            const shown = external_node_path_default().relative(baseDir, file) || file;
            const plan = planSession({ mode, workflow, found, shown, models, missingKey });
            const session = new CassetteSession({
                workflow: workflow.name,
                file: shown,
                plan,
                onDivergence: settings.onDivergence,
                ignore,
                secrets,
                missingKey,
                recordLiveContinuation: mode === "auto",
                ...(workflow.user ? { unit: "turn" } : {}),
                ...(onWarning ? { onWarning } : {}),
            });
            const result = await cassette_storage/* cassetteStorage */.k.run(session, runAttempt);
            if (session.writes && !signal?.aborted) {
                const cassette = recordedCassette(workflow, attempt, models, session, secrets);
                await (0,cassette_file/* writeCassette */.mw)(file, cassette, signal);
                if (!(found instanceof Error))
                    await removeLegacy(found);
            }
            const cassette = session.status(models.agent);
            // A cassette that could not serve the workflow is its reason to fail, not the model error the driver saw.
            // Diverged, stale or missing is a verdict (the server or the config changed), not infrastructure: the
            // model error the driver wrapped it in must not make the run exit 3.
            if (session.failure) {
                const { infrastructure: _modelError, ...rest } = result;
                return { ...rest, passed: false, error: session.failure.message, cassette };
            }
            return { ...result, cassette };
        },
    };
}
/** Whether an attempt replays its cassette, records a new one, or cannot be had (and why, in words for the user). */
function planSession({ mode, workflow, found, shown, models, missingKey, }) {
    if (mode === "record")
        return { kind: "record" };
    if (found instanceof Error)
        return { kind: "unavailable", status: "invalid", message: `Workflow "${workflow.name}" cannot be replayed: ${found.message}` };
    const { cassette } = found;
    // Recorded as another host (a copied or renamed file): never replayed, never silently re-recorded over.
    if (cassette && cassette.host !== workflow.host) {
        const as = (host) => (host === undefined ? "mcpvals (no host)" : `host "${host}"`);
        return {
            kind: "unavailable",
            status: "diverged",
            message: `Workflow "${workflow.name}" cannot be replayed: its cassette ${shown} was recorded as ${as(cassette.host)}, and this run connects as ${as(workflow.host)}. Record it with \`mcpvals run --record\`.`,
        };
    }
    const hash = definitionHash(workflow, models);
    if (cassette && cassette.definitionHash === hash)
        return { kind: "replay", cassette };
    if (mode === "auto" && !missingKey)
        return { kind: "record" };
    const status = cassette ? "stale" : "missing";
    const why = status === "stale"
        ? `its cassette ${shown} is stale: the workflow's prompts, expectations or model changed since it was recorded (${cassette.model})`
        : `it has no cassette (${shown})`;
    const key = missingKey ? ` and there is no API key to record one (${missingKey.envVar})` : "";
    return {
        kind: "unavailable",
        status,
        message: `Workflow "${workflow.name}" cannot be replayed: ${why}${key}. Record it with \`mcpvals run --record\`.`,
    };
}
/** The cassette file of what a recording session saw. Redaction boundary: the exchanges as they will be written. */
function recordedCassette(workflow, attempt, models, session, secrets) {
    const exchanges = (0,redact_secrets/* redactSecrets */.f)(session.exchanges, secrets);
    const firstAgent = exchanges.find((e) => e.role === "agent");
    return {
        format: 1,
        workflow: workflow.name,
        ...(workflow.host !== undefined ? { host: workflow.host } : {}),
        attempt,
        model: models.agent,
        judgeModel: models.judge,
        definitionHash: definitionHash(workflow, models),
        toolsHash: firstAgent ? hashTools(firstAgent.request.tools) : null,
        exchanges,
    };
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

//# sourceMappingURL=5064.index.js.map