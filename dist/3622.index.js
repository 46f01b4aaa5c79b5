export const id = 3622;
export const ids = [3622];
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

/***/ 73622:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderMutationHtml: () => (/* binding */ renderMutationHtml)
/* harmony export */ });
/* harmony import */ var _html_html_escape_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3921);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12011);
/* harmony import */ var _mutation_text_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(46896);



const ORDER = { survived: 0, timeout: 1, infrastructure: 2, killed: 3, equivalent: 4 };
const STYLE = `body{font:14px/1.45 system-ui,sans-serif;margin:2rem;color:#1f2328}
table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #d0d7de;padding:.35rem .5rem;text-align:left;vertical-align:top}
.survived{color:#cf222e;font-weight:600}.killed{color:#1a7f37}.timeout,.infrastructure{color:#9a6700}.equivalent{color:#6e7781}
.score{font-size:1.4rem;font-weight:600}code{font-size:12px}`;
function renderMutationHtml(report) {
    const mutants = [...report.mutants].sort((a, b) => ORDER[a.status] - ORDER[b.status]);
    const rows = mutants.map((m) => row(m, report)).join("\n");
    const extra = [(0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_1__/* .baselineLine */ .G)(report), (0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_1__/* .gateLine */ .C_)(report)].filter((line) => line !== undefined);
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>mcpvals mutation report</title><style>${STYLE}</style></head>
<body>
<h1>Mutation score</h1>
<p class="score">${(0,_html_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .esc */ .UQ)((0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_1__/* .scoreLine */ .VH)(report))}</p>
${extra.map((line) => `<p>${(0,_html_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .esc */ .UQ)(line)}</p>`).join("\n")}
<p>${(0,_html_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .esc */ .UQ)(`${report.counts.total} mutants of ${report.configPath ?? "a config object"}; the suite passed unmutated in ${report.unmutated.durationMs} ms.`)}</p>
<table><thead><tr><th>Status</th><th>Mutant</th><th>What came of it</th><th>Killed by / suggested assertion</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</body></html>
`;
}
function row(mutant, report) {
    const last = mutant.status === "survived" ? `add: ${mutant.suggestion ?? ""}` : mutant.killedBy.join(", ");
    return `<tr><td class="${mutant.status}">${mutant.status}</td><td><code>${(0,_html_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .esc */ .UQ)((0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_1__/* .mutantLabel */ .Kg)(mutant, report))}</code></td><td>${(0,_html_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .esc */ .UQ)((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(mutant.detail, 500))}</td><td>${(0,_html_html_escape_js__WEBPACK_IMPORTED_MODULE_0__/* .esc */ .UQ)(last)}</td></tr>`;
}


/***/ }),

/***/ 46896:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C_: () => (/* binding */ gateLine),
/* harmony export */   G: () => (/* binding */ baselineLine),
/* harmony export */   Kg: () => (/* binding */ mutantLabel),
/* harmony export */   VH: () => (/* binding */ scoreLine),
/* harmony export */   tV: () => (/* binding */ topSurvivors)
/* harmony export */ });
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(12011);

/** "62.5% (5 killed, 3 survived; 1 timeout, 2 equivalent)". */
function scoreLine(report) {
    const { counts, mutationScore } = report;
    const apart = [
        counts.timeout > 0 ? (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .plural */ .LS)(counts.timeout, "timeout") : "",
        counts.infrastructure > 0 ? `${counts.infrastructure} infrastructure` : "",
        counts.equivalent > 0 ? `${counts.equivalent} equivalent` : "",
    ].filter(Boolean);
    const score = mutationScore === null ? "no score" : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(mutationScore);
    return `${score} (${counts.killed} killed, ${counts.survived} survived${apart.length > 0 ? `; ${apart.join(", ")}` : ""})`;
}
/** "+12.5 points against the baseline (50.0%)", or undefined without a baseline. */
function baselineLine(report) {
    const { baseline } = report;
    if (!baseline)
        return undefined;
    const was = baseline.mutationScore === null ? "no score" : (0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(baseline.mutationScore);
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
    return report.minScore === null ? undefined : `minScore ${(0,_format_js__WEBPACK_IMPORTED_MODULE_0__/* .formatPercent */ .l9)(report.minScore)}: passed`;
}


/***/ })

};

//# sourceMappingURL=3622.index.js.map