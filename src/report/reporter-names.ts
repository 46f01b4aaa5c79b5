/**
 * What the CLI, the action and the help need to know of each built-in
 * reporter, apart from its factory (create-reporter.ts, which checks it has
 * exactly these names), so `--help` and flag parsing load no reporter.
 * Every output flag (`--json PATH`, `--reporter json=PATH`) is generated from it.
 */
import { UsageError } from "../errors.js";

/** The result kinds a reporter renders: a run's result, a `check` report, a `mutate` report or a `load` report. */
export type ResultKind = "run" | "check" | "mutate" | "load";

/** One reporter's description. */
export interface ReporterInfo {
  /** Which results it renders. */
  accepts: readonly ResultKind[];
  /** It writes a document to a file: `--NAME PATH` and `--reporter NAME=PATH` exist for it. */
  file: boolean;
  /** The help line of `--NAME PATH`. */
  help: string;
  /** The action writes it when its `NAME-path` input is set, and returns the path in this step output. */
  actionOutput?: string;
}

/** Every built-in reporter: name → what it renders and whether it writes a file. */
export const REPORTER_INFO = {
  console: { accepts: ["run", "check", "mutate", "load"], file: false, help: "the terminal summary" },
  ctrf: { accepts: ["run"], file: true, help: "write a CTRF (Common Test Report Format) JSON report to a file", actionOutput: "ctrf-path" },
  html: {
    accepts: ["run", "mutate", "load"],
    file: true,
    help: "write a single-file HTML report (run: a trace replay of each workflow)",
    actionOutput: "html-path",
  },
  json: { accepts: ["run", "check", "mutate", "load"], file: true, help: "write the JSON report to a file", actionOutput: "report-path" },
  junit: {
    accepts: ["run", "check", "mutate", "load"],
    file: true,
    help: "write a JUnit XML report to a file",
    actionOutput: "junit-path",
  },
  markdown: { accepts: ["run", "check", "mutate", "load"], file: true, help: "write a Markdown report to a file" },
  sarif: { accepts: ["check"], file: true, help: "write a SARIF 2.1.0 log to a file (GitHub code scanning)" },
} as const satisfies Record<string, ReporterInfo>;

/** "console" | "ctrf" | "html" | "json" | "junit" | "markdown" | "sarif". */
export type ReporterName = keyof typeof REPORTER_INFO;

export const REPORTER_NAMES = Object.keys(REPORTER_INFO) as readonly ReporterName[];

/** The reporters that write a file for `kind`, in table order: the `--NAME PATH` flags of a command. */
export function fileReporters(kind: ResultKind): ReporterName[] {
  return REPORTER_NAMES.filter((name) => REPORTER_INFO[name].file && (REPORTER_INFO[name].accepts as readonly ResultKind[]).includes(kind));
}

/** True when `name` is a built-in reporter (own keys only: "toString" is not one). */
export function isReporterName(name: string): name is ReporterName {
  return Object.hasOwn(REPORTER_INFO, name);
}

/** The reporters whose REPORTER_INFO entry accepts `kind`. */
export type ReporterFor<K extends ResultKind> = {
  [N in ReporterName]: K extends (typeof REPORTER_INFO)[N]["accepts"][number] ? N : never;
}[ReporterName];

/** `name` as a reporter of `kind`, or a UsageError naming the valid ones. Here, not beside the factories: flag parsing loads no reporter. */
export function knownReporter<K extends ResultKind>(name: string, kind: K): ReporterFor<K> {
  if (!isReporterName(name)) {
    const valid = REPORTER_NAMES.filter((known) => (REPORTER_INFO[known].accepts as readonly ResultKind[]).includes(kind));
    throw new UsageError(`Unknown reporter "${name}". Valid reporters: ${valid.join(", ")}.`);
  }
  const accepts: readonly ResultKind[] = REPORTER_INFO[name].accepts;
  if (!accepts.includes(kind)) {
    const what = { run: "run result", check: "check report", mutate: "mutation report", load: "load report" }[kind];
    throw new UsageError(`The ${name} reporter cannot render a ${what}.`);
  }
  return name as ReporterFor<K>;
}
