/**
 * `mcpvals merge <files...>`: adds up the JSON reports of a sharded run,
 * applies the threshold and writes the reports. Exit 0 at or above the
 * threshold, 1 below it, 2 when the files do not form one complete run.
 */
import { resolve } from "node:path";
import { mergeResults, readResultFile } from "../../eval/merge-results.js";
import { runReporters, writeReports } from "../../report/write-reports.js";
import { exitCode } from "../../exit-code.js";
import { EventChannel } from "../../trace/event-channel.js";
import type { CliIo } from "../cli-io.js";
import { outputsFromFlags, type OutputFlags } from "../output-flags.js";
import { reportError } from "../report-error.js";
import type { CliFlags } from "../cli-flags.js";

export type MergeFlags = OutputFlags & CliFlags<"threshold">;

export async function mergeCommand(files: string[], flags: MergeFlags, io: CliIo): Promise<number> {
  try {
    const outputs = outputsFromFlags(flags, "run", io, { progress: true });
    const parts = await Promise.all(files.map(async (file) => ({ file, result: await readResultFile(resolve(io.cwd, file), io.signal) })));
    const result = mergeResults(parts, { threshold: flags.threshold });
    await writeReports(new EventChannel({ observers: runReporters(outputs) }), result);
    return exitCode({ passed: result.passed, infrastructure: result.verdict.infrastructure });
  } catch (error) {
    return reportError(error, io, flags.debug === true);
  }
}
