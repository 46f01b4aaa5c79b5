/**
 * The current time as an ISO 8601 string, cached for the millisecond it names:
 * under load a client records thousands of calls a second, and formatting a
 * Date for each was a measurable part of a call's own cost (bench/load.mjs).
 * The string is exactly `new Date().toISOString()`'s.
 */
let cachedMs = Number.NaN;
let cachedText = "";

export function isoNow(): string {
  const ms = Date.now();
  if (ms !== cachedMs) {
    cachedMs = ms;
    cachedText = new Date(ms).toISOString();
  }
  return cachedText;
}
