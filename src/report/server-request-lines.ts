/**
 * Server-to-client requests and notifications in words, for the reporters:
 * what the server asked, what the client answered and why. They present
 * what the result holds; nothing here decides.
 */
import type { ServerNotificationRecord } from "../result/server-notification.js";
import type { ServerRequestRecord } from "../result/server-request.js";
import { cleanLine, plural, stepLabel, truncate } from "./format.js";

const TEXT = 80;

/**
 * `elicitation/create (form "Please provide…", 13 fields) → accept name="example", check=false, … [client.elicitation[1]] during trigger-elicitation-request, step 1`.
 */
export function serverRequestText(request: ServerRequestRecord): string {
  const ask = askText(request);
  const answer = answerText(request);
  const during =
    request.tool === null ? "" : ` during ${cleanLine(request.tool)}${request.step === null ? "" : `, ${stepLabel(request.step)}`}`;
  return `${cleanLine(request.method)}${ask ? ` (${ask})` : ""} → ${request.action}${answer ? ` ${answer}` : ""} [${cleanLine(truncate(request.reason, 160))}]${during}`;
}

/** One line per request, prefixed for a list under a workflow or test. */
export function serverRequestLines(item: { serverRequests?: ServerRequestRecord[] }): string[] {
  return (item.serverRequests ?? []).map((request) => `server request: ${serverRequestText(request)}`);
}

/** "notifications: 2 log messages (last: "Roots updated…"), 1 notifications/tools/list_changed", or null without any. */
export function notificationsText(notifications: readonly ServerNotificationRecord[] | undefined): string | null {
  if (!notifications || notifications.length === 0) return null;
  const counts = new Map<string, number>();
  for (const n of notifications) counts.set(n.method, (counts.get(n.method) ?? 0) + 1);
  const parts = [...counts].map(([method, count]) => {
    if (method !== "notifications/message") return `${count} ${cleanLine(method)}`;
    const last = notifications.findLast((n) => n.method === method)!;
    return `${plural(count, "log message")} (last: ${last.level ?? "info"} ${JSON.stringify(cleanLine(truncate(last.text, TEXT)))})`;
  });
  return `notifications: ${parts.join(", ")}`;
}

function askText({ method, params }: ServerRequestRecord): string {
  const text = (value: unknown) => JSON.stringify(cleanLine(truncate(String(value), TEXT)));
  if (method === "elicitation/create") {
    const fields = Array.isArray(params.fields) ? `, ${plural(params.fields.length, "field")}` : "";
    const url = typeof params.url === "string" ? ` ${cleanLine(params.url)}` : "";
    return `${String(params.mode ?? "form")} ${text(params.message ?? "")}${fields}${url}`;
  }
  if (method === "sampling/createMessage") return text(params.lastMessage ?? "");
  if (Array.isArray(params.keys) && params.keys.length > 0) return `params: ${params.keys.map(String).join(", ")}`;
  return "";
}

function answerText({ answer }: ServerRequestRecord): string {
  if (typeof answer.error === "string") return "";
  if (Array.isArray(answer.roots)) return answer.roots.map((uri) => cleanLine(String(uri))).join(", ");
  if (typeof answer.text === "string")
    return `${JSON.stringify(cleanLine(truncate(answer.text, TEXT)))} by ${cleanLine(String(answer.model))}`;
  const content = answer.content as Record<string, unknown> | undefined;
  if (content) {
    const entries = Object.entries(content);
    const shown = entries.slice(0, 4).map(([k, v]) => `${cleanLine(k)}=${truncate(JSON.stringify(v) ?? "", 40)}`);
    return `${shown.join(", ")}${entries.length > 4 ? `, … (${entries.length} fields)` : ""}`;
  }
  return "";
}
