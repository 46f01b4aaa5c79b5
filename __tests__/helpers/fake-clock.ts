/**
 * A clock that moves only when told: `sleep` waits until `advance` passes its
 * deadline (or its signal aborts). Lets rate-limit and backoff tests count
 * waits instead of sleeping.
 */
export interface FakeClock {
  now: () => number;
  sleep: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
  /** Sleeps begun and not yet over. */
  pending: () => number[];
  /** Moves time on by `ms`, ending the sleeps whose deadline it passes. */
  advance: (ms: number) => void;
}

export function fakeClock(): FakeClock {
  let time = 0;
  let sleeps: Array<{ until: number; ms: number; resolve: () => void }> = [];
  return {
    now: () => time,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        const entry = { until: time + ms, ms, resolve };
        sleeps.push(entry);
        signal?.addEventListener(
          "abort",
          () => {
            sleeps = sleeps.filter((s) => s !== entry);
            reject(signal.reason as Error);
          },
          { once: true },
        );
      }),
    pending: () => sleeps.map((s) => s.ms),
    advance: (ms) => {
      time += ms;
      const due = sleeps.filter((s) => s.until <= time);
      sleeps = sleeps.filter((s) => s.until > time);
      for (const s of due) s.resolve();
    },
  };
}

/** Lets pending promise callbacks run (a bounded number of event-loop turns), until `done` holds. */
export async function settle(done: () => boolean = () => false, turns = 50): Promise<void> {
  for (let i = 0; i < turns && !done(); i++) await new Promise((resolve) => setImmediate(resolve));
}
