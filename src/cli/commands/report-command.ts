/**
 * `mcpvals report <file> --html PATH`: renders a saved JSON report again
 * (e.g. a CI artifact, or a run from before --html was given). The file is
 * checked against the result schema first; an error names the file and the
 * field. Exit 0 when the reports were written (whatever the run's verdict),
 * 2 when the file is not a report or no output was asked for.
 */
import { resolve } from "node:path";
import { readResultFile } from "../../eval/merge-results.js";
import { createHtmlReporter } from "../../report/html/html-reporter.js";
import { createJunitReporter } from "../../report/junit-reporter.js";
import { createMarkdownReporter } from "../../report/markdown/markdown-reporter.js";
import type { Reporter } from "../../report/reporter.js";
import { writeReports } from "../../report/write-reports.js";
import { EventChannel } from "../../trace/event-channel.js";
import { UsageError } from "../../errors.js";
import type { CliIo } from "../cli-io.js";
import { reportError } from "../report-error.js";

export interface ReportFlags {
  html?: string;
  markdown?: string;
  junit?: string;
  debug?: boolean;
}

export async function reportCommand(file: string, flags: ReportFlags, io: CliIo): Promise<number> {
  try {
    if (!flags.html && !flags.markdown && !flags.junit) {
      throw new UsageError("Nothing to write: give --html PATH (or --markdown PATH, --junit PATH).");
    }
    const result = await readResultFile(resolve(io.cwd, file), io.signal);
    const reporters: Reporter[] = [];
    if (flags.html) reporters.push(createHtmlReporter({ path: resolve(io.cwd, flags.html) }));
    if (flags.markdown) reporters.push(createMarkdownReporter({ path: resolve(io.cwd, flags.markdown) }));
    if (flags.junit) reporters.push(createJunitReporter({ path: resolve(io.cwd, flags.junit) }));
    await writeReports(new EventChannel({ observers: reporters }), result);
    for (const path of [flags.html, flags.markdown, flags.junit]) if (path) io.stdout.write(`wrote ${resolve(io.cwd, path)}\n`);
    return 0;
  } catch (error) {
    return reportError(error, io, flags.debug === true);
  }
}
