import { McpvalsError } from "../errors.js";

const marker = Symbol.for("mcpvals.error.UnmutatedRunError");

/**
 * The suite did not pass unmutated, so `mcpvals mutate` stops: a mutation
 * score over a failing suite means nothing. Exit 2 when the suite failed on
 * a verdict, 3 when it failed only for infrastructure (a server not reached).
 */
export class UnmutatedRunError extends McpvalsError {
  readonly [marker] = true;

  constructor(message: string, options: { infrastructure: boolean; cause?: unknown }) {
    super(options.infrastructure ? "SUITE_UNREACHABLE" : "SUITE_FAILING", message, { cause: options.cause });
  }

  /** True when `error` is an UnmutatedRunError, also from another copy of this module. */
  static override isInstance(error: unknown): error is UnmutatedRunError {
    return McpvalsError.hasMarker(error, marker);
  }
}
