/** The report's stylesheet: system fonts only, light and dark, narrow screens. */
export const HTML_STYLE = `
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
