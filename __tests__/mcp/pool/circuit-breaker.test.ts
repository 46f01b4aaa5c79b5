import { CircuitBreaker } from "../../../src/mcp/pool/circuit-breaker.js";

function clock(start = 1_000_000): { now: () => number; advance: (ms: number) => void } {
  let time = start;
  return { now: () => time, advance: (ms) => void (time += ms) };
}

describe("CircuitBreaker", () => {
  it("stays closed below the threshold; a success resets the count", () => {
    const breaker = new CircuitBreaker({ failureThreshold: 3, now: clock().now });
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.state).toBe("closed");
    expect(breaker.consecutiveFailures).toBe(2);
    breaker.recordSuccess();
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.state).toBe("closed");
    expect(breaker.tryAcquire()).toBe(true);
  });

  it("opens after repeated failures and refuses tries until the cool-down ends", () => {
    const time = clock();
    const breaker = new CircuitBreaker({ failureThreshold: 2, cooldownMs: 10_000, now: time.now });
    breaker.recordFailure();
    breaker.recordFailure();
    expect(breaker.state).toBe("open");
    expect(breaker.openedAt).toBe(1_000_000);
    expect(breaker.tryAcquire()).toBe(false);
    time.advance(9_999);
    expect(breaker.tryAcquire()).toBe(false);
    time.advance(1);
    expect(breaker.state).toBe("half-open");
  });

  it("half-open lets exactly one probe through; its success closes the breaker", () => {
    const time = clock();
    const breaker = new CircuitBreaker({ failureThreshold: 1, cooldownMs: 100, now: time.now });
    breaker.recordFailure();
    time.advance(100);
    expect(breaker.tryAcquire()).toBe(true);
    expect(breaker.tryAcquire()).toBe(false); // a second caller while the probe runs
    breaker.recordSuccess();
    expect(breaker.state).toBe("closed");
    expect(breaker.openedAt).toBeNull();
    expect(breaker.tryAcquire()).toBe(true);
  });

  it("a failed probe opens it again with a fresh cool-down; an abandoned probe frees the slot", () => {
    const time = clock();
    const breaker = new CircuitBreaker({ failureThreshold: 5, cooldownMs: 100, now: time.now });
    for (let i = 0; i < 5; i++) breaker.recordFailure();
    time.advance(150);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.abandonProbe();
    expect(breaker.tryAcquire()).toBe(true);
    breaker.recordFailure();
    expect(breaker.state).toBe("open");
    expect(breaker.openedAt).toBe(1_000_150);
    time.advance(99);
    expect(breaker.tryAcquire()).toBe(false);
  });
});
