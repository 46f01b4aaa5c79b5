/**
 * Typed errors. Each carries a stable `code`, an optional `cause`, and an
 * `isInstance` check that works across bundled copies of this module (the
 * action bundle and the library can both be loaded in one process), which
 * `instanceof` does not.
 */
const marker = Symbol.for("mcpvals.error");

export type McpvalsErrorCode =
  | "CONFIG_NOT_FOUND"
  | "CONFIG_INVALID"
  | "USAGE"
  | "MISSING_API_KEY"
  | "SERVER_START"
  | "SERVER_CONNECT"
  | "SERVER_UNAVAILABLE"
  | "MODEL"
  | "CASSETTE"
  | "REPORT"
  | "ABORTED";

export class McpvalsError extends Error {
  readonly [marker] = true;
  readonly code: McpvalsErrorCode;
  /** Exit code the CLI uses for this error: 2 for usage and config errors, 1 otherwise. */
  readonly exitCode: number;

  constructor(code: McpvalsErrorCode, message: string, options: { cause?: unknown; exitCode?: number } = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.exitCode = options.exitCode ?? 1;
  }

  /**
   * True when `error` is an mcpvals error of this class or a subclass, also
   * when it comes from another bundled copy of this module: the marker says
   * "mcpvals error", the class names along its prototype chain say which.
   */
  static isInstance<T extends abstract new (...args: never[]) => McpvalsError>(this: T, error: unknown): error is InstanceType<T> {
    if (typeof error !== "object" || error === null || (error as Record<symbol, unknown>)[marker] !== true) return false;
    for (let proto = Object.getPrototypeOf(error) as { constructor?: { name?: string } } | null; proto; proto = Object.getPrototypeOf(proto)) {
      if (proto.constructor?.name === this.name) return true;
    }
    return false;
  }
}

/** The config file is missing, unreadable, or does not match the schema. */
export class ConfigError extends McpvalsError {
  /** File the problem is in, when known. */
  readonly file: string | undefined;
  /** One entry per problem: `path` is the dotted field path (`workflows[0].steps`). */
  readonly issues: ReadonlyArray<{ path: string; message: string }>;

  constructor(
    message: string,
    options: { file?: string; issues?: Array<{ path: string; message: string }>; cause?: unknown; code?: "CONFIG_NOT_FOUND" | "CONFIG_INVALID" } = {},
  ) {
    super(options.code ?? "CONFIG_INVALID", message, { cause: options.cause, exitCode: 2 });
    this.file = options.file;
    this.issues = options.issues ?? [];
  }
}

/** A command-line flag or a library option is wrong. */
export class UsageError extends McpvalsError {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super("USAGE", message, { cause: options.cause, exitCode: 2 });
  }
}

/** An LLM is configured but its API key is not available. Raised before any server starts. */
export class MissingApiKeyError extends McpvalsError {
  constructor(
    readonly provider: string,
    readonly envVar: string,
    readonly role: "agent" | "judge" | "search",
  ) {
    super(
      "MISSING_API_KEY",
      role === "search"
        ? `The search model (search.model) uses provider "${provider}" but no API key was found. Set ${envVar}, put \`apiKey\` in search.model, or remove search.model to rank without an LLM.`
        : `The ${role} model uses provider "${provider}" but no API key was found. ` +
          `Set ${envVar}, put \`apiKey\` in the model config, or use \`model: scripted\` to run without an LLM.`,
      { exitCode: 2 },
    );
  }
}

/** A server could not be started or reached (process exited, refused connection, timed out). */
export class ServerConnectError extends McpvalsError {
  /** Trying again cannot help (the command could not be run at all): no retries. */
  readonly permanent: boolean;

  constructor(
    readonly server: string,
    message: string,
    options: { cause?: unknown; permanent?: boolean } = {},
  ) {
    super("SERVER_CONNECT", message, { cause: options.cause });
    this.permanent = options.permanent ?? false;
  }
}

/**
 * A server could not be connected after retries, or its circuit breaker is
 * open: says which server, how many tries were made, the last error, and
 * since when the breaker is open, so a dead server fails fast and clearly.
 */
export class ServerUnavailableError extends McpvalsError {
  constructor(
    readonly server: string,
    readonly details: {
      /** Connect tries made by this call (0 when the open breaker refused at once). */
      attempts: number;
      lastError: string | null;
      /** ISO time the breaker opened; null while it is closed. */
      breakerOpenedAt: string | null;
    },
    options: { cause?: unknown } = {},
  ) {
    const { attempts, lastError, breakerOpenedAt } = details;
    const tried = attempts === 0 ? "not tried" : `${attempts} connect ${attempts === 1 ? "try" : "tries"} failed`;
    const breaker = breakerOpenedAt
      ? `; its circuit breaker is open since ${breakerOpenedAt} (set connection.breaker to tune), so connects fail fast`
      : "";
    super("SERVER_UNAVAILABLE", `Server "${server}" is unavailable: ${tried}${breaker}. Last error: ${lastError ?? "none"}`, options);
  }
}

/** Turns anything thrown into one line a user can act on. */
export function describeError(error: unknown): string {
  if (error instanceof Error || (typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string")) {
    return (error as { message: string }).message;
  }
  return String(error);
}
