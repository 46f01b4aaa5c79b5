import { redactSecrets } from "../config/collect-secrets.js";

/**
 * Replaces every secret value in every string of a result (messages, tool
 * arguments and outputs, errors) with `***`. Called once per output boundary:
 * - a run: its events, as the event channel hands them out (eval/evaluate.ts),
 *   and its result, with what the state folder keeps of it, as it leaves
 *   finishRun (eval/finish-run.ts); an error it throws (redactError, evaluate.ts);
 * - a check report, as it leaves runCheck (check/run-check.ts);
 * - a cassette, as it is written (cassettes/cassette-file.ts `writeCassette`);
 * - what the search, tools and proxy faces hand out of servers' listings and
 *   answers (eval/search-servers.ts, cli/commands/tools-command.ts,
 *   proxy/proxy-server.ts);
 * - each face's free-text error line: report/error-line.ts `errorLine`
 *   (the CLI's reportError, the action's failure line, the proxy's warnings).
 * __tests__/github/planted-secret.int.test.ts plants a secret and looks for it in
 * every output kind.
 */
export function redactResult<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  return walk(value, secrets) as T;
}

/**
 * An error a library call throws, its message and stack without the secrets
 * (rewritten in place, so its class and `isInstance` still hold): a connect
 * error quotes a server's stderr, which can carry what the server was given.
 */
export function redactError<E>(error: E, secrets: readonly string[]): E {
  if (error instanceof Error && secrets.length > 0) {
    error.message = redactSecrets(error.message, secrets);
    if (error.stack) error.stack = redactSecrets(error.stack, secrets);
  }
  return error;
}

function walk(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === "string") return redactSecrets(value, secrets);
  if (Array.isArray(value)) return value.map((v) => walk(v, secrets));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [redactSecrets(k, secrets), walk(v, secrets)]));
  }
  return value;
}
