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
  return new Promise((resolve, reject) => {
    stream.write(text, (error?: Error | null) => (error ? reject(error) : resolve()));
  });
}
