/**
 * The HTML reporter: writes the single-file trace replay report in `onRunEnd`.
 * Typed structurally (it is a Reporter with one hook), so this folder needs
 * nothing from the rest of report/.
 */
import type { EvalResult } from "../../result/eval-result.js";
import { UsageError } from "../../errors.js";
import { writeFileAtomic } from "../../util/write-file-atomic.js";
import { renderHtml, type HtmlOptions } from "./render-html.js";

/** Options for {@link createHtmlReporter}: where to write, plus the rendering options. */
export interface HtmlReporterOptions extends HtmlOptions {
  /** File to write; parent directories are created and the write is atomic. */
  path: string;
}

export function createHtmlReporter(options: HtmlReporterOptions): { onRunEnd(result: EvalResult): Promise<void> } {
  const path = options?.path;
  if (typeof path !== "string" || path.trim() === "") {
    throw new UsageError("The html reporter needs a file path to write to, e.g. reports/mcpvals.html.");
  }
  const { title } = options;
  return {
    async onRunEnd(result: EvalResult): Promise<void> {
      await writeFileAtomic(path, renderHtml(result, { title }));
    },
  };
}
