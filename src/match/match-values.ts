import { isDeepStrictEqual } from "node:util";

/** Structural equality of JSON-like values. */
export function deepEqual(actual: unknown, expected: unknown): boolean {
  return isDeepStrictEqual(actual, expected);
}

/** Every key of `expected` is present in `actual` with a deep-equal value (top level only). */
export function matchesKeys(actual: unknown, expected: Record<string, unknown>): boolean {
  if (!isPlainObject(actual)) return false;
  return Object.entries(expected).every(([key, value]) => key in actual && deepEqual(actual[key], value));
}

/**
 * Recursive partial match: objects match when every expected key matches,
 * arrays when every expected element matches the element at its index,
 * strings when the actual string contains the expected one, other values
 * when equal.
 */
export function matchesDeepPartial(actual: unknown, expected: unknown): boolean {
  if (typeof expected === "string") return typeof actual === "string" && actual.includes(expected);
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && expected.length <= actual.length && expected.every((item, i) => matchesDeepPartial(actual[i], item));
  }
  if (isPlainObject(expected)) {
    return (
      isPlainObject(actual) && Object.entries(expected).every(([key, value]) => key in actual && matchesDeepPartial(actual[key], value))
    );
  }
  return deepEqual(actual, expected);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
