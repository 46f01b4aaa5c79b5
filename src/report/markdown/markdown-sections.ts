/**
 * The sections of the Markdown report (heading, workflows and their failure
 * details, fallbacks, tool health, servers, per-tool stats, coverage), rendered for one
 * plan of what to include. markdown-reporter.ts chooses the plan.
 */
import { cassetteCountsText } from "../cassette-counts.js";
import type { EvalResult } from "../../result/eval-result.js";
import type { ToolHealthResult } from "../../result/tool-health-result.js";
import { renderWorkflows } from "./markdown-workflows.js";
import { renderHostMatrix } from "./markdown-host-matrix.js";
import { renderPersonaMatrix } from "./markdown-persona-matrix.js";
import { finiteOr, omitted } from "./markdown-rows.js";
import { formatDuration, formatMs, formatPercent, formatScore, oneLine, plural, shortHash, stripControl, truncate } from "../format.js";
import { codeSpan, escapeText } from "./markdown-escape.js";
import { renderToolChanges } from "./markdown-tool-changes.js";
import { renderVerification } from "./markdown-verification.js";
import { renderFallbacks } from "./markdown-fallbacks.js";
import { renderServerRequests } from "./markdown-server-requests.js";
import { formatUsage } from "../format-usage.js";
import type { MarkdownPlan } from "./markdown-plan.js";
import { runStatusLabel, shardFailures } from "../verdict-text.js";
import { judgeCalibrationLine } from "../judge-calibration-text.js";
import { gateVerdictLine, renderGate } from "./markdown-gate.js";
import { workflowCountText } from "../workflow-count-text.js";
import { renderRetrieval, renderToolSelection, retrievalVerdictLine } from "./markdown-retrieval.js";
import { budgetBreachLines, budgetText, toolTokensLine } from "../tool-tokens-text.js";

export function renderSections(result: EvalResult, title: string, plan: MarkdownPlan, notice: string | null): string {
  const out: string[] = [];
  const status = result.verdict.status;
  const verdict = { passed: "✅", failed: "❌", cancelled: "⏹️", "nothing-to-run": "➖" }[status];
  out.push(
    `## ${verdict} ${escapeText(title)} ${runStatusLabel(status)}: score ${formatScore(result.score)} (threshold ${formatScore(result.threshold)})`,
    "",
  );
  const notEvaluated = result.verdict.notEvaluated;
  if (notEvaluated !== null) out.push(`**Not evaluated:** ${escapeText(notEvaluated)}.`, "");
  for (const line of shardFailures(result.shards)) out.push(`**Incomplete:** ${escapeText(line)}.`, "");
  const { toolHealth } = result.summary;
  const facts = [workflowCountText(result), `${toolHealth.passed}/${toolHealth.total} tool tests`, `model ${codeSpan(result.model)}`];
  if (result.judgeModel !== null) facts.push(`judge ${codeSpan(result.judgeModel)}`);
  facts.push(formatDuration(result.durationMs));
  out.push(facts.join(" · "), "");
  if (result.judgeCalibration) out.push(`Judge agreement: ${escapeText(judgeCalibrationLine(result.judgeCalibration))}`, "");
  const retrievalVerdict = retrievalVerdictLine(result);
  if (retrievalVerdict !== null) out.push(retrievalVerdict, "");
  const gateVerdict = gateVerdictLine(result);
  if (gateVerdict !== null) out.push(gateVerdict, "");
  if (result.toolTokens) renderToolTokens(out, result.toolTokens);
  const usage = formatUsage(result.summary.usage, result.summary.costUsd);
  if (usage !== null) out.push(`Tokens: ${usage}`, "");
  const cassettes = cassetteCountsText(result.workflows);
  if (cassettes !== null) out.push(`Cassettes: ${escapeText(cassettes)}`, "");
  if (notice !== null) out.push(`> ${notice}`, "");

  renderGate(out, result, plan);
  renderHostMatrix(out, result);
  renderPersonaMatrix(out, result);
  if (result.workflows.length > 0) renderWorkflows(out, result.workflows, plan);
  if (result.workflows.length > 0) renderVerification(out, result, plan);
  renderRetrieval(out, result, plan);
  renderToolSelection(out, result, plan);
  renderFallbacks(out, result, plan);
  renderServerRequests(out, result, plan);
  if (result.toolHealth.length > 0) renderToolHealth(out, result.toolHealth, plan);
  if (result.servers.length > 0) renderServers(out, result, plan);
  if (plan.toolStats && result.tools.length > 0) renderToolStats(out, result, plan);
  renderToolChanges(out, result, plan);
  if (result.coverage.total > 0 || result.coverage.resources || result.coverage.prompts) renderCoverage(out, result, plan);
  return `${out.join("\n").trimEnd()}\n`;
}

function renderToolHealth(out: string[], all: readonly ToolHealthResult[], plan: MarkdownPlan): void {
  out.push("### Tool health", "");
  const listed = plan.passedRows ? all : all.filter((t) => !t.passed);
  const rows = listed.slice(0, finiteOr(plan.maxRows, listed.length));
  if (rows.length > 0) {
    out.push("| Suite | Test | Tool | Result | Attempts | Latency | Error |", "| --- | --- | --- | --- | ---: | ---: | --- |");
    for (const t of rows) {
      const error = t.passed ? "" : escapeText(truncate(oneLine(stripControl(t.error ?? "failed")), Math.min(plan.textLimit, 300)));
      out.push(
        `| ${escapeText(t.suite)} | ${escapeText(t.test)} | ${escapeText(t.tool)} | ${t.passed ? "✅ passed" : "❌ failed"} | ` +
          `${t.attempts} | ${formatDuration(t.latencyMs)} | ${error} |`,
      );
    }
  }
  omitted(out, all.length - listed.length, "passed tool test", "not listed");
  omitted(out, listed.length - rows.length, plan.passedRows ? "tool test" : "failed tool test", "not listed");
  out.push("");
}

function renderServers(out: string[], result: EvalResult, plan: MarkdownPlan): void {
  out.push("### Servers", "");
  const rows = result.servers.slice(0, finiteOr(plan.maxRows, result.servers.length));
  if (rows.length > 0) {
    out.push(
      "| Server | Transport | MCP revision | Version | Tools | Tools hash | Status |",
      "| --- | --- | --- | --- | ---: | --- | --- |",
    );
    for (const s of rows) {
      const via = s.connectedVia !== null && s.connectedVia !== s.transport ? ` → ${s.connectedVia}` : "";
      const version = s.serverInfo ? escapeText(`${s.serverInfo.name}@${s.serverInfo.version}`) : "—";
      const hash = s.toolsHash === null ? "—" : `\`${shortHash(s.toolsHash).replaceAll("`", "")}\``;
      const revision = s.protocolVersion ? escapeText(s.protocolVersion) : "—";
      const status = s.error === null ? "✅" : `❌ ${escapeText(truncate(oneLine(stripControl(s.error)), Math.min(plan.textLimit, 300)))}`;
      const state = serverState(s);
      out.push(
        `| ${escapeText(s.name)} | ${s.transport}${via} | ${revision} | ${version} | ${s.tools} | ${hash} | ${state ? `${state} ` : ""}${status} |`,
      );
    }
  }
  omitted(out, result.servers.length - rows.length, "server", "not listed");
  out.push("");
}

/** State of a server (several-server runs): "never started", "failed", breaker open. Empty for a plain connected server. */
function serverState(s: EvalResult["servers"][number]): string {
  const parts: string[] = [];
  if (s.state === "configured") parts.push("never started");
  else if (s.state === "failed" || s.state === "connecting") parts.push(s.state);
  if (s.breaker !== undefined && s.breaker !== "closed") parts.push(`breaker ${s.breaker}`);
  return parts.join(", ");
}

function renderToolStats(out: string[], result: EvalResult, plan: MarkdownPlan): void {
  out.push("### Tools", "");
  const rows = result.tools.slice(0, finiteOr(plan.maxRows, result.tools.length));
  out.push("| Server | Tool | Calls | OK | Failed | Avg ms | p95 ms |", "| --- | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const t of rows) {
    out.push(
      `| ${escapeText(t.server)} | ${escapeText(t.tool)} | ${t.calls} | ${t.successes} | ${t.failures} | ` +
        `${formatMs(t.avgLatencyMs)} | ${formatMs(t.p95LatencyMs)} |`,
    );
  }
  omitted(out, result.tools.length - rows.length, "tool", "not listed");
  const failing = rows.filter((t) => t.lastError);
  if (failing.length > 0) {
    out.push("", "Last errors:", "");
    for (const t of failing) {
      out.push(
        `- ${escapeText(t.server)}/${escapeText(t.tool)}: ${escapeText(truncate(oneLine(stripControl(t.lastError!)), Math.min(plan.textLimit, 300)))}`,
      );
    }
  }
  out.push("");
}

function renderCoverage(out: string[], result: EvalResult, plan: MarkdownPlan): void {
  const { coverage } = result;
  out.push("### Coverage", "");
  // Tools first, as they always read; resources (templates included) and prompts after, when a server offers any.
  const counts = [
    ...(coverage.total > 0 ? [{ noun: "tool", count: coverage }] : []),
    ...(coverage.resources ? [{ noun: "resource", count: coverage.resources }] : []),
    ...(coverage.prompts ? [{ noun: "prompt", count: coverage.prompts }] : []),
  ];
  counts.forEach(({ noun, count }, index) => {
    if (index > 0) out.push("");
    out.push(`**${count.exercised}/${count.total}** ${noun}s exercised (${formatPercent(count.ratio)}).`);
    const shown = count.unexercised.slice(0, finiteOr(plan.maxRows, count.unexercised.length));
    if (shown.length > 0) {
      const more = count.unexercised.length - shown.length;
      out.push("", `Not exercised: ${shown.map(codeSpan).join(", ")}${more > 0 ? `, and ${more} more` : ""}.`);
    } else if (count.unexercised.length > 0) {
      out.push("", `Not exercised: ${plural(count.unexercised.length, noun)} (not listed).`);
    }
  });
  out.push("");
}

/** "Tool definitions: 3,412 tokens, +220 since 2026-11-20 (o200k_base)", then each breach of the budget. */
function renderToolTokens(out: string[], toolTokens: NonNullable<EvalResult["toolTokens"]>): void {
  const budget = budgetText(toolTokens);
  const line = toolTokensLine(toolTokens).replace(/^tool definitions/, "Tool definitions");
  out.push(`${toolTokens.passed ? "" : "❌ "}${escapeText(line)}${budget ? ` · ${escapeText(budget)}` : ""}`, "");
  const breaches = budgetBreachLines(toolTokens);
  if (breaches.length > 0) out.push(...breaches.map((b) => `- ${escapeText(b)}`), "");
}
