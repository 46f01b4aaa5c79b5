import { exitCodeOf, McpvalsError } from "../errors.js";
import { errorLine } from "../report/error-line.js";
import type { CliIo } from "./cli-io.js";

/**
 * Prints an error the user can act on; returns its exit code (errors.ts maps
 * it, the same for every command). The one place the CLI's free-text error
 * line leaves, through errorLine: `secrets` (the loaded config's) starred out,
 * the text sanitised for the terminal.
 */
export function reportError(error: unknown, io: CliIo, debug: boolean, secrets: readonly string[] = []): number {
  const redact = (text: string): string => errorLine(text, secrets);
  if (McpvalsError.isInstance(error)) {
    io.stderr.write(`mcpvals: ${redact(error.message)}\n`);
    if (debug && error.stack) io.stderr.write(`${redact(error.stack)}\n`);
    return exitCodeOf(error);
  }
  const message = error instanceof Error ? error.message : String(error);
  io.stderr.write(`mcpvals: unexpected error: ${redact(message)}\n`);
  if (debug && error instanceof Error && error.stack) io.stderr.write(`${redact(error.stack)}\n`);
  else io.stderr.write("(run with --debug for the stack trace)\n");
  return exitCodeOf(error);
}
