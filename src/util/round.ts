/** `value` rounded to `digits` decimals: scores and rates keep 4 so reports compare across runs. */
export function round(value: number, digits = 4): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
