import { McpvalsError } from "../errors.js";

/** A cassette could not serve a workflow: missing, stale, diverged, unreadable, or a live call without a key. */
export class CassetteError extends McpvalsError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super("CASSETTE", message, options);
  }
}
