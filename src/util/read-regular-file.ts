/**
 * Reads a file only when it is a regular file. Opening a FIFO for reading
 * blocks until some writer appears (forever, holding one of libuv's threads,
 * so the process cannot exit either), and a device may never end: a config,
 * state or cassette file that is anything but a regular file is refused.
 */
import { constants, type Stats } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";

/** Thrown for a path that exists but is not a regular file; the message names the path and what it is. */
export class NotRegularFileError extends Error {
  readonly code = "ENOTREG";
  constructor(
    readonly path: string,
    readonly kind: string,
  ) {
    super(`not a regular file: it is ${kind}`);
    this.name = "NotRegularFileError";
  }
}

/** What a non-regular file is, for messages. */
export function fileKind(stats: Stats): string {
  if (stats.isFIFO()) return "a named pipe (FIFO)";
  if (stats.isDirectory()) return "a directory";
  if (stats.isSocket()) return "a socket";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  return "not a regular file";
}

/**
 * `readFile`, after checking on the open handle (no race with a swap) that the
 * path is a regular file.
 */
export async function readRegularFile(path: string, options: { signal?: AbortSignal }): Promise<Buffer>;
export async function readRegularFile(path: string, options: { encoding: BufferEncoding; signal?: AbortSignal }): Promise<string>;
export async function readRegularFile(
  path: string,
  { encoding, signal }: { encoding?: BufferEncoding; signal?: AbortSignal },
): Promise<string | Buffer> {
  signal?.throwIfAborted();
  const handle = await openRegular(path);
  try {
    return encoding ? await handle.readFile({ encoding, signal }) : await handle.readFile({ signal });
  } finally {
    await handle.close();
  }
}

/** Throws NotRegularFileError unless `path` is a regular file (for files another library reads). */
export async function assertRegularFile(path: string): Promise<void> {
  await (await openRegular(path)).close();
}

// O_NONBLOCK keeps the open itself from waiting on a FIFO; it changes nothing for regular files.
async function openRegular(path: string): Promise<FileHandle> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NONBLOCK);
  const stats = await handle.stat().catch(async (error: unknown) => {
    await handle.close();
    throw error;
  });
  if (stats.isFile()) return handle;
  await handle.close();
  throw new NotRegularFileError(path, fileKind(stats));
}
