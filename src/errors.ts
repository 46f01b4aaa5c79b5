/**
 * Typed errors. Each carries a stable `code`, an optional `cause`, and an
 * `isInstance` check that works across bundled copies of this module (the
 * action bundle and the library can both be loaded in one process), which
 * `instanceof` does not. As in the AI SDK
 * (https://github.com/vercel/ai/blob/main/packages/provider/src/errors/ai-sdk-error.ts),
 * every class sets its own `Symbol.for("mcpvals.error.<Class>")` marker on
 * its instances: the registry symbol is the same in every copy, and survives a
 * bundler that renames classes. A subclass instance carries its parents'
 * markers too, so `McpvalsError.isInstance(new ConfigError(...))` holds.
 */
import { EXIT, type ExitCode } from "./exit-code.js";

const marker = Symbol.for("mcpvals.error.McpvalsError");

export type McpvalsErrorCode =
  | "CONFIG_NOT_FOUND"
  | "CONFIG_INVALID"
  | "USAGE"
  | "MISSING_API_KEY"
  | "MISSING_PACKAGE"
  | "SERVER_START"
  | "SERVER_CONNECT"
  | "SERVER_UNAVAILABLE"
  | "AUTH"
  | "MODEL"
  | "CASSETTE"
  | "REPORT"
  | "ABORTED";

/** The one mapping from an error to an exit code; exhaustive, so a new code must choose. */
const EXIT_BY_CODE: Readonly<Record<McpvalsErrorCode, ExitCode>> = {
  CONFIG_NOT_FOUND: EXIT.usage,
  CONFIG_INVALID: EXIT.usage,
  USAGE: EXIT.usage,
  MISSING_API_KEY: EXIT.usage,
  MISSING_PACKAGE: EXIT.usage,
  SERVER_START: EXIT.infrastructure,
  SERVER_CONNECT: EXIT.infrastructure,
  SERVER_UNAVAILABLE: EXIT.infrastructure,
  // Credentials the authorization server refused (revoked, expired, wrong client) are broken infrastructure, not a verdict.
  AUTH: EXIT.infrastructure,
  MODEL: EXIT.infrastructure,
  ABORTED: EXIT.infrastructure,
  // A cassette that cannot serve its workflow (stale, diverged) is a finding about the suite, as before.
  CASSETTE: EXIT.failed,
  REPORT: EXIT.failed,
};

export class McpvalsError extends Error {
  readonly [marker] = true;
  readonly code: McpvalsErrorCode;

  constructor(code: McpvalsErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
  }

  /** Exit code of a command that ends with this error (see EXIT): derived from `code`. */
  get exitCode(): ExitCode {
    return EXIT_BY_CODE[this.code];
  }

  /** True when `error` is an McpvalsError (of any subclass), also from another copy of this module. */
  static isInstance(error: unknown): error is McpvalsError {
    return McpvalsError.hasMarker(error, marker);
  }

  /** True when `error` carries `classMarker` (a `Symbol.for("mcpvals.error.<Class>")`): what each subclass's isInstance asks. */
  protected static hasMarker(error: unknown, classMarker: symbol): boolean {
    return typeof error === "object" && error !== null && (error as Record<symbol, unknown>)[classMarker] === true;
  }
}

const configErrorMarker = Symbol.for("mcpvals.error.ConfigError");

/** The config file is missing, unreadable, or does not match the schema. */
export class ConfigError extends McpvalsError {
  readonly [configErrorMarker] = true;

  /** File the problem is in, when known. */
  readonly file: string | undefined;
  /** One entry per problem: `path` is the dotted field path (`workflows[0].steps`). */
  readonly issues: ReadonlyArray<{ path: string; message: string }>;

  constructor(
    message: string,
    options: {
      file?: string;
      issues?: Array<{ path: string; message: string }>;
      cause?: unknown;
      code?: "CONFIG_NOT_FOUND" | "CONFIG_INVALID";
    } = {},
  ) {
    super(options.code ?? "CONFIG_INVALID", message, { cause: options.cause });
    this.file = options.file;
    this.issues = options.issues ?? [];
  }

  /** True when `error` is a ConfigError, also from another copy of this module. */
  static override isInstance(error: unknown): error is ConfigError {
    return McpvalsError.hasMarker(error, configErrorMarker);
  }
}

const usageErrorMarker = Symbol.for("mcpvals.error.UsageError");

/** A command-line flag or a library option is wrong. */
export class UsageError extends McpvalsError {
  readonly [usageErrorMarker] = true;

  constructor(message: string, options: { cause?: unknown } = {}) {
    super("USAGE", message, { cause: options.cause });
  }

  /** True when `error` is a UsageError, also from another copy of this module. */
  static override isInstance(error: unknown): error is UsageError {
    return McpvalsError.hasMarker(error, usageErrorMarker);
  }
}

const missingApiKeyErrorMarker = Symbol.for("mcpvals.error.MissingApiKeyError");

/** An LLM is configured but its API key is not available. Raised before any server starts. */
export class MissingApiKeyError extends McpvalsError {
  readonly [missingApiKeyErrorMarker] = true;

  constructor(
    readonly provider: string,
    readonly envVar: string,
    readonly role: "agent" | "judge" | "search" | "user",
  ) {
    super(
      "MISSING_API_KEY",
      role === "search"
        ? `The search model (search.model) uses provider "${provider}" but no API key was found. Set ${envVar}, put \`apiKey\` in search.model, or remove search.model to rank without an LLM.`
        : `The ${role === "user" ? "simulated user's" : role} model uses provider "${provider}" but no API key was found. ` +
            `Set ${envVar}, put \`apiKey\` in the model config, or use \`model: scripted\` to run without an LLM.`,
    );
  }

  /** True when `error` is a MissingApiKeyError, also from another copy of this module. */
  static override isInstance(error: unknown): error is MissingApiKeyError {
    return McpvalsError.hasMarker(error, missingApiKeyErrorMarker);
  }
}

const missingPackageErrorMarker = Symbol.for("mcpvals.error.MissingPackageError");

/** A feature needs an optional package (a provider, the local embedding model, pg) that is not installed. */
export class MissingPackageError extends McpvalsError {
  readonly [missingPackageErrorMarker] = true;

  constructor(
    /** The packages the feature needs, e.g. ["@ai-sdk/anthropic"]. */
    readonly packages: readonly string[],
    /** The command that installs them, e.g. `npm i @ai-sdk/anthropic@^4.0.105`. */
    readonly installCommand: string,
    feature: string,
    options: { cause?: unknown } = {},
  ) {
    super(
      "MISSING_PACKAGE",
      `${feature} needs ${packages.join(", ")}, which ${packages.length === 1 ? "is" : "are"} not installed (optional, to keep mcpvals small). Install with: ${installCommand}`,
      { cause: options.cause },
    );
  }

  /** True when `error` is a MissingPackageError, also from another copy of this module. */
  static override isInstance(error: unknown): error is MissingPackageError {
    return McpvalsError.hasMarker(error, missingPackageErrorMarker);
  }
}

const serverConnectErrorMarker = Symbol.for("mcpvals.error.ServerConnectError");

/** A server could not be started or reached (process exited, refused connection, timed out). */
export class ServerConnectError extends McpvalsError {
  readonly [serverConnectErrorMarker] = true;

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

  /** True when `error` is a ServerConnectError, also from another copy of this module. */
  static override isInstance(error: unknown): error is ServerConnectError {
    return McpvalsError.hasMarker(error, serverConnectErrorMarker);
  }
}

const serverUnavailableErrorMarker = Symbol.for("mcpvals.error.ServerUnavailableError");

/**
 * A server could not be connected after retries, or its circuit breaker is
 * open: says which server, how many tries were made, the last error, and
 * since when the breaker is open, so a dead server fails fast and clearly.
 */
export class ServerUnavailableError extends McpvalsError {
  readonly [serverUnavailableErrorMarker] = true;

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

  /** True when `error` is a ServerUnavailableError, also from another copy of this module. */
  static override isInstance(error: unknown): error is ServerUnavailableError {
    return McpvalsError.hasMarker(error, serverUnavailableErrorMarker);
  }
}

const sandboxUnavailableErrorMarker = Symbol.for("mcpvals.error.SandboxUnavailableError");

/**
 * A server's `sandbox` cannot be had here (no bwrap, user namespaces refused,
 * not Linux) and it is `required`: the server is not started, never started
 * unsandboxed in silence. The message names what is missing and how to get it.
 */
export class SandboxUnavailableError extends McpvalsError {
  readonly [sandboxUnavailableErrorMarker] = true;

  constructor(message: string, options: { cause?: unknown } = {}) {
    super("SERVER_START", message, options);
  }

  /** True when `error` is a SandboxUnavailableError, also from another copy of this module. */
  static override isInstance(error: unknown): error is SandboxUnavailableError {
    return McpvalsError.hasMarker(error, sandboxUnavailableErrorMarker);
  }
}

/** The exit code of a command that ends with `error`: an unexpected one (a bug) is 1, never 0. */
export function exitCodeOf(error: unknown): ExitCode {
  return McpvalsError.isInstance(error) ? error.exitCode : EXIT.failed;
}

/** Turns anything thrown into one line a user can act on. */
export function describeError(error: unknown): string {
  if (
    error instanceof Error ||
    (typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string")
  ) {
    return (error as { message: string }).message;
  }
  return String(error);
}
