/**
 * The intervals against published values: Newcombe (1998a) Table I for the
 * Wilson score interval of one proportion, Newcombe (1998b) Table II,
 * method 10, for the hybrid score interval of a difference (both 95%, four
 * decimals as printed in the papers).
 */
import { normalQuantile, zForConfidence } from "../../../src/scoring/stats/normal-quantile.js";
import { wilsonInterval } from "../../../src/scoring/stats/wilson-interval.js";
import { newcombeInterval } from "../../../src/scoring/stats/newcombe-interval.js";

const four = (x: number): string => x.toFixed(4);

test("normal quantiles", () => {
  expect(zForConfidence(0.95)).toBeCloseTo(1.959964, 6);
  expect(zForConfidence(0.9)).toBeCloseTo(1.644854, 6);
  expect(zForConfidence(0.99)).toBeCloseTo(2.575829, 6);
  expect(normalQuantile(0.5)).toBeCloseTo(0, 12);
  expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 6);
  expect(normalQuantile(0.999)).toBeCloseTo(3.090232, 6);
  expect(() => normalQuantile(1)).toThrow(RangeError);
});

test.each([
  [81, 263, "0.2553", "0.3662"],
  [15, 148, "0.0624", "0.1605"],
  [0, 20, "0.0000", "0.1611"],
  [1, 29, "0.0061", "0.1718"],
])("Wilson interval of %i/%i is %s to %s (Newcombe 1998a, Table I)", (x, n, lower, upper) => {
  const interval = wilsonInterval(x, n);
  expect([four(interval.lower), four(interval.upper)]).toEqual([lower, upper]);
});

test.each([
  [56, 70, 48, 80, "0.0524", "0.3339"],
  [9, 10, 3, 10, "0.1705", "0.8090"],
  [6, 7, 2, 7, "0.0582", "0.8062"],
  [5, 56, 0, 29, "-0.0381", "0.1926"],
  [0, 10, 0, 20, "-0.1611", "0.2775"],
  [10, 10, 0, 20, "0.6791", "1.0000"],
])("Newcombe interval of %i/%i − %i/%i is %s to %s (Newcombe 1998b, Table II, method 10)", (x1, n1, x2, n2, lower, upper) => {
  const interval = newcombeInterval({ passes: x1, attempts: n1 }, { passes: x2, attempts: n2 });
  expect([four(interval.lower), four(interval.upper)]).toEqual([lower, upper]);
  expect(interval.difference).toBeCloseTo(x1 / n1 - x2 / n2, 12);
});

test("the Wilson interval stays inside [0, 1] and widens with the confidence", () => {
  expect(wilsonInterval(10, 10)).toMatchObject({ rate: 1, upper: 1 });
  expect(wilsonInterval(0, 0)).toEqual({ rate: 0, lower: 0, upper: 1 });
  const narrow = wilsonInterval(7, 10, 0.8);
  const wide = wilsonInterval(7, 10, 0.99);
  expect(wide.lower).toBeLessThan(narrow.lower);
  expect(wide.upper).toBeGreaterThan(narrow.upper);
});

test("counts that cannot be are refused", () => {
  expect(() => wilsonInterval(3, 2)).toThrow(/0 <= passes <= attempts, got 3\/2/);
  expect(() => wilsonInterval(-1, 2)).toThrow(RangeError);
  expect(() => wilsonInterval(1.5, 2)).toThrow(RangeError);
});
