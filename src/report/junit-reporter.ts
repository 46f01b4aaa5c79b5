/**
 * The JUnit reporter: writes the document render-junit.ts renders, in
 * `onRunEnd`. The renderer (and junit-report-builder) loads only then, so a
 * run without JUnit output never loads it.
 */
import { UsageError } from "../errors.js";
import type { EvalResult } from "../result/eval-result.js";
import type { Reporter } from "./reporter.js";
import { writeOutput } from "./write-output.js";

/** Options for {@link createJunitReporter}: a file (parent directories are created, the write is atomic), or else a stream. */
export type JunitReporterOptions = { path: string; stream?: undefined } | { path?: undefined; stream: NodeJS.WritableStream };

/** Creates the JUnit reporter; it writes the document in `onRunEnd`. */
export function createJunitReporter(options: JunitReporterOptions): Reporter {
  const { path, stream } = options ?? {};
  if (stream === undefined && (typeof path !== "string" || path.trim() === "")) {
    throw new UsageError("The junit reporter needs a file path to write to, e.g. reports/mcpvals.xml.");
  }
  return {
    async onRunEnd(result: EvalResult): Promise<void> {
      const { renderJunit } = await import("./render-junit.js");
      await writeOutput({ path, stream }, renderJunit(result));
    },
  };
}
