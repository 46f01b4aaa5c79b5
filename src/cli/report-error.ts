import { redactSecrets } from "../config/collect-secrets.js";
import { McpvalsError } from "../errors.js";
import { stripControl } from "../report/format.js";
import type { CliIo } from "./cli-io.js";

/**
 * Prints an error the user can act on; returns its exit code. `secrets` (the
 * loaded config's) are starred out: a server's stderr quoted in a connect
 * error can carry what the server was given, and through the terminal
 * sanitiser, as it can carry escape sequences and workflow commands too.
 */
export function reportError(error: unknown, io: CliIo, debug: boolean, secrets: readonly string[] = []): number {
  const redact = (text: string): string => stripControl(redactSecrets(text, secrets));
  if (McpvalsError.isInstance(error)) {
    io.stderr.write(`mcpvals: ${redact(error.message)}\n`);
    if (debug && error.stack) io.stderr.write(`${redact(error.stack)}\n`);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr.write(`mcpvals: unexpected error: ${redact(message)}\n`);
  if (debug && error instanceof Error && error.stack) io.stderr.write(`${redact(error.stack)}\n`);
  else io.stderr.write("(run with --debug for the stack trace)\n");
  return 1;
}

/**
 * For commands that only look at servers (`tools`, `search`): a server that
 * cannot be reached is a set-up problem there (exit 2), not a failed evaluation.
 */
export function reportSetupError(error: unknown, io: CliIo, debug: boolean, secrets: readonly string[] = []): number {
  if (McpvalsError.isInstance(error) && (error.code === "SERVER_CONNECT" || error.code === "SERVER_UNAVAILABLE")) {
    io.stderr.write(`mcpvals: ${stripControl(redactSecrets(error.message, secrets))}\n`);
    return 2;
  }
  return reportError(error, io, debug, secrets);
}
