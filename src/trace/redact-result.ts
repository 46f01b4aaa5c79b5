import { redactSecrets } from "../config/collect-secrets.js";

/**
 * Replaces every secret value in every string of a result (messages, tool
 * arguments and outputs, errors) with `***`. Called at the output boundaries:
 * - a run's result as it leaves the run: the event channel every reporter
 *   hears (eval/evaluate.ts) and the returned result (eval/finish-run.ts);
 * - a check report as it leaves check: cli/commands/check-command.ts and
 *   github/run-protocol-check.ts (the two faces that run it);
 * - what the tools, search and proxy faces print of servers' listings.
 * The faces' free-text error lines are redacted in cli/report-error.ts and
 * github/run-action.ts `runAction`. __tests__/github/planted-secret.test.ts
 * plants a secret and looks for it in every output kind.
 */
export function redactResult<T>(value: T, secrets: string[]): T {
  if (secrets.length === 0) return value;
  return walk(value, secrets) as T;
}

function walk(value: unknown, secrets: string[]): unknown {
  if (typeof value === "string") return redactSecrets(value, secrets);
  if (Array.isArray(value)) return value.map((v) => walk(v, secrets));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [redactSecrets(k, secrets), walk(v, secrets)]));
  }
  return value;
}
