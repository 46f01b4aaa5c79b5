/**
 * Parts of a trace that only some results carry, read defensively: server
 * requests (elicitation, sampling, roots) and notifications a workflow saw,
 * and a call record's structured content and images when the record keeps
 * them. Their shape is not trusted: unknown fields are shown as JSON.
 */
import type { ToolCallRecord } from "../../result/tool-call-record.js";
import { esc, preBlock, prettyJson } from "./html-escape.js";

const JSON_LIMIT = 3000;
/** Inline images above this size (base64 characters) are left out: the file must stay small. */
const IMAGE_LIMIT = 300_000;
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp)$/;

/** The workflow step an exchange belongs to, when it says. */
export function stepOf(entry: Record<string, unknown>): number | null {
  return typeof entry.step === "number" && Number.isInteger(entry.step) ? entry.step : null;
}

function label(entry: Record<string, unknown>): string {
  for (const key of ["method", "kind", "type"]) if (typeof entry[key] === "string") return entry[key] as string;
  return "server message";
}

/** Server-to-client requests and notifications, each with its payload as JSON. */
export function renderExchanges(entries: ReadonlyArray<Record<string, unknown>>): string {
  const items = entries.map((entry) => {
    const { step: _step, ...rest } = entry;
    return `<details><summary><code>${esc(label(entry))}</code></summary>${preBlock(prettyJson(rest), JSON_LIMIT)}</details>`;
  });
  return `<li class="ev server"><span class="who">server → client</span>${items.join("")}</li>`;
}

/** Structured content and images, when the record has them (older and current records keep only `resultText`). */
export function renderRecordExtras(call: ToolCallRecord): string {
  const record = call as Record<string, unknown>;
  const parts: string[] = [];
  if (record.structuredContent !== undefined && record.structuredContent !== null) {
    parts.push(`<div class="label">structured content</div>${preBlock(prettyJson(record.structuredContent), JSON_LIMIT)}`);
  }
  const content = Array.isArray(record.content) ? record.content : [];
  for (const item of content) {
    if (!item || typeof item !== "object") continue;
    const { type, data, mimeType } = item as Record<string, unknown>;
    if (type !== "image" || typeof data !== "string" || typeof mimeType !== "string" || !IMAGE_TYPES.test(mimeType)) continue;
    if (data.length > IMAGE_LIMIT || !/^[A-Za-z0-9+/=\s]*$/.test(data)) {
      parts.push(`<p class="note">An image (${esc(mimeType)}) is left out: too large to inline.</p>`);
      continue;
    }
    parts.push(`<img class="shot" alt="image the tool returned" src="data:${mimeType};base64,${data.replace(/\s/g, "")}">`);
  }
  return parts.join("");
}
