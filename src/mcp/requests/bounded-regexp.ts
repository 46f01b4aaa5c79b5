/**
 * Regular expressions from server-supplied schemas (`pattern`,
 * `patternProperties`, regex formats) must not be able to freeze the run: a
 * pattern such as `^(a+)+$` backtracks exponentially in V8's default engine,
 * synchronously, where no timeout or signal can reach it. Patterns run on V8's
 * linear-time engine (the `l` flag) wherever it accepts them, at no cost per
 * call; the rest run on a worker thread with a time limit.
 */
import { setFlagsFromString } from "node:v8";
import { testOnWorker } from "./regexp-worker.js";

// Makes the `l` flag available; it changes nothing for expressions without it.
setFlagsFromString("--enable-experimental-regexp-engine");

/** What ajv's `code.regExp` option expects back for a pattern. */
export interface BoundedRegExp {
  test(input: string): boolean;
  toString(): string;
}

const defaultLimitMs = 1_000;
let budget = { deadline: Number.POSITIVE_INFINITY, limitMs: defaultLimitMs };

/** Runs `fn` with at most `limitMs` in total for the patterns it tests on the worker. */
export function withRegExpBudget<T>(limitMs: number, fn: () => T): T {
  const outer = budget;
  budget = outer.deadline <= Date.now() + limitMs ? outer : { deadline: Date.now() + limitMs, limitMs };
  try {
    return fn();
  } finally {
    budget = outer;
  }
}

// Without the `u` flag the linear engine differs from the schema's Unicode
// semantics only on astral characters and on the escapes below.
const needsUnicodeSemantics = /\\[pPk]|\\u\{/;
const astral = /[\uD800-\uDFFF]/;

function linearOrUndefined(pattern: string, flags: string): RegExp | undefined {
  if (needsUnicodeSemantics.test(pattern)) return undefined;
  try {
    return new RegExp(pattern, `${flags.replace("u", "")}l`);
  } catch {
    return undefined;
  }
}

/** ajv's `code.regExp`: same validation semantics as `new RegExp(pattern, u)`, bounded in time. */
export const boundedRegExp = Object.assign(compileBounded, {
  // Only read by ajv's standalone code generation, which we do not use.
  code: "boundedRegExp",
});

function compileBounded(pattern: string, flags: string): BoundedRegExp {
  // Invalid patterns throw here, at compile time, as ajv expects.
  new RegExp(pattern, flags);
  const linear = linearOrUndefined(pattern, flags);
  const text = `/${pattern}/${flags}`;
  return {
    test(input: string): boolean {
      if (linear && !astral.test(input)) return linear.test(input);
      const remaining = Number.isFinite(budget.deadline) ? budget.deadline - Date.now() : defaultLimitMs;
      return testOnWorker(pattern, flags, input, { waitMs: Math.max(1, remaining), budgetMs: budget.limitMs });
    },
    toString: () => text,
  };
}
