/**
 * `mcpvals merge <files...>`: adds up the JSON reports of a sharded run,
 * applies the threshold and writes the reports. Exit 0 at or above the
 * threshold, 1 below it, 2 when the files do not form one complete run.
 */
import { resolve } from "node:path";
import { mergeResults, readResultFile } from "../../eval/merge-results.js";
import { createConsoleReporter } from "../../report/console/console-reporter.js";
import { createJsonReporter } from "../../report/json-reporter.js";
import { createJunitReporter } from "../../report/junit-reporter.js";
import { createMarkdownReporter } from "../../report/markdown/markdown-reporter.js";
import type { Reporter } from "../../report/reporter.js";
import { writeReports } from "../../report/write-reports.js";
import { EventChannel } from "../../trace/event-channel.js";
import type { CliIo } from "../cli-io.js";
import { consoleColor } from "../console-color.js";
import { reportError } from "../report-error.js";

export interface MergeFlags {
  threshold?: number;
  json?: string;
  junit?: string;
  markdown?: string;
  color: boolean;
  debug?: boolean;
}

export async function mergeCommand(files: string[], flags: MergeFlags, io: CliIo): Promise<number> {
  try {
    const parts = await Promise.all(
      files.map(async (file) => ({ file, result: await readResultFile(resolve(io.cwd, file), io.signal) })),
    );
    const result = mergeResults(parts, { threshold: flags.threshold });
    const reporters: Reporter[] = [createConsoleReporter({ stream: io.stdout, color: consoleColor(flags.color, io.env, io.stdout) })];
    if (flags.json) reporters.push(createJsonReporter({ path: resolve(io.cwd, flags.json) }));
    if (flags.junit) reporters.push(createJunitReporter({ path: resolve(io.cwd, flags.junit) }));
    if (flags.markdown) reporters.push(createMarkdownReporter({ path: resolve(io.cwd, flags.markdown) }));
    await writeReports(new EventChannel({ observers: reporters }), result);
    return result.passed ? 0 : 1;
  } catch (error) {
    return reportError(error, io, flags.debug === true);
  }
}
