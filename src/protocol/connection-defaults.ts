/**
 * The connection settings' defaults: one source for the config schema
 * (protocol/server-spec.ts) and for mcp/'s retry and circuit breaker.
 */

/** Consecutive failed connect tries that open a server's breaker. */
export const DEFAULT_FAILURE_THRESHOLD = 5;
/** How long an open breaker waits before a probe (ms). */
export const DEFAULT_COOLDOWN_MS = 30_000;
/** Delay before the first connect retry (ms). */
export const DEFAULT_INITIAL_DELAY_MS = 1000;
/** Longest delay between two connect tries (ms). */
export const DEFAULT_MAX_DELAY_MS = 16_000;
/** Connect retries after the first try. */
export const DEFAULT_MAX_RETRIES = 3;
