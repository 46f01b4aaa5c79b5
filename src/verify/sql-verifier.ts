/**
 * `type: sql`: runs a query against a SQLite file (opened read-only) or a
 * PostgreSQL database and compares the answer: `{ value }` (first column of
 * the first row), `{ rows }` (in order; each row's given columns) or
 * `{ rowCount }`. Database values are compared leniently where drivers
 * differ: PostgreSQL returns bigint counts as strings ("1"), SQLite stores
 * booleans as 0/1, dates compare with their ISO string.
 */
import type { SqlVerifierSpec } from "../config/verify-schema.js";
import { deepEqual, isPlainObject } from "../match/match-values.js";
import { formatValue } from "../match/format-value.js";
import { databaseLabel, runSql } from "./run-sql.js";
import type { Verifier } from "./verifier.js";

export function createSqlVerifier(spec: SqlVerifierSpec): Verifier {
  return {
    name: spec.name ?? `sql ${databaseLabel(spec.database)}`,
    type: "sql",
    timeoutMs: spec.timeoutMs,
    async verify({ baseDir, signal, timeoutMs }) {
      const rows = await runSql({
        database: spec.database,
        sql: spec.query,
        params: spec.params,
        baseDir,
        mode: "query",
        timeoutMs,
        signal,
      });
      const { expect } = spec;
      if ("rowCount" in expect) {
        const passed = rows.length === expect.rowCount;
        return verdict(
          passed,
          `${expect.rowCount} row(s)`,
          `${rows.length} row(s)`,
          `expected ${expect.rowCount} row(s), the query returned ${rows.length}`,
        );
      }
      if ("rows" in expect) {
        const mismatch = firstRowMismatch(rows, expect.rows);
        return verdict(mismatch === null, formatValue(expect.rows), formatValue(rows), mismatch ?? "");
      }
      const first = rows[0];
      const actual = first === undefined ? undefined : Object.values(first)[0];
      const passed = first !== undefined && sqlValueEquals(actual, expect.value);
      const why = first === undefined ? "the query returned no rows" : `expected ${formatValue(expect.value)}, got ${formatValue(actual)}`;
      return verdict(passed, formatValue(expect.value), first === undefined ? "(no rows)" : formatValue(actual), why);
    },
  };
}

function verdict(passed: boolean, expected: string, actual: string, why: string) {
  return { passed, expected, actual, message: passed ? "" : why };
}

function firstRowMismatch(rows: ReadonlyArray<Record<string, unknown>>, expected: ReadonlyArray<Record<string, unknown>>): string | null {
  if (rows.length !== expected.length) return `expected ${expected.length} row(s), the query returned ${rows.length}`;
  for (const [index, want] of expected.entries()) {
    const row = rows[index]!;
    for (const [column, value] of Object.entries(want)) {
      if (!Object.hasOwn(row, column)) return `row ${index}: no column "${column}" (columns: ${Object.keys(row).join(", ")})`;
      if (!sqlValueEquals(row[column], value))
        return `row ${index}, column "${column}": expected ${formatValue(value)}, got ${formatValue(row[column])}`;
    }
  }
  return null;
}

/** Equality across driver representations (see the file comment). */
export function sqlValueEquals(actual: unknown, expected: unknown): boolean {
  if (deepEqual(actual, expected)) return true;
  if (typeof expected === "number" && (typeof actual === "string" || typeof actual === "bigint")) {
    return String(actual).trim() !== "" && Number(actual) === expected;
  }
  if (typeof expected === "boolean" && (actual === 0 || actual === 1 || actual === 0n || actual === 1n))
    return Number(actual) === Number(expected);
  if (typeof expected === "string" && actual instanceof Date)
    return actual.toISOString() === expected || actual.toISOString().startsWith(expected);
  if (typeof expected === "string" && typeof actual === "bigint") return actual.toString() === expected;
  if (isPlainObject(expected) && typeof actual === "string") {
    // json columns read back as text in SQLite.
    try {
      return deepEqual(JSON.parse(actual), expected);
    } catch {
      return false;
    }
  }
  return false;
}
