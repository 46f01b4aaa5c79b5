/**
 * Trace replay of one workflow: per step the user message, the tool calls
 * (arguments, result, latency, validation, fallbacks offered and taken),
 * server requests and notifications when the result has them, and the
 * model's answer; then the checks. Rendered to an HTML string that the page
 * inserts only when the row is opened.
 */
import type { FallbackOffer, FallbackReport } from "../../result/fallback-report.js";
import type { ToolCallRecord } from "../../result/tool-call-record.js";
import type { ToolHealthResult } from "../../result/tool-health-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import { esc, preBlock, prettyJson } from "./html-escape.js";
import { stepLabel } from "../format.js";
import { count, duration } from "./html-format.js";
import { renderAttempts, renderToolSelection, renderVerifiers } from "./html-checks.js";
import { renderMetrics } from "./html-metrics.js";
import { renderExchanges, renderRecordExtras, stepOf } from "./html-extras.js";
import { extra } from "./html-overview.js";
import { metricSequences } from "../metric-sequences.js";

/** Longest tool result or message shown inline; the JSON report has the rest. */
export const TEXT_LIMIT = 4000;
const ARGS_LIMIT = 2000;
/** Calls shown per workflow; a runaway loop of thousands would make the trace unreadable anyway. */
export const CALL_LIMIT = 200;

export function renderTrace(workflow: WorkflowResult, index: number): string {
  const error = workflow.error ? `<div class="err-box"><b>The workflow could not finish:</b> ${esc(workflow.error)}</div>` : "";
  return `<div class="trace" id="trace-${index}">${error}${renderMetrics(workflow)}
<h4>Trace</h4>${renderConversationHead(workflow)}<ol class="timeline">${renderTimeline(workflow)}</ol>
${renderVerifiers(workflow.verifiers)}${renderAttempts(workflow)}${renderToolSelection(workflow)}</div>`;
}

function renderTimeline(workflow: WorkflowResult): string {
  const mismatch = metricSequences(workflow).find((s) => s.block.mark !== null);
  const calls = workflow.toolCalls.slice(0, CALL_LIMIT);
  const exchanges = [...asList(extra(workflow, "serverRequests")), ...asList(extra(workflow, "notifications"))];
  const steps = new Set<number>([...workflow.messages.map((m) => m.step), ...calls.map((c) => c.step)]);
  for (const e of exchanges) {
    const step = stepOf(e);
    if (step !== null) steps.add(step);
  }
  // Where the marker goes: in exact mode at the call that departed; otherwise the expected call never came, so after the last call.
  const mark = mismatch?.block.mark ?? null;
  const markAt = mark === null ? null : mismatch!.exact ? Math.min(mark, calls.length) : calls.length;
  const offers = placeOffers(workflow.fallbacks, calls);
  const items: string[] = [];
  let callIndex = 0;
  const marker = () =>
    `<li class="ev mismatch-mark"><span class="first-mismatch">⚑ First mismatch against expectTools: expected <code>${esc(mismatch!.block.expected[mark!] ?? "no further call")}</code>${mismatch!.exact && calls[mark!] ? `, got <code>${esc(calls[mark!]!.tool)}</code>` : ""}</span></li>`;
  for (const step of [...steps].sort((a, b) => a - b)) {
    const message = workflow.messages.find((m) => m.step === step);
    const who = workflow.persona !== undefined ? `turn ${step + 1} · user (${esc(workflow.persona)})` : `${stepLabel(step)} · user`;
    if (message) items.push(`<li class="ev user"><span class="who">${who}</span><div class="bubble">${esc(message.user)}</div></li>`);
    for (const call of calls.filter((c) => c.step === step)) {
      if (callIndex === markAt) items.push(marker());
      items.push(renderCall(call, callIndex, workflow.fallbacks, offers.get(callIndex) ?? []));
      callIndex++;
    }
    const stepExchanges = exchanges.filter((e) => stepOf(e) === step);
    if (stepExchanges.length > 0) items.push(renderExchanges(stepExchanges));
    // A conversation's last user turn (the stop marker removed) is not answered.
    if (message && !(workflow.stopReason === "user stopped" && message === workflow.messages.at(-1) && message.assistant === "")) {
      const usage = message.usage ? ` · ${count(message.usage.totalTokens)} tokens` : "";
      items.push(
        `<li class="ev model"><span class="who">model${usage}</span>${preBlock(message.assistant || "(no text)", TEXT_LIMIT, "bubble")}</li>`,
      );
    }
  }
  if (callIndex === markAt) items.push(marker());
  if (workflow.stopReason !== undefined) items.push(`<li class="ev note">${esc(STOP_WORDS[workflow.stopReason])}</li>`);
  const unplaced = exchanges.filter((e) => stepOf(e) === null);
  if (unplaced.length > 0) items.push(renderExchanges(unplaced));
  if (workflow.toolCalls.length > CALL_LIMIT)
    items.push(
      `<li class="ev note">… ${count(workflow.toolCalls.length - CALL_LIMIT)} more tool calls not shown; the JSON report has them all.</li>`,
    );
  if (items.length === 0) items.push('<li class="ev note">Nothing happened: no messages, no tool calls.</li>');
  return items.join("\n");
}

const STOP_WORDS: Record<NonNullable<WorkflowResult["stopReason"]>, string> = {
  "user stopped": "The user ended the conversation (stop marker).",
  "turn limit": "The conversation reached its turn limit (maxTurns) without the user's stop marker.",
  "no message": "The user had nothing more to say (the script ran out, or the model wrote nothing), without the stop marker.",
};

/** A conversation with a simulated user: who the user was and why it ended, above its turns. */
function renderConversationHead(workflow: WorkflowResult): string {
  if (workflow.persona === undefined) return "";
  const turns = workflow.messages.length;
  // The user model's share of the workflow's tokens (absent with a script, and in older reports).
  const spent = workflow.userUsage ? ` · user model ${count(workflow.userUsage.totalTokens)} tokens` : "";
  return `<p class="conversation">Conversation with a simulated user · persona <b>${esc(workflow.persona)}</b> · ${count(turns)} ${turns === 1 ? "turn" : "turns"}${workflow.stopReason ? ` · ended: <b>${esc(workflow.stopReason)}</b>` : ""}${spent}</p>`;
}

function asList(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? value.filter((v): v is Record<string, unknown> => v !== null && typeof v === "object") : [];
}

/** Each fallback offer after the failed call it answers (same step and tool, in order). */
function placeOffers(
  fallbacks: FallbackReport | undefined,
  calls: readonly ToolCallRecord[],
): Map<number, Array<{ offer: FallbackOffer; index: number }>> {
  const placed = new Map<number, Array<{ offer: FallbackOffer; index: number }>>();
  const used = new Set<number>();
  (fallbacks?.offered ?? []).forEach((offer, index) => {
    const at = calls.findIndex(
      (c, i) => !used.has(i) && !c.ok && c.step === offer.step && c.tool === offer.tool && c.server === offer.server,
    );
    const key = at === -1 ? calls.length - 1 : at;
    if (at !== -1) used.add(at);
    placed.set(key, [...(placed.get(key) ?? []), { offer, index }]);
  });
  return placed;
}

function validation(call: ToolCallRecord): string {
  if (call.errorKind === "invalid-args") return '<span class="badge fail">arguments do not match inputSchema</span>';
  if (call.errorKind === "invalid-output") return '<span class="badge fail">structuredContent does not match outputSchema</span>';
  if (call.errorKind === "unknown-tool") return '<span class="badge fail">unknown tool</span>';
  return call.ok ? '<span class="badge pass">schemas ok</span>' : "";
}

function renderCall(
  call: ToolCallRecord,
  index: number,
  fallbacks: FallbackReport | undefined,
  offers: Array<{ offer: FallbackOffer; index: number }>,
): string {
  const status = call.ok ? "ok" : "bad";
  const kind = call.errorKind
    ? `<span class="badge fail">${esc(call.errorKind)}</span>`
    : call.isError
      ? '<span class="badge fail">isError</span>'
      : '<span class="badge pass">ok</span>';
  const error = call.error ? `<div class="err">${esc(call.error)}</div>` : "";
  const result =
    call.resultText !== ""
      ? `<div class="label">result</div>${preBlock(call.resultText, TEXT_LIMIT, "result")}`
      : '<div class="label">result: (empty)</div>';
  return `<li class="ev call ${status}" data-call="${index}"><span class="who">tool call #${index + 1} · <b>${esc(call.server)}</b> / <code class="tool">${esc(call.tool)}</code> ${kind} ${validation(call)} <span class="lat">${duration(call.latencyMs)}</span></span>
<div class="label">arguments</div>${preBlock(prettyJson(call.args), ARGS_LIMIT, "args")}${error}${result}${renderRecordExtras(call)}${offers.map((o) => renderOffer(o.offer, o.index, fallbacks)).join("")}</li>`;
}

function renderOffer(offer: FallbackOffer, index: number, fallbacks: FallbackReport | undefined): string {
  const taken = (fallbacks?.taken ?? []).filter((t) => t.offer === index);
  const suggestions = offer.suggestions
    .map((s) => `<li><code>${esc(s.server)}/${esc(s.tool)}</code> <small>score ${s.score.toFixed(2)} · ${esc(s.reason)}</small></li>`)
    .join("");
  const takenText =
    taken.length === 0
      ? "<p>No suggestion was taken.</p>"
      : taken
          .map(
            (t) =>
              `<p>Taken: <code>${esc(t.tool)}</code> by ${esc(t.by)} instead of <code>${esc(t.insteadOf)}</code> ${t.ok ? '<span class="badge pass">worked</span>' : '<span class="badge fail">did not help</span>'}</p>`,
          )
          .join("");
  return `<div class="fallback"><b>Fallbacks offered</b> after ${esc(offer.errorKind)}:<ol>${suggestions}</ol>${takenText}</div>`;
}

/** A tool test's details: the call, why it failed, and what the tool answered. */
export function renderTestDetail(test: ToolHealthResult): string {
  const error = test.error ? `<div class="err-box">${esc(test.error)}</div>` : "";
  const result = test.resultText !== "" ? `<div class="label">result</div>${preBlock(test.resultText, TEXT_LIMIT, "result")}` : "";
  return `<div class="trace">${error}<p>tool <code class="tool">${esc(test.tool)}</code> · ${duration(test.latencyMs)} · ${count(test.attempts)} attempt(s)</p>${result}</div>`;
}
