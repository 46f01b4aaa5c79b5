/**
 * The report's head: verdict, score against the threshold, models, servers
 * (protocol revision, tool-list hash) and the counts of the run.
 */
import { serverTokensText, toolTokensLine } from "../tool-tokens-text.js";
import type { EvalResult } from "../../result/eval-result.js";
import type { ServerReport } from "../../result/server-report.js";
import { esc } from "./html-escape.js";
import { judgeCalibrationLine } from "../judge-calibration-text.js";
import { count, duration, percent, plural, runVerdict, score } from "./html-format.js";

/** A field another version of mcpvals may add (or not yet have): read without trusting its type. */
export function extra(value: object, key: string): unknown {
  return (value as Record<string, unknown>)[key];
}

export function renderOverview(result: EvalResult): string {
  const v = runVerdict(result.verdict);
  const width = Math.max(0, Math.min(100, result.score * 100));
  const mark = Math.max(0, Math.min(100, result.threshold * 100));
  const usage = result.summary.usage;
  const facts: Array<[string, string]> = [
    ["model", esc(result.model)],
    ["judge model", result.judgeModel ? esc(result.judgeModel) : "none"],
    ...(result.judgeCalibration ? [["judge agreement", esc(judgeCalibrationLine(result.judgeCalibration))] as [string, string]] : []),
    ["started", esc(result.startedAt)],
    ["duration", duration(result.durationMs)],
    ["config", result.configPath ? `<code>${esc(result.configPath)}</code>` : "(in code)"],
    ["mcpvals", esc(result.generator.version)],
  ];
  if (usage) facts.push(["tokens", `${count(usage.totalTokens)} (${count(usage.inputTokens)} in, ${count(usage.outputTokens)} out)`]);
  if (typeof result.summary.costUsd === "number") facts.push(["est. cost", `$${result.summary.costUsd.toFixed(4)}`]);
  if (result.shard) facts.push(["shard", `${result.shard.index}/${result.shard.total}`]);
  return `<section id="overview">
<div class="verdict ${v.cls}"><span class="big">${v.label.toUpperCase()}</span>
<span>score <b>${score(result.score)}</b> against threshold ${score(result.threshold)}</span>
<div class="scorebar" title="score ${score(result.score)}, threshold ${score(result.threshold)}"><i style="width:${width.toFixed(1)}%"></i><s style="left:${mark.toFixed(1)}%"></s></div></div>
<div class="cards">${renderCounts(result)}</div>
<dl class="facts">${facts.map(([k, val]) => `<dt>${k}</dt><dd>${val}</dd>`).join("")}</dl>
${renderSkipped(result)}${renderServers(result.servers)}</section>`;
}

function renderCounts(result: EvalResult): string {
  const { workflows, toolHealth, fallbacks } = result.summary;
  const verifiers = result.workflows.flatMap((w) => w.verifiers ?? []);
  const cards: Array<[string, string, boolean]> = [
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
  if (result.toolTokens) cards.push(["tool definitions", serverTokensTotal(result.toolTokens), result.toolTokens.passed]);
  if (fallbacks)
    cards.push([
      "fallbacks",
      `${count(fallbacks.offered)} offered · ${count(fallbacks.taken)} taken · ${count(fallbacks.recovered)} recovered`,
      true,
    ]);
  cards.push(...cassetteCards(result));
  return cards
    .map(([label, value, ok]) => `<div class="card${ok ? "" : " bad"}"><small>${esc(label)}</small><b>${esc(value)}</b></div>`)
    .join("");
}

/** Cassette totals once runs record or replay model exchanges: any numeric fields of `summary.cassettes`. */
function cassetteCards(result: EvalResult): Array<[string, string, boolean]> {
  const cassettes = extra(result.summary, "cassettes");
  if (!cassettes || typeof cassettes !== "object") return [];
  const parts = Object.entries(cassettes as Record<string, unknown>)
    .filter(([, n]) => typeof n === "number")
    .map(([k, n]) => `${count(n as number)} ${k}`);
  const diverged = (cassettes as Record<string, unknown>).diverged;
  return parts.length > 0 ? [["cassettes", parts.join(" · "), !(typeof diverged === "number" && diverged > 0)]] : [];
}

function renderSkipped(result: EvalResult): string {
  const skipped = result.skipped ?? [];
  if (skipped.length === 0) return "";
  const items = skipped
    .slice(0, 50)
    .map((s) => `<li>${esc(s.kind)} <b>${esc(s.name)}</b>: ${esc(s.reason)}</li>`)
    .join("");
  const more = skipped.length > 50 ? `<li>… ${skipped.length - 50} more</li>` : "";
  return `<div class="warn"><b>${plural(skipped.length, "item")} skipped</b>; the score covers only what ran.<ul>${items}${more}</ul></div>`;
}

function renderServers(servers: readonly ServerReport[]): string {
  if (servers.length === 0) return "";
  const rows = servers.map((s) => {
    const protocol = extra(s, "protocolVersion");
    const info = s.serverInfo ? `${esc(s.serverInfo.name)} ${esc(s.serverInfo.version)}` : "";
    const via = s.connectedVia && s.connectedVia !== s.transport ? `${esc(s.transport)} → ${esc(s.connectedVia)}` : esc(s.transport);
    const hash = s.toolsHash ? `<code title="${esc(s.toolsHash)}">${esc(s.toolsHash.slice(0, 12))}</code>` : "";
    const problem = s.error ?? s.lastError ?? null;
    const state = s.error ? `<span class="badge fail">${esc(s.state ?? "failed")}</span>` : esc(s.state ?? "");
    return `<tr><td><b>${esc(s.name)}</b></td><td>${info}</td><td>${via}</td><td>${typeof protocol === "string" ? esc(protocol) : "?"}</td><td class="num">${count(s.tools)}</td><td>${hash}</td><td>${state}${problem ? `<div class="err">${esc(problem)}</div>` : ""}</td></tr>`;
  });
  return `<h3>Servers</h3><table class="plain"><thead><tr><th>server</th><th>implementation</th><th>transport</th><th>protocol</th><th>tools</th><th>tool-list hash</th><th>state</th></tr></thead><tbody>${rows.join("")}</tbody></table>`;
}

/** "3,412 tokens, +220 since 2026-11-20" (one server) or the total of several; the breaches on the card's title line. */
function serverTokensTotal(toolTokens: NonNullable<EvalResult["toolTokens"]>): string {
  const [only] = toolTokens.servers;
  const line = toolTokensLine(toolTokens).replace(/^tool definitions: /, "");
  return toolTokens.servers.length === 1 && only ? serverTokensText(only) : line;
}
