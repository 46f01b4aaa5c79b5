/**
 * The fetch of every OAuth step (metadata, registration, token): it remembers
 * its last exchange (URL, status and the start of a failed answer's body), so
 * an error can say which step failed and what the server answered, where the
 * SDK's own messages often cannot. The authorization server is untrusted:
 * each request has its own deadline and every body is read only up to a
 * limit (util/bounded-body.ts), so one that never answers, or answers
 * forever, costs a step's time and a few bytes, not the run's memory.
 */
import type { FetchLike } from "@modelcontextprotocol/client";
import { clipText } from "../../util/clip-text.js";
import { boundedResponse, readBoundedText } from "../../util/bounded-body.js";

export interface LastExchange {
  url: string;
  /** Undefined when no answer came (refused connection, timeout). */
  status?: number;
  /** The answer's body, clipped, when the status was not 2xx. */
  body?: string;
}

export interface RecordingFetch {
  fetch: FetchLike;
  /** The most recent exchange, if any. */
  last(): LastExchange | undefined;
}

export interface RecordingFetchOptions {
  /** Ends every step of the flow (the run was cancelled). */
  signal?: AbortSignal;
  /** Each request's own deadline, its body included (the connect budget, timeouts.connectMs). @default 30_000 */
  stepTimeoutMs?: number;
}

const MAX_BODY = 300;
/** A failed answer is an error message: its head is all anyone reads. */
const MAX_ERROR_BYTES = 16 * 1024;
/** Metadata documents and token answers are a few KiB; a megabyte is generous. */
const MAX_ANSWER_BYTES = 1024 * 1024;
export const DEFAULT_STEP_TIMEOUT_MS = 30_000;

export function recordingFetch(
  inner: FetchLike,
  { signal, stepTimeoutMs = DEFAULT_STEP_TIMEOUT_MS }: RecordingFetchOptions = {},
): RecordingFetch {
  let last: LastExchange | undefined;
  const fetch: FetchLike = async (url, init) => {
    last = { url: String(url) };
    // A fetch's signal also ends the reading of its body: the deadline covers a trickled answer too.
    const signals = [init?.signal, signal, AbortSignal.timeout(stepTimeoutMs)].filter((s): s is AbortSignal => s != null);
    const stepSignal = AbortSignal.any(signals);
    const response = await inner(url, { ...init, signal: stepSignal });
    last = { url: String(url), status: response.status };
    if (response.ok) return boundedResponse(response, { maxBytes: MAX_ANSWER_BYTES, what: String(url) });
    // Read once, bounded, and handed on as bytes: the SDK parses the OAuth error from the same head.
    const { text } = await readBoundedText(response, { maxBytes: MAX_ERROR_BYTES, signal: stepSignal }).catch(() => ({ text: "" }));
    last.body = clipText(text.replace(/\s+/g, " ").trim(), MAX_BODY);
    const nullBody = [204, 205, 304].includes(response.status);
    return new Response(nullBody ? null : text, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
  return { fetch, last: () => last };
}
