import { McpvalsError } from "../errors.js";
import type { CliIo } from "./cli-io.js";

/** Prints an error the user can act on; returns its exit code. */
export function reportError(error: unknown, io: CliIo, debug: boolean): number {
  if (McpvalsError.isInstance(error)) {
    io.stderr.write(`mcpvals: ${error.message}\n`);
    if (debug && error.stack) io.stderr.write(`${error.stack}\n`);
    return error.exitCode;
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr.write(`mcpvals: unexpected error: ${message}\n`);
  if (debug && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
  else io.stderr.write("(run with --debug for the stack trace)\n");
  return 1;
}

/**
 * For commands that only look at servers (`tools`, `search`): a server that
 * cannot be reached is a set-up problem there (exit 2), not a failed evaluation.
 */
export function reportSetupError(error: unknown, io: CliIo, debug: boolean): number {
  if (McpvalsError.isInstance(error) && error.code === "SERVER_CONNECT") {
    io.stderr.write(`mcpvals: ${error.message}\n`);
    return 2;
  }
  return reportError(error, io, debug);
}
