/**
 * Writes the result object exactly as it is (see src/eval/result-schema.ts):
 * the machine-readable report that `mcpvals merge`, dashboards and other
 * tools read back. Nothing is added, dropped or reformatted beyond
 * pretty-printing.
 */
import type { EvalResult } from "../result/eval-result.js";
import { UsageError } from "../errors.js";
import type { Reporter } from "./reporter.js";
import { writeFileAtomic } from "../util/write-file-atomic.js";

/** Options for {@link createJsonReporter}. */
export interface JsonReporterOptions {
  /** File to write (parent directories are created; the write is atomic). When set, `stream` is ignored. */
  path?: string;
  /** Stream to write to when no path is given. Default: process.stdout. */
  stream?: NodeJS.WritableStream;
}

/**
 * Creates the JSON reporter. It writes once, in `onRunEnd`, and writes nothing
 * else to its stream, so `mcpvals run --reporter json > result.json` yields
 * valid JSON as long as no other reporter shares stdout.
 */
export function createJsonReporter(options: JsonReporterOptions = {}): Reporter {
  if (options.path !== undefined && options.path.trim() === "") {
    throw new UsageError("The json reporter's path is empty. Give a file path, or no path to write to stdout.");
  }
  return {
    async onRunEnd(result: EvalResult): Promise<void> {
      const text = `${JSON.stringify(result, null, 2)}\n`;
      if (options.path !== undefined) {
        await writeFileAtomic(options.path, text);
        return;
      }
      await writeToStream(options.stream ?? process.stdout, text);
    },
  };
}

/** Resolves once the stream has taken the data, so the process does not exit with the report half-flushed. */
function writeToStream(stream: NodeJS.WritableStream, text: string): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(text, (error?: Error | null) => (error ? reject(error) : resolve()));
  });
}
