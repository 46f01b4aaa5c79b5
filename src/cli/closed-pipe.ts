/**
 * `mcpvals schema | head -1`: the reader leaves, and the next write to stdout
 * fails with EPIPE, an 'error' event nobody listened to, which crashed the
 * process with a stack trace. A reader that stopped reading is no failure of
 * the command: its output is dropped from then on, and the exit code stays the
 * command's (0 for `schema`, the verdict for `run`).
 */
const GONE = new Set(["EPIPE", "ERR_STREAM_DESTROYED", "ECONNRESET"]);

export function tolerateClosedPipe(stream: NodeJS.WritableStream): void {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (GONE.has(error.code ?? "")) return;
    // Anything else (a full disk behind a redirect) is as unexpected as before: let it surface.
    throw error;
  });
}
