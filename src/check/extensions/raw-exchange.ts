/**
 * One request sent beside the SDK client on its own transport, answered
 * exactly as the server wrote it. The SDK v2 client rejects a tools/call
 * answered with `resultType: "task"` and strips `resultType` from the
 * results it accepts, so an extension check that used it would see a client
 * error instead of the server's message. This taps the transport: replies to
 * our ids are taken off the wire, everything else still reaches the client.
 */
import { MODERN_PROTOCOL_VERSION } from "../../protocol/protocol-schema.js";
import type { ServerConnection } from "../../mcp/transport/connect-server.js";
import type { McpJsonRpcMessage } from "../../protocol/mcp-types.js";
import { VERSION } from "../../version.js";

export type RawReply = { ok: true; result: Record<string, unknown> } | { ok: false; code: number | null; message: string; data?: unknown };

export interface RawExchangeOptions {
  /** The revision of the connection: a 2026-07-28 request carries its own `_meta` envelope. */
  era: string;
  /** Extensions this request declares in the client capabilities (2026-07-28: per request). @default {} */
  extensions?: Record<string, object>;
  signal: AbortSignal;
  /** @default 10000 */
  timeoutMs?: number;
}

type Transport = NonNullable<ServerConnection["client"]["transport"]>;
type Pending = (reply: RawReply) => void;
const taps = new WeakMap<Transport, Map<string, Pending>>();
let counter = 0;

export async function rawExchange(
  connection: ServerConnection,
  method: string,
  params: Record<string, unknown>,
  { era, extensions = {}, signal, timeoutMs = 10_000 }: RawExchangeOptions,
): Promise<RawReply> {
  const transport = connection.client.transport;
  if (!transport) return { ok: false, code: null, message: "the connection is closed" };
  const pending = tap(transport);
  const id = `mcpvals-ext-${++counter}`;
  const meta = era === MODERN_PROTOCOL_VERSION ? { _meta: envelope(extensions) } : {};
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
  return new Promise<RawReply>((resolve) => {
    const finish = (reply: RawReply): void => {
      pending.delete(id);
      deadline.removeEventListener("abort", onAbort);
      resolve(reply);
    };
    const onAbort = (): void =>
      finish({ ok: false, code: null, message: signal.aborted ? "cancelled" : `no answer to ${method} within ${timeoutMs} ms` });
    pending.set(id, finish);
    deadline.addEventListener("abort", onAbort, { once: true });
    const message = { jsonrpc: "2.0", id, method, params: { ...params, ...meta } } as McpJsonRpcMessage;
    transport.send(message).catch((error: unknown) => finish(refusal(error, method)));
  });
}

function envelope(extensions: Record<string, object>): Record<string, unknown> {
  return {
    "io.modelcontextprotocol/protocolVersion": MODERN_PROTOCOL_VERSION,
    "io.modelcontextprotocol/clientInfo": { name: "mcpvals-check", version: VERSION },
    "io.modelcontextprotocol/clientCapabilities": Object.keys(extensions).length > 0 ? { extensions } : {},
  };
}

/** Installs the tap once per transport: our replies are resolved here, the rest passes on to the SDK. */
function tap(transport: Transport): Map<string, Pending> {
  const existing = taps.get(transport);
  if (existing) return existing;
  const pending = new Map<string, Pending>();
  const downstream = transport.onmessage;
  transport.onmessage = (message, extra) => {
    const id = (message as { id?: unknown }).id;
    const waiter = typeof id === "string" ? pending.get(id) : undefined;
    if (waiter) waiter(toReply(message as Record<string, unknown>));
    else downstream?.(message, extra);
  };
  taps.set(transport, pending);
  return pending;
}

function toReply(message: Record<string, unknown>): RawReply {
  const error = message.error as { code?: unknown; message?: unknown; data?: unknown } | undefined;
  if (error && typeof error === "object")
    return {
      ok: false,
      code: typeof error.code === "number" ? error.code : null,
      message: typeof error.message === "string" ? error.message : "",
      data: error.data,
    };
  const result = message.result;
  if (result && typeof result === "object" && !Array.isArray(result)) return { ok: true, result: result as Record<string, unknown> };
  return { ok: false, code: null, message: "the answer has neither an object result nor an error" };
}

/**
 * Over HTTP a JSON-RPC error can come with a 4xx status, and the SDK's
 * transport then rejects the send with the body in its message: the error
 * in that body is the server's answer, not a failure to send.
 */
function refusal(error: unknown, method: string): RawReply {
  const text = error instanceof Error ? error.message : String(error);
  const start = text.indexOf("{");
  if (start !== -1) {
    try {
      const reply = toReply(JSON.parse(text.slice(start)) as Record<string, unknown>);
      if (!reply.ok && reply.code !== null) return reply;
    } catch {
      // not a JSON-RPC body: a transport failure
    }
  }
  return { ok: false, code: null, message: `could not send ${method}: ${text}` };
}
