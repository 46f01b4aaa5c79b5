/**
 * The one reporter table: name → factory (for a run's result) and renderer
 * (for a `check` report). run, merge, report, check and the action all make
 * their reporters here; reporter-names.ts says which kinds each accepts and
 * whether it writes a file. Adding a file reporter: its file, its entry here,
 * its line in reporter-names.ts.
 */
import type { CheckReport } from "../result/check-report.js";
import type { MutationReport } from "../result/mutation-report.js";
import type { LoadReport } from "../result/load-report.js";
import type { CheckSarifOptions } from "./sarif/render-check-sarif.js";
import { createConsoleReporter } from "./console/console-reporter.js";
import { createCtrfReporter } from "./ctrf-reporter.js";
import { createHtmlReporter } from "./html/html-reporter.js";
import { createJsonReporter } from "./json-reporter.js";
import { createJunitReporter } from "./junit-reporter.js";
import { createMarkdownReporter } from "./markdown/markdown-reporter.js";
import type { Reporter } from "./reporter.js";
import { knownReporter, type ReporterFor, type ReporterName } from "./reporter-names.js";

export { knownReporter, type ReporterFor, type ReporterName };

/** Every built-in reporter of a run's result, name → factory. */
export const reporters = Object.freeze({
  console: createConsoleReporter,
  ctrf: createCtrfReporter,
  html: createHtmlReporter,
  json: createJsonReporter,
  junit: createJunitReporter,
  markdown: createMarkdownReporter,
  // Exactly the names reporter-names.ts says accept a run, no more, no fewer.
} satisfies Record<ReporterFor<"run">, unknown>);

// The check renderers (and junit-report-builder) load only when a check report is written: `run` never needs them.
const renderCheck = () => import("./check/render-check.js");
const renderSarif = () => import("./sarif/render-check-sarif.js");

/** What a check renderer may need besides the report: console colours; SARIF's rule table and server locations. */
export interface CheckRenderOptions {
  color: boolean;
  /** The rules and where each server is declared (check/sarif-context.ts). @default none: ids and server names stand in */
  sarif?: CheckSarifOptions;
}

/** Every reporter of a check report, name → the text it writes. */
export const checkRenderers = Object.freeze({
  console: async (report: CheckReport, { color }: CheckRenderOptions) => (await renderCheck()).renderCheckConsole(report, { color }),
  json: async (report: CheckReport) => `${JSON.stringify(report, null, 2)}\n`,
  junit: async (report: CheckReport) => (await renderCheck()).renderCheckJunit(report),
  markdown: async (report: CheckReport) => (await renderCheck()).renderCheckMarkdown(report),
  sarif: async (report: CheckReport, { sarif }: CheckRenderOptions) =>
    `${JSON.stringify((await renderSarif()).renderCheckSarif(report, sarif ?? {}), null, 2)}\n`,
} satisfies Record<ReporterFor<"check">, (report: CheckReport, options: CheckRenderOptions) => Promise<string>>);

// The mutation renderers load only when `mutate` writes its report.
const renderMutation = () => import("./mutate/render-mutation.js");

/** Every reporter of a mutation report (`mcpvals mutate`), name → the text it writes. */
export const mutationRenderers = Object.freeze({
  console: async (report: MutationReport, { color }: { color: boolean }) =>
    (await renderMutation()).renderMutationConsole(report, { color }),
  html: async (report: MutationReport) => (await renderMutation()).renderMutationHtml(report),
  json: async (report: MutationReport) => `${JSON.stringify(report, null, 2)}\n`,
  junit: async (report: MutationReport) => (await renderMutation()).renderMutationJunit(report),
  markdown: async (report: MutationReport) => (await renderMutation()).renderMutationMarkdown(report),
} satisfies Record<ReporterFor<"mutate">, (report: MutationReport, options: { color: boolean }) => Promise<string>>);

// The load renderers load only when `mcpvals load` writes its report.
const renderLoad = () => import("./load/render-load.js");

/** Every reporter of a load report (`mcpvals load`), name → the text it writes. */
export const loadRenderers = Object.freeze({
  console: async (report: LoadReport, { color }: { color: boolean }) => (await renderLoad()).renderLoadConsole(report, { color }),
  html: async (report: LoadReport) => (await renderLoad()).renderLoadHtml(report),
  json: async (report: LoadReport) => `${JSON.stringify(report, null, 2)}\n`,
  junit: async (report: LoadReport) => (await renderLoad()).renderLoadJunit(report),
  markdown: async (report: LoadReport) => (await renderLoad()).renderLoadMarkdown(report),
} satisfies Record<ReporterFor<"load">, (report: LoadReport, options: { color: boolean }) => Promise<string>>);

/** The options object the named reporter's factory takes. */
export type ReporterOptions<N extends ReporterFor<"run">> = Parameters<(typeof reporters)[N]>[0];

/**
 * Creates a built-in reporter by name. Names that come from the command line
 * are plain strings; an unknown one is a UsageError that lists the valid names.
 * The factories check their own options (html, junit and markdown need a `path`).
 */
export function createReporter<N extends ReporterFor<"run">>(name: N, options: ReporterOptions<N>): Reporter;
export function createReporter(name: string, options?: unknown): Reporter;
export function createReporter(name: string, options?: unknown): Reporter {
  const factory = reporters[knownReporter(name, "run")] as (options: unknown) => Reporter;
  return factory(options ?? {});
}
