/**
 * The HTML reporter: writes the single-file trace replay report in `onRunEnd`,
 * to a file (`--html PATH`; parent directories are created, the write is
 * atomic) or, without a path, to a stream (`-r html` on stdout). Typed
 * structurally (a Reporter with one hook), so this folder needs nothing from
 * the rest of report/.
 */
import type { EvalResult } from "../../result/eval-result.js";
import { UsageError } from "../../errors.js";
import { writeFileAtomic } from "../../util/write-file-atomic.js";
import type { HtmlOptions } from "./render-html.js";

/** Options for {@link createHtmlReporter}: where to write, plus the rendering options. */
export type HtmlReporterOptions = HtmlOptions &
  ({ path: string; stream?: undefined } | { path?: undefined; stream: NodeJS.WritableStream });

export function createHtmlReporter(options: HtmlReporterOptions): { onRunEnd(result: EvalResult): Promise<void> } {
  const { path, stream, title } = options ?? {};
  if (stream === undefined && (typeof path !== "string" || path.trim() === "")) {
    throw new UsageError("The html reporter needs a file path to write to, e.g. reports/mcpvals.html.");
  }
  return {
    async onRunEnd(result: EvalResult): Promise<void> {
      // The renderer (a dozen modules) loads only when a report is written.
      const { renderHtml } = await import("./render-html.js");
      const html = renderHtml(result, { title });
      if (path !== undefined) return writeFileAtomic(path, html);
      // Resolves once the stream has taken the page, so the process does not exit with it half-flushed.
      return new Promise((resolve, reject) => stream!.write(html, (error?: Error | null) => (error ? reject(error) : resolve())));
    },
  };
}
