export const id = 5254;
export const ids = [5254];
export const modules = {

/***/ 3921:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $Q: () => (/* binding */ clip),
/* harmony export */   DI: () => (/* binding */ preBlock),
/* harmony export */   D_: () => (/* binding */ prettyJson),
/* harmony export */   UQ: () => (/* binding */ esc),
/* harmony export */   eC: () => (/* binding */ scriptJson)
/* harmony export */ });
/* unused harmony export escText */
/* harmony import */ var _util_group_digits_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(73966);
/**
 * Escaping and shortening for the HTML report. Every string that came from a
 * config, a server or a model passes through `esc` (text and attribute
 * values alike); data handed to the inline script goes through `scriptJson`.
 * https://html.spec.whatwg.org/multipage/syntax.html#cdata-rcdata-restrictions
 */

const ENTITIES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
// C0/C1 controls (but tab and newline) and lone surrogates are not allowed in HTML text.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Text or attribute value: `&<>"'` as entities, control characters dropped. */
function esc(value) {
    return String(value ?? "")
        .replace(/\r\n?/g, "\n")
        .replace(CONTROL, "")
        .replace(/[&<>"']/g, (c) => ENTITIES[c]);
}
/** Text content only (never an attribute): quotes may stay, which keeps JSON in `<pre>` blocks readable and small. */
function escText(value) {
    return String(value ?? "")
        .replace(/\r\n?/g, "\n")
        .replace(CONTROL, "")
        .replace(/[&<>]/g, (c) => ENTITIES[c]);
}
/**
 * JSON for a `<script type="application/json">` block. Inside script data only
 * `</` (which could close the element) and `<!--` (which changes how the
 * parser looks for the end) are dangerous, so just those are escaped (`<\/`
 * and `<\u0021--` parse back to the same strings), plus the line separators.
 * Escaping every `<` would make a trace-heavy page a third bigger.
 */
function scriptJson(value) {
    return JSON.stringify(value).replace(SCRIPT_UNSAFE, (match) => SCRIPT_ESCAPES[match]);
}
// One pass over what can be megabytes of trace HTML.
const SCRIPT_UNSAFE = /<\/|<!--|\u2028|\u2029/g;
const SCRIPT_ESCAPES = { "</": "<\\/", "<!--": "<\\u0021--", "\u2028": "\\u2028", "\u2029": "\\u2029" };
/** `text` cut to `max` characters, never between the halves of a surrogate pair. */
function clip(text, max) {
    if (text.length <= max)
        return { text, dropped: 0 };
    let end = Math.max(0, max);
    const code = text.charCodeAt(end - 1);
    if (code >= 0xd800 && code <= 0xdbff)
        end--;
    return { text: text.slice(0, end), dropped: text.length - end };
}
/** A `<pre>` of escaped text, shortened to `max` with a note saying how much the JSON report has beyond it. */
function preBlock(text, max, className = "") {
    const { text: shown, dropped } = clip(text, max);
    const note = dropped > 0 ? `<p class="note">… ${(0,_util_group_digits_js__WEBPACK_IMPORTED_MODULE_0__/* .groupDigits */ .K)(dropped)} more characters truncated; the JSON report has the full text.</p>` : "";
    return `<pre${className ? ` class="${className}"` : ""}>${escText(shown)}</pre>${note}`;
}
/** Pretty JSON of a value for display (`undefined` as "(none)"). */
function prettyJson(value) {
    if (value === undefined)
        return "(none)";
    try {
        return JSON.stringify(value, null, 2) ?? String(value);
    }
    catch {
        return String(value);
    }
}


/***/ }),

/***/ 5254:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderMutationConsole: () => (/* binding */ renderMutationConsole),
  renderMutationHtml: () => (/* reexport */ renderMutationHtml),
  renderMutationJunit: () => (/* binding */ renderMutationJunit),
  renderMutationMarkdown: () => (/* binding */ renderMutationMarkdown)
});

// EXTERNAL MODULE: ./node_modules/picocolors/picocolors.js
var picocolors = __webpack_require__(57336);
var picocolors_default = /*#__PURE__*/__webpack_require__.n(picocolors);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/markdown/markdown-escape.ts
var markdown_escape = __webpack_require__(25889);
// EXTERNAL MODULE: ./src/report/render-junit.ts + 1 modules
var render_junit = __webpack_require__(15220);
;// CONCATENATED MODULE: ./src/report/mutate/mutation-text.ts

/** "62.5% (5 killed, 3 survived; 1 timeout, 2 equivalent)". */
function scoreLine(report) {
    const { counts, mutationScore } = report;
    const apart = [
        counts.timeout > 0 ? (0,format/* plural */.LS)(counts.timeout, "timeout") : "",
        counts.infrastructure > 0 ? `${counts.infrastructure} infrastructure` : "",
        counts.equivalent > 0 ? `${counts.equivalent} equivalent` : "",
    ].filter(Boolean);
    const score = mutationScore === null ? "no score" : (0,format/* formatPercent */.l9)(mutationScore);
    return `${score} (${counts.killed} killed, ${counts.survived} survived${apart.length > 0 ? `; ${apart.join(", ")}` : ""})`;
}
/** "+12.5 points against the baseline (50.0%)", or undefined without a baseline. */
function baselineLine(report) {
    const { baseline } = report;
    if (!baseline)
        return undefined;
    const was = baseline.mutationScore === null ? "no score" : (0,format/* formatPercent */.l9)(baseline.mutationScore);
    if (baseline.change === null)
        return `baseline: ${was}`;
    const points = (baseline.change * 100).toFixed(1);
    return `${baseline.change >= 0 ? "+" : ""}${points} points against the baseline (${was})`;
}
/** `operator` on `server/item` (the server only when the report has several). */
function mutantLabel(mutant, report) {
    const servers = new Set(report.mutants.map((m) => m.server));
    return `${mutant.operator} on ${mutant.kind} ${servers.size > 1 ? `${mutant.server}/` : ""}${mutant.item}`;
}
/** Survivors in report order, at most `limit` (the top ones a PR comment shows). */
function topSurvivors(report, limit) {
    return report.mutants.filter((m) => m.status === "survived").slice(0, limit);
}
/** "failed: <reasons>" (also without a minScore: a merged report missing a shard), or the gate passed, or undefined. */
function gateLine(report) {
    if (!report.passed && report.reasons.length > 0)
        return `failed: ${report.reasons.join("; ")}`;
    return report.minScore === null ? undefined : `minScore ${(0,format/* formatPercent */.l9)(report.minScore)}: passed`;
}

// EXTERNAL MODULE: ./src/report/html/html-escape.ts
var html_escape = __webpack_require__(3921);
;// CONCATENATED MODULE: ./src/report/mutate/mutation-html.ts



const ORDER = { survived: 0, timeout: 1, infrastructure: 2, killed: 3, equivalent: 4 };
const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1f2328}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #d0d7de;padding:.35rem .5rem;text-align:left;vertical-align:top}
.survived{color:#cf222e;font-weight:600}.killed{color:#1a7f37}.timeout,.infrastructure{color:#9a6700}.equivalent{color:#6e7781}
.score{font-size:1.4rem;font-weight:600}code{font-size:12px}`;
function renderMutationHtml(report) {
    const mutants = [...report.mutants].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
    const rows = mutants.map((m) => row(m, report)).join("\n");
    const extra = [baselineLine(report), gateLine(report)].filter((line) => line !== undefined);
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>mcpvals mutation report</title><style>${STYLE}</style></head>
<body>
<h1>Mutation score</h1>
<p class="score">${(0,html_escape/* esc */.UQ)(scoreLine(report))}</p>
${extra.map((line) => `<p>${(0,html_escape/* esc */.UQ)(line)}</p>`).join("\n")}
<p>${(0,html_escape/* esc */.UQ)(`${report.counts.total} mutants of ${report.configPath ?? "a config object"}; the suite passed unmutated in ${report.unmutated.durationMs} ms.`)}</p>
<table><thead><tr><th>Status</th><th>Mutant</th><th>What came of it</th><th>Killed by / suggested assertion</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</body></html>
`;
}
function row(mutant, report) {
    const last = mutant.status === "survived" ? `add: ${mutant.suggestion ?? ""}` : mutant.killedBy.join(", ");
    return `<tr><td class="${mutant.status}">${mutant.status}</td><td><code>${(0,html_escape/* esc */.UQ)(mutantLabel(mutant, report))}</code></td><td>${(0,html_escape/* esc */.UQ)((0,format/* truncate */.xv)(mutant.detail, 500))}</td><td>${(0,html_escape/* esc */.UQ)(last)}</td></tr>`;
}

;// CONCATENATED MODULE: ./src/report/mutate/render-mutation.ts
/**
 * The mutation report as console text, Markdown (also the PR comment's
 * section) and JUnit XML (one case per mutant). Every string a server could
 * have influenced (item names, details) goes through the one sanitiser of
 * its output kind.
 */





// One module for every renderer, so a report's outputs load it once (they render side by side).

/** Survivors a PR comment lists; the rest are in the JSON and HTML reports. */
const TOP_SURVIVORS = 10;
function renderMutationConsole(report, { color }) {
    const c = color ? (picocolors_default()) : picocolors_default().createColors(false);
    const paint = { killed: c.green, survived: c.red, timeout: c.yellow, infrastructure: c.yellow, equivalent: c.dim };
    const lines = [
        c.bold(`Mutation testing: ${report.counts.total} mutants (the suite passed unmutated in ${(0,format/* formatDuration */.a3)(report.unmutated.durationMs)})`),
    ];
    for (const mutant of report.mutants.filter((m) => m.status !== "equivalent")) {
        const by = mutant.killedBy.length > 0 ? ` by ${mutant.killedBy.map(format/* cleanLine */.Ow).join(", ")}` : "";
        lines.push(`  ${paint[mutant.status](mutant.status.padEnd(14))} ${(0,format/* cleanLine */.Ow)(mutantLabel(mutant, report))}${by}`);
        if (mutant.status === "survived" && mutant.suggestion)
            lines.push(c.dim(`      add: ${(0,format/* cleanLine */.Ow)(mutant.suggestion)}`));
        if (mutant.status === "timeout" || mutant.status === "infrastructure")
            lines.push(c.dim(`      ${(0,format/* cleanLine */.Ow)((0,format/* truncate */.xv)(mutant.detail, 300))}`));
    }
    if (report.counts.equivalent > 0)
        lines.push(c.dim(`  ${report.counts.equivalent} equivalent (changed nothing the suite could see; see the JSON report)`));
    lines.push("", `${c.bold("Mutation score:")} ${scoreLine(report)}`);
    const baseline = baselineLine(report);
    if (baseline)
        lines.push(baseline);
    const gate = gateLine(report);
    if (gate)
        lines.push(report.passed ? c.green(gate) : c.red(gate));
    return `${lines.join("\n")}\n`;
}
function renderMutationMarkdown(report) {
    const lines = ["## Mutation score", "", `**${scoreLine(report)}**`];
    const baseline = baselineLine(report);
    if (baseline)
        lines.push("", baseline);
    const gate = gateLine(report);
    if (gate)
        lines.push("", (0,markdown_escape/* escapeText */.X1)(gate));
    const survivors = topSurvivors(report, TOP_SURVIVORS);
    if (survivors.length > 0) {
        lines.push("", "### Survivors: the suite did not notice these", "", "| Mutant | What changed | Suggested assertion |", "| --- | --- | --- |");
        for (const m of survivors)
            lines.push(`| ${(0,markdown_escape/* escapeText */.X1)(mutantLabel(m, report))} | ${(0,markdown_escape/* escapeText */.X1)(m.detail)} | ${(0,markdown_escape/* escapeText */.X1)(m.suggestion ?? "")} |`);
        if (report.counts.survived > survivors.length)
            lines.push("", `…and ${report.counts.survived - survivors.length} more in the JSON report.`);
    }
    const other = report.mutants.filter((m) => m.status === "timeout" || m.status === "infrastructure");
    if (other.length > 0) {
        lines.push("", "### Not counted (timeouts and infrastructure)", "");
        for (const m of other)
            lines.push(`- ${(0,markdown_escape/* codeSpan */.SS)(m.id)} ${m.status}: ${(0,markdown_escape/* escapeText */.X1)((0,format/* truncate */.xv)(m.detail, 300))}`);
    }
    return `${lines.join("\n")}\n`;
}
function renderMutationJunit(report) {
    const builder = (0,render_junit/* newJunitBuilder */.yX)();
    const suite = builder.testSuite().name("mutants");
    for (const mutant of report.mutants)
        addCase(suite.testCase(), mutant, report);
    return `${builder.build()}\n`;
}
/** killed passes (the suite caught it), survived fails, timeout and infrastructure are errors, equivalent is skipped. */
function addCase(testCase, mutant, report) {
    testCase
        .className((0,render_junit/* xmlText */.xK)(`mutants.${mutant.operator}`))
        .name((0,render_junit/* xmlText */.xK)(mutantLabel(mutant, report)))
        .time(mutant.durationMs / 1000);
    const detail = (0,render_junit/* xmlText */.xK)((0,format/* truncate */.xv)(mutant.detail, 500));
    if (mutant.status === "killed")
        testCase.standardOutput((0,render_junit/* cdataText */.lO)(`killed by ${mutant.killedBy.join(", ")}`));
    else if (mutant.status === "survived")
        testCase.failure(detail).stacktrace((0,render_junit/* cdataText */.lO)(`add: ${mutant.suggestion ?? ""}`));
    else if (mutant.status === "equivalent")
        testCase.skipped();
    else
        testCase.error(detail, mutant.status === "timeout" ? "Timeout" : "InfrastructureError");
}


/***/ })

};

//# sourceMappingURL=5254.index.js.map