/**
 * One resource read (resources/read), recorded like a tool call: the same
 * record shape whether it succeeded or not, under the key `resource:<uri>`
 * (src/util/target-key.ts), so per-target stats and metrics need nothing new.
 * https://modelcontextprotocol.io/specification/2025-11-25/server/resources#reading-resources
 */
import type { McpReadResourceResult as ReadResourceResult } from "../../protocol/mcp-types.js";
import type { ToolCallRecord } from "../../result/tool-call-record.js";
import { targetKey } from "../../util/target-key.js";
import { recordRequest } from "./record-request.js";
import type { ServerConnection } from "../transport/connect-server.js";
import { matchesUriTemplate } from "../../protocol/uri-template.js";

export interface ReadResourceOptions {
  connection: ServerConnection;
  uri: string;
  /** The template values the URI was expanded from (kept in the record's args). @default {} */
  args?: Record<string, unknown>;
  timeoutMs: number;
  signal?: AbortSignal;
  /** Clock for latency; injectable for tests. @default performance.now */
  now?: () => number;
}

export interface ResourceReadOutcome {
  record: ToolCallRecord;
  /** The raw result when the server answered. */
  result: ReadResourceResult | undefined;
  /** MIME type of each content item: its own, else the listed resource's or template's; null when nobody says. */
  mimeTypes: Array<string | null>;
}

export async function readResource({
  connection,
  uri,
  args = {},
  timeoutMs,
  signal,
  now = () => performance.now(),
}: ReadResourceOptions): Promise<ResourceReadOutcome> {
  const base = { server: connection.name, tool: targetKey("resource", uri), args, step: 0, startedAt: new Date().toISOString() };
  const sent = await recordRequest<ReadResourceResult>({
    base,
    // Every attempt goes to the server: a cached read would measure nothing.
    send: () => connection.client.readResource({ uri }, { signal, timeout: timeoutMs, cacheMode: "bypass" }),
    text: contentsText,
    timeoutMs,
    signal,
    now,
    // Only the server's own refusal hints at a typo; a timeout or a dead connection says nothing about the URI.
    failed: (kind, message) => ({ message: `${message}${kind === "protocol" ? offeredHint(connection, uri) : ""}` }),
  });
  if (!sent.answered) return { record: sent.record, result: undefined, mimeTypes: [] };
  const { record, result } = sent;
  const listedMime = listedMimeType(connection, uri);
  if (result.contents.length === 0) {
    return {
      record: { ...record, ok: false, errorKind: "invalid-output", error: `resource ${uri} was read but returned no contents` },
      result,
      mimeTypes: [],
    };
  }
  return { record, result, mimeTypes: result.contents.map((c) => c.mimeType ?? listedMime) };
}

/** Text contents as they are; a blob as `[blob <mime>, N bytes]`, followed by its text when it decodes as UTF-8. */
export function contentsText(result: ReadResourceResult): string {
  return result.contents
    .map((content) => {
      if ("text" in content && typeof content.text === "string") return content.text;
      if ("blob" in content && typeof content.blob === "string") {
        const bytes = Buffer.from(content.blob, "base64");
        const label = `[blob ${content.mimeType ?? "(no MIME type)"}, ${bytes.length} bytes]`;
        const text = utf8Text(bytes);
        return text === null ? label : `${label}\n${text}`;
      }
      return `[resource ${content.uri}]`;
    })
    .join("\n");
}

/** The bytes as text when they are valid UTF-8 without binary control characters; null otherwise. */
function utf8Text(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    // eslint-disable-next-line no-control-regex
    return /[\u0000-\u0008\u000E-\u001F]/.test(text) ? null : text;
  } catch {
    return null;
  }
}

function listedMimeType(connection: ServerConnection, uri: string): string | null {
  const resource = connection.resources?.find((r) => r.uri === uri);
  if (resource) return resource.mimeType ?? null;
  const template = connection.resourceTemplates?.find((t) => matchesUriTemplate(t.uriTemplate, uri));
  return template?.mimeType ?? null;
}

/** For a failed read of a URI the server does not list: what it does list (a few), to spot a typo. */
function offeredHint(connection: ServerConnection, uri: string): string {
  const { resources, resourceTemplates } = connection;
  if (resources === undefined || resourceTemplates === undefined) return "";
  if (resources.some((r) => r.uri === uri) || resourceTemplates.some((t) => matchesUriTemplate(t.uriTemplate, uri))) return "";
  const offered = [...resources.map((r) => r.uri), ...resourceTemplates.map((t) => t.uriTemplate)];
  if (offered.length === 0) return ` (server "${connection.name}" lists no resources)`;
  const shown = offered.slice(0, 10).join(", ");
  return ` (server "${connection.name}" lists: ${shown}${offered.length > 10 ? `, … ${offered.length - 10} more` : ""})`;
}
