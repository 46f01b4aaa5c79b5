export const id = 1087;
export const ids = [1087];
export const modules = {

/***/ 21087:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderHtml: () => (/* binding */ renderHtml)
});

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/report/html/html-escape.ts
var html_escape = __webpack_require__(3921);
// EXTERNAL MODULE: ./src/util/group-digits.ts
var group_digits = __webpack_require__(73966);
// EXTERNAL MODULE: ./src/report/verdict-text.ts
var verdict_text = __webpack_require__(23563);
;// CONCATENATED MODULE: ./src/report/html/html-format.ts
/**
 * Number formatting for the HTML report: presenting values already in the
 * result, never computing a score.
 */


/** "850 ms", "4.2 s", "2 m 05 s". */
function duration(ms) {
    if (!Number.isFinite(ms) || ms < 0)
        return "?";
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    if (ms < 60_000)
        return `${(ms / 1000).toFixed(1)} s`;
    const seconds = Math.round(ms / 1000);
    return `${Math.floor(seconds / 60)} m ${String(seconds % 60).padStart(2, "0")} s`;
}
/** Scores are 0..1, shown with two decimals as the threshold is written. */
function score(value) {
    return Number.isFinite(value) ? value.toFixed(2) : "?";
}
function percent(ratio) {
    return Number.isFinite(ratio) ? `${Math.round(ratio * 100)}%` : "?";
}
function count(value) {
    return Number.isFinite(value) ? (0,group_digits/* groupDigits */.K)(value) : "?";
}
/** "1 call" / "2 calls". */
function plural(n, singular, pluralForm = `${singular}s`) {
    return `${count(n)} ${n === 1 ? singular : pluralForm}`;
}
/** The badge class and label of a whole run: also "cancelled" and "nothing to run" (an empty shard). */
function runVerdict({ status }) {
    return { cls: status === "passed" ? "pass" : status === "failed" ? "fail" : "skip", label: (0,verdict_text/* runStatusLabel */.az)(status) };
}
/** A badge class and label for a verdict. */
function verdict(passed) {
    return passed ? { cls: "pass", label: "passed" } : { cls: "fail", label: "failed" };
}

// EXTERNAL MODULE: ./src/report/tool-tokens-text.ts
var tool_tokens_text = __webpack_require__(89161);
// EXTERNAL MODULE: ./src/report/judge-calibration-text.ts
var judge_calibration_text = __webpack_require__(29262);
;// CONCATENATED MODULE: ./src/report/html/html-overview.ts
/**
 * The report's head: verdict, score against the threshold, models, servers
 * (protocol revision, tool-list hash) and the counts of the run.
 */




/** A field another version of mcpvals may add (or not yet have): read without trusting its type. */
function extra(value, key) {
    return value[key];
}
function renderOverview(result) {
    const v = runVerdict(result.verdict);
    const width = Math.max(0, Math.min(100, result.score * 100));
    const mark = Math.max(0, Math.min(100, result.threshold * 100));
    const usage = result.summary.usage;
    const facts = [
        ["model", (0,html_escape/* esc */.UQ)(result.model)],
        ["judge model", result.judgeModel ? (0,html_escape/* esc */.UQ)(result.judgeModel) : "none"],
        ...(result.judgeCalibration ? [["judge agreement", (0,html_escape/* esc */.UQ)((0,judge_calibration_text/* judgeCalibrationLine */.mt)(result.judgeCalibration))]] : []),
        ["started", (0,html_escape/* esc */.UQ)(result.startedAt)],
        ["duration", duration(result.durationMs)],
        ["config", result.configPath ? `<code>${(0,html_escape/* esc */.UQ)(result.configPath)}</code>` : "(in code)"],
        ["mcpvals", (0,html_escape/* esc */.UQ)(result.generator.version)],
    ];
    if (usage)
        facts.push(["tokens", `${count(usage.totalTokens)} (${count(usage.inputTokens)} in, ${count(usage.outputTokens)} out)`]);
    if (typeof result.summary.costUsd === "number")
        facts.push(["est. cost", `$${result.summary.costUsd.toFixed(4)}`]);
    if (result.shard)
        facts.push(["shard", `${result.shard.index}/${result.shard.total}`]);
    return `<section id="overview">
<div class="verdict ${v.cls}"><span class="big">${v.label.toUpperCase()}</span>
<span>score <b>${score(result.score)}</b> against threshold ${score(result.threshold)}</span>
<div class="scorebar" title="score ${score(result.score)}, threshold ${score(result.threshold)}"><i style="width:${width.toFixed(1)}%"></i><s style="left:${mark.toFixed(1)}%"></s></div></div>
<div class="cards">${renderCounts(result)}</div>
<dl class="facts">${facts.map(([k, val]) => `<dt>${k}</dt><dd>${val}</dd>`).join("")}</dl>
${renderSkipped(result)}${renderServers(result.servers)}</section>`;
}
function renderCounts(result) {
    const { workflows, toolHealth, fallbacks } = result.summary;
    const verifiers = result.workflows.flatMap((w) => w.verifiers ?? []);
    const cards = [
        ["workflows", `${count(workflows.passed)}/${count(workflows.total)}`, workflows.passed === workflows.total],
        ["tool tests", `${count(toolHealth.passed)}/${count(toolHealth.total)}`, toolHealth.passed === toolHealth.total],
        ["verifiers", `${count(verifiers.filter((c) => c.passed).length)}/${count(verifiers.length)}`, verifiers.every((c) => c.passed)],
        // Coverage informs, it does not gate: never shown as a failure.
        ["tool coverage", `${percent(result.coverage.ratio)} (${count(result.coverage.exercised)}/${count(result.coverage.total)})`, true],
    ];
    if (result.retrieval)
        cards.push([
            `recall@${result.retrieval.k}`,
            `${score(result.retrieval.recallAtK)} · MRR ${score(result.retrieval.mrr)}`,
            result.retrieval.passed,
        ]);
    if (result.toolTokens)
        cards.push(["tool definitions", serverTokensTotal(result.toolTokens), result.toolTokens.passed]);
    if (fallbacks)
        cards.push([
            "fallbacks",
            `${count(fallbacks.offered)} offered · ${count(fallbacks.taken)} taken · ${count(fallbacks.recovered)} recovered`,
            true,
        ]);
    cards.push(...cassetteCards(result));
    return cards
        .map(([label, value, ok]) => `<div class="card${ok ? "" : " bad"}"><small>${(0,html_escape/* esc */.UQ)(label)}</small><b>${(0,html_escape/* esc */.UQ)(value)}</b></div>`)
        .join("");
}
/** Cassette totals once runs record or replay model exchanges: any numeric fields of `summary.cassettes`. */
function cassetteCards(result) {
    const cassettes = extra(result.summary, "cassettes");
    if (!cassettes || typeof cassettes !== "object")
        return [];
    const parts = Object.entries(cassettes)
        .filter(([, n]) => typeof n === "number")
        .map(([k, n]) => `${count(n)} ${k}`);
    const diverged = cassettes.diverged;
    return parts.length > 0 ? [["cassettes", parts.join(" · "), !(typeof diverged === "number" && diverged > 0)]] : [];
}
function renderSkipped(result) {
    const skipped = result.skipped ?? [];
    if (skipped.length === 0)
        return "";
    const items = skipped
        .slice(0, 50)
        .map((s) => `<li>${(0,html_escape/* esc */.UQ)(s.kind)} <b>${(0,html_escape/* esc */.UQ)(s.name)}</b>: ${(0,html_escape/* esc */.UQ)(s.reason)}</li>`)
        .join("");
    const more = skipped.length > 50 ? `<li>… ${skipped.length - 50} more</li>` : "";
    return `<div class="warn"><b>${plural(skipped.length, "item")} skipped</b>; the score covers only what ran.<ul>${items}${more}</ul></div>`;
}
function renderServers(servers) {
    if (servers.length === 0)
        return "";
    const rows = servers.map((s) => {
        const protocol = extra(s, "protocolVersion");
        const info = s.serverInfo ? `${(0,html_escape/* esc */.UQ)(s.serverInfo.name)} ${(0,html_escape/* esc */.UQ)(s.serverInfo.version)}` : "";
        const via = s.connectedVia && s.connectedVia !== s.transport ? `${(0,html_escape/* esc */.UQ)(s.transport)} → ${(0,html_escape/* esc */.UQ)(s.connectedVia)}` : (0,html_escape/* esc */.UQ)(s.transport);
        const hash = s.toolsHash ? `<code title="${(0,html_escape/* esc */.UQ)(s.toolsHash)}">${(0,html_escape/* esc */.UQ)(s.toolsHash.slice(0, 12))}</code>` : "";
        const problem = s.error ?? s.lastError ?? null;
        const state = s.error ? `<span class="badge fail">${(0,html_escape/* esc */.UQ)(s.state ?? "failed")}</span>` : (0,html_escape/* esc */.UQ)(s.state ?? "");
        return `<tr><td><b>${(0,html_escape/* esc */.UQ)(s.name)}</b></td><td>${info}</td><td>${via}</td><td>${typeof protocol === "string" ? (0,html_escape/* esc */.UQ)(protocol) : "?"}</td><td class="num">${count(s.tools)}</td><td>${hash}</td><td>${state}${problem ? `<div class="err">${(0,html_escape/* esc */.UQ)(problem)}</div>` : ""}</td></tr>`;
    });
    return `<h3>Servers</h3><table class="plain"><thead><tr><th>server</th><th>implementation</th><th>transport</th><th>protocol</th><th>tools</th><th>tool-list hash</th><th>state</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}
/** "3,412 tokens, +220 since 2026-11-20" (one server) or the total of several; the breaches on the card's title line. */
function serverTokensTotal(toolTokens) {
    const [only] = toolTokens.servers;
    const line = (0,tool_tokens_text/* toolTokensLine */.rk)(toolTokens).replace(/^tool definitions: /, "");
    return toolTokens.servers.length === 1 && only ? (0,tool_tokens_text/* serverTokensText */.hV)(only) : line;
}

;// CONCATENATED MODULE: ./src/report/html/html-script.ts
/**
 * The page's only script (inline; allowed by its hash in the page's CSP):
 * filters and search over the table rows, and rows that open their trace on
 * click, inserting the details HTML from the JSON block only then (the block
 * itself is parsed on the first open or search, not at load).
 */
const HTML_SCRIPT = `(function(){"use strict";
var cache=null;function details(){return cache||(cache=JSON.parse(document.getElementById("details").textContent))}
var body=document.querySelector("#rows tbody");var rows=Array.prototype.slice.call(body.querySelectorAll("tr.row"));
var $=function(id){return document.getElementById(id)};var hay=null;
function haystack(){if(hay)return hay;hay=rows.map(function(r){var i=+r.dataset.i;return(r.textContent+" "+(r.dataset.tool||"")+" "+String(details()[i]||"").replace(/<[^>]*>/g," ")).toLowerCase()});return hay}
function detailOf(r){var n=r.nextElementSibling;return n&&n.classList.contains("detail")?n:null}
function open(r,show){var d=detailOf(r);if(show===undefined)show=!d;if(!show){if(d)d.remove();r.setAttribute("aria-expanded","false");return}
if(d)return;var tr=document.createElement("tr");tr.className="detail";var td=document.createElement("td");td.colSpan=8;td.innerHTML=details()[+r.dataset.i]||"";tr.appendChild(td);r.after(tr);r.setAttribute("aria-expanded","true")}
function apply(){var failed=$("f-failed").checked,srv=$("f-server").value,tool=$("f-tool").value,q=$("f-search").value.trim().toLowerCase();var h=q?haystack():null;var shown=0;
rows.forEach(function(r,k){var ok=(!failed||r.dataset.s==="fail")&&(!srv||(r.dataset.srv||"").indexOf("|"+srv+"|")>=0)&&(!tool||(r.dataset.tool||"").indexOf("|"+tool+"|")>=0)&&(!q||h[k].indexOf(q)>=0);
r.hidden=!ok;var d=detailOf(r);if(d)d.hidden=!ok;if(ok)shown++});$("f-count").textContent=shown+" of "+rows.length+" rows"}
body.addEventListener("click",function(e){var r=e.target.closest("tr.row");if(r&&!e.target.closest("a,button,summary"))open(r)});
body.addEventListener("keydown",function(e){var r=e.target.closest("tr.row");if(r&&(e.key==="Enter"||e.key===" ")){e.preventDefault();open(r)}});
["f-failed","f-server","f-tool"].forEach(function(id){$(id).addEventListener("change",apply)});
var timer=0;$("f-search").addEventListener("input",function(){clearTimeout(timer);timer=setTimeout(apply,120)});
$("f-open").addEventListener("click",function(){var n=0;rows.forEach(function(r){if(!r.hidden&&r.dataset.s==="fail"&&n<20){open(r,true);n++}})});
$("filters").addEventListener("submit",function(e){e.preventDefault()});
if(location.hash==="#failed"){$("f-failed").checked=true}apply();
})();`;

;// CONCATENATED MODULE: ./src/report/html/html-style.ts
/** The report's stylesheet: system fonts only, light and dark, narrow screens. */
const HTML_STYLE = `
:root{--bg:#fff;--fg:#1f2328;--muted:#656d76;--line:#d0d7de;--soft:#f6f8fa;--pass:#1a7f37;--fail:#cf222e;--warn:#9a6700;--accent:#0969da;--passbg:#dafbe1;--failbg:#ffebe9}
@media (prefers-color-scheme:dark){:root{--bg:#0d1117;--fg:#e6edf3;--muted:#8d96a0;--line:#30363d;--soft:#161b22;--pass:#3fb950;--fail:#f85149;--warn:#d29922;--accent:#4493f8;--passbg:#12261e;--failbg:#2d1214}}
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--bg);color:var(--fg)}
header{position:sticky;top:0;z-index:2;background:var(--soft);border-bottom:1px solid var(--line);padding:8px 16px;display:flex;gap:16px;align-items:center;flex-wrap:wrap}
header h1{font-size:16px;margin:0}header nav a{margin-right:12px;color:var(--accent);text-decoration:none}
main{padding:0 16px 48px;max-width:1400px;margin:0 auto}
h2{margin:28px 0 8px;font-size:18px;border-bottom:1px solid var(--line);padding-bottom:4px}h3{font-size:15px;margin:18px 0 6px}h4{margin:14px 0 6px}
code,pre{font:12px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
pre{background:var(--soft);border:1px solid var(--line);border-radius:6px;padding:6px 8px;margin:2px 0 6px;white-space:pre-wrap;word-break:break-word;max-height:360px;overflow:auto}
.verdict{display:flex;flex-wrap:wrap;gap:12px;align-items:center;padding:12px;border-radius:8px;margin:16px 0;border:1px solid var(--line)}
.verdict.pass{background:var(--passbg)}.verdict.fail{background:var(--failbg)}
.verdict .big{font-weight:700;font-size:20px}.verdict.pass .big{color:var(--pass)}.verdict.fail .big{color:var(--fail)}
.scorebar{position:relative;flex:1 1 200px;height:10px;background:var(--line);border-radius:5px;min-width:160px}
.scorebar i{position:absolute;left:0;top:0;bottom:0;background:var(--accent);border-radius:5px}.scorebar s{position:absolute;top:-4px;bottom:-4px;width:2px;background:var(--fg)}
.cards{display:flex;flex-wrap:wrap;gap:8px}.card{border:1px solid var(--line);border-radius:6px;padding:6px 10px;min-width:120px}
.card small{display:block;color:var(--muted)}.card.bad b{color:var(--fail)}
.facts{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:12px 0}.facts dt{color:var(--muted)}.facts dd{margin:0}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:4px 8px;border-bottom:1px solid var(--line);vertical-align:top}
th{background:var(--soft);position:sticky;top:41px}td.num,th.num{text-align:right;white-space:nowrap}
table.plain th{position:static}
.badge{display:inline-block;padding:0 6px;border-radius:10px;font-size:12px;border:1px solid currentColor;white-space:nowrap}
.badge.pass{color:var(--pass)}.badge.fail{color:var(--fail)}.badge.skip{color:var(--muted)}
.err{color:var(--fail);white-space:pre-wrap}.err-box,.warn{border:1px solid var(--fail);background:var(--failbg);padding:6px 10px;border-radius:6px;margin:6px 0}.warn{border-color:var(--warn)}
.note{color:var(--muted);font-style:italic;margin:2px 0}
.filters{display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin:8px 0;padding:8px;background:var(--soft);border-radius:6px}
.filters input[type=search]{width:220px}
tr.row{cursor:pointer}tr.row:hover{background:var(--soft)}tr.row.fail td.name{color:var(--fail);font-weight:600}
tr.row[aria-expanded=true] td.tw{transform:rotate(90deg)}td.tw{width:18px;color:var(--muted)}
tr.detail>td{background:var(--bg);padding:4px 8px 16px 28px}
.timeline{list-style:none;padding:0;margin:0;border-left:2px solid var(--line)}
.ev{position:relative;margin:0 0 10px 0;padding:4px 8px 4px 14px}.ev::before{content:"";position:absolute;left:-6px;top:9px;width:10px;height:10px;border-radius:50%;background:var(--line)}
.ev.user::before{background:var(--accent)}.ev.call.ok::before{background:var(--pass)}.ev.call.bad::before{background:var(--fail)}.ev.model::before{background:var(--muted)}
.who{display:block;color:var(--muted);font-size:12px}.who b{color:var(--fg)}.bubble{background:var(--soft);border-radius:6px;padding:6px 8px;white-space:pre-wrap}
.label{font-size:11px;color:var(--muted);text-transform:uppercase;letter-spacing:.04em}.lat{float:right}
.first-mismatch{color:var(--fail);font-weight:600}.ev.mismatch-mark::before{background:var(--fail);border-radius:0}
.order{display:grid;grid-template-columns:1fr 1fr;gap:12px}.seq{margin:2px 0;padding-left:22px}.seq li.mismatch{color:var(--fail);font-weight:700}.seq li.later{color:var(--muted)}.seq li.ok::marker{color:var(--pass)}
.fallback{border-left:3px solid var(--warn);padding:2px 8px;margin:6px 0}
.findings li.fail{color:var(--fail)}.findings li.warn{color:var(--warn);border:0;background:none;padding:0;margin:0}.findings li.skip{color:var(--muted)}
.chart .bar{stroke:var(--muted);stroke-width:2}
svg.timeline .wf.pass{fill:var(--passbg);stroke:var(--pass)}svg.timeline .wf.fail{fill:var(--failbg);stroke:var(--fail)}svg.timeline .call{fill:var(--fg);opacity:.7}
.checks{list-style:none;padding:0}.checks li{margin:4px 0}
.diff pre span{display:block}.ddel{color:var(--fail)}.dadd{color:var(--pass)}.legend{font-size:12px}
.charts{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0}figcaption{font-size:12px;color:var(--muted)}
svg.chart{max-width:100%;height:auto;overflow:visible}svg.chart polyline{fill:none;stroke:var(--accent);stroke-width:2}svg.chart circle{fill:var(--accent)}svg.chart circle.now{fill:var(--fg)}
svg.chart .axis{stroke:var(--line)}svg.chart .ref{stroke:var(--fail);stroke-dasharray:4 3}svg.chart text{font-size:10px;fill:var(--muted)}
img.shot{max-width:100%;max-height:320px;border:1px solid var(--line)}
@media (max-width:700px){.order{grid-template-columns:1fr}th{position:static}.filters input[type=search]{width:100%}table.results td:nth-child(2),table.results th:nth-child(2),table.results td:nth-child(7),table.results th:nth-child(7){display:none}table.plain{display:block;overflow-x:auto}figure{max-width:100%}figcaption{overflow-wrap:anywhere}}
`;

// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
;// CONCATENATED MODULE: ./src/report/html/html-diff.ts
/**
 * Expected against actual text, line by line (longest common subsequence), for
 * state checks and verifiers. Long texts are cut before diffing: the table is
 * for reading, the JSON report has everything.
 */

const MAX_LINES = 200;
const MAX_CHARS = 20_000;
function lines(text) {
    const { text: shown, dropped } = (0,html_escape/* clip */.$Q)(text, MAX_CHARS);
    const all = shown.split("\n");
    return { lines: all.slice(0, MAX_LINES), cut: dropped > 0 || all.length > MAX_LINES };
}
/** Edit script from `a` to `b` by LCS: O(n·m) with n, m ≤ 200. */
function diffLines(a, b) {
    const n = a.length;
    const m = b.length;
    const table = Array.from({ length: n + 1 }, () => new Array(m + 1).fill(0));
    for (let i = n - 1; i >= 0; i--) {
        for (let j = m - 1; j >= 0; j--)
            table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
    }
    const ops = [];
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
        if (i < n && j < m && a[i] === b[j]) {
            ops.push({ kind: " ", line: a[i] });
            i++;
            j++;
        }
        else if (i < n && (j >= m || table[i + 1][j] >= table[i][j + 1])) {
            ops.push({ kind: "-", line: a[i++] });
        }
        else {
            ops.push({ kind: "+", line: b[j++] });
        }
    }
    return ops;
}
/** A unified diff block: `-` expected, `+` actual. */
function renderDiff(expected, actual) {
    const a = lines(expected);
    const b = lines(actual);
    const ops = diffLines(a.lines, b.lines);
    const body = ops
        .map((op) => `<span class="d${op.kind === "-" ? "del" : op.kind === "+" ? "add" : "same"}">${op.kind} ${(0,html_escape/* esc */.UQ)(op.line)}</span>`)
        .join("");
    const note = a.cut || b.cut ? `<p class="note">Long text: the diff shows the first ${MAX_LINES} lines; the JSON report has the full text.</p>` : "";
    return `<div class="diff"><div class="legend"><span class="ddel">- expected</span> <span class="dadd">+ actual</span></div><pre>${body}</pre>${note}</div>`;
}

// EXTERNAL MODULE: ./src/report/retrieval-text.ts
var retrieval_text = __webpack_require__(52048);
;// CONCATENATED MODULE: ./src/report/html/html-checks.ts





/** A passed / failed / skipped badge. */
function badge(passed, skipped = false) {
    if (skipped)
        return '<span class="badge skip">skipped</span>';
    return passed ? '<span class="badge pass">passed</span>' : '<span class="badge fail">failed</span>';
}
/** Verifiers (checks of the state after the run): what each checked when it passed, the diff when it failed. */
function renderVerifiers(verifiers) {
    if (!verifiers || verifiers.length === 0)
        return "";
    const items = verifiers.map((v) => {
        const head = `<div class="check-head">${badge(v.passed)} <b>${(0,html_escape/* esc */.UQ)(v.name)}</b> <small>${(0,html_escape/* esc */.UQ)(v.type)} · ${duration(v.durationMs)}</small>${v.message ? ` ${(0,html_escape/* esc */.UQ)(v.message)}` : ""}</div>`;
        return `<li>${head}${v.passed ? `<small>checked</small> <code>${(0,html_escape/* esc */.UQ)(v.expected)}</code>` : renderDiff(v.expected, v.actual)}</li>`;
    });
    return `<h4>Verifiers</h4><ul class="checks">${items.join("")}</ul>`;
}
/** Every run of a repeated workflow. */
function renderAttempts(workflow) {
    const r = workflow.repeats;
    if (!r || !workflow.attempts)
        return "";
    const rows = workflow.attempts.map((a) => `<tr><td>${a.attempt}</td><td>${badge(a.passed)}</td><td class="num">${score(a.score)}</td><td class="num">${duration(a.durationMs)}</td><td class="num">${a.toolCalls}</td><td>${(0,html_escape/* esc */.UQ)(a.error ?? "")}</td></tr>`);
    return `<h4>Runs: ${r.passes}/${r.k} passed (pass@1 ${score(r.pass1)}, min ${r.minPass})</h4><table class="plain"><thead><tr><th>run</th><th></th><th>score</th><th>duration</th><th>calls</th><th>error</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}
/** With `toolSelection: retrieve`: the tools offered per step. */
function renderToolSelection(workflow) {
    const selection = workflow.toolSelection;
    if (!selection)
        return "";
    const steps = selection.steps
        .map((s) => `<li>${(0,format/* stepLabel */.vO)(s.step)}: ${s.offered.map((t) => `<code>${(0,html_escape/* esc */.UQ)(t)}</code>`).join(" ")}</li>`)
        .join("");
    const tokens = selection.toolPromptTokens;
    if (selection.mode === "discover") {
        const rows = selection.steps
            .map((s) => `<li>${(0,format/* stepLabel */.vO)(s.step)}: ${(0,html_escape/* esc */.UQ)(s.discovery ? (0,retrieval_text/* discoveryText */.O7)({ ...selection, steps: [s] }) : "")}${s.discovery?.queries.length ? ` · searched ${s.discovery.queries.map((q) => `<code>${(0,html_escape/* esc */.UQ)(q)}</code>`).join(" ")}` : ""}</li>`)
            .join("");
        return `<h4>Tool discovery (search_tools, get_tool_schema, call_tool)</h4><p>tool-definition tokens: ${tokens.selected} (all ${selection.totalTools} tools: ${tokens.all})</p><ul>${rows}</ul>`;
    }
    return `<h4>Tool selection: top ${selection.topK} of ${selection.totalTools}</h4><p>tool-definition tokens: ${tokens.selected} (all tools: ${tokens.all})${selection.error ? ` · <span class="err">${(0,html_escape/* esc */.UQ)(selection.error)}</span>` : ""}</p><ul>${steps}</ul>`;
}

// EXTERNAL MODULE: ./src/report/workflow-metric-list.ts
var workflow_metric_list = __webpack_require__(72975);
;// CONCATENATED MODULE: ./src/report/html/html-metrics.ts





const TEXT_LIMIT = 4000;
function renderMetrics(workflow) {
    const listed = (0,workflow_metric_list/* workflowMetricList */.O)(workflow).flatMap(({ label, metric }) => (metric ? [{ label, metric }] : []));
    const rows = listed
        .map(({ label, metric }) => {
        const title = metric.score === undefined || metric.notGraded === true ? label : `${label} (${score(metric.score)})`;
        const warning = metric.warning ? `<div class="warn">${(0,html_escape/* esc */.UQ)(metric.warning)}</div>` : "";
        const verdict = metric.notGraded === true ? '<span class="badge skip">not graded</span>' : badge(metric.passed, metric.skipped);
        return `<tr><td>${(0,html_escape/* esc */.UQ)(title)}</td><td>${verdict}</td><td>${(0,html_escape/* esc */.UQ)(metric.message)}${warning}</td></tr>`;
    })
        .join("");
    const details = listed.map(({ label, metric }) => renderDetails(label, metric)).join("");
    return `<table class="plain metrics"><tbody>${rows}</tbody></table>${details}`;
}
function renderDetails(label, metric) {
    const details = metric.details ?? [];
    const lines = details.filter((d) => typeof d === "string");
    const plain = lines.length > 0 ? `<details><summary>${(0,html_escape/* esc */.UQ)(label)}</summary>${(0,html_escape/* preBlock */.DI)(lines.join("\n"), TEXT_LIMIT)}</details>` : "";
    const compares = details.filter((d) => typeof d !== "string" && d.kind === "compare");
    const blocks = details.map((d) => (typeof d === "string" || d.kind === "compare" ? "" : renderBlock(label, d))).join("");
    return `${plain}${blocks}${renderCompares(label, compares)}`;
}
function renderBlock(label, block) {
    switch (block.kind) {
        case "text":
            return `<details><summary>${(0,html_escape/* esc */.UQ)(label)}</summary>${(0,html_escape/* preBlock */.DI)(block.text, TEXT_LIMIT)}</details>`;
        case "sequence":
            return renderSequence(label, block);
        case "entries": {
            const head = block.columns.map((c) => `<th>${(0,html_escape/* esc */.UQ)(c)}</th>`).join("");
            const rows = block.rows.map((r) => `<tr><td><code>${(0,html_escape/* esc */.UQ)(r.name)}</code></td><td>${(0,html_escape/* esc */.UQ)(r.kind)}</td><td>${(0,html_escape/* esc */.UQ)(r.text)}</td></tr>`);
            return `<table class="plain"><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table>`;
        }
    }
}
/** Expected against actual sequence; the first expected entry not matched is marked. */
function renderSequence(label, { expected, actual, mark, actualMark }) {
    const items = expected.map((name, i) => {
        const cls = mark === null || i < mark ? "ok" : i === mark ? "mismatch" : "later";
        return `<li class="${cls}"${i === mark ? ' title="first mismatch"' : ""}>${(0,html_escape/* esc */.UQ)(name)}</li>`;
    });
    // The list went on past the expected calls.
    if (mark !== null && mark >= expected.length)
        items.push('<li class="mismatch">(no more calls expected)</li>');
    const calls = actual.map((name, i) => `<li class="${i === actualMark ? "mismatch" : ""}">${(0,html_escape/* esc */.UQ)(name)}</li>`);
    const note = mark === null
        ? ""
        : `<p class="first-mismatch">⚑ First mismatch: expected #${mark + 1} <code>${(0,html_escape/* esc */.UQ)(expected[mark] ?? "(end)")}</code></p>`;
    return (`<div class="order"><div><small>${(0,html_escape/* esc */.UQ)(label)}: expected</small><ol class="seq">${items.join("")}</ol></div>` +
        `<div><small>actual</small><ol class="seq">${calls.join("") || "<li>(none)</li>"}</ol></div></div>${note}`);
}
/** Each check: a diff for one that failed, what it expected for one that passed. */
function renderCompares(label, compares) {
    if (compares.length === 0)
        return "";
    const items = compares.map((c) => {
        const head = `<div class="check-head">${badge(c.passed)} <b>${(0,html_escape/* esc */.UQ)(c.scope)}</b></div>`;
        if (c.passed)
            return `<li>${head}<small>expected</small> <code>${(0,html_escape/* esc */.UQ)(c.expected)}</code></li>`;
        return `<li>${head}${renderDiff(c.expected, c.actual)}</li>`;
    });
    return `<h4>${(0,html_escape/* esc */.UQ)(label)}: expected against actual</h4><ul class="checks">${items.join("")}</ul>`;
}

;// CONCATENATED MODULE: ./src/report/html/html-extras.ts

const JSON_LIMIT = 3000;
/** Inline images above this size (base64 characters) are left out: the file must stay small. */
const IMAGE_LIMIT = 300_000;
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp)$/;
/** The workflow step an exchange belongs to, when it says. */
function stepOf(entry) {
    return typeof entry.step === "number" && Number.isInteger(entry.step) ? entry.step : null;
}
function label(entry) {
    for (const key of ["method", "kind", "type"])
        if (typeof entry[key] === "string")
            return entry[key];
    return "server message";
}
/** Server-to-client requests and notifications, each with its payload as JSON. */
function renderExchanges(entries) {
    const items = entries.map((entry) => {
        const { step: _step, ...rest } = entry;
        return `<details><summary><code>${(0,html_escape/* esc */.UQ)(label(entry))}</code></summary>${(0,html_escape/* preBlock */.DI)((0,html_escape/* prettyJson */.D_)(rest), JSON_LIMIT)}</details>`;
    });
    return `<li class="ev server"><span class="who">server → client</span>${items.join("")}</li>`;
}
/** Structured content and images, when the record has them (older and current records keep only `resultText`). */
function renderRecordExtras(call) {
    const record = call;
    const parts = [];
    if (record.structuredContent !== undefined && record.structuredContent !== null) {
        parts.push(`<div class="label">structured content</div>${(0,html_escape/* preBlock */.DI)((0,html_escape/* prettyJson */.D_)(record.structuredContent), JSON_LIMIT)}`);
    }
    const content = Array.isArray(record.content) ? record.content : [];
    for (const item of content) {
        if (!item || typeof item !== "object")
            continue;
        const { type, data, mimeType } = item;
        if (type !== "image" || typeof data !== "string" || typeof mimeType !== "string" || !IMAGE_TYPES.test(mimeType))
            continue;
        if (data.length > IMAGE_LIMIT || !/^[A-Za-z0-9+/=\s]*$/.test(data)) {
            parts.push(`<p class="note">An image (${(0,html_escape/* esc */.UQ)(mimeType)}) is left out: too large to inline.</p>`);
            continue;
        }
        parts.push(`<img class="shot" alt="image the tool returned" src="data:${mimeType};base64,${data.replace(/\s/g, "")}">`);
    }
    return parts.join("");
}

;// CONCATENATED MODULE: ./src/report/metric-sequences.ts
/** Every sequence block of the workflow's metrics that were not skipped, in the result's order. */
function metricSequences(workflow) {
    return Object.values(workflow.metrics).flatMap((metric) => metric.skipped
        ? []
        : (metric.details ?? []).flatMap((block) => typeof block !== "string" && block.kind === "sequence" ? [{ block, exact: metric["mode"] === "exact" }] : []));
}

;// CONCATENATED MODULE: ./src/report/html/html-trace.ts








/** Longest tool result or message shown inline; the JSON report has the rest. */
const html_trace_TEXT_LIMIT = 4000;
const ARGS_LIMIT = 2000;
/** Calls shown per workflow; a runaway loop of thousands would make the trace unreadable anyway. */
const CALL_LIMIT = 200;
function renderTrace(workflow, index) {
    const error = workflow.error ? `<div class="err-box"><b>The workflow could not finish:</b> ${(0,html_escape/* esc */.UQ)(workflow.error)}</div>` : "";
    return `<div class="trace" id="trace-${index}">${error}${renderMetrics(workflow)}
<h4>Trace</h4>${renderConversationHead(workflow)}<ol class="timeline">${renderTimeline(workflow)}</ol>
${renderVerifiers(workflow.verifiers)}${renderAttempts(workflow)}${renderToolSelection(workflow)}</div>`;
}
function renderTimeline(workflow) {
    const mismatch = metricSequences(workflow).find((s) => s.block.mark !== null);
    const calls = workflow.toolCalls.slice(0, CALL_LIMIT);
    const exchanges = [...asList(extra(workflow, "serverRequests")), ...asList(extra(workflow, "notifications"))];
    const steps = new Set([...workflow.messages.map((m) => m.step), ...calls.map((c) => c.step)]);
    for (const e of exchanges) {
        const step = stepOf(e);
        if (step !== null)
            steps.add(step);
    }
    // Where the marker goes: in exact mode at the call that departed; otherwise the expected call never came, so after the last call.
    const mark = mismatch?.block.mark ?? null;
    const markAt = mark === null ? null : mismatch.exact ? Math.min(mark, calls.length) : calls.length;
    const offers = placeOffers(workflow.fallbacks, calls);
    const items = [];
    let callIndex = 0;
    const marker = () => `<li class="ev mismatch-mark"><span class="first-mismatch">⚑ First mismatch against expectTools: expected <code>${(0,html_escape/* esc */.UQ)(mismatch.block.expected[mark] ?? "no further call")}</code>${mismatch.exact && calls[mark] ? `, got <code>${(0,html_escape/* esc */.UQ)(calls[mark].tool)}</code>` : ""}</span></li>`;
    for (const step of [...steps].sort((a, b) => a - b)) {
        const message = workflow.messages.find((m) => m.step === step);
        const who = workflow.persona !== undefined ? `turn ${step + 1} · user (${(0,html_escape/* esc */.UQ)(workflow.persona)})` : `${(0,format/* stepLabel */.vO)(step)} · user`;
        if (message)
            items.push(`<li class="ev user"><span class="who">${who}</span><div class="bubble">${(0,html_escape/* esc */.UQ)(message.user)}</div></li>`);
        for (const call of calls.filter((c) => c.step === step)) {
            if (callIndex === markAt)
                items.push(marker());
            items.push(renderCall(call, callIndex, workflow.fallbacks, offers.get(callIndex) ?? []));
            callIndex++;
        }
        const stepExchanges = exchanges.filter((e) => stepOf(e) === step);
        if (stepExchanges.length > 0)
            items.push(renderExchanges(stepExchanges));
        // A conversation's last user turn (the stop marker removed) is not answered.
        if (message && !(workflow.stopReason === "user stopped" && message === workflow.messages.at(-1) && message.assistant === "")) {
            const usage = message.usage ? ` · ${count(message.usage.totalTokens)} tokens` : "";
            items.push(`<li class="ev model"><span class="who">model${usage}</span>${(0,html_escape/* preBlock */.DI)(message.assistant || "(no text)", html_trace_TEXT_LIMIT, "bubble")}</li>`);
        }
    }
    if (callIndex === markAt)
        items.push(marker());
    if (workflow.stopReason !== undefined)
        items.push(`<li class="ev note">${(0,html_escape/* esc */.UQ)(STOP_WORDS[workflow.stopReason])}</li>`);
    const unplaced = exchanges.filter((e) => stepOf(e) === null);
    if (unplaced.length > 0)
        items.push(renderExchanges(unplaced));
    if (workflow.toolCalls.length > CALL_LIMIT)
        items.push(`<li class="ev note">… ${count(workflow.toolCalls.length - CALL_LIMIT)} more tool calls not shown; the JSON report has them all.</li>`);
    if (items.length === 0)
        items.push('<li class="ev note">Nothing happened: no messages, no tool calls.</li>');
    return items.join("\n");
}
const STOP_WORDS = {
    "user stopped": "The user ended the conversation (stop marker).",
    "turn limit": "The conversation reached its turn limit (maxTurns) without the user's stop marker.",
    "no message": "The user had nothing more to say (the script ran out, or the model wrote nothing), without the stop marker.",
};
/** A conversation with a simulated user: who the user was and why it ended, above its turns. */
function renderConversationHead(workflow) {
    if (workflow.persona === undefined)
        return "";
    const turns = workflow.messages.length;
    // The user model's share of the workflow's tokens (absent with a script, and in older reports).
    const spent = workflow.userUsage ? ` · user model ${count(workflow.userUsage.totalTokens)} tokens` : "";
    return `<p class="conversation">Conversation with a simulated user · persona <b>${(0,html_escape/* esc */.UQ)(workflow.persona)}</b> · ${count(turns)} ${turns === 1 ? "turn" : "turns"}${workflow.stopReason ? ` · ended: <b>${(0,html_escape/* esc */.UQ)(workflow.stopReason)}</b>` : ""}${spent}</p>`;
}
function asList(value) {
    return Array.isArray(value) ? value.filter((v) => v !== null && typeof v === "object") : [];
}
/** Each fallback offer after the failed call it answers (same step and tool, in order). */
function placeOffers(fallbacks, calls) {
    const placed = new Map();
    const used = new Set();
    (fallbacks?.offered ?? []).forEach((offer, index) => {
        const at = calls.findIndex((c, i) => !used.has(i) && !c.ok && c.step === offer.step && c.tool === offer.tool && c.server === offer.server);
        const key = at === -1 ? calls.length - 1 : at;
        if (at !== -1)
            used.add(at);
        placed.set(key, [...(placed.get(key) ?? []), { offer, index }]);
    });
    return placed;
}
function validation(call) {
    if (call.errorKind === "invalid-args")
        return '<span class="badge fail">arguments do not match inputSchema</span>';
    if (call.errorKind === "invalid-output")
        return '<span class="badge fail">structuredContent does not match outputSchema</span>';
    if (call.errorKind === "unknown-tool")
        return '<span class="badge fail">unknown tool</span>';
    return call.ok ? '<span class="badge pass">schemas ok</span>' : "";
}
function renderCall(call, index, fallbacks, offers) {
    const status = call.ok ? "ok" : "bad";
    const kind = call.errorKind
        ? `<span class="badge fail">${(0,html_escape/* esc */.UQ)(call.errorKind)}</span>`
        : call.isError
            ? '<span class="badge fail">isError</span>'
            : '<span class="badge pass">ok</span>';
    const error = call.error ? `<div class="err">${(0,html_escape/* esc */.UQ)(call.error)}</div>` : "";
    const result = call.resultText !== ""
        ? `<div class="label">result</div>${(0,html_escape/* preBlock */.DI)(call.resultText, html_trace_TEXT_LIMIT, "result")}`
        : '<div class="label">result: (empty)</div>';
    return `<li class="ev call ${status}" data-call="${index}"><span class="who">tool call #${index + 1} · <b>${(0,html_escape/* esc */.UQ)(call.server)}</b> / <code class="tool">${(0,html_escape/* esc */.UQ)(call.tool)}</code> ${kind} ${validation(call)} <span class="lat">${duration(call.latencyMs)}</span></span>
<div class="label">arguments</div>${(0,html_escape/* preBlock */.DI)((0,html_escape/* prettyJson */.D_)(call.args), ARGS_LIMIT, "args")}${error}${result}${renderRecordExtras(call)}${offers.map((o) => renderOffer(o.offer, o.index, fallbacks)).join("")}</li>`;
}
function renderOffer(offer, index, fallbacks) {
    const taken = (fallbacks?.taken ?? []).filter((t) => t.offer === index);
    const suggestions = offer.suggestions
        .map((s) => `<li><code>${(0,html_escape/* esc */.UQ)(s.server)}/${(0,html_escape/* esc */.UQ)(s.tool)}</code> <small>score ${s.score.toFixed(2)} · ${(0,html_escape/* esc */.UQ)(s.reason)}</small></li>`)
        .join("");
    const takenText = taken.length === 0
        ? "<p>No suggestion was taken.</p>"
        : taken
            .map((t) => `<p>Taken: <code>${(0,html_escape/* esc */.UQ)(t.tool)}</code> by ${(0,html_escape/* esc */.UQ)(t.by)} instead of <code>${(0,html_escape/* esc */.UQ)(t.insteadOf)}</code> ${t.ok ? '<span class="badge pass">worked</span>' : '<span class="badge fail">did not help</span>'}</p>`)
            .join("");
    return `<div class="fallback"><b>Fallbacks offered</b> after ${(0,html_escape/* esc */.UQ)(offer.errorKind)}:<ol>${suggestions}</ol>${takenText}</div>`;
}
/** A tool test's details: the call, why it failed, and what the tool answered. */
function renderTestDetail(test) {
    const error = test.error ? `<div class="err-box">${(0,html_escape/* esc */.UQ)(test.error)}</div>` : "";
    const result = test.resultText !== "" ? `<div class="label">result</div>${(0,html_escape/* preBlock */.DI)(test.resultText, html_trace_TEXT_LIMIT, "result")}` : "";
    return `<div class="trace">${error}<p>tool <code class="tool">${(0,html_escape/* esc */.UQ)(test.tool)}</code> · ${duration(test.latencyMs)} · ${count(test.attempts)} attempt(s)</p>${result}</div>`;
}

;// CONCATENATED MODULE: ./src/report/html/html-table.ts




/** `|a|b|`: how a row lists its servers and tools for the filter (names are matched whole). */
function tagList(names) {
    const unique = [...new Set(names)].filter((n) => n !== "");
    return unique.length === 0 ? "" : `|${unique.join("|")}|`;
}
/** The servers and tools a workflow used or was expected to use. */
function workflowTags(workflow) {
    return {
        servers: workflow.toolCalls.map((c) => c.server),
        tools: [...workflow.toolCalls.map((c) => c.tool), ...metricSequences(workflow).flatMap((s) => s.block.expected)],
    };
}
function renderTable(result) {
    const details = [];
    const rows = [];
    const servers = new Set(result.servers.map((s) => s.name));
    const tools = new Set();
    result.workflows.forEach((workflow, index) => {
        const tags = workflowTags(workflow);
        for (const s of tags.servers)
            servers.add(s);
        for (const t of tags.tools)
            tools.add(t);
        details.push(renderTrace(workflow, index));
        rows.push(workflowRow(workflow, rows.length, tags));
    });
    result.toolHealth.forEach((test) => {
        tools.add(test.tool);
        details.push(renderTestDetail(test));
        rows.push(testRow(test, rows.length));
    });
    const options = (values) => [...values]
        .sort()
        .map((v) => `<option value="${(0,html_escape/* esc */.UQ)(v)}">${(0,html_escape/* esc */.UQ)(v)}</option>`)
        .join("");
    const failed = result.workflows.filter((w) => !w.passed).length + result.toolHealth.filter((t) => !t.passed).length;
    const html = `<section id="results"><h2>Workflows and tool tests</h2>
<form class="filters" id="filters" autocomplete="off">
<label><input type="checkbox" id="f-failed"${failed > 0 ? "" : " disabled"}> failed only (${count(failed)})</label>
<label>server <select id="f-server"><option value="">all</option>${options(servers)}</select></label>
<label>tool <select id="f-tool"><option value="">all</option>${options(tools)}</select></label>
<label>search <input type="search" id="f-search" placeholder="name, tool, text…"></label>
<span id="f-count" aria-live="polite">${count(rows.length)} rows</span>
<button type="button" id="f-open">open failed</button>
</form>
<table class="results" id="rows"><thead><tr><th></th><th>kind</th><th>name</th><th>status</th><th class="num">score</th><th class="num">duration</th><th class="num">tokens</th><th class="num">calls</th></tr></thead>
<tbody>${rows.join("\n")}</tbody></table>
${rows.length === 0 ? '<p class="note">Nothing ran.</p>' : ""}</section>`;
    return { html, details };
}
function workflowRow(workflow, row, tags) {
    const status = workflow.passed ? "pass" : "fail";
    const label = workflow.error ? "error" : workflow.passed ? "passed" : "failed";
    const repeats = workflow.repeats ? ` <small>${workflow.repeats.passes}/${workflow.repeats.k} runs</small>` : "";
    const failing = workflow.toolCalls.filter((c) => !c.ok).length;
    return (`<tr class="row ${status}" data-i="${row}" data-s="${status}" data-srv="${(0,html_escape/* esc */.UQ)(tagList(tags.servers))}" data-tool="${(0,html_escape/* esc */.UQ)(tagList(tags.tools))}" tabindex="0" aria-expanded="false">` +
        `<td class="tw">▸</td><td>workflow</td><td class="name">${(0,html_escape/* esc */.UQ)(workflow.name)}</td><td><span class="badge ${status}">${label}</span>${repeats}</td>` +
        `<td class="num">${score(workflow.score)}</td><td class="num">${duration(workflow.durationMs)}</td><td class="num">${workflow.usage ? count(workflow.usage.totalTokens) : ""}</td>` +
        `<td class="num">${count(workflow.toolCalls.length)}${failing > 0 ? ` <small class="err">(${failing} failed)</small>` : ""}</td></tr>`);
}
/** Calls that reached the server: none when it could not be reached or has no such tool (nothing was sent). */
function requestsSent(test) {
    return test.infrastructure === true || test.errorKind === "unknown-tool" ? 0 : test.attempts;
}
function testRow(test, row) {
    const status = test.passed ? "pass" : "fail";
    return (`<tr class="row ${status}" data-i="${row}" data-s="${status}" data-srv="" data-tool="${(0,html_escape/* esc */.UQ)(tagList([test.tool]))}" tabindex="0" aria-expanded="false">` +
        `<td class="tw">▸</td><td>tool test</td><td class="name">${(0,html_escape/* esc */.UQ)(test.suite)} › ${(0,html_escape/* esc */.UQ)(test.test)} <small><code>${(0,html_escape/* esc */.UQ)(test.tool)}</code></small></td>` +
        `<td><span class="badge ${status}">${test.passed ? "passed" : "failed"}</span>${test.attempts > 1 ? ` <small>${test.attempts} attempts</small>` : ""}</td>` +
        `<td class="num"></td><td class="num">${duration(test.latencyMs)}</td><td class="num"></td><td class="num">${count(requestsSent(test))}</td></tr>`);
}

;// CONCATENATED MODULE: ./src/report/html/html-tools.ts


const ROW_LIMIT = 2000;
function renderTools(result) {
    const tools = result.tools.slice(0, ROW_LIMIT);
    const rows = tools.map((t) => {
        const flags = (t.trend?.flags ?? []).map((f) => `<span class="badge ${f === "new" ? "skip" : "fail"}">${(0,html_escape/* esc */.UQ)(f)}</span>`).join(" ");
        const delta = t.trend?.p95LatencyDeltaMs;
        const trend = typeof delta === "number" ? ` <small>(${delta >= 0 ? "+" : ""}${Math.round(delta)} ms vs history)</small>` : "";
        return (`<tr class="${t.failures > 0 ? "fail" : ""}"><td><code>${(0,html_escape/* esc */.UQ)(t.server)}/${(0,html_escape/* esc */.UQ)(t.tool)}</code></td><td class="num">${count(t.calls)}</td><td class="num">${count(t.failures)}</td>` +
            `<td class="num">${duration(t.avgLatencyMs)}</td><td class="num">${duration(t.p95LatencyMs)}${trend}</td><td>${flags}</td><td class="err">${(0,html_escape/* esc */.UQ)(t.lastError ?? "")}</td></tr>`);
    });
    const more = result.tools.length > ROW_LIMIT
        ? `<p class="note">${result.tools.length - ROW_LIMIT} more tools not listed; the JSON report has them.</p>`
        : "";
    const table = rows.length === 0
        ? '<p class="note">No tool was called.</p>'
        : `<table class="plain"><thead><tr><th>tool</th><th class="num">calls</th><th class="num">failures</th><th class="num">avg</th><th class="num">p95</th><th>trend</th><th>last error</th></tr></thead><tbody>${rows.join("")}</tbody></table>${more}`;
    return `<section id="tools"><h2>Tools</h2>${table}${renderCoverage(result)}${renderChanges(result)}</section>`;
}
function renderCoverage(result) {
    const { exercised, total, ratio, unexercised } = result.coverage;
    const list = unexercised.length === 0
        ? ""
        : `<details><summary>${count(unexercised.length)} tools never called</summary><p>${unexercised
            .slice(0, ROW_LIMIT)
            .map((t) => `<code>${(0,html_escape/* esc */.UQ)(t)}</code>`)
            .join(" ")}</p></details>`;
    return `<h3>Coverage: ${percent(ratio)} (${count(exercised)} of ${count(total)} tools called)</h3>${list}`;
}
function renderChanges(result) {
    const changes = result.toolChanges;
    if (!changes)
        return '<h3>Schema changes</h3><p class="note">No state folder: nothing to compare with.</p>';
    if (changes.baselineAt === null)
        return '<h3>Schema changes</h3><p class="note">First run with this state folder: this run is the baseline.</p>';
    if (changes.entries.length === 0)
        return `<h3>Schema changes since ${(0,html_escape/* esc */.UQ)(changes.baselineAt)}</h3><p>None (${count(changes.unchanged)} tools unchanged).</p>`;
    const items = changes.entries.map((e) => {
        const list = e.changes
            .map((c) => `<li>${c.breaking ? '<span class="badge fail">breaking</span> ' : ""}${(0,html_escape/* esc */.UQ)(c.message)}</li>`)
            .join("");
        return `<li><code>${(0,html_escape/* esc */.UQ)(e.server)}/${(0,html_escape/* esc */.UQ)(e.tool)}</code> ${(0,html_escape/* esc */.UQ)(e.status)}${e.breaking ? ' <span class="badge fail">breaking</span>' : ""}${list ? `<ul>${list}</ul>` : ""}</li>`;
    });
    return `<h3>Schema changes since ${(0,html_escape/* esc */.UQ)(changes.baselineAt)}${changes.breaking ? ' <span class="badge fail">breaking</span>' : ""}</h3><ul>${items.join("")}</ul><p class="note">${count(changes.unchanged)} tools unchanged.</p>`;
}

;// CONCATENATED MODULE: ./src/report/html/html-trends-svg.ts


/** One polyline with dots (each with a tooltip), min/max axis labels and an optional reference line. */
function lineChart({ points, min = 0, max, reference, width = 360, height = 120, format, title }) {
    const top = Math.max(max ?? Math.max(...points.map((p) => p.value), reference ?? 0), min + 1e-9);
    const pad = { l: 44, r: 8, t: 8, b: 18 };
    const w = width - pad.l - pad.r;
    const h = height - pad.t - pad.b;
    const x = (i) => pad.l + (points.length <= 1 ? w / 2 : (i * w) / (points.length - 1));
    const y = (v) => pad.t + h - ((Math.min(Math.max(v, min), top) - min) / (top - min)) * h;
    const line = points.map((p, i) => `${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
    const dots = points
        .map((p, i) => `<circle cx="${x(i).toFixed(1)}" cy="${y(p.value).toFixed(1)}" r="${i === points.length - 1 ? 4 : 2.5}"${i === points.length - 1 ? ' class="now"' : ""}><title>${(0,html_escape/* esc */.UQ)(p.label)}: ${(0,html_escape/* esc */.UQ)(format(p.value))}</title></circle>`)
        .join("");
    const ref = reference === undefined
        ? ""
        : `<line class="ref" x1="${pad.l}" x2="${pad.l + w}" y1="${y(reference).toFixed(1)}" y2="${y(reference).toFixed(1)}"><title>threshold ${(0,html_escape/* esc */.UQ)(format(reference))}</title></line>`;
    const axis = `<text x="${pad.l - 4}" y="${pad.t + 8}" text-anchor="end">${(0,html_escape/* esc */.UQ)(format(top))}</text><text x="${pad.l - 4}" y="${pad.t + h}" text-anchor="end">${(0,html_escape/* esc */.UQ)(format(min))}</text>` +
        `<text x="${pad.l}" y="${height - 4}">${(0,html_escape/* esc */.UQ)(points[0]?.label ?? "")}</text><text x="${pad.l + w}" y="${height - 4}" text-anchor="end">${(0,html_escape/* esc */.UQ)(points.at(-1)?.label ?? "")}</text>`;
    return (`<svg class="chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${(0,html_escape/* esc */.UQ)(title)}"><title>${(0,html_escape/* esc */.UQ)(title)}</title>` +
        `<line class="axis" x1="${pad.l}" x2="${pad.l}" y1="${pad.t}" y2="${pad.t + h}"/><line class="axis" x1="${pad.l}" x2="${pad.l + w}" y1="${pad.t + h}" y2="${pad.t + h}"/>` +
        `${ref}${axis}<polyline points="${line}"/>${dots}</svg>`);
}
/** "11-21 14:05" from an ISO time: short, and enough to tell runs apart. */
function shortTime(iso) {
    const match = /^\d{4}-(\d\d-\d\d)T(\d\d:\d\d)/.exec(iso);
    return match ? `${match[1]} ${match[2]}` : iso;
}
/** Tools charted at most: the slowest p95 this run first. */
const TOOL_CHARTS = 24;
function renderTrends(result) {
    const history = result.history;
    if (!history || history.runs.length === 0) {
        return `<section id="trends"><h2>Trends</h2><p class="note">No earlier runs in the state folder${history ? "" : " (the run kept no state, or the report predates history)"}: the charts start with the next run.</p></section>`;
    }
    const scores = [...history.runs.map((r) => ({ label: shortTime(r.at), value: r.score })), { label: "this run", value: result.score }];
    const scoreChart = lineChart({
        points: scores,
        min: 0,
        max: 1,
        reference: result.threshold,
        width: 560,
        height: 160,
        format: score,
        title: `Score over the last ${scores.length} runs`,
    });
    const byKey = new Map(history.tools.map((t) => [`${t.server}/${t.tool}`, t]));
    const tools = [...result.tools].filter((t) => t.calls > 0).sort((a, b) => b.p95LatencyMs - a.p95LatencyMs);
    const charts = tools.slice(0, TOOL_CHARTS).map((t) => {
        const past = byKey.get(`${t.server}/${t.tool}`)?.runs ?? [];
        const points = [...past.map((r) => ({ label: shortTime(r.at), value: r.p95LatencyMs })), { label: "this run", value: t.p95LatencyMs }];
        return `<figure><figcaption><code>${(0,html_escape/* esc */.UQ)(t.server)}/${(0,html_escape/* esc */.UQ)(t.tool)}</code> p95 ${duration(t.p95LatencyMs)}</figcaption>${lineChart({ points, width: 260, height: 90, format: duration, title: `${t.server}/${t.tool} p95 latency` })}</figure>`;
    });
    const more = tools.length > TOOL_CHARTS
        ? `<p class="note">${tools.length - TOOL_CHARTS} more tools not charted (the fastest); the JSON report's history has them.</p>`
        : "";
    return `<section id="trends"><h2>Trends</h2><figure><figcaption>Score per run (dashed: threshold ${score(result.threshold)})</figcaption>${scoreChart}</figure>
<h3>p95 latency per tool</h3><div class="charts">${charts.join("")}</div>${more}</section>`;
}

// EXTERNAL MODULE: ./src/report/gate-text.ts
var gate_text = __webpack_require__(84255);
// EXTERNAL MODULE: ./src/report/gate-summary.ts
var gate_summary = __webpack_require__(32930);
;// CONCATENATED MODULE: ./src/report/html/html-gate.ts



/** Units charted at most (those with something to say first). */
const CHARTS = 24;
function renderGate(result) {
    const gate = result.gate;
    if (!gate)
        return "";
    const cls = { fail: "fail", warn: "warn", undecided: "skip" };
    const findings = (0,gate_summary/* gateLines */.HN)(gate)
        .map((line) => `<li class="${cls[line.kind]}">${(0,html_escape/* esc */.UQ)(line.text)}</li>`)
        .join("");
    const units = [...gate.units].sort((a, b) => Number((0,gate_summary/* isNotable */._r)(b)) - Number((0,gate_summary/* isNotable */._r)(a))).slice(0, CHARTS);
    return `\n<section id="gate"><h2>Regression gate <span class="badge ${gate.passed ? "pass" : "fail"}">${gate.passed ? "passed" : "failed"}</span></h2>
<p>${(0,html_escape/* esc */.UQ)((0,gate_summary/* gateHeadline */.ST)(gate))}; pass rate ${(0,html_escape/* esc */.UQ)((0,gate_summary/* runRateText */.nO)(gate))}.</p>${findings ? `<ul class="findings">${findings}</ul>` : ""}
<div class="charts">${units.map((unit) => unitFigure(unit, gate)).join("")}</div>${gate.units.length > CHARTS ? `<p class="note">${gate.units.length - CHARTS} more units not charted; the JSON report has them.</p>` : ""}</section>`;
}
function unitFigure(unit, gate) {
    const points = [
        ...(unit.history ?? []).map((run) => ({
            label: run.at.slice(5, 16).replace("T", " "),
            passes: Math.round(run.rate * run.attempts),
            attempts: run.attempts,
            lower: run.lower,
            upper: run.upper,
        })),
        { label: "this run", ...unit.head, ...unit.headInterval },
    ];
    const difference = unit.interval ? ` · ${(0,gate_text/* formatDifference */.jR)(unit.interval)}` : "";
    const caption = `${unit.kind} <code>${(0,html_escape/* esc */.UQ)(unit.name)}</code> ${unit.head.passes}/${unit.head.attempts} vs ${unit.baseline.passes}/${unit.baseline.attempts}${(0,html_escape/* esc */.UQ)(difference)} · ${(0,html_escape/* esc */.UQ)(unit.verdict.replace("_", " "))}`;
    return `<figure><figcaption>${caption}</figcaption>${rateChart(points, gate.settings.confidence, `${unit.kind} ${unit.name} pass rate per run`)}</figure>`;
}
/** Pass rate per run (dots) with its interval (bars), on a 0–1 axis. */
function rateChart(points, confidence, title, width = 260, height = 90) {
    const pad = { l: 30, r: 8, t: 6, b: 16 };
    const w = width - pad.l - pad.r;
    const h = height - pad.t - pad.b;
    const x = (i) => pad.l + (points.length <= 1 ? w / 2 : (i * w) / (points.length - 1));
    const y = (v) => pad.t + h - v * h;
    const marks = points
        .map((p, i) => {
        // A report is untrusted (`mcpvals report` renders any file): a point that cannot be is not drawn.
        if (!(Number.isSafeInteger(p.attempts) &&
            Number.isSafeInteger(p.passes) &&
            p.attempts > 0 &&
            p.passes >= 0 &&
            p.passes <= p.attempts &&
            p.lower !== undefined &&
            p.upper !== undefined))
            return "";
        const interval = { rate: p.passes / p.attempts, lower: p.lower, upper: p.upper };
        const cx = x(i).toFixed(1);
        const last = i === points.length - 1;
        return (`<line class="bar" x1="${cx}" x2="${cx}" y1="${y(interval.upper).toFixed(1)}" y2="${y(interval.lower).toFixed(1)}"/>` +
            `<circle cx="${cx}" cy="${y(interval.rate).toFixed(1)}" r="${last ? 4 : 2.5}"${last ? ' class="now"' : ""}><title>${(0,html_escape/* esc */.UQ)(p.label)}: ${p.passes}/${p.attempts} (${Math.round(confidence * 100)}% CI ${interval.lower.toFixed(2)}–${interval.upper.toFixed(2)})</title></circle>`);
    })
        .join("");
    const axis = `<text x="${pad.l - 4}" y="${pad.t + 8}" text-anchor="end">1</text><text x="${pad.l - 4}" y="${pad.t + h}" text-anchor="end">0</text>`;
    return (`<svg class="chart" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${(0,html_escape/* esc */.UQ)(title)}"><title>${(0,html_escape/* esc */.UQ)(title)}</title>` +
        `<line class="axis" x1="${pad.l}" x2="${pad.l}" y1="${pad.t}" y2="${pad.t + h}"/><line class="axis" x1="${pad.l}" x2="${pad.l + w}" y1="${pad.t + h}" y2="${pad.t + h}"/>` +
        `${axis}${marks}</svg>`);
}

;// CONCATENATED MODULE: ./src/report/html/html-timeline.ts


/** Rows drawn at most; the rest are counted under the chart. */
const ROWS = 60;
/** Tool calls drawn per row at most: a report (any file `mcpvals report` is given) must not grow the page unbounded. */
const CALLS = 200;
const LABEL = 150;
const WIDTH = 720;
const ROW = 18;
function html_timeline_renderTimeline(result) {
    const origin = Date.parse(result.startedAt);
    const rows = result.workflows
        .flatMap((workflow) => {
        const start = workflow.startedAt ? Date.parse(workflow.startedAt) : Number.NaN;
        return Number.isFinite(start) && Number.isFinite(origin) ? [{ workflow, start: start - origin }] : [];
    })
        .sort((a, b) => a.start - b.start);
    if (rows.length === 0)
        return "";
    const shown = rows.slice(0, ROWS);
    const end = Math.max(1, ...shown.map((row) => row.start + row.workflow.durationMs));
    const x = (ms) => LABEL + (Math.max(0, ms) / end) * (WIDTH - LABEL - 8);
    const bars = shown.map((row, i) => rowSvg(row, i, x, origin)).join("");
    const height = shown.length * ROW + 20;
    const axis = `<text x="${LABEL}" y="${height - 4}">0</text>` +
        `<text x="${WIDTH - 8}" y="${height - 4}" text-anchor="end">${(0,html_escape/* esc */.UQ)(duration(end))}</text>`;
    const more = rows.length > ROWS ? `<p class="note">${rows.length - ROWS} more workflows not drawn; the JSON report has them.</p>` : "";
    return `
<section id="timeline"><h2>Timeline</h2><p class="note">Each workflow from its start to its end (green passed, red failed), its tool calls in it (dark: their latency); the time between calls is the model's. The same tree as the OpenTelemetry export (<code>--otlp</code>).</p>
<svg class="chart timeline" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}" role="img" aria-label="run timeline"><title>run timeline</title>${bars}${axis}</svg>${more}</section>`;
}
function rowSvg({ workflow, start }, index, x, origin) {
    const y = index * ROW + 2;
    const left = x(start);
    const width = Math.max(1, x(start + workflow.durationMs) - left);
    const name = workflow.name.length > 22 ? `${workflow.name.slice(0, 21)}…` : workflow.name;
    const calls = workflow.toolCalls
        .slice(0, CALLS)
        .flatMap((call) => {
        const at = call.startedAt ? Date.parse(call.startedAt) - origin : Number.NaN;
        if (!Number.isFinite(at))
            return [];
        const callLeft = x(at);
        const callWidth = Math.max(1.5, x(at + call.latencyMs) - callLeft);
        return [
            `<rect class="call" x="${callLeft.toFixed(1)}" y="${y + 4}" width="${callWidth.toFixed(1)}" height="${ROW - 10}"><title>${(0,html_escape/* esc */.UQ)(call.tool)}: ${(0,html_escape/* esc */.UQ)(duration(call.latencyMs))}${call.ok ? "" : " (failed)"}</title></rect>`,
        ];
    })
        .join("");
    return (`<text x="4" y="${y + ROW - 6}">${(0,html_escape/* esc */.UQ)(name)}</text>` +
        `<rect class="${workflow.passed ? "wf pass" : "wf fail"}" x="${left.toFixed(1)}" y="${y}" width="${width.toFixed(1)}" height="${ROW - 2}"><title>${(0,html_escape/* esc */.UQ)(workflow.name)}: ${(0,html_escape/* esc */.UQ)(duration(workflow.durationMs))}, ${workflow.toolCalls.length} tool calls</title></rect>` +
        calls);
}

// EXTERNAL MODULE: ./src/report/host-matrix.ts
var host_matrix = __webpack_require__(21466);
;// CONCATENATED MODULE: ./src/report/html/html-host-matrix.ts



function renderHostMatrix(result) {
    const matrix = (0,host_matrix/* hostMatrix */.w)(result.workflows);
    if (!matrix)
        return "";
    const head = `<tr><th>Workflow</th>${matrix.hosts.map((host) => `<th>${(0,html_escape/* esc */.UQ)(host)}</th>`).join("")}</tr>`;
    const rows = matrix.rows
        .map((row) => {
        const cells = row.cells.map((cell) => cell
            ? `<td class="${cell.passed ? "pass" : "fail"}" title="${(0,html_escape/* esc */.UQ)(cell.name)}">${cell.passed ? "passed" : "failed"} ${(0,html_escape/* esc */.UQ)(score(cell.score))}</td>`
            : `<td class="skip">–</td>`);
        return `<tr><th scope="row">${(0,html_escape/* esc */.UQ)(row.workflow)}</th>${cells.join("")}</tr>`;
    })
        .join("");
    return `\n<section id="hosts"><h2>Hosts × workflows</h2><table class="plain">${head}${rows}</table></section>`;
}

// EXTERNAL MODULE: ./src/report/persona-matrix.ts
var persona_matrix = __webpack_require__(92126);
;// CONCATENATED MODULE: ./src/report/html/html-persona-matrix.ts



function renderPersonaMatrix(result) {
    const matrix = (0,persona_matrix/* personaMatrix */.e)(result.workflows);
    if (!matrix)
        return "";
    const head = `<tr><th>Workflow</th>${matrix.personas.map((persona) => `<th>${(0,html_escape/* esc */.UQ)(persona)}</th>`).join("")}</tr>`;
    const rows = matrix.rows
        .map((row) => {
        const cells = row.cells.map((cell) => cell
            ? `<td class="${cell.passed ? "pass" : "fail"}" title="${(0,html_escape/* esc */.UQ)(cell.name)}">${cell.passed ? "passed" : "failed"} ${(0,html_escape/* esc */.UQ)(score(cell.score))}${(0,html_escape/* esc */.UQ)((0,persona_matrix/* stopNote */.p)(cell))}</td>`
            : `<td class="skip">–</td>`);
        return `<tr><th scope="row">${(0,html_escape/* esc */.UQ)(row.workflow)}</th>${cells.join("")}</tr>`;
    })
        .join("");
    return `\n<section id="personas"><h2>Personas × workflows</h2><table class="plain">${head}${rows}</table></section>`;
}

;// CONCATENATED MODULE: ./src/report/html/render-html.ts
/**
 * One self-contained HTML file from one result object: inline CSS, one small
 * inline script, inline SVG. No CDN, font or remote request; the Content
 * Security Policy forbids them, so the file works opened from disk or as a
 * CI artifact, offline. Pure: the result is rendered as it is (reports are
 * written from the already-redacted result), nothing is scored here.
 */













const SCRIPT_HASH = (0,external_node_crypto_.createHash)("sha256").update(HTML_SCRIPT).digest("base64");
// Nothing leaves the page: no connections, no frames; only the inline style, the one script (by hash) and data: images.
const CSP = `default-src 'none'; style-src 'unsafe-inline'; img-src data:; script-src 'sha256-${SCRIPT_HASH}'; base-uri 'none'; form-action 'none'`;
function renderHtml(result, options = {}) {
    const title = options.title ?? "mcpvals";
    const table = renderTable(result);
    const status = runVerdict(result.verdict);
    const heading = `${title}: ${status.label} ${score(result.score)}`;
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${(0,html_escape/* esc */.UQ)(heading)}</title>
<style>${HTML_STYLE}</style></head>
<body><header><h1>${(0,html_escape/* esc */.UQ)(title)} <span class="badge ${status.cls}">${status.label}</span></h1>
<nav><a href="#overview">Overview</a><a href="#results">Workflows &amp; tests</a><a href="#tools">Tools</a><a href="#trends">Trends</a></nav></header>
<main>${renderOverview(result)}${renderGate(result)}${renderHostMatrix(result)}${renderPersonaMatrix(result)}
${table.html}
${renderTools(result)}${html_timeline_renderTimeline(result)}
${renderTrends(result)}
<p class="note">Generated by mcpvals ${(0,html_escape/* esc */.UQ)(result.generator.version)} from the run started ${(0,html_escape/* esc */.UQ)(result.startedAt)}. Long texts are shortened here; the JSON report has them whole.</p></main>
<script type="application/json" id="details">${(0,html_escape/* scriptJson */.eC)(table.details)}</script>
<script>${HTML_SCRIPT}</script>
</body></html>
`;
}


/***/ })

};

//# sourceMappingURL=1087.index.js.map