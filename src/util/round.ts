/** `value` rounded to `digits` decimals (the one rounding of every number the result carries). */
export function round(value: number, digits = 4): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
