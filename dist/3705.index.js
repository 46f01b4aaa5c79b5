export const id = 3705;
export const ids = [3705];
export const modules = {

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


/***/ }),

/***/ 63705:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   renderMutationConsole: () => (/* binding */ renderMutationConsole),
/* harmony export */   renderMutationJunit: () => (/* binding */ renderMutationJunit),
/* harmony export */   renderMutationMarkdown: () => (/* binding */ renderMutationMarkdown)
/* harmony export */ });
/* harmony import */ var picocolors__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(57336);
/* harmony import */ var picocolors__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(picocolors__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _format_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(12011);
/* harmony import */ var _markdown_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(25889);
/* harmony import */ var _render_junit_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(15220);
/* harmony import */ var _mutation_text_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(46896);
/**
 * The mutation report as console text, Markdown (also the PR comment's
 * section) and JUnit XML (one case per mutant). Every string a server could
 * have influenced (item names, details) goes through the one sanitiser of
 * its output kind.
 */





/** Survivors a PR comment lists; the rest are in the JSON and HTML reports. */
const TOP_SURVIVORS = 10;
function renderMutationConsole(report, { color }) {
    const c = color ? (picocolors__WEBPACK_IMPORTED_MODULE_1___default()) : picocolors__WEBPACK_IMPORTED_MODULE_1___default().createColors(false);
    const paint = { killed: c.green, survived: c.red, timeout: c.yellow, infrastructure: c.yellow, equivalent: c.dim };
    const lines = [
        c.bold(`Mutation testing: ${report.counts.total} mutants (the suite passed unmutated in ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .formatDuration */ .a3)(report.unmutated.durationMs)})`),
    ];
    for (const mutant of report.mutants.filter((m) => m.status !== "equivalent")) {
        const by = mutant.killedBy.length > 0 ? ` by ${mutant.killedBy.map(_format_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanLine */ .Ow).join(", ")}` : "";
        lines.push(`  ${paint[mutant.status](mutant.status.padEnd(14))} ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanLine */ .Ow)((0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_3__/* .mutantLabel */ .Kg)(mutant, report))}${by}`);
        if (mutant.status === "survived" && mutant.suggestion)
            lines.push(c.dim(`      add: ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanLine */ .Ow)(mutant.suggestion)}`));
        if (mutant.status === "timeout" || mutant.status === "infrastructure")
            lines.push(c.dim(`      ${(0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .cleanLine */ .Ow)((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(mutant.detail, 300))}`));
    }
    if (report.counts.equivalent > 0)
        lines.push(c.dim(`  ${report.counts.equivalent} equivalent (changed nothing the suite could see; see the JSON report)`));
    lines.push("", `${c.bold("Mutation score:")} ${(0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_3__/* .scoreLine */ .VH)(report)}`);
    const baseline = (0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineLine */ .G)(report);
    if (baseline)
        lines.push(baseline);
    const gate = (0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_3__/* .gateLine */ .C_)(report);
    if (gate)
        lines.push(report.passed ? c.green(gate) : c.red(gate));
    return `${lines.join("\n")}\n`;
}
function renderMutationMarkdown(report) {
    const lines = ["## Mutation score", "", `**${(0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_3__/* .scoreLine */ .VH)(report)}**`];
    const baseline = (0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_3__/* .baselineLine */ .G)(report);
    if (baseline)
        lines.push("", baseline);
    const gate = (0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_3__/* .gateLine */ .C_)(report);
    if (gate)
        lines.push("", (0,_markdown_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeText */ .X1)(gate));
    const survivors = (0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_3__/* .topSurvivors */ .tV)(report, TOP_SURVIVORS);
    if (survivors.length > 0) {
        lines.push("", "### Survivors: the suite did not notice these", "", "| Mutant | What changed | Suggested assertion |", "| --- | --- | --- |");
        for (const m of survivors)
            lines.push(`| ${(0,_markdown_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeText */ .X1)((0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_3__/* .mutantLabel */ .Kg)(m, report))} | ${(0,_markdown_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeText */ .X1)(m.detail)} | ${(0,_markdown_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeText */ .X1)(m.suggestion ?? "")} |`);
        if (report.counts.survived > survivors.length)
            lines.push("", `…and ${report.counts.survived - survivors.length} more in the JSON report.`);
    }
    const other = report.mutants.filter((m) => m.status === "timeout" || m.status === "infrastructure");
    if (other.length > 0) {
        lines.push("", "### Not counted (timeouts and infrastructure)", "");
        for (const m of other)
            lines.push(`- ${(0,_markdown_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .codeSpan */ .SS)(m.id)} ${m.status}: ${(0,_markdown_markdown_escape_js__WEBPACK_IMPORTED_MODULE_4__/* .escapeText */ .X1)((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(m.detail, 300))}`);
    }
    return `${lines.join("\n")}\n`;
}
function renderMutationJunit(report) {
    const builder = (0,_render_junit_js__WEBPACK_IMPORTED_MODULE_0__/* .newJunitBuilder */ .yX)();
    const suite = builder.testSuite().name("mutants");
    for (const mutant of report.mutants)
        addCase(suite.testCase(), mutant, report);
    return `${builder.build()}\n`;
}
/** killed passes (the suite caught it), survived fails, timeout and infrastructure are errors, equivalent is skipped. */
function addCase(testCase, mutant, report) {
    testCase
        .className((0,_render_junit_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)(`mutants.${mutant.operator}`))
        .name((0,_render_junit_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_mutation_text_js__WEBPACK_IMPORTED_MODULE_3__/* .mutantLabel */ .Kg)(mutant, report)))
        .time(mutant.durationMs / 1000);
    const detail = (0,_render_junit_js__WEBPACK_IMPORTED_MODULE_0__/* .xmlText */ .xK)((0,_format_js__WEBPACK_IMPORTED_MODULE_2__/* .truncate */ .xv)(mutant.detail, 500));
    if (mutant.status === "killed")
        testCase.standardOutput((0,_render_junit_js__WEBPACK_IMPORTED_MODULE_0__/* .cdataText */ .lO)(`killed by ${mutant.killedBy.join(", ")}`));
    else if (mutant.status === "survived")
        testCase.failure(detail).stacktrace((0,_render_junit_js__WEBPACK_IMPORTED_MODULE_0__/* .cdataText */ .lO)(`add: ${mutant.suggestion ?? ""}`));
    else if (mutant.status === "equivalent")
        testCase.skipped();
    else
        testCase.error(detail, mutant.status === "timeout" ? "Timeout" : "InfrastructureError");
}


/***/ })

};

//# sourceMappingURL=3705.index.js.map