import { McpvalsError } from "../errors.js";

const cassetteErrorMarker = Symbol.for("mcpvals.error.CassetteError");

/** A cassette could not serve a workflow: missing, stale, diverged, unreadable, or a live call without a key. */
export class CassetteError extends McpvalsError {
  readonly [cassetteErrorMarker] = true;

  constructor(message: string, options: { cause?: unknown } = {}) {
    super("CASSETTE", message, options);
  }

  /** True when `error` is a CassetteError, also from another copy of this module. */
  static override isInstance(error: unknown): error is CassetteError {
    return McpvalsError.hasMarker(error, cassetteErrorMarker);
  }
}
