/**
 * The one output flag scheme, read from the reporter table: `--reporter NAME`
 * (repeatable, comma-separated) writes to the terminal, `--reporter NAME=PATH`
 * and the per-name aliases `--json PATH`, `--junit PATH`, ... write files.
 * Every command that reports (run, merge, report, check) reads its flags here.
 */
import { resolve } from "node:path";
import { UsageError } from "../errors.js";
import { fileReporters, knownReporter, REPORTER_INFO, type ReporterName, type ResultKind } from "../report/reporter-names.js";
import type { ReporterOutput } from "../report/write-reports.js";
import type { CliIo } from "./cli-io.js";
import { consoleColor } from "./console-color.js";
import type { CliFlags } from "./cli-flags.js";

/** The output flags as commander hands them over: `reporter` and one `--NAME PATH` per file reporter. */
export type OutputFlags = CliFlags<"reporter" | "color" | "debug"> & Partial<Record<ReporterName, string | boolean>>;

/**
 * Where each reporter writes. With `progress`, a machine format on stdout
 * moves the console (progress and the summary) to stderr, so stdout stays one
 * clean document.
 */
export function outputsFromFlags(flags: OutputFlags, kind: ResultKind, io: CliIo, { progress }: { progress: boolean }): ReporterOutput[] {
  const onTerminal: ReporterName[] = [];
  const files: ReporterOutput[] = [];
  for (const entry of (flags.reporter ?? []).flatMap((r) => r.split(",")).map((r) => r.trim())) {
    const at = entry.indexOf("=");
    const name = knownReporter(at === -1 ? entry : entry.slice(0, at), kind);
    if (at === -1) {
      if (!onTerminal.includes(name)) onTerminal.push(name);
    } else {
      files.push(fileOutput(name, entry.slice(at + 1), io));
    }
  }
  for (const name of fileReporters(kind)) {
    const path = flags[name];
    if (typeof path === "string") files.push(fileOutput(name, path, io));
  }
  const machine = onTerminal.filter((n) => n !== "console");
  // Two documents one after the other on one stream parse as neither.
  if (machine.length > 1) {
    throw new UsageError(
      `-r ${machine.join(" ")}: only one machine format can go to stdout; write the others to files (${machine
        .slice(1)
        .map((n) => `--${n} <path>`)
        .join(", ")})`,
    );
  }
  const consoleStream = machine.length > 0 ? io.stderr : io.stdout;
  const withConsole = onTerminal.includes("console") || (progress && machine.length > 0);
  const color = withConsole ? consoleColor(flags.color !== false, io.env, consoleStream) : false;
  return [
    ...(withConsole ? [{ name: "console" as const, stream: consoleStream, color, verbose: flags.debug === true }] : []),
    ...machine.map((name) => ({ name, stream: io.stdout })),
    ...files,
  ];
}

function fileOutput(name: ReporterName, path: string, io: CliIo): ReporterOutput {
  if (!REPORTER_INFO[name].file) throw new UsageError(`--reporter ${name}=${path}: the ${name} reporter writes to the terminal only.`);
  if (path.trim() === "")
    throw new UsageError(`The ${name} reporter's path is empty (--${name} or --reporter ${name}=PATH). Give a file path.`);
  return { name, path: resolve(io.cwd, path) };
}
