import { redactSecrets } from "../config/collect-secrets.js";

/**
 * Replaces every secret value in every string of a result (messages, tool
 * arguments and outputs, errors) with `***`. Done once, before any reporter
 * sees the result, so no output path can leak a key a server echoed back.
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
