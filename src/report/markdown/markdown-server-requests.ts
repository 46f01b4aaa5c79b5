/**
 * Markdown for the client's side of the conversation: a Server requests table
 * (per request the server sent the client: where, what it asked, what the
 * client answered and why), only when some server asked anything.
 */
import type { EvalResult } from "../../result/eval-result.js";
import type { ServerRequestRecord } from "../../result/server-request.js";
import { plural } from "../format.js";
import { notificationsText, serverRequestText } from "../server-request-lines.js";
import { escapeText } from "./markdown-escape.js";
import type { MarkdownPlan } from "./markdown-plan.js";

export function renderServerRequests(out: string[], result: EvalResult, plan: MarkdownPlan): void {
  const rows: Array<{ where: string; request: ServerRequestRecord }> = [
    ...result.workflows.flatMap((w) => (w.serverRequests ?? []).map((request) => ({ where: `workflow ${w.name}`, request }))),
    ...result.toolHealth.flatMap((t) => (t.serverRequests ?? []).map((request) => ({ where: `test ${t.suite} › ${t.test}`, request }))),
    ...result.servers.flatMap((s) => (s.serverRequests ?? []).map((request) => ({ where: `server ${s.name} (outside a call)`, request }))),
  ];
  const notes = [
    ...result.workflows.map((w) => ({ where: `workflow ${w.name}`, text: notificationsText(w.notifications) })),
    ...result.toolHealth.map((t) => ({ where: `test ${t.suite} › ${t.test}`, text: notificationsText(t.notifications) })),
  ].filter((n): n is { where: string; text: string } => n.text !== null);
  if (rows.length === 0 && notes.length === 0) return;
  out.push("### Server requests", "");
  const shown = rows.slice(0, Number.isFinite(plan.maxRows) ? plan.maxRows : rows.length);
  if (shown.length > 0) {
    out.push("| Where | Server | Request and answer |", "| --- | --- | --- |");
    for (const { where, request } of shown)
      out.push(`| ${escapeText(where)} | ${escapeText(request.server)} | ${escapeText(serverRequestText(request))} |`);
    if (shown.length < rows.length) out.push("", `_${plural(rows.length - shown.length, "server request")} not listed._`);
    out.push("");
  }
  for (const { where, text } of notes.slice(0, 10)) out.push(`- ${escapeText(where)}: ${escapeText(text)}`);
  if (notes.length > 0) out.push("");
}
