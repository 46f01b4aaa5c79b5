/**
 * One JSON-RPC request on an open connection, answered as data: the result,
 * or the error's code and message. For `mcpvals check`, which must see what
 * a server answers to requests a normal client would never make (an unknown
 * tool, arguments against the schema, methods the server did not advertise),
 * without the SDK's typed helpers validating or reshaping anything.
 */
import { z } from "zod";
import { ProtocolError } from "@modelcontextprotocol/client";
import { describeError } from "../errors.js";
import type { ServerConnection } from "./connect-server.js";

export type RawAnswer = { ok: true; result: Record<string, unknown> } | { ok: false; code: number | null; message: string };

const AnyResult = z.record(z.string(), z.unknown());

export async function rawRequest(
  connection: ServerConnection,
  method: string,
  params: Record<string, unknown> | undefined,
  { signal, timeoutMs = 10_000 }: { signal?: AbortSignal; timeoutMs?: number } = {},
): Promise<RawAnswer> {
  try {
    const request = params === undefined ? { method } : { method, params };
    const result = await (connection.client.request as (r: object, s: typeof AnyResult, o: object) => Promise<Record<string, unknown>>)(request, AnyResult, { signal, timeout: timeoutMs });
    return { ok: true, result };
  } catch (error) {
    const message = describeError(error);
    const code = error instanceof ProtocolError ? error.code : typeof (error as { code?: unknown }).code === "number" ? ((error as { code: number }).code) : codeInHttpBody(message);
    return { ok: false, code, message };
  }
}

/**
 * Over HTTP the 2026-07-28 era answers a JSON-RPC error with an HTTP error
 * status too (404 for an unknown method), and the SDK then throws an HTTP
 * error quoting the body: the JSON-RPC code is in that body.
 */
function codeInHttpBody(message: string): number | null {
  const start = message.indexOf("{");
  if (start < 0) return null;
  try {
    const code = (JSON.parse(message.slice(start)) as { error?: { code?: unknown } }).error?.code;
    return typeof code === "number" ? code : null;
  } catch {
    return null;
  }
}
