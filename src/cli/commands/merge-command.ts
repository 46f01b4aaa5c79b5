/**
 * `mcpvals merge <files...>`: adds up the JSON reports of a sharded run,
 * applies the threshold and writes the reports. Exit 0 at or above the
 * threshold, 1 below it, 2 when the files do not form one complete run.
 */
import { failedOnInfrastructure } from "../../scoring/run-verdict.js";
import { EXIT } from "../exit-codes.js";
import { resolve } from "node:path";
import { mergeResults, readResultFile } from "../../eval/merge-results.js";
import { createReporter } from "../../report/create-reporter.js";
import { FILE_REPORTERS } from "./run-command.js";
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
  html?: string;
  color: boolean;
  debug?: boolean;
}

export async function mergeCommand(files: string[], flags: MergeFlags, io: CliIo): Promise<number> {
  try {
    const parts = await Promise.all(
      files.map(async (file) => ({ file, result: await readResultFile(resolve(io.cwd, file), io.signal) })),
    );
    const result = mergeResults(parts, { threshold: flags.threshold });
    const reporters: Reporter[] = [createReporter("console", { stream: io.stdout, color: consoleColor(flags.color, io.env, io.stdout) })];
    for (const name of FILE_REPORTERS) {
      const path = flags[name];
      if (path) reporters.push(createReporter(name, { path: resolve(io.cwd, path) }));
    }
    await writeReports(new EventChannel({ observers: reporters }), result);
    return result.passed ? EXIT.passed : failedOnInfrastructure(result) ? EXIT.infrastructure : EXIT.failed;
  } catch (error) {
    return reportError(error, io, flags.debug === true);
  }
}
