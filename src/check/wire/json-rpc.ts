/**
 * JSON-RPC 2.0 messages as check's wire sees them: parsed leniently (any
 * object), then classified, with what is wrong in a response's shape named.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic#messages
 */
import type { WireLog } from "./wire-log.js";

export type JsonObject = Record<string, unknown>;

export function parseJsonObject(text: string): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as JsonObject) : undefined;
  } catch {
    return undefined;
  }
}

export const isResponse = (m: JsonObject): boolean => "result" in m || "error" in m;
export const isRequest = (m: JsonObject): boolean => typeof m.method === "string" && "id" in m;

/** Matches responses to pending requests by exact id, noting an id echoed with another type (the response still counts). */
export class PendingRequests<T> {
  private readonly byKey = new Map<string, { id: unknown; method: string; settle: (m: JsonObject) => void; extra: T }>();

  add(id: unknown, method: string, settle: (m: JsonObject) => void, extra: T): void {
    this.byKey.set(JSON.stringify(id), { id, method, settle, extra });
  }

  /** The method of the pending request `id` names (loosely: "5" finds 5), if any. */
  methodOf(id: unknown): string | undefined {
    return (this.byKey.get(JSON.stringify(id)) ?? [...this.byKey.values()].find((p) => String(p.id) === String(id)))?.method;
  }

  delete(id: unknown): void {
    this.byKey.delete(JSON.stringify(id));
  }

  /** Settles the request `message` answers; false when it answers none. */
  settle(message: JsonObject, log: WireLog): boolean {
    const exact = this.byKey.get(JSON.stringify(message.id));
    const loose = exact ?? [...this.byKey.values()].find((p) => String(p.id) === String(message.id));
    if (!loose) return false;
    if (!exact)
      log.anomaly("id-type", `answered request id ${JSON.stringify(loose.id)} with id ${JSON.stringify(message.id)}`, loose.method);
    noteShape(message, loose.method, log);
    this.byKey.delete(JSON.stringify(loose.id));
    loose.settle(message);
    return true;
  }
}

/** Records a message that does not say `"jsonrpc": "2.0"` (a JSON-RPC 2.0 MUST), naming what it answers or is. */
export function noteVersion(message: JsonObject, log: WireLog, method?: string): void {
  if (message.jsonrpc === "2.0") return;
  const what = isResponse(message) ? `the response with id ${JSON.stringify(message.id)}` : `the ${String(message.method)} message`;
  log.anomaly("no-jsonrpc", `${what} has jsonrpc ${JSON.stringify(message.jsonrpc) ?? "missing"}, not "2.0"`, method);
}

/** Records a response that carries both result and error, or an error without a numeric code. */
export function noteShape(message: JsonObject, method: string, log: WireLog): void {
  if ("result" in message && "error" in message) log.anomaly("result-and-error", "the response carries both result and error", method);
  const error = message.error as { code?: unknown; message?: unknown } | undefined;
  if (
    "error" in message &&
    (typeof error !== "object" || error === null || !Number.isInteger(error.code) || typeof error.message !== "string")
  ) {
    log.anomaly("bad-error", `the error ${JSON.stringify(message.error)?.slice(0, 80)} lacks an integer code or a string message`, method);
  }
}
