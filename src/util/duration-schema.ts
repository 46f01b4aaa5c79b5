import { z } from "zod";

/**
 * Longest delay a Node timer can hold: 2^31 - 1 ms (about 24.8 days). A
 * longer one overflows and fires after 1 ms, so a timeout of 2^31 would fail
 * every call at once with "no answer within 2147483648 ms".
 * @see https://nodejs.org/api/timers.html#settimeoutcallback-delay-args
 */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A duration in whole milliseconds that a timer can wait for: from `min`
 * (default 1) to MAX_TIMER_MS, with a message saying why above that.
 */
export function durationMs({ min = 1 }: { min?: number } = {}): z.ZodNumber {
  return z
    .number()
    .int()
    .min(min)
    .max(MAX_TIMER_MS, `at most ${MAX_TIMER_MS} ms (about 24.8 days): Node timers cannot wait longer and would fire at once`);
}
