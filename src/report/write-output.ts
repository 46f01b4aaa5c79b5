/**
 * Where a reporter writes its one document: a file (parent directories are
 * created, the write is atomic) or, without a path, a stream such as stdout.
 */
import { writeFileAtomic } from "../util/write-file-atomic.js";

export interface OutputTarget {
  /** File to write. When set, `stream` is ignored. */
  path?: string;
  /** Stream to write to when no path is given. @default process.stdout */
  stream?: NodeJS.WritableStream;
}

export async function writeOutput({ path, stream = process.stdout }: OutputTarget, text: string): Promise<void> {
  if (path !== undefined) return writeFileAtomic(path, text);
  // Resolves once the stream has taken the data, so the process does not exit with the report half-flushed.
  // A reader that left (`mcpvals check | head -1`) is not a report that failed to be written: a file that failed is.
  return new Promise((resolve, reject) => {
    stream.write(text, (error?: Error | null) => (error && !readerGone(error) ? reject(error) : resolve()));
  });
}

function readerGone(error: Error): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "EPIPE" || code === "ERR_STREAM_DESTROYED";
}
