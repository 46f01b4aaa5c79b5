/**
 * The `fetch` the SDK's HTTP client transports are given: every body they
 * read from a server is cut at a byte cap with a clear error, as every body
 * mcpvals reads itself is (util/bounded-body.ts). A JSON answer is capped
 * whole; an SSE stream per event, since a stream may rightly stay open.
 * Without it an endless body fills memory until the process dies.
 */
import type { FetchLike } from "@modelcontextprotocol/client";
import { boundedEventStream, boundedResponse } from "../../util/bounded-body.js";

/** The largest message accepted from an HTTP server, as a stdio server's default `maxMessageMb`. */
export const HTTP_MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

export interface BoundedFetchOptions {
  /** @default HTTP_MAX_MESSAGE_BYTES */
  maxBytes?: number;
  /** Named in the error, e.g. `server "weather"`. */
  what: string;
  /** The fetch to wrap. @default globalThis.fetch */
  fetch?: FetchLike;
  /**
   * Told when a body is cut: the SDK reports a broken SSE stream only to `onerror` and leaves the request it
   * answers waiting, so the caller closes the transport and names the cut instead of a timeout.
   */
  onCut?: (error: Error) => void;
}

export function boundedFetch({ maxBytes = HTTP_MAX_MESSAGE_BYTES, what, fetch: inner = fetch, onCut }: BoundedFetchOptions): FetchLike {
  return async (input, init) => {
    const response = await inner(input, init);
    const type = response.headers.get("content-type") ?? "";
    const options = { maxBytes, what, ...(onCut ? { onCut } : {}) };
    return type.includes("text/event-stream") ? boundedEventStream(response, options) : boundedResponse(response, options);
  };
}

/** One HTTP connection's capped fetch: it closes the transport it was given on a cut, and tells the cut's message. */
export interface CappedConnection {
  fetch: FetchLike;
  /** Registers the transport a cut closes; returns it. */
  watch<T extends { close(): Promise<void> }>(transport: T): T;
  /** The message of the first cut, if any (for the connect error). */
  cut(): string | undefined;
}

export function cappedConnection(what: string): CappedConnection {
  let transport: { close(): Promise<void> } | undefined;
  let cut: Error | undefined;
  const fetch = boundedFetch({
    what,
    onCut: (error) => {
      cut ??= error;
      void transport?.close().catch(() => undefined);
    },
  });
  return { fetch, watch: (t) => (transport = t), cut: () => cut?.message };
}
