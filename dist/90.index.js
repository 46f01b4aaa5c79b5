export const id = 90;
export const ids = [90];
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

/***/ 90:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  JUDGE_SYSTEM_PROMPT: () => (/* binding */ JUDGE_SYSTEM_PROMPT),
  createLlmJudge: () => (/* binding */ createLlmJudge),
  runJudge: () => (/* binding */ runJudge)
});

// EXTERNAL MODULE: ./node_modules/ai/dist/index.js + 3 modules
var dist = __webpack_require__(2535);
// EXTERNAL MODULE: ./src/agent/describe-model-error.ts
var describe_model_error = __webpack_require__(2443);
// EXTERNAL MODULE: ./node_modules/zod/v4/classic/schemas.js + 1 modules
var schemas = __webpack_require__(737);
// EXTERNAL MODULE: ./src/clip-text.ts
var clip_text = __webpack_require__(9725);
;// CONCATENATED MODULE: ./src/scoring/parse-judge-verdict.ts


const JudgeVerdictSchema = schemas/* object */.Ikc({
    // Numeric strings ("0.8") are accepted; z.coerce would also turn null, "" and
    // booleans into 0/1 and let a malformed verdict through as a real score.
    score: schemas/* preprocess */.vkY((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value), schemas/* number */.aig().min(0).max(1)),
    passed: schemas/* boolean */.zMY(),
    reasoning: schemas/* string */.YjP(),
});
/**
 * Reads the judge's verdict from model output. Models wrap JSON in prose or
 * code fences, so the first balanced `{...}` block is taken and checked with
 * zod. Returns an error message instead of throwing: a bad verdict is a
 * failed metric, not a crashed run.
 */
function parseJudgeVerdict(text) {
    // Models put prose (even braces) before the JSON: try every balanced {...}
    // block in order and take the first that is a valid verdict.
    let firstProblem;
    for (const block of jsonObjectCandidates(text)) {
        let data;
        try {
            data = JSON.parse(block);
        }
        catch (error) {
            firstProblem ??= `the judge's JSON could not be parsed (${error.message}): ${clip(block)}`;
            continue;
        }
        const parsed = JudgeVerdictSchema.safeParse(data);
        if (parsed.success)
            return { verdict: parsed.data };
        firstProblem ??= `the judge's answer is not {score 0..1, passed, reasoning}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}`;
    }
    return { error: firstProblem ?? `the judge did not answer with a JSON object: ${clip(text)}` };
}
function* jsonObjectCandidates(text) {
    for (let start = text.indexOf("{"); start !== -1; start = text.indexOf("{", start + 1)) {
        const end = balancedEnd(text, start);
        if (end !== undefined)
            yield text.slice(start, end + 1);
    }
}
function balancedEnd(text, start) {
    let depth = 0;
    let inString = false;
    for (let i = start; i < text.length; i++) {
        const ch = text[i];
        if (inString) {
            if (ch === "\\")
                i++;
            else if (ch === '"')
                inString = false;
        }
        else if (ch === '"')
            inString = true;
        else if (ch === "{")
            depth++;
        else if (ch === "}" && --depth === 0)
            return i;
    }
    return undefined;
}
function clip(text) {
    return (0,clip_text/* clipText */.g)(text, 200);
}

;// CONCATENATED MODULE: ./src/judge/run-judge.ts
/**
 * The optional LLM judge: shows a model the conversation, the tool calls and
 * the criterion, and reads back {score, passed, reasoning}. The criterion is
 * the workflow's expectedState when given, else whether the user's requests
 * were fulfilled.
 */




/** A {@link Judge} backed by an AI SDK language model. */
function createLlmJudge({ model, label, minScore }) {
    return { label, judge: (input) => runJudge({ model, label, minScore, ...input }) };
}
const JUDGE_SYSTEM_PROMPT = "You are an evaluation judge for an AI assistant that uses tools from an MCP server. " +
    "Judge whether the assistant met the criterion, using the conversation and the tool calls as evidence. " +
    'Answer with only a JSON object: {"score": <number 0..1>, "passed": <boolean>, "reasoning": "<one or two sentences>"}.';
async function runJudge({ model, label, minScore, workflow, messages, toolCalls, timeoutMs, signal }) {
    const base = { skipped: false, minScore, model: label };
    let text;
    try {
        const result = await (0,dist/* generateText */.Df5)({
            model,
            system: JUDGE_SYSTEM_PROMPT,
            prompt: judgePrompt(workflow, messages, toolCalls),
            abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
            temperature: 0,
            maxRetries: 2,
        });
        text = result.text;
    }
    catch (error) {
        return { ...base, passed: false, score: 0, reasoning: "", message: `the judge failed: ${(0,describe_model_error/* describeModelError */.f)(label, error)}` };
    }
    const parsed = parseJudgeVerdict(text);
    if ("error" in parsed)
        return { ...base, passed: false, score: 0, reasoning: "", message: parsed.error };
    const { score, passed, reasoning } = parsed.verdict;
    const ok = passed && score >= minScore;
    return { ...base, passed: ok, score, reasoning, message: ok ? `score ${score} >= ${minScore}` : `score ${score}${passed ? "" : ", judged failed"} (needs passed and >= ${minScore})` };
}
function judgePrompt(workflow, messages, toolCalls) {
    const criteria = [
        ...workflow.steps.flatMap((s, i) => (s.expectedState ? [`After message ${i + 1}: ${s.expectedState}`] : [])),
        ...(workflow.expectedState ? [`At the end: ${workflow.expectedState}`] : []),
    ];
    const lines = [
        `Workflow: ${workflow.name}${workflow.description ? ` (${workflow.description})` : ""}`,
        "",
        "Criterion:",
        criteria.length > 0 ? criteria.map((c) => `- ${c}`).join("\n") : "- The assistant fulfilled every user request correctly.",
        "",
        "Conversation:",
        ...messages.flatMap((m) => [`USER: ${m.user}`, ...callsOf(toolCalls, m.step), `ASSISTANT: ${m.assistant || "(no text)"}`]),
    ];
    return lines.join("\n");
}
function callsOf(calls, step) {
    return calls
        .filter((c) => c.step === step)
        .map((c) => `TOOL ${c.tool}(${JSON.stringify(c.args)}) -> ${c.ok ? run_judge_clip(c.resultText) : `ERROR ${c.errorKind}: ${c.error}`}`);
}
function run_judge_clip(text) {
    return (0,clip_text/* clipText */.g)(text, 800);
}


/***/ })

};

//# sourceMappingURL=90.index.js.map