/**
 * Per-run isolation: every run of a workflow gets a fresh id, substituted
 * for `{{databaseId}}` in the server spec, setup / teardown steps and
 * verifiers, so each run can use its own database, schema or file. Agent
 * runs (a Task's `mcps`) get the same id format and substitution; this file
 * sits in protocol/ so mcp/ (a run's connection manager) and the agent side
 * need not import config/ or verify/.
 */
import { parentEnvOf, withParentEnv } from "../util/safe-env.js";

export const DATABASE_ID_TOKEN = "{{databaseId}}";

/** `mcpvals_` and 8 hex digits: a valid unquoted SQL identifier and a safe file name. */
export function newDatabaseId(): string {
  // node:crypto loads here, on first use: reading a config (`mcpvals list`) imports this file and makes no id.
  return `mcpvals_${process.getBuiltinModule("node:crypto").randomBytes(4).toString("hex")}`;
}

/** Replaces `{{databaseId}}` in every string of `value` (deeply; keys are left alone). */
export function substituteDatabaseId<T>(value: T, databaseId: string): T {
  return walk(value, databaseId) as T;
}

function walk(value: unknown, id: string): unknown {
  if (typeof value === "string") return value.replaceAll(DATABASE_ID_TOKEN, id);
  if (Array.isArray(value)) return value.map((item) => walk(item, id));
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(Object.getPrototypeOf(value) ?? Object.prototype) === null) {
    // A server spec's parent environment (a hidden property) stays with the copy.
    return withParentEnv(Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item, id)])), parentEnvOf(value));
  }
  return value;
}
