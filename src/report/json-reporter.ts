/**
 * Writes the result object exactly as it is (see src/eval/result-schema.ts):
 * the machine-readable report that `mcpvals merge`, dashboards and other
 * tools read back. Nothing is added, dropped or reformatted beyond
 * pretty-printing.
 */
import type { EvalResult } from "../result/eval-result.js";
import { UsageError } from "../errors.js";
import type { Reporter } from "./reporter.js";
import { writeOutput, type OutputTarget } from "./write-output.js";

/** Options for {@link createJsonReporter}: a file, or a stream (default stdout). */
export type JsonReporterOptions = OutputTarget;

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
      await writeOutput(options, `${JSON.stringify(result, null, 2)}\n`);
    },
  };
}
