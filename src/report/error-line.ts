/**
 * A face's free-text line about an error or a warning (the CLI's `mcpvals:
 * ...` on stderr, the action's failure line, the proxy's warnings): the one
 * redaction boundary of such lines. The config's secrets are starred out (a
 * server's stderr quoted in a connect error can carry what the server was
 * given), and the text goes through the terminal sanitiser, as it can carry
 * escape sequences and workflow commands too.
 */
import { redactSecrets } from "../secrets/redact-secrets.js";
import { stripControl } from "./format.js";

export function errorLine(text: string, secrets: readonly string[]): string {
  return stripControl(redactSecrets(text, secrets));
}
