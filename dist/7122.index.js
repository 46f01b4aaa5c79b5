export const id = 7122;
export const ids = [7122];
export const modules = {

/***/ 57122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderCheckSarif: () => (/* binding */ renderCheckSarif)
});

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
;// CONCATENATED MODULE: ./src/report/sarif/sarif-log.ts
/**
 * The part of SARIF 2.1.0 that `mcpvals check` writes: one run, the rules it
 * knows, one result per failed check. Types only; the renderer builds them.
 *
 * @see https://docs.oasis-open.org/sarif/sarif/v2.1.0/sarif-v2.1.0.html
 */
const SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

;// CONCATENATED MODULE: ./src/report/sarif/render-check-sarif.ts


const LEVEL = { error: "error", warning: "warning", info: "note" };
const SPEC_ROOT = "https://modelcontextprotocol.io/specification";
const MAX_MESSAGE = 1000;
/** Where host findings' rules and sources are listed. */
const HOSTS_DOC = "https://github.com/mcpvals/action/blob/main/docs/hosts.md";
function renderCheckSarif(report, { rules = [], locate = () => undefined } = {}) {
    const known = new Map(rules.map((rule) => [rule.id, rule]));
    const sarifRules = [];
    const index = new Map();
    for (const outcome of report.checks) {
        if (index.has(outcome.id))
            continue;
        index.set(outcome.id, sarifRules.length);
        sarifRules.push(ruleOf(outcome, known.get(outcome.id)));
    }
    const results = report.checks
        .filter((c) => c.status === "failed" || c.status === "info")
        .map((outcome) => {
        const result = {
            ruleId: outcome.id,
            ruleIndex: index.get(outcome.id),
            level: LEVEL[outcome.level],
            message: { text: messageOf(outcome) },
            locations: [locationOf(outcome.target.server, locate)],
            // Stable across runs so code scanning tracks one finding instead of opening a new one each time.
            partialFingerprints: {
                "mcpvalsCheck/v1": `${outcome.id}|${outcome.target.server}|${outcome.target.kind}|${outcome.target.name ?? ""}${outcome.host === undefined ? "" : `|${outcome.host}`}`,
            },
        };
        if (outcome.host !== undefined)
            result.properties = {
                host: outcome.host,
                ...(outcome.item === undefined ? {} : { item: outcome.item }),
                ...(outcome.effect === undefined ? {} : { effect: outcome.effect }),
                ...(outcome.pointer === undefined ? {} : { pointer: outcome.pointer }),
            };
        if (outcome.baselined)
            result.suppressions = [{ kind: "external", justification: "listed in the mcpvals check baseline" }];
        return result;
    });
    return {
        $schema: SARIF_SCHEMA,
        version: "2.1.0",
        runs: [
            {
                tool: {
                    driver: {
                        name: report.generator.name,
                        version: report.generator.version,
                        informationUri: "https://github.com/mcpvals/action",
                        ...(report.ruleSet ? { properties: { ruleSet: report.ruleSet } } : {}),
                        rules: sarifRules,
                    },
                },
                results,
            },
        ],
    };
}
function ruleOf(outcome, info) {
    // The core engineer adds `spec` to outcomes; read it when present.
    const own = outcome.spec;
    const helpUri = info?.spec ??
        (typeof own === "string" && /^https?:\/\//.test(own)
            ? own
            : outcome.host !== undefined
                ? HOSTS_DOC
                : `${SPEC_ROOT}/${outcome.era ?? "2025-11-25"}`);
    const rule = { id: outcome.id, helpUri, defaultConfiguration: { level: LEVEL[info?.level ?? outcome.level] } };
    if (info?.summary)
        rule.shortDescription = { text: info.summary };
    return rule;
}
function messageOf(outcome) {
    const { server, kind, name } = outcome.target;
    const where = name === null ? `server "${server}"` : `${kind} "${name}" of server "${server}"`;
    const era = outcome.era ? ` (${outcome.era})` : "";
    const host = outcome.host === undefined ? "" : ` for ${outcome.host}`;
    return (0,format/* truncate */.xv)((0,format/* cleanLine */.Ow)(`${outcome.id}: ${where}${era}${host}: ${outcome.reason}`), MAX_MESSAGE);
}
function locationOf(server, locate) {
    const found = locate(server);
    // Without a config the server has no file: its name stands in, as a relative URI code scanning can show.
    const uri = encodeURI((found?.uri ?? server).replace(/\\/g, "/"));
    const artifactLocation = { uri };
    return { physicalLocation: found?.line ? { artifactLocation, region: { startLine: found.line } } : { artifactLocation } };
}


/***/ })

};

//# sourceMappingURL=7122.index.js.map