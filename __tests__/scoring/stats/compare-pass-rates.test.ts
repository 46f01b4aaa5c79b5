import { comparePassRates } from "../../../src/scoring/stats/compare-pass-rates.js";
import { flakiness } from "../../../src/scoring/stats/flakiness.js";
import { passAtK, passAtOne, passHatK } from "../../../src/scoring/stats/pass-at-k.js";

const counts = (passes: number, attempts: number) => ({ passes, attempts });

describe("comparePassRates", () => {
  test("10/10 on the baseline against 5/10 is a regression", () => {
    const result = comparePassRates(counts(5, 10), counts(10, 10));
    expect(result.verdict).toBe("regression");
    expect(result.interval!.difference).toBeCloseTo(-0.5, 12);
    expect(result.interval!.upper).toBeLessThan(-0.1);
  });

  test("10/10 against 9/10 is no change: a one-attempt drop is within the noise", () => {
    expect(comparePassRates(counts(9, 10), counts(10, 10)).verdict).toBe("no_change");
  });

  test("4/5 on main against 3/5 on a branch does not flip the check", () => {
    const result = comparePassRates(counts(3, 5), counts(4, 5));
    expect(result.verdict).not.toBe("regression");
  });

  test("too few attempts on either side is insufficient data, with how many more would do", () => {
    const result = comparePassRates(counts(0, 2), counts(10, 10));
    expect(result.verdict).toBe("insufficient_data");
    expect(result.moreAttempts).toEqual({ head: 3, baseline: 0 });
    expect(comparePassRates(counts(5, 5), counts(1, 1), { minSamples: 3 }).moreAttempts).toEqual({ head: 0, baseline: 2 });
  });

  test("a drop larger than minEffect that the interval cannot confirm asks for more attempts", () => {
    // 7/10 vs 9/10 on a 200-attempt baseline: more attempts on this branch alone decide it.
    const result = comparePassRates(counts(7, 10), counts(180, 200));
    expect(result.verdict).toBe("insufficient_data");
    const more = result.moreAttempts!;
    expect(more.baseline).toBe(0);
    expect(more.head).toBeGreaterThan(0);
    // The suggestion is the smallest count that decides: one fewer would not.
    const at = (extra: number) => comparePassRates(counts(Math.round(0.7 * (10 + extra)), 10 + extra), counts(180, 200)).verdict;
    expect(at(more.head)).toBe("regression");
    expect(at(more.head - 1)).not.toBe("regression");
  });

  test("a small baseline needs attempts on both sides", () => {
    // With 9/10 on the baseline its own interval reaches 0.6: no number of head attempts alone confirms 0.7.
    const more = comparePassRates(counts(7, 10), counts(9, 10)).moreAttempts!;
    expect(more.head).toBe(more.baseline);
    expect(more.head).toBeGreaterThan(0);
    expect(comparePassRates(counts(7, 10), counts(9, 10), { maxSuggested: 2 }).moreAttempts).toBeNull();
  });

  test("an improvement needs its interval above minEffect", () => {
    expect(comparePassRates(counts(10, 10), counts(2, 10)).verdict).toBe("improvement");
    expect(comparePassRates(counts(10, 10), counts(9, 10)).verdict).toBe("no_change");
  });

  test("minEffect and confidence move the line", () => {
    // A 5/10 vs 10/10 drop is confirmed at 95% but not when only drops over 0.3 matter.
    expect(comparePassRates(counts(5, 10), counts(10, 10), { minEffect: 0.3 }).verdict).toBe("insufficient_data");
    expect(comparePassRates(counts(5, 10), counts(10, 10), { confidence: 0.999 }).verdict).not.toBe("regression");
  });
});

describe("repeat statistics", () => {
  test("pass@k and pass^k from n attempts with c passes", () => {
    expect(passAtK(3, 5, 1)).toBeCloseTo(0.6, 12);
    expect(passHatK(3, 5, 1)).toBeCloseTo(0.6, 12);
    // pass@2 = 1 - C(2,2)/C(5,2) = 1 - 1/10; pass^2 = C(3,2)/C(5,2) = 3/10.
    expect(passAtK(3, 5, 2)).toBeCloseTo(0.9, 12);
    expect(passHatK(3, 5, 2)).toBeCloseTo(0.3, 12);
    expect(passAtK(3, 5, 3)).toBe(1);
    expect(passHatK(3, 5, 5)).toBe(0);
    expect(passHatK(5, 5, 5)).toBe(1);
    expect(() => passAtK(3, 5, 6)).toThrow(RangeError);
  });

  test("pass@1 is the mean of the attempts with the sample standard deviation", () => {
    expect(passAtOne([true, true, false, false])).toEqual({ mean: 0.5, std: Math.sqrt(1 / 3) });
    expect(passAtOne([true])).toEqual({ mean: 1, std: 0 });
    expect(passAtOne([])).toEqual({ mean: 0, std: 0 });
  });

  test("a workflow that both passed and failed on the baseline is flaky, with its trend", () => {
    expect(flakiness([counts(5, 5), counts(5, 5)])).toMatchObject({ flaky: false, rate: 1, trend: "steady" });
    expect(flakiness([counts(0, 5), counts(0, 5)])).toMatchObject({ flaky: false, rate: 0 });
    expect(flakiness([counts(5, 5), counts(4, 5), counts(2, 5), counts(1, 5)])).toMatchObject({
      flaky: true,
      rate: 0.6,
      attempts: 20,
      trend: "falling",
    });
    expect(flakiness([counts(1, 1), counts(0, 1), counts(1, 1), counts(0, 1)])).toMatchObject({ flaky: true, rate: 0.5, trend: "steady" });
    expect(flakiness([])).toMatchObject({ flaky: false, rate: 0, attempts: 0 });
  });
});
