/**
 * Reporters by name (for `--reporter junit` and the config's `reporters`)
 * and the one safe way to call their hooks.
 */
import { describeError, UsageError } from "../errors.js";
import { createConsoleReporter } from "./console/console-reporter.js";
import { createHtmlReporter } from "./html/html-reporter.js";
import { createJsonReporter } from "./json-reporter.js";
import { createJunitReporter } from "./junit-reporter.js";
import { createMarkdownReporter } from "./markdown/markdown-reporter.js";
import type { Reporter } from "./reporter.js";

/** Every built-in reporter, name → factory. */
export const reporters = Object.freeze({
  console: createConsoleReporter,
  html: createHtmlReporter,
  json: createJsonReporter,
  junit: createJunitReporter,
  markdown: createMarkdownReporter,
});

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

/** A hook that threw or rejected, with the position of its reporter in the list given to `emit`. */
export interface ReporterFailure {
  index: number;
  hook: keyof Reporter;
  error: unknown;
  /** One line for a log: `reporter #2 onRunEnd: EACCES: permission denied, open …`. */
  message: string;
}

/**
 * Calls `hook` on every reporter that has it, in order, with `this` bound to
 * the reporter. A reporter that throws (or whose promise rejects) does not
 * stop the others or the run: its error is collected and returned.
 *
 * All hooks are called synchronously before this returns, so progress order
 * is kept even when the caller does not await. The returned promise waits
 * for async hooks and never rejects; await it for `onRunEnd`, where files are
 * written.
 */
export async function emit<H extends keyof Reporter>(
  list: readonly Reporter[],
  hook: H,
  arg: Parameters<NonNullable<Reporter[H]>>[0],
): Promise<ReporterFailure[]> {
  const failures: ReporterFailure[] = [];
  const record = (index: number, error: unknown): void => {
    failures.push({ index, hook, error, message: `reporter #${index + 1} ${hook}: ${describeError(error)}` });
  };
  const pending: Array<Promise<void>> = [];
  list.forEach((reporter, index) => {
    const fn = reporter[hook] as ((this: Reporter, value: typeof arg) => unknown) | undefined;
    if (typeof fn !== "function") return;
    try {
      const returned = fn.call(reporter, arg);
      if (isPromiseLike(returned)) {
        pending.push(
          Promise.resolve(returned).then(
            () => undefined,
            (error: unknown) => record(index, error),
          ),
        );
      }
    } catch (error) {
      record(index, error);
    }
  });
  await Promise.all(pending);
  // Report in reporter order, not in the order async hooks happened to fail.
  return failures.sort((a, b) => a.index - b.index);
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === "object" && value !== null && typeof (value as { then?: unknown }).then === "function";
}
