import { backoffDelay, realSleep, RetriesExhausted, retryWithBackoff, type Sleep } from "../../../src/mcp/pool/retry-with-backoff.js";

/** A sleep that only records what it was asked to wait. */
function recordingSleep(): { sleep: Sleep; delays: number[] } {
  const delays: number[] = [];
  return { delays, sleep: async (ms) => void delays.push(ms) };
}

describe("backoffDelay", () => {
  it("doubles from 1 s and caps at 16 s", () => {
    expect([1, 2, 3, 4, 5, 6, 9].map((retry) => backoffDelay(retry))).toEqual([1000, 2000, 4000, 8000, 16_000, 16_000, 16_000]);
  });

  it("takes its own start and cap", () => {
    expect([1, 2, 3, 4].map((retry) => backoffDelay(retry, { initialDelayMs: 10, maxDelayMs: 25 }))).toEqual([10, 20, 25, 25]);
    expect(backoffDelay(0)).toBe(0);
  });
});

describe("retryWithBackoff", () => {
  it("retries until a try succeeds, sleeping the schedule in between", async () => {
    const { sleep, delays } = recordingSleep();
    const tries: number[] = [];
    const value = await retryWithBackoff({
      maxRetries: 3,
      sleep,
      attempt: async (n) => {
        tries.push(n);
        if (n < 3) throw new Error(`failure ${n}`);
        return "ok";
      },
    });
    expect(value).toBe("ok");
    expect(tries).toEqual([1, 2, 3]);
    expect(delays).toEqual([1000, 2000]);
  });

  it("gives up after maxRetries + 1 tries with the last error and the number of tries", async () => {
    const { sleep, delays } = recordingSleep();
    const error = await retryWithBackoff({
      maxRetries: 5,
      sleep,
      attempt: async (n) => {
        throw new Error(`failure ${n}`);
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RetriesExhausted);
    expect((error as RetriesExhausted).attempts).toBe(6);
    expect(((error as RetriesExhausted).lastError as Error).message).toBe("failure 6");
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000]);
  });

  it("stops at once when shouldRetry says so (an open breaker)", async () => {
    const { sleep, delays } = recordingSleep();
    const error = await retryWithBackoff({
      maxRetries: 3,
      sleep,
      shouldRetry: (_error, attempt) => attempt < 2,
      attempt: async () => {
        throw new Error("down");
      },
    }).catch((e: unknown) => e);
    expect((error as RetriesExhausted).attempts).toBe(2);
    expect(delays).toEqual([1000]);
  });

  it("an abort cuts a backoff sleep short", async () => {
    const controller = new AbortController();
    let tries = 0;
    const sleeps: number[] = [];
    const sleep: Sleep = (ms, signal) => {
      sleeps.push(ms);
      // The run is cancelled while we wait a (real) minute.
      controller.abort(new Error("run cancelled"));
      return realSleep(ms, signal);
    };
    const error = await retryWithBackoff({
      maxRetries: 3,
      initialDelayMs: 60_000,
      maxDelayMs: 60_000,
      sleep,
      signal: controller.signal,
      attempt: async () => {
        tries++;
        throw new Error("down");
      },
    }).catch((e: unknown) => e);
    expect((error as Error).message).toBe("run cancelled");
    expect(tries).toBe(1);
    expect(sleeps).toEqual([60_000]);
  });

  it("realSleep resolves after its delay and rejects at once on an already aborted signal", async () => {
    await expect(realSleep(1)).resolves.toBeUndefined();
    await expect(realSleep(60_000, AbortSignal.abort(new Error("gone")))).rejects.toThrow("gone");
  });
});
