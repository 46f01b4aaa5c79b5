/**
 * The few number and count words the metrics' texts share (a report prints
 * them as they are): "0.40", "1 failing call".
 */

/** A score as reports print it: two decimals. */
export function scoreWords(score: number): string {
  return score.toFixed(2);
}

/** "1 failing call", "2 failing calls". */
export function countWords(count: number, singular: string): string {
  return `${count} ${count === 1 ? singular : `${singular}s`}`;
}
