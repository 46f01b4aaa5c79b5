import { clipText } from "../util/clip-text.js";

/** A value as short JSON for `expected` / `actual` (strings unquoted are ambiguous, so they stay JSON). */
export function formatValue(value: unknown, limit = 500): string {
  if (value === undefined) return "(nothing)";
  let text: string;
  try {
    text = JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v)) ?? String(value);
  } catch {
    text = String(value);
  }
  return clipText(text, limit);
}
