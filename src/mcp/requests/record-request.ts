/**
 * One request to a server, timed and recorded: the shape every tool call,
 * prompt get and resource read shares. The request is sent; a throw becomes
 * a failed record (classifyCallError's kind and message), an answer an
 * answered one with its text clipped. Each caller adds only what is its own
 * (hints, progress, the checks of an answer).
 */
import { ProtocolError, SdkError, SdkErrorCode, SdkHttpError, SseError } from "@modelcontextprotocol/client";
import type { ToolCallOutcome } from "../../protocol/tool-call-outcome.js";
import type { ToolCallRecord, ToolErrorKind } from "../../result/tool-call-record.js";
import { clipText } from "../../util/clip-text.js";
import { authFailure } from "../transport/describe-connect-error.js";

const RESULT_TEXT_LIMIT = 4000;

/** Where and what a request is: the fixed part of its record. */
export type RequestBase = Pick<ToolCallRecord, "server" | "tool" | "args" | "step" | "startedAt">;

export interface RecordRequestOptions<R> {
  base: RequestBase;
  /** Sends the request; resolves with the server's answer. */
  send: () => Promise<R>;
  /** Text of the answer, before clipping. */
  text: (result: R) => string;
  timeoutMs: number;
  signal?: AbortSignal;
  now: () => number;
  /** Fields an answered record gets over the common ones (e.g. `isError`, `progress`). @default none */
  answered?: (result: R) => Partial<ToolCallRecord>;
  /** A failed request's message, and fields its record gets. @default the classified message as it is */
  failed?: (kind: ToolErrorKind, message: string) => { message: string; fields?: Partial<ToolCallRecord> };
}

export type RecordedRequest<R> =
  { answered: true; record: ToolCallRecord; result: R; text: string } | { answered: false; record: ToolCallRecord; result: undefined };

export async function recordRequest<R>({
  base,
  send,
  text,
  timeoutMs,
  signal,
  now,
  answered,
  failed,
}: RecordRequestOptions<R>): Promise<RecordedRequest<R>> {
  const started = now();
  let result: R;
  try {
    result = await send();
  } catch (error) {
    const latencyMs = now() - started;
    const [kind, classified] = classifyCallError(error, timeoutMs, signal);
    const { message, fields } = failed?.(kind, classified) ?? { message: classified };
    return { answered: false, record: { ...failedCall(base, latencyMs, kind, message).record, ...fields }, result: undefined };
  }
  const latencyMs = now() - started;
  const full = text(result);
  const record: ToolCallRecord = {
    ...base,
    ok: true,
    isError: false,
    latencyMs,
    errorKind: null,
    error: null,
    resultText: truncateResultText(full),
    ...answered?.(result),
  };
  return { answered: true, record, result, text: full };
}

/** The outcome of a call that failed before the server answered (or never went out: latency 0). */
export function failedCall(base: RequestBase, latencyMs: number, errorKind: ToolErrorKind, error: string): ToolCallOutcome {
  return { record: { ...base, ok: false, isError: false, latencyMs, errorKind, error, resultText: "" }, result: undefined };
}

/** Why a request failed, as an error kind and a message (shared by tool calls, resource reads and prompt gets). */
export function classifyCallError(error: unknown, timeoutMs: number, signal: AbortSignal | undefined): [ToolErrorKind, string] {
  if (signal?.aborted) return ["aborted", "the call was cancelled (workflow timeout or run aborted)"];
  // No token the client can get is accepted for this call (a scope refused again, a grant that cannot widen it).
  const auth = authFailure(error);
  if (auth) return ["auth", auth.message];
  if (error instanceof SdkHttpError) return ["transport", `HTTP ${error.status}: ${error.message}`];
  if (error instanceof SseError) return ["transport", error.code ? `HTTP ${error.code}: ${error.message}` : error.message];
  if (error instanceof SdkError) {
    if (error.code === SdkErrorCode.RequestTimeout) return ["timeout", `no answer within ${timeoutMs} ms`];
    if (error.code === SdkErrorCode.ConnectionClosed) return ["transport", "the connection to the server closed during the call"];
    return ["protocol", error.message];
  }
  if (error instanceof ProtocolError)
    return ["protocol", error.message.startsWith("MCP error") ? error.message : `MCP error ${error.code}: ${error.message}`];
  return ["transport", error instanceof Error ? error.message : String(error)];
}

/** Result text cut to what a record keeps. */
export function truncateResultText(text: string): string {
  return clipText(text, RESULT_TEXT_LIMIT, { marker: (dropped) => `… (${dropped} more characters)` });
}
