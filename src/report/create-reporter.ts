/**
 * Reporters by name (for `--reporter junit` and the config's `reporters`).
 * They hear the run through the one event channel (src/trace/event-channel.ts).
 */
import { UsageError } from "../errors.js";
import { createConsoleReporter } from "./console/console-reporter.js";
import { createHtmlReporter } from "./html/html-reporter.js";
import { createJsonReporter } from "./json-reporter.js";
import { createJunitReporter } from "./junit-reporter.js";
import { createMarkdownReporter } from "./markdown/markdown-reporter.js";
import type { Reporter } from "./reporter.js";
import type { REPORTER_NAMES } from "./reporter-names.js";

/** Every built-in reporter, name → factory. */
export const reporters = Object.freeze({
  console: createConsoleReporter,
  html: createHtmlReporter,
  json: createJsonReporter,
  junit: createJunitReporter,
  markdown: createMarkdownReporter,
  // The names the CLI lists without loading this file: exactly these keys, no more, no fewer.
} satisfies Record<(typeof REPORTER_NAMES)[number], unknown>);

/** "console" | "html" | "json" | "junit" | "markdown". */
export type ReporterName = keyof typeof reporters;

/** The options object the named reporter's factory takes. */
export type ReporterOptions<N extends ReporterName> = Parameters<(typeof reporters)[N]>[0];

/**
 * Creates a built-in reporter by name. Names that come from the command line
 * are plain strings; an unknown one is a UsageError that lists the valid names.
 * The factories check their own options (html, junit and markdown need a `path`).
 */
export function createReporter<N extends ReporterName>(name: N, options: ReporterOptions<N>): Reporter;
export function createReporter(name: string, options?: unknown): Reporter;
export function createReporter(name: string, options?: unknown): Reporter {
  // hasOwn, not `in`: "toString" and friends are not reporters.
  if (!Object.hasOwn(reporters, name)) {
    throw new UsageError(`Unknown reporter "${name}". Valid reporters: ${Object.keys(reporters).join(", ")}.`);
  }
  const factory = reporters[name as ReporterName] as (options: unknown) => Reporter;
  return factory(options ?? {});
}
