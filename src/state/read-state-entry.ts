/**
 * Reads one entry of the state folder without following links. The folder
 * may come from a cache a fork wrote: a `metrics.json` or `state.lock` that
 * is a symbolic link (to `/proc/self/environ`, say) or a FIFO must be seen
 * as what it is, never read through.
 */
import { constants } from "node:fs";
import { lstat, open } from "node:fs/promises";

/** What is at a state folder path: nothing, something that is not a regular file, or a file's text. */
export type StateEntry = { kind: "missing" } | { kind: "not-a-file"; what: string } | { kind: "file"; text: string };

/** Options of {@link readStateEntry}. */
export interface ReadStateEntryOptions {
  /** Read at most this many bytes (a lock is small; a state file is read whole). @default Infinity */
  maxBytes?: number;
  signal?: AbortSignal;
}

// O_NOFOLLOW makes open fail on a link (Windows has none: the lstat below is the check there);
// O_NONBLOCK keeps opening a FIFO from waiting for a writer.
const FLAGS = constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0);

export async function readStateEntry(
  file: string,
  { maxBytes = Number.POSITIVE_INFINITY, signal }: ReadStateEntryOptions = {},
): Promise<StateEntry> {
  signal?.throwIfAborted();
  const linked = await lstat(file).catch((error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? null : Promise.reject(error)));
  if (linked === null) return { kind: "missing" };
  if (!linked.isFile()) return { kind: "not-a-file", what: describeKind(linked) };
  const handle = await open(file, FLAGS).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return null;
    // Replaced by a link between the lstat and the open.
    if (error.code === "ELOOP") return "link" as const;
    throw error;
  });
  if (handle === null) return { kind: "missing" };
  if (handle === "link") return { kind: "not-a-file", what: "a symbolic link" };
  try {
    const info = await handle.stat();
    if (!info.isFile()) return { kind: "not-a-file", what: describeKind(info) };
    if (!Number.isFinite(maxBytes)) return { kind: "file", text: await handle.readFile({ encoding: "utf8", signal }) };
    const buffer = Buffer.alloc(Math.max(0, Math.min(maxBytes, info.size)));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return { kind: "file", text: buffer.subarray(0, bytesRead).toString("utf8") };
  } finally {
    await handle.close();
  }
}

function describeKind(info: { isSymbolicLink(): boolean; isDirectory(): boolean; isFIFO(): boolean; isSocket(): boolean }): string {
  if (info.isSymbolicLink()) return "a symbolic link";
  if (info.isDirectory()) return "a directory";
  if (info.isFIFO()) return "a FIFO";
  if (info.isSocket()) return "a socket";
  return "not a regular file";
}
