/**
 * The sections of the Markdown report (heading, workflows and their failure
 * details, fallbacks, tool health, servers, per-tool stats, coverage), rendered for one
 * plan of what to include. markdown-reporter.ts chooses the plan.
 */
import { cassetteCountsText } from "../cassette-counts.js";
import type { EvalResult } from "../../result/eval-result.js";
import type { JudgeMetric } from "../../result/workflow-metrics.js";
import type { ToolHealthResult } from "../../result/tool-health-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import { describeToolOrderMismatch, metricFailed, workflowFailureReasons } from "../failure-reasons.js";
import { formatDuration, formatMs, formatPercent, formatScore, formatSequence, oneLine, plural, shortHash, stripControl, truncate } from "../format.js";
import { codeSpan, escapeHtml, escapeText, fence } from "./markdown-escape.js";
import { renderToolChanges } from "./markdown-tool-changes.js";
import { renderVerification, renderVerifierFailures } from "./markdown-verification.js";
import { renderFallbacks } from "./markdown-fallbacks.js";
import { renderServerRequests } from "./markdown-server-requests.js";
import { verifiersOf } from "../verification-lines.js";
import { formatUsage } from "../format-usage.js";
import type { MarkdownPlan } from "./markdown-plan.js";
import { notEvaluatedReason, runStatus, runStatusLabel } from "../../scoring/run-status.js";
import { renderRetrieval, renderToolSelection, retrievalVerdictLine } from "./markdown-retrieval.js";

/** Tool errors listed per failed workflow. */
const TOOL_FAILURES_PER_WORKFLOW = 20;

export function renderSections(result: EvalResult, title: string, plan: MarkdownPlan, notice: string | null): string {
  const out: string[] = [];
  const status = runStatus(result);
  const verdict = { passed: "✅", failed: "❌", cancelled: "⏹️", "nothing-to-run": "➖" }[status];
  out.push(
    `## ${verdict} ${escapeText(title)} ${runStatusLabel(status)}: score ${formatScore(result.score)} (threshold ${formatScore(result.threshold)})`,
    "",
  );
  const notEvaluated = result.passed ? null : notEvaluatedReason(result);
  if (notEvaluated !== null) out.push(`**Not evaluated:** ${escapeText(notEvaluated)}.`, "");
  const { workflows, toolHealth } = result.summary;
  const facts = [
    `${workflows.passed}/${workflows.total} workflows`,
    `${toolHealth.passed}/${toolHealth.total} tool tests`,
    `model ${codeSpan(result.model)}`,
  ];
  if (result.judgeModel !== null) facts.push(`judge ${codeSpan(result.judgeModel)}`);
  facts.push(formatDuration(result.durationMs));
  out.push(facts.join(" · "), "");
  const retrievalVerdict = retrievalVerdictLine(result);
  if (retrievalVerdict !== null) out.push(retrievalVerdict, "");
  const usage = formatUsage(result.summary.usage, result.summary.costUsd);
  if (usage !== null) out.push(`Tokens: ${usage}`, "");
  const cassettes = cassetteCountsText(result.workflows);
  if (cassettes !== null) out.push(`Cassettes: ${escapeText(cassettes)}`, "");
  if (notice !== null) out.push(`> ${notice}`, "");

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

function renderWorkflows(out: string[], all: readonly WorkflowResult[], plan: MarkdownPlan): void {
  out.push("### Workflows", "");
  const listed = plan.passedRows ? all : all.filter(isFailedWorkflow);
  const rows = listed.slice(0, finiteOr(plan.maxRows, listed.length));
  if (rows.length > 0) {
    out.push(
      "| Workflow | Result | Score | End-to-end | Tool order | Tool health | Judge | Duration |",
      "| --- | --- | ---: | :---: | :---: | :---: | :---: | ---: |",
    );
  }
  for (const w of rows) {
    const m = w.metrics;
    const result = w.error !== null ? "❌ error" : w.passed ? "✅ passed" : "❌ failed";
    out.push(
      `| ${escapeText(w.name)} | ${result} | ${formatScore(w.score)} | ${verdict(m.endToEnd)} | ${verdict(m.toolOrder)} | ` +
        `${verdict(m.toolHealth)} | ${verdict(m.llmJudge)} | ${formatDuration(w.durationMs)} |`,
    );
  }
  omitted(out, all.length - listed.length, "passed workflow", "not listed");
  omitted(out, listed.length - rows.length, plan.passedRows ? "workflow" : "failed workflow", "not listed");
  out.push("");

  const failed = all.filter(isFailedWorkflow);
  const detailed = failed.slice(0, finiteOr(plan.maxDetails, failed.length));
  for (const w of detailed) renderWorkflowDetails(out, w, plan);
  omitted(out, failed.length - detailed.length, "failed workflow", "without details (see the JSON report)");
  if (failed.length > detailed.length) out.push("");
}

function renderWorkflowDetails(out: string[], w: WorkflowResult, plan: MarkdownPlan): void {
  const reasons = workflowFailureReasons(w, 120).join("; ");
  out.push("<details>", `<summary>❌ <b>${escapeHtml(oneLine(stripControl(w.name)))}</b>: ${escapeHtml(truncate(reasons, 300))}</summary>`, "");
  const { endToEnd, toolOrder, toolHealth, llmJudge } = w.metrics;

  if (w.error !== null) out.push("**Error**", "", fence(truncate(stripControl(w.error), plan.textLimit)), "");

  if (metricFailed(endToEnd)) {
    const message = oneLine(stripControl(endToEnd.message));
    out.push(`**End-to-end**${message ? `: ${escapeText(message)}` : ""}`, "");
    for (const check of endToEnd.checks.filter((c) => !c.passed)) {
      const body = [
        `expected (${oneLine(stripControl(check.scope))}):`,
        truncate(stripControl(check.expected), plan.textLimit),
        "",
        "actual:",
        truncate(stripControl(check.actual), plan.textLimit),
      ].join("\n");
      out.push(fence(body), "");
    }
  }

  if (metricFailed(toolOrder)) {
    const index = toolOrder.firstMismatch;
    const expected = index === null ? undefined : toolOrder.expected[index];
    let headline: string;
    if (index !== null && expected !== undefined && toolOrder.mode !== "any") {
      const got = toolOrder.actual[index];
      headline = `first mismatch at index ${index}: expected ${codeSpan(expected)}, got ${got === undefined ? "no call" : codeSpan(got)}`;
    } else {
      headline = escapeText(describeToolOrderMismatch(toolOrder));
    }
    const actualMark = toolOrder.mode === "any" ? null : index;
    const sequences = [
      `expected: ${formatSequence(toolOrder.expected, { mark: index, max: 30 })}`,
      `actual:   ${formatSequence(toolOrder.actual, { mark: actualMark, max: 30 })}`,
    ].join("\n");
    out.push(`**Tool order** (${toolOrder.mode}): ${headline}`, "", fence(stripControl(sequences)), "");
  }

  if (metricFailed(toolHealth)) {
    const count = toolHealth.failed || toolHealth.failures.length;
    out.push(`**Tool errors**: ${plural(count, "failing call")} of ${toolHealth.total}`, "");
    const limit = Math.min(TOOL_FAILURES_PER_WORKFLOW, finiteOr(plan.maxRows, TOOL_FAILURES_PER_WORKFLOW));
    const shown = toolHealth.failures.slice(0, limit);
    if (shown.length > 0) {
      out.push("| Tool | Kind | Error |", "| --- | --- | --- |");
      for (const f of shown) {
        out.push(`| ${escapeText(f.tool)} | ${f.errorKind} | ${escapeText(truncate(oneLine(stripControl(f.error)), plan.textLimit))} |`);
      }
    }
    omitted(out, toolHealth.failures.length - shown.length, "more tool error", "not listed");
    out.push("");
  }

  if (llmJudge && metricFailed(llmJudge)) renderJudge(out, llmJudge, plan);
  renderVerifierFailures(out, w, plan);

  if (w.error === null && ![endToEnd, toolOrder, toolHealth, llmJudge].some(metricFailed) && verifiersOf(w).every((v) => v.passed)) {
    out.push(`Score ${formatScore(w.score)}.`, "");
  }
  out.push("</details>", "");
}

function renderJudge(out: string[], judge: JudgeMetric, plan: MarkdownPlan): void {
  out.push(
    `**Judge**: score ${formatScore(judge.score)} (min ${formatScore(judge.minScore)}, model ${codeSpan(judge.model)})`,
    "",
  );
  if (judge.reasoning) out.push(fence(truncate(stripControl(judge.reasoning), plan.textLimit)), "");
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
    out.push("| Server | Transport | MCP revision | Version | Tools | Tools hash | Status |", "| --- | --- | --- | --- | ---: | --- | --- |");
    for (const s of rows) {
      const via = s.connectedVia !== null && s.connectedVia !== s.transport ? ` → ${s.connectedVia}` : "";
      const version = s.serverInfo ? escapeText(`${s.serverInfo.name}@${s.serverInfo.version}`) : "—";
      const hash = s.toolsHash === null ? "—" : `\`${shortHash(s.toolsHash).replaceAll("`", "")}\``;
      const revision = s.protocolVersion ? escapeText(s.protocolVersion) : "—";
      const status = s.error === null ? "✅" : `❌ ${escapeText(truncate(oneLine(stripControl(s.error)), Math.min(plan.textLimit, 300)))}`;
      const state = serverState(s);
      out.push(`| ${escapeText(s.name)} | ${s.transport}${via} | ${revision} | ${version} | ${s.tools} | ${hash} | ${state ? `${state} ` : ""}${status} |`);
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
      out.push(`- ${escapeText(t.server)}/${escapeText(t.tool)}: ${escapeText(truncate(oneLine(stripControl(t.lastError!)), Math.min(plan.textLimit, 300)))}`);
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

export function isFailedWorkflow(w: WorkflowResult): boolean {
  return !w.passed || w.error !== null;
}

/** ✅ passed, ❌ failed, — skipped or not configured (a skipped metric did not count). */
function verdict(metric: { passed: boolean; skipped: boolean } | undefined): string {
  if (metric === undefined || metric.skipped) return "—";
  return metric.passed ? "✅" : "❌";
}

/** An italic "N things not listed" note, separated by a blank line so it does not join a table above it. */
function omitted(out: string[], count: number, noun: string, what: string): void {
  if (count <= 0) return;
  if (out[out.length - 1] !== "") out.push("");
  out.push(`_${plural(count, noun)} ${what}._`);
}

function finiteOr(limit: number, fallback: number): number {
  return Number.isFinite(limit) ? limit : fallback;
}
