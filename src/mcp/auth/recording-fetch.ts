/**
 * A fetch for the OAuth flow that remembers its last exchange (URL, status and
 * the start of a failed answer's body), so an error can say which step failed
 * and what the server answered, where the SDK's own messages often cannot.
 */
import type { FetchLike } from "@modelcontextprotocol/client";
import { clipText } from "../../util/clip-text.js";

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

const MAX_BODY = 300;

export function recordingFetch(inner: FetchLike, signal?: AbortSignal): RecordingFetch {
  let last: LastExchange | undefined;
  const fetch: FetchLike = async (url, init) => {
    last = { url: String(url) };
    // Every step of the flow ends with the caller's signal (a cancelled run does not wait for a slow authorization server).
    const withSignal = signal ? { ...init, signal: init?.signal ? AbortSignal.any([init.signal, signal]) : signal } : init;
    const response = await inner(url, withSignal);
    last = { url: String(url), status: response.status };
    if (!response.ok) {
      const text = await response
        .clone()
        .text()
        .catch(() => "");
      last.body = clipText(text.replace(/\s+/g, " ").trim(), MAX_BODY);
    }
    return response;
  };
  return { fetch, last: () => last };
}
