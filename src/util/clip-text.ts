/**
 * `text` cut to `max` characters with an ellipsis, for quoting tool output,
 * model answers and server messages inside one-line errors. Never splits a
 * surrogate pair.
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? "") ? max - 1 : max;
  return `${text.slice(0, end)}…`;
}
