import { TokenBucket } from "../../src/util/token-bucket.js";
import { fakeClock, settle } from "../helpers/fake-clock.js";

test("with 3 a minute, three takes go at once and the fourth waits a third of a minute", async () => {
  const clock = fakeClock();
  const bucket = new TokenBucket({ perMinute: 3, clock });
  const served: number[] = [];
  const takes = [1, 2, 3, 4].map((i) => bucket.take(1).then(() => served.push(i)));
  await settle(() => served.length === 3);
  await settle();
  expect(served).toEqual([1, 2, 3]);
  expect(clock.pending()).toEqual([20_000]);
  clock.advance(19_999);
  await settle();
  expect(served).toEqual([1, 2, 3]);
  clock.advance(1);
  await Promise.all(takes);
  expect(served).toEqual([1, 2, 3, 4]);
});

test("waiters are served in order; one that aborts does not hold up the next", async () => {
  const clock = fakeClock();
  const bucket = new TokenBucket({ perMinute: 1, clock });
  await bucket.take(1);
  const aborted = new AbortController();
  const first = bucket.take(1, aborted.signal);
  const second = bucket.take(1);
  await settle(() => clock.pending().length === 1);
  aborted.abort(new Error("run cancelled"));
  await expect(first).rejects.toThrow("run cancelled");
  await settle(() => clock.pending().length === 1);
  clock.advance(60_000);
  await expect(second).resolves.toBeUndefined();
});

test("a debit leaves the bucket in debt, and the next take waits it out", async () => {
  const clock = fakeClock();
  const bucket = new TokenBucket({ perMinute: 600, clock });
  bucket.debit(900);
  expect(bucket.tokens).toBe(-300);
  let done = false;
  const take = bucket.take(0).then(() => (done = true));
  await settle(() => clock.pending().length === 1);
  expect(clock.pending()).toEqual([30_000]);
  expect(done).toBe(false);
  clock.advance(30_000);
  await take;
  expect(done).toBe(true);
});

test("a take larger than the bucket asks only for a full bucket; a bad rate is refused", async () => {
  const bucket = new TokenBucket({ perMinute: 2, clock: fakeClock() });
  await bucket.take(5);
  expect(bucket.tokens).toBe(0);
  expect(() => new TokenBucket({ perMinute: 0 })).toThrow("A token bucket needs a positive rate");
});
