/**
 * The agreement statistics of judge calibration against published worked
 * examples: Cohen's kappa and its asymptotic standard error on the skin
 * condition data of the SAS PROC FREQ "Agreement Study" (Getting Started,
 * Table 3.2: kappa 0.3449, ASE 0.0724, 95% limits 0.2030 to 0.4868), the
 * 50-item kappa example of Wikipedia's "Cohen's kappa" article (kappa 0.4),
 * and Spearman's rho on the IQ / hours-of-television example of Wikipedia's
 * "Spearman's rank correlation coefficient" article (rho = -29/165).
 */
import { cohenKappa, passFailTable } from "../../../src/scoring/stats/cohen-kappa.js";
import { meanRanks, spearmanRho } from "../../../src/scoring/stats/spearman-rho.js";
import { zForConfidence } from "../../../src/scoring/stats/normal-quantile.js";

const four = (x: number | null): string | null => (x === null ? null : x.toFixed(4));

test("kappa, its ASE and its 95% interval on the SAS PROC FREQ agreement study (4 categories, 88 patients)", () => {
  const skin = [
    [10, 4, 1, 0],
    [5, 10, 12, 2],
    [2, 4, 12, 5],
    [0, 2, 6, 13],
  ];
  const estimate = cohenKappa(skin);
  expect(estimate.n).toBe(88);
  expect([four(estimate.kappa), four(estimate.se), four(estimate.lower), four(estimate.upper)]).toEqual([
    "0.3449",
    "0.0724",
    "0.2030",
    "0.4868",
  ]);
});

test("kappa 0.4 on Wikipedia's 50-application example (20 yes-yes, 5, 10, 15 no-no)", () => {
  const estimate = cohenKappa([
    [20, 5],
    [10, 15],
  ]);
  expect(estimate.observed).toBeCloseTo(0.7, 12);
  expect(estimate.expected).toBeCloseTo(0.5, 12);
  expect(estimate.kappa).toBeCloseTo(0.4, 12);
});

test("a judge agreeing with 9 of 10 balanced labels: kappa 0.8, SE 0.1859 (worked by hand below), interval clipped at 1", () => {
  // p = [[.5, 0], [.1, .4]], rows .5/.5, columns .6/.4: po .9, pe .5, kappa .8. n·Var = (.5(1-1.1·.2)² +
  // .4(1-.9·.2)² + .2²·.1(.4+.5)² - (.8-.5·.2)²) / .5² = (.3042 + .26896 + .00324 - .49) / .25 = .3456; SE = √.03456.
  const estimate = cohenKappa(passFailTable([...pairs(5, [true, true]), [false, true], ...pairs(4, [false, false])]));
  expect(estimate.kappa).toBeCloseTo(0.8, 12);
  expect(estimate.se).toBeCloseTo(Math.sqrt(0.03456), 12);
  expect(estimate.lower).toBeCloseTo(0.8 - zForConfidence(0.95) * Math.sqrt(0.03456), 12);
  expect(estimate.upper).toBe(1);
});

test("a judge agreeing with 5 of 10: kappa 0, a symmetric interval", () => {
  const table = passFailTable([
    ...pairs(3, [true, true]),
    ...pairs(2, [true, false]),
    ...pairs(3, [false, true]),
    ...pairs(2, [false, false]),
  ]);
  expect(table).toEqual([
    [3, 2],
    [3, 2],
  ]);
  const estimate = cohenKappa(table);
  expect(estimate.kappa).toBeCloseTo(0, 12);
  expect(estimate.lower).toBeCloseTo(-(estimate.upper ?? NaN), 12);
  expect(four(estimate.se)).toBe("0.3098");
});

test("kappa is undefined when both raters used one category for everything, and for no items", () => {
  expect(
    cohenKappa([
      [10, 0],
      [0, 0],
    ]).kappa,
  ).toBeNull();
  expect(
    cohenKappa([
      [0, 0],
      [0, 0],
    ]),
  ).toMatchObject({ kappa: null, n: 0 });
  expect(() => cohenKappa([[1, 2, 3]])).toThrow(RangeError);
});

test("Spearman's rho on Wikipedia's IQ / television example is -29/165", () => {
  const iq = [106, 100, 86, 101, 99, 103, 97, 113, 112, 110];
  const tv = [7, 27, 2, 50, 28, 29, 20, 12, 6, 17];
  const estimate = spearmanRho(iq.map((x, i) => [x, tv[i]!] as const));
  expect(estimate.rho).toBeCloseTo(-29 / 165, 12);
  // The Fisher-z interval: tanh(atanh(rho) ± 1.96/√7).
  const half = zForConfidence(0.95) / Math.sqrt(7);
  expect(estimate.lower).toBeCloseTo(Math.tanh(Math.atanh(-29 / 165) - half), 12);
  expect(estimate.upper).toBeCloseTo(Math.tanh(Math.atanh(-29 / 165) + half), 12);
});

test("ties share their mean rank, and rho stays a correlation of ranks", () => {
  expect(meanRanks([0.5, 0.9, 0.5, 0.1])).toEqual([2.5, 4, 2.5, 1]);
  expect(
    spearmanRho([
      [0.1, 1],
      [0.2, 2],
      [0.3, 3],
      [0.4, 4],
    ]).rho,
  ).toBeCloseTo(1, 12);
  expect(
    spearmanRho([
      [0.1, 0.5],
      [0.2, 0.5],
      [0.3, 0.5],
    ]),
  ).toMatchObject({ rho: null });
  expect(
    spearmanRho([
      [0, 0],
      [1, 1],
      [2, 3],
    ]),
  ).toMatchObject({ lower: null, upper: null });
});

function pairs(count: number, pair: readonly [boolean, boolean]): Array<readonly [boolean, boolean]> {
  return Array.from({ length: count }, () => pair);
}
