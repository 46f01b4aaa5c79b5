/**
 * A circuit breaker per server: after `failureThreshold` consecutive failed
 * connect tries it opens, and every later connect fails at once instead of
 * stalling a workflow on a dead server. After `cooldownMs` it lets one probe
 * through (half-open): success closes it, failure opens it again.
 * The clock is injected so tests need no waiting.
 */
import { DEFAULT_COOLDOWN_MS, DEFAULT_FAILURE_THRESHOLD } from "../../protocol/connection-defaults.js";

/** closed: tries go through; open: tries are refused; half-open: one probe is allowed. */
export type BreakerState = "closed" | "open" | "half-open";

/** Circuit breaker settings. */
export interface CircuitBreakerOptions {
  /** Consecutive failed tries that open the breaker. @default 5 */
  failureThreshold?: number;
  /** How long the breaker stays open before a probe is allowed (ms). @default 30000 */
  cooldownMs?: number;
  /** @default Date.now */
  now?: () => number;
}

export class CircuitBreaker {
  private failures = 0;
  private openedAtMs: number | null = null;
  private probing = false;
  private readonly failureThreshold: number;
  private readonly cooldownMs: number;
  private readonly now: () => number;

  constructor({
    failureThreshold = DEFAULT_FAILURE_THRESHOLD,
    cooldownMs = DEFAULT_COOLDOWN_MS,
    now = Date.now,
  }: CircuitBreakerOptions = {}) {
    this.failureThreshold = Math.max(1, failureThreshold);
    this.cooldownMs = cooldownMs;
    this.now = now;
  }

  get state(): BreakerState {
    if (this.openedAtMs === null) return "closed";
    return this.now() - this.openedAtMs >= this.cooldownMs ? "half-open" : "open";
  }

  /** When the breaker last opened (epoch ms); null while closed. */
  get openedAt(): number | null {
    return this.openedAtMs;
  }

  /** Consecutive failures counted so far. */
  get consecutiveFailures(): number {
    return this.failures;
  }

  /**
   * Asks to make one try. False while open, and in half-open while another
   * probe is under way. A true answer in half-open claims the probe.
   */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === "closed") return true;
    if (state === "open" || this.probing) return false;
    this.probing = true;
    return true;
  }

  recordSuccess(): void {
    this.failures = 0;
    this.openedAtMs = null;
    this.probing = false;
  }

  /** A claimed probe that was cancelled (not the server's fault): lets the next caller probe. */
  abandonProbe(): void {
    this.probing = false;
  }

  recordFailure(): void {
    this.failures += 1;
    // A failed probe re-opens at once; otherwise the threshold decides.
    if (this.probing || this.failures >= this.failureThreshold) this.openedAtMs = this.now();
    this.probing = false;
  }
}
