export const id = 8091;
export const ids = [8091];
export const modules = {

/***/ 8091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  renderLoadConsole: () => (/* reexport */ renderLoadConsole),
  renderLoadHtml: () => (/* reexport */ renderLoadHtml),
  renderLoadJunit: () => (/* reexport */ renderLoadJunit),
  renderLoadMarkdown: () => (/* reexport */ load_markdown/* renderLoadMarkdown */.S)
});

// EXTERNAL MODULE: ./node_modules/picocolors/picocolors.js
var picocolors = __webpack_require__(57336);
var picocolors_default = /*#__PURE__*/__webpack_require__.n(picocolors);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(12011);
// EXTERNAL MODULE: ./src/report/load/run-noise-text.ts
var run_noise_text = __webpack_require__(14397);
;// CONCATENATED MODULE: ./src/report/load/load-console.ts
/**
 * The load report in the terminal: a live progress line while the load runs
 * (redrawn in place on a TTY, a plain line every few seconds otherwise), then
 * the summary: per tool test and overall, the calls, error rate and latency
 * percentiles; the gate's ratio with its interval; budgets; the verdict.
 * Formats the report only: every number is already in it.
 */



function loadProgressText(p) {
    const errors = p.errors > 0 ? `, ${p.errors} errors` : "";
    return `load ${(p.elapsedMs / 1000).toFixed(0)}s: ${p.calls} calls${errors}, ${p.rate.toFixed(0)}/s, p50 ${ms(p.p50)} p95 ${ms(p.p95)} p99 ${ms(p.p99)}`;
}
function ms(value) {
    return value >= 100 ? `${value.toFixed(0)}ms` : `${value.toFixed(1)}ms`;
}
const HEADER = ["test", "calls", "errors", "rate/s", "p50", "p90", "p95", "p99", "max"];
function row(name, s) {
    return [
        name,
        String(s.calls),
        (0,format/* formatPercent */.l9)(s.errorRate),
        s.throughput.toFixed(1),
        ms(s.p50),
        ms(s.p90),
        ms(s.p95),
        ms(s.p99),
        ms(s.max),
    ];
}
function table(rows) {
    const widths = HEADER.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    return rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("  "));
}
function renderLoadConsole(report, { color }) {
    const c = color ? (picocolors_default()) : picocolors_default().createColors(false);
    const out = [];
    const seconds = (report.durationMs / 1000).toFixed(1);
    const arrival = report.settings.arrival === "closed"
        ? `closed loop, ${report.settings.concurrency} in flight`
        : `open loop at ${report.settings.arrival.open}/s`;
    out.push(c.bold(`mcpvals load: ${report.overall.calls} calls in ${seconds}s (${arrival}; latency from ${report.latencyFrom === "send" ? "the send" : "the intended start"})`));
    if (report.partial)
        out.push(c.yellow("partial: interrupted (Ctrl-C); the numbers cover the calls made until then"));
    const rows = [HEADER, ...report.tools.map((t) => row((0,format/* truncate */.xv)((0,format/* cleanLine */.Ow)(t.test), 60), t.stats)), row("overall", report.overall)];
    out.push(...table(rows).map((line, i) => (i === 0 ? c.dim(line) : line)));
    if (report.uncorrected)
        out.push(c.dim(`as sent (uncorrected): p50 ${ms(report.uncorrected.p50)} p95 ${ms(report.uncorrected.p95)} p99 ${ms(report.uncorrected.p99)} max ${ms(report.uncorrected.max)}`));
    const kinds = Object.entries(report.overall.errorKinds);
    if (kinds.length > 0)
        out.push(`errors: ${kinds.map(([kind, n]) => `${(0,format/* cleanLine */.Ow)(kind)} ${n}`).join(", ")}`);
    for (const server of report.servers) {
        const peak = server.samples.reduce((m, s) => Math.max(m, s.rssMb), 0);
        const cpu = server.samples.length > 0 ? server.samples.reduce((m, s) => m + s.cpuPercent, 0) / server.samples.length : undefined;
        const resources = cpu === undefined ? "no local process sampled" : `peak RSS ${peak.toFixed(0)} MB, mean CPU ${cpu.toFixed(0)}%`;
        out.push(c.dim(`server ${(0,format/* cleanLine */.Ow)(server.server)} (${server.transport}, ${(0,format/* cleanLine */.Ow)(server.protocolVersion)}, ${server.processes} process(es)): ${resources}`));
    }
    out.push(...gateLines(report, c));
    for (const b of report.budgets)
        out.push(`${b.passed ? c.green("✓") : c.red("✗")} budget ${b.name}: ${b.actual} (limit ${b.limit})`);
    for (const w of report.warnings)
        out.push(c.yellow(`warning: ${(0,format/* cleanLine */.Ow)(w)}`));
    const v = report.verdict;
    out.push(v.passed ? c.green("PASSED") : c.red(v.infrastructure ? "NOT MEASURED" : "FAILED"));
    for (const reason of v.reasons)
        out.push(`  ${(0,format/* cleanLine */.Ow)(reason)}`);
    return `${out.join("\n")}\n`;
}
function gateLines(report, c) {
    const gate = report.gate;
    if (!gate)
        return [c.dim("gate: no baseline (record runs on the base branch, or pass --baseline FILE)")];
    const from = gate.source === "history" ? `${gate.baselineRuns} recorded run(s) of the base branch` : "the baseline file";
    const lines = [
        `gate: p95 against ${from}, regression above ${gate.maxSlowdown}x (${Math.round(gate.confidence * 100)}% bootstrap interval, ${gate.resamples} resamples, seed ${gate.seed})`,
    ];
    const noise = (0,run_noise_text/* runNoiseText */.b)(gate);
    if (noise)
        lines.push(c.dim(`  ${noise}`));
    for (const u of gate.units) {
        const ratio = u.ratio
            ? `${u.ratio.value.toFixed(2)}x [${u.ratio.lower.toFixed(2)}, ${u.ratio.upper.toFixed(2)}]`
            : `too few calls (${u.head.calls} / ${u.baseline.calls}; ${gate.minCalls} each needed)`;
        const verdict = u.verdict === "regression"
            ? c.red(u.verdict)
            : u.verdict === "insufficient_data"
                ? c.yellow("insufficient data")
                : u.verdict.replace("_", " ");
        lines.push(`  ${(0,format/* truncate */.xv)((0,format/* cleanLine */.Ow)(u.name), 60)}: ${ratio}: ${verdict}`);
    }
    return lines;
}

// EXTERNAL MODULE: ./src/report/html/html-escape.ts
var html_escape = __webpack_require__(3921);
;// CONCATENATED MODULE: ./src/report/load/load-svg.ts
/**
 * Inline SVG line charts for the load report (no library, no fonts, nothing
 * remote): several named series over one x axis. Labels pass through `esc`.
 */

function svgChart({ title, series, xLabel, yLabel, byIndex = false, width = 640, height = 220 }) {
    const pad = { l: 56, r: 12, t: 12, b: 30 };
    const all = series.flatMap((s) => s.points);
    if (all.length === 0)
        return `<p class="muted">${(0,html_escape/* esc */.UQ)(title)}: no data</p>`;
    const xs = byIndex ? [0, Math.max(0, ...series.map((s) => s.points.length - 1))] : all.map((p) => p.x);
    const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
    const top = Math.max(...all.map((p) => p.y), 1e-9);
    const w = width - pad.l - pad.r;
    const h = height - pad.t - pad.b;
    const px = (x) => pad.l + (x1 === x0 ? w / 2 : ((x - x0) / (x1 - x0)) * w);
    const py = (y) => pad.t + h - (Math.max(0, y) / top) * h;
    const lines = series
        .map((s) => {
        const pts = s.points.map((p, i) => `${px(byIndex ? i : p.x).toFixed(1)},${py(p.y).toFixed(1)}`).join(" ");
        return `<polyline fill="none" stroke="${(0,html_escape/* esc */.UQ)(s.color)}" stroke-width="1.5" points="${pts}"><title>${(0,html_escape/* esc */.UQ)(s.name)}</title></polyline>`;
    })
        .join("");
    const first = series[0].points;
    const ticks = (byIndex ? first.map((p, i) => ({ at: i, label: xLabel(p.x) })) : [x0, (x0 + x1) / 2, x1].map((x) => ({ at: x, label: xLabel(x) })))
        .map((t) => `<text x="${px(t.at).toFixed(1)}" y="${height - 10}" text-anchor="middle">${(0,html_escape/* esc */.UQ)(t.label)}</text>`)
        .join("");
    const legend = series
        .map((s, i) => `<text x="${pad.l + 8 + i * 130}" y="${pad.t + 10}" fill="${(0,html_escape/* esc */.UQ)(s.color)}">${(0,html_escape/* esc */.UQ)(s.name)}</text>`)
        .join("");
    return `<figure><figcaption>${(0,html_escape/* esc */.UQ)(title)}</figcaption><svg role="img" aria-label="${(0,html_escape/* esc */.UQ)(title)}" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-size="10" font-family="sans-serif">
<line x1="${pad.l}" y1="${pad.t + h}" x2="${pad.l + w}" y2="${pad.t + h}" stroke="#999"/><line x1="${pad.l}" y1="${pad.t}" x2="${pad.l}" y2="${pad.t + h}" stroke="#999"/>
<text x="${pad.l - 4}" y="${pad.t + 8}" text-anchor="end">${(0,html_escape/* esc */.UQ)(yLabel(top))}</text><text x="${pad.l - 4}" y="${pad.t + h}" text-anchor="end">0</text>
${ticks}${legend}${lines}</svg></figure>`;
}

;// CONCATENATED MODULE: ./src/report/load/load-html.ts



function statsRow(name, s) {
    const cells = [s.calls, `${(s.errorRate * 100).toFixed(2)}%`, s.throughput, s.p50, s.p90, s.p95, s.p99, s.max];
    return `<tr><td>${(0,html_escape/* esc */.UQ)(name)}</td>${cells.map((c) => `<td class="n">${(0,html_escape/* esc */.UQ)(c)}</td>`).join("")}</tr>`;
}
function gateSection(report) {
    const gate = report.gate;
    if (!gate)
        return `<p class="muted">No baseline: the gate did not run.</p>`;
    const rows = gate.units
        .map((u) => `<tr><td>${(0,html_escape/* esc */.UQ)(u.name)}</td><td class="n">${(0,html_escape/* esc */.UQ)(u.head.p95)}</td><td class="n">${(0,html_escape/* esc */.UQ)(u.baseline.p95)}</td><td class="n">${u.ratio ? `${(0,html_escape/* esc */.UQ)(u.ratio.value)}x` : "–"}</td><td>${u.ratio ? `${(0,html_escape/* esc */.UQ)(u.ratio.lower)} – ${(0,html_escape/* esc */.UQ)(u.ratio.upper)}` : `${(0,html_escape/* esc */.UQ)(u.head.calls)} / ${(0,html_escape/* esc */.UQ)(u.baseline.calls)} calls`}</td><td>${(0,html_escape/* esc */.UQ)(u.verdict.replace("_", " "))}</td></tr>`)
        .join("");
    return `<h2>Gate: p95 against ${gate.source === "history" ? `the base branch (${(0,html_escape/* esc */.UQ)(gate.baselineRuns)} runs)` : "the baseline file"}</h2>
<p>Regression when the whole ${(0,html_escape/* esc */.UQ)(Math.round(gate.confidence * 100))}% bootstrap interval of the p95 ratio lies above ${(0,html_escape/* esc */.UQ)(gate.maxSlowdown)}x (${(0,html_escape/* esc */.UQ)(gate.resamples)} resamples, seed ${(0,html_escape/* esc */.UQ)(gate.seed)}).${(0,run_noise_text/* noiseSentence */.i)(gate, html_escape/* esc */.UQ)}</p>
<table><tr><th>unit</th><th>p95 ms</th><th>baseline p95 ms</th><th>ratio</th><th>interval</th><th>verdict</th></tr>${rows}</table>`;
}
function charts(report) {
    const over = svgChart({
        title: "Latency over time (ms, per second of the run)",
        series: [
            { name: "p50", color: "#2b7bb9", points: report.timeline.map((w) => ({ x: w.at, y: w.p50 })) },
            { name: "p95", color: "#e08a00", points: report.timeline.map((w) => ({ x: w.at, y: w.p95 })) },
            { name: "max", color: "#c0392b", points: report.timeline.map((w) => ({ x: w.at, y: w.max })) },
        ],
        xLabel: (x) => `${x.toFixed(0)} s`,
        yLabel: (y) => `${y.toFixed(1)} ms`,
    });
    const spectrum = [
        {
            name: report.latencyFrom === "intended-start" ? "corrected (from intended start)" : "latency",
            color: "#c0392b",
            points: report.spectrum.corrected.map((p) => ({ x: p.percentile, y: p.ms })),
        },
        ...(report.spectrum.uncorrected
            ? [
                {
                    name: "as sent (uncorrected)",
                    color: "#2b7bb9",
                    points: report.spectrum.uncorrected.map((p) => ({ x: p.percentile, y: p.ms })),
                },
            ]
            : []),
    ];
    const percentiles = svgChart({
        title: "Latency by percentile (ms)",
        series: spectrum,
        byIndex: true,
        xLabel: (x) => `p${x}`,
        yLabel: (y) => `${y.toFixed(1)} ms`,
    });
    const resources = report.servers
        .filter((s) => s.samples.length > 0)
        .map((s) => svgChart({
        title: `Server ${s.server}: RSS (MB) and CPU (% of a core)`,
        series: [
            { name: "RSS MB", color: "#8e44ad", points: s.samples.map((p) => ({ x: p.at, y: p.rssMb })) },
            { name: "CPU %", color: "#27ae60", points: s.samples.map((p) => ({ x: p.at, y: p.cpuPercent })) },
        ],
        xLabel: (x) => `${x.toFixed(0)} s`,
        yLabel: (y) => y.toFixed(0),
    }))
        .join("");
    return over + percentiles + resources;
}
function renderLoadHtml(report) {
    const v = report.verdict;
    const status = v.passed ? "passed" : v.infrastructure ? "not measured" : "failed";
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>mcpvals load: ${(0,html_escape/* esc */.UQ)(status)}</title>
<style>body{font:14px system-ui,sans-serif;margin:2em;max-width:1000px}td,th{padding:2px 8px;text-align:left}.n{text-align:right;font-variant-numeric:tabular-nums}.muted{color:#777}figure{margin:1em 0}.failed{color:#c0392b}.passed{color:#27ae60}</style>
</head><body>
<h1>mcpvals load: <span class="${v.passed ? "passed" : "failed"}">${(0,html_escape/* esc */.UQ)(status)}</span></h1>
<p>${(0,html_escape/* esc */.UQ)(report.overall.calls)} calls in ${(0,html_escape/* esc */.UQ)((report.durationMs / 1000).toFixed(1))} s, ${report.settings.arrival === "closed" ? `closed loop, ${(0,html_escape/* esc */.UQ)(report.settings.concurrency)} in flight` : `open loop at ${(0,html_escape/* esc */.UQ)(report.settings.arrival.open)}/s, latency from each call's intended start`}${report.partial ? ", <strong>partial</strong> (interrupted)" : ""}. Started ${(0,html_escape/* esc */.UQ)(report.startedAt)}.</p>
${v.reasons.length > 0 ? `<ul>${v.reasons.map((r) => `<li>${(0,html_escape/* esc */.UQ)(r)}</li>`).join("")}</ul>` : ""}
<table><tr><th>test</th><th>calls</th><th>errors</th><th>rate/s</th><th>p50 ms</th><th>p90 ms</th><th>p95 ms</th><th>p99 ms</th><th>max ms</th></tr>
${report.tools.map((t) => statsRow(t.test, t.stats)).join("")}${statsRow("overall", report.overall)}</table>
${gateSection(report)}
${charts(report)}
${report.warnings.length > 0 ? `<h2>Warnings</h2><ul>${report.warnings.map((w) => `<li>${(0,html_escape/* esc */.UQ)(w)}</li>`).join("")}</ul>` : ""}
</body></html>
`;
}

// EXTERNAL MODULE: ./src/report/render-junit.ts + 1 modules
var render_junit = __webpack_require__(15220);
;// CONCATENATED MODULE: ./src/report/load/load-junit.ts

function statsLine(s) {
    return `${s.calls} calls, error rate ${s.errorRate}, p50 ${s.p50} ms, p90 ${s.p90} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms`;
}
function renderLoadJunit(report) {
    const builder = (0,render_junit/* newJunitBuilder */.yX)();
    builder.name("mcpvals load");
    const suite = builder.testSuite().name("load");
    const seconds = report.durationMs / 1000;
    const unit = (name) => report.gate?.units.find((u) => u.name === name);
    for (const tool of report.tools) {
        const test = suite
            .testCase()
            .className((0,render_junit/* xmlText */.xK)(`load.${tool.server}`))
            .name((0,render_junit/* xmlText */.xK)(tool.test))
            .time(seconds);
        const gated = unit(tool.test);
        test.standardOutput((0,render_junit/* xmlText */.xK)(statsLine(tool.stats)));
        if (report.verdict.infrastructure)
            test.error((0,render_junit/* xmlText */.xK)(report.verdict.reasons.join("\n")));
        else if (gated?.verdict === "regression" && gated.ratio)
            test.failure((0,render_junit/* xmlText */.xK)(`p95 ${gated.head.p95} ms is ${gated.ratio.value}x the baseline's ${gated.baseline.p95} ms (interval ${gated.ratio.lower}..${gated.ratio.upper})`));
    }
    const overall = suite.testCase().className("load").name("overall").time(seconds);
    overall.standardOutput((0,render_junit/* xmlText */.xK)(statsLine(report.overall)));
    if (report.verdict.infrastructure)
        overall.error((0,render_junit/* xmlText */.xK)(report.verdict.reasons.join("\n")));
    else if (!report.verdict.passed)
        overall.failure((0,render_junit/* xmlText */.xK)(report.verdict.reasons.join("\n")));
    return `${builder.build()}\n`;
}

// EXTERNAL MODULE: ./src/report/load/load-markdown.ts
var load_markdown = __webpack_require__(42125);
;// CONCATENATED MODULE: ./src/report/load/render-load.ts
/** The load report's renderers, loaded together when `mcpvals load` writes its report (create-reporter.ts loadRenderers). */






/***/ })

};

//# sourceMappingURL=8091.index.js.map