import { redactSecrets } from "../config/collect-secrets.js";
import { exitCodeOf, McpvalsError } from "../errors.js";
import { stripControl } from "../report/format.js";
import type { CliIo } from "./cli-io.js";

/**
 * Prints an error the user can act on; returns its exit code (errors.ts maps
 * it, the same for every command). Redaction boundary: this is the one place
 * the CLI's free-text error line leaves, so `secrets` (the loaded config's)
 * are starred out here; a server's stderr quoted in a connect error can carry
 * what the server was given, and it goes through the terminal sanitiser, as it
 * can carry escape sequences and workflow commands too.
 */
export function reportError(error: unknown, io: CliIo, debug: boolean, secrets: readonly string[] = []): number {
  const redact = (text: string): string => stripControl(redactSecrets(text, secrets));
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
