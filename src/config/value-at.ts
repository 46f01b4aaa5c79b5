import type { PathSegment } from "./format-path.js";

/** The value at `at` inside `input`; undefined where the path leaves objects and arrays. */
export function valueAt(input: unknown, at: ReadonlyArray<PathSegment>): unknown {
  let value = input;
  for (const segment of at) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[segment];
  }
  return value;
}
