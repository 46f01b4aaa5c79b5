/**
 * `12464` → `"12,464"`, as `toLocaleString("en-US")` writes a count, without
 * it: the first locale-formatted number loads ICU's number formatting, ~7 MB
 * of a run's peak memory spent on a comma (bench/README.md, "Peak memory").
 * Up to three decimals, as en-US does; non-finite values as String() writes them.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(value * 1000) / 1000;
  const sign = rounded < 0 ? "-" : "";
  // toFixed, not toString: no exponent notation for large or tiny values.
  const [whole = "0", fraction = ""] = Math.abs(rounded).toFixed(3).split(".");
  const decimals = fraction.replace(/0+$/, "");
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${decimals ? `.${decimals}` : ""}`;
}
