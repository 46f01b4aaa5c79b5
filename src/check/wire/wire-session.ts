/**
 * One conversation with a server in one era, on check's raw wire. In the
 * 2025 era it carries the session id and MCP-Protocol-Version header after
 * `initialize`; in the 2026-07-28 era every request carries the `_meta`
 * envelope and, over HTTP, the Mcp-Method / Mcp-Name headers. Answers are
 * data (result, or error code and message) with the raw reply and HTTP facts.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic/transports#streamable-http
 */
import { MODERN_PROTOCOL_VERSION } from "../../protocol/protocol-schema.js";
import type { JsonObject } from "./json-rpc.js";
import type { HttpMeta, WireChannel } from "./wire-channel.js";

export type WireAnswer =
  | { ok: true; result: JsonObject; reply: JsonObject; http?: HttpMeta }
  | { ok: false; code: number | null; message: string; data?: unknown; reply?: JsonObject; http?: HttpMeta };

export interface WireRequestOptions {
  signal: AbortSignal;
  timeoutMs?: number;
  /** 2026: the `_meta` to send instead of the envelope (false: none at all). */
  meta?: JsonObject | false;
  /** Headers on top of (or, with undefined values, instead of) the session's. */
  headers?: Record<string, string | undefined>;
  /** A deliberately malformed probe: its answer is judged by the probe's own rule only, never by rules reading the log. */
  malformed?: boolean;
}

export const CLIENT_INFO = { name: "mcpvals-check", version: "0" };
/** A revision no server supports, for the -32022 rule. */
export const FUTURE_REVISION = "2099-01-01";

/** The 2026 request envelope. */
export function modernMeta(version = MODERN_PROTOCOL_VERSION): JsonObject {
  return {
    "io.modelcontextprotocol/protocolVersion": version,
    "io.modelcontextprotocol/clientInfo": CLIENT_INFO,
    "io.modelcontextprotocol/clientCapabilities": {},
  };
}

/** The item a request names, for Mcp-Name. */
function nameOf(method: string, params: JsonObject | undefined): string | undefined {
  if (method === "tools/call" || method === "prompts/get") return typeof params?.name === "string" ? params.name : undefined;
  if (method === "resources/read") return typeof params?.uri === "string" ? params.uri : undefined;
  return undefined;
}

export class WireSession {
  private nextId = 1;
  capabilities: JsonObject = {};
  serverInfo: { name: string; version: string } | null = null;
  /** 2026: the answer to a first request naming an unsupported revision. */
  futureAnswer: WireAnswer | undefined;
  /** 2025 HTTP: the Mcp-Session-Id the server gave, if any. */
  sessionId: string | undefined;
  /** 2025: requests (other than ping and logging) the server sent before `notifications/initialized`. */
  earlyRequests: string[] = [];
  /** Ids (as JSON) of the deliberately malformed probes sent on this session. */
  readonly malformedIds = new Set<string>();

  constructor(
    readonly channel: WireChannel,
    /** The revision this session speaks. */
    readonly version: string,
  ) {}

  get modern(): boolean {
    return this.version === MODERN_PROTOCOL_VERSION;
  }

  /** The HTTP headers this session sends with `method`. */
  headersFor(method: string, params?: JsonObject): Record<string, string> {
    if (this.channel.transport !== "http") return {};
    const headers: Record<string, string> = { "mcp-protocol-version": this.version };
    if (this.modern) {
      headers["mcp-method"] = method;
      const name = nameOf(method, params);
      if (name !== undefined) headers["mcp-name"] = name;
    } else if (this.sessionId !== undefined) headers["mcp-session-id"] = this.sessionId;
    return headers;
  }

  /** The JSON-RPC request this session sends for `method` (with the 2026 envelope). */
  message(method: string, params: JsonObject | undefined, meta?: JsonObject | false): JsonObject {
    const id = this.nextId++;
    if (!this.modern || meta === false) return { jsonrpc: "2.0", id, method, ...(params ? { params } : {}) };
    const own = (params?._meta as JsonObject | undefined) ?? {};
    return { jsonrpc: "2.0", id, method, params: { ...params, _meta: { ...(meta ?? modernMeta()), ...own } } };
  }

  async request(
    method: string,
    params?: JsonObject,
    { signal, timeoutMs, meta, headers, malformed }: WireRequestOptions = { signal: new AbortController().signal },
  ): Promise<WireAnswer> {
    const message = this.message(method, params, meta);
    if (malformed) this.malformedIds.add(JSON.stringify(message.id));
    const sent = mergeHeaders(this.headersFor(method, params), headers);
    const reply = await this.channel.exchange(message, { signal, timeoutMs, headers: sent });
    return answerOf(reply.message, reply.http, reply.failure ?? `no answer to ${method}`);
  }

  /** Sends a notification; the reply carries the HTTP status over HTTP. */
  async notify(method: string, params: JsonObject | undefined, signal: AbortSignal): Promise<HttpMeta | undefined> {
    const message = { jsonrpc: "2.0", method, ...(params ? { params } : {}) };
    const reply = await this.channel.send(message, { signal, headers: this.headersFor(method, params) });
    return reply.http;
  }
}

/** `base` with `extra` on top; an `undefined` in `extra` removes that header. */
export function mergeHeaders(base: Record<string, string>, extra: Record<string, string | undefined> | undefined): Record<string, string> {
  const merged: Record<string, string | undefined> = { ...base, ...extra };
  return Object.fromEntries(Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined));
}

/** A reply as data: the result, or the error's code and message, or why none came. */
export function answerOf(reply: JsonObject | undefined, http: HttpMeta | undefined, failure: string): WireAnswer {
  const extra = http ? { http } : {};
  if (!reply) return { ok: false, code: null, message: failure, ...extra };
  // Both result and error is a shape finding (jsonrpc/response-shape); the result is read so the other checks still run.
  if ("error" in reply && !("result" in reply)) {
    const error = (reply.error ?? {}) as { code?: unknown; message?: unknown; data?: unknown };
    const code = typeof error.code === "number" ? error.code : null;
    return {
      ok: false,
      code,
      message: `${typeof error.message === "string" ? error.message : "error"}${code === null ? "" : ` (${code})`}`,
      data: error.data,
      reply,
      ...extra,
    };
  }
  const result = reply.result;
  if (!result || typeof result !== "object" || Array.isArray(result))
    return { ok: false, code: null, message: `the result is not a JSON object: ${JSON.stringify(result)?.slice(0, 60)}`, reply, ...extra };
  return { ok: true, result: result as JsonObject, reply, ...extra };
}
