/**
 * The one way mcpvals reads an HTTP body it did not write: a server's, an
 * authorization server's, a collector's or a Server Card's. Every such body
 * is untrusted, so it is read only up to a byte limit and only until a signal
 * (the step's deadline) fires; the rest is cancelled, never buffered. An
 * endless or trickling body therefore costs at most `maxBytes` and the step's
 * time, whatever the other side does.
 */

/** What a body read stopped at. */
export interface BoundedBody {
  bytes: Uint8Array;
  /** True when the body went on past `maxBytes` (the rest was cancelled unread). */
  truncated: boolean;
}

export interface BoundedBodyOptions {
  /** The most bytes kept; reading stops (and the stream is cancelled) past it. */
  maxBytes: number;
  /** Stops the read (rejecting with the signal's reason), e.g. the step's deadline. */
  signal?: AbortSignal;
}

/** Reads `response`'s body up to `maxBytes`, cancelling whatever follows. */
export async function readBoundedBody(response: Response, { maxBytes, signal }: BoundedBodyOptions): Promise<BoundedBody> {
  const reader = response.body?.getReader();
  if (!reader) return { bytes: new Uint8Array(), truncated: false };
  signal?.throwIfAborted();
  const onAbort = (): void => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener("abort", onAbort, { once: true });
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      if (done) return { bytes: concat(chunks, size), truncated: false };
      const room = maxBytes - size;
      if (value.byteLength > room) {
        chunks.push(value.subarray(0, room));
        await reader.cancel().catch(() => undefined);
        return { bytes: concat(chunks, maxBytes), truncated: true };
      }
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    reader.releaseLock();
  }
}

/** readBoundedBody decoded as UTF-8 (a multi-byte character cut at the limit becomes U+FFFD). */
export async function readBoundedText(response: Response, options: BoundedBodyOptions): Promise<{ text: string; truncated: boolean }> {
  const { bytes, truncated } = await readBoundedBody(response, options);
  return { text: new TextDecoder().decode(bytes), truncated };
}

/**
 * `response` with a body that errors once more than `maxBytes` have passed,
 * for a reader that is not ours (the MCP SDK's OAuth helpers parse metadata
 * and token answers themselves): they get a clear error instead of filling
 * memory. Status, headers and the stream's own cancellation are kept.
 */
export interface BoundedStreamOptions {
  maxBytes: number;
  /** Named in the error. */
  what: string;
  /** Told the error when the body is cut. */
  onCut?: (error: Error) => void;
}

export function boundedResponse(response: Response, { maxBytes, what, onCut }: BoundedStreamOptions): Response {
  if (!response.body) return response;
  let size = 0;
  const limit = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size <= maxBytes) return controller.enqueue(chunk);
      const error = new Error(`${what}: the answer's body is over ${formatBytes(maxBytes)}; it was not read further`);
      controller.error(error);
      onCut?.(error);
    },
  });
  return new Response(response.body.pipeThrough(limit), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

/**
 * `response` (a `text/event-stream`) with a body that errors once one event runs past `maxBytes`: a stream
 * may rightly stay open for hours, so the cap is per event (bytes since the last blank line), not per body.
 */
export function boundedEventStream(response: Response, { maxBytes, what, onCut }: BoundedStreamOptions): Response {
  if (!response.body) return response;
  let sinceBoundary = 0;
  let newline = false;
  const limit = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      for (const byte of chunk) {
        // An event ends at a blank line: two line feeds, with any carriage returns between them.
        if (byte === 0x0a) {
          if (newline) sinceBoundary = 0;
          newline = true;
        } else if (byte !== 0x0d) newline = false;
        if (++sinceBoundary > maxBytes) {
          const error = new Error(`${what}: an event of the answer's stream is over ${formatBytes(maxBytes)}; it was not read further`);
          controller.error(error);
          onCut?.(error);
          return;
        }
      }
      controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(limit), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}

function concat(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;
}
