/**
 * Cohen's kappa between two raters over the same items (here: a person's
 * pass/fail labels and the judge's verdicts), with the large-sample standard
 * error of Fleiss, Cohen & Everitt (1969), the "ASE" that SAS PROC FREQ and
 * Fleiss, Levin & Paik (2003, eq. 18.13) give, and a Wald interval from it.
 * That SE holds under any true kappa (the simpler Cohen 1960 formula assumes
 * independence of the cells and is too narrow or wide by a few percent). The
 * interval is clipped to [-1, 1]: with the few dozen items a calibration has,
 * kappa + 1.96 SE often passes 1. Pure.
 *
 * @see https://support.sas.com/documentation/cdl/en/statug/63033/HTML/default/statug_freq_sect028.htm
 */
import { zForConfidence } from "./normal-quantile.js";

export interface KappaEstimate {
  /** (po - pe) / (1 - pe); null when undefined: both raters used one and the same category for every item (pe = 1). */
  kappa: number | null;
  /** Observed agreement: the share of items both raters put in the same category. */
  observed: number;
  /** Agreement expected by chance from the raters' margins. */
  expected: number;
  /** The asymptotic standard error (Fleiss, Cohen & Everitt 1969); null with kappa. */
  se: number | null;
  /** The Wald interval kappa ± z·se, clipped to [-1, 1]; null with kappa. */
  lower: number | null;
  upper: number | null;
  /** Items rated. */
  n: number;
}

/**
 * `table[i][j]`: how many items rater A put in category i and rater B in
 * category j (a square table of counts).
 */
export function cohenKappa(table: readonly (readonly number[])[], confidence = 0.95): KappaEstimate {
  const k = table.length;
  if (k < 2 || table.some((row) => row.length !== k || row.some((c) => !Number.isInteger(c) || c < 0)))
    throw new RangeError("cohenKappa: the table must be square (2 or more categories) of whole counts >= 0");
  const n = table.flat().reduce((sum, c) => sum + c, 0);
  if (n === 0) return { kappa: null, observed: 0, expected: 0, se: null, lower: null, upper: null, n };
  const p = table.map((row) => row.map((c) => c / n));
  const rows = p.map((row) => row.reduce((sum, x) => sum + x, 0));
  const cols = p.map((_, j) => p.reduce((sum, row) => sum + row[j]!, 0));
  const observed = p.reduce((sum, row, i) => sum + row[i]!, 0);
  const expected = rows.reduce((sum, r, i) => sum + r * cols[i]!, 0);
  // Float noise can leave pe a hair below 1 when both raters used one category only.
  if (expected >= 1 - 1e-12) return { kappa: null, observed, expected, se: null, lower: null, upper: null, n };
  const kappa = (observed - expected) / (1 - expected);
  const se = Math.sqrt(Math.max(0, kappaVariance(p, rows, cols, kappa, expected)) / n);
  const half = zForConfidence(confidence) * se;
  return { kappa, observed, expected, se, lower: Math.max(-1, kappa - half), upper: Math.min(1, kappa + half), n };
}

/** n·Var(kappa): Fleiss, Cohen & Everitt (1969), as in Fleiss, Levin & Paik (2003) eq. 18.13. */
function kappaVariance(p: number[][], rows: number[], cols: number[], kappa: number, expected: number): number {
  let diagonal = 0;
  let off = 0;
  for (let i = 0; i < p.length; i++) {
    diagonal += p[i]![i]! * (1 - (rows[i]! + cols[i]!) * (1 - kappa)) ** 2;
    for (let j = 0; j < p.length; j++) if (i !== j) off += p[i]![j]! * (cols[i]! + rows[j]!) ** 2;
  }
  const last = (kappa - expected * (1 - kappa)) ** 2;
  return (diagonal + (1 - kappa) ** 2 * off - last) / (1 - expected) ** 2;
}

/** The 2×2 table of two raters' pass/fail over the same items: rows rater A (pass, fail), columns rater B. */
export function passFailTable(pairs: ReadonlyArray<readonly [a: boolean, b: boolean]>): number[][] {
  const table = [
    [0, 0],
    [0, 0],
  ];
  for (const [a, b] of pairs) table[a ? 0 : 1]![b ? 0 : 1]! += 1;
  return table;
}
