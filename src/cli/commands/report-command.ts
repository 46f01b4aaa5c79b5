/**
 * `mcpvals report <file> --html PATH`: renders a saved JSON report again
 * (e.g. a CI artifact, or a run from before --html was given). The file is
 * checked against the result schema first; an error names the file and the
 * field. With no output flag it prints the console report. Exit 0 when the
 * reports were written (whatever the run's verdict), 2 when the file is not a report.
 */
import { resolve } from "node:path";
import { readResultFile } from "../../eval/merge-results.js";
import { runReporters, writeReports } from "../../report/write-reports.js";
import { EventChannel } from "../../trace/event-channel.js";
import { EXIT } from "../../exit-code.js";
import type { CliIo } from "../cli-io.js";
import { outputsFromFlags, type OutputFlags } from "../output-flags.js";
import { reportError } from "../report-error.js";

export type ReportFlags = OutputFlags;

export async function reportCommand(file: string, flags: ReportFlags, io: CliIo): Promise<number> {
  try {
    const asked = outputsFromFlags(flags, "run", io, { progress: false });
    // No output flag: the console report, as `run` prints it (--html PATH and the others write files instead).
    const outputs = asked.length > 0 ? asked : outputsFromFlags({ ...flags, reporter: ["console"] }, "run", io, { progress: false });
    const result = await readResultFile(resolve(io.cwd, file), io.signal);
    await writeReports(new EventChannel({ observers: runReporters(outputs) }), result);
    // Not on stdout when a document went there: it would no longer parse.
    const notes = outputs.some((o) => o.path === undefined) ? io.stderr : io.stdout;
    for (const { path } of outputs) if (path) notes.write(`wrote ${path}\n`);
    return EXIT.passed;
  } catch (error) {
    return reportError(error, io, flags.debug === true);
  }
}
