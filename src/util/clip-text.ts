/** Options of {@link clipText}. */
export interface ClipTextOptions {
  /**
   * What follows the kept text, given how many characters were dropped
   * (`(n) => \`… (${n} more chars)\``).
   * @default () => "…"
   */
  marker?: (dropped: number) => string;
}

/**
 * `text` cut to `max` characters followed by a marker (an ellipsis unless
 * told), for quoting tool output, model answers and server messages. Never
 * splits a surrogate pair: a lone surrogate is not valid XML or JSON text and
 * renders as garbage in a terminal.
 */
export function clipText(text: string, max: number, { marker = () => "…" }: ClipTextOptions = {}): string {
  if (text.length <= max) return text;
  const end = safeSliceEnd(text, max);
  return `${text.slice(0, end)}${marker(text.length - end)}`;
}

/** Largest index <= `end` that does not fall between the two halves of a surrogate pair. */
export function safeSliceEnd(text: string, end: number): number {
  if (end <= 0 || end >= text.length) return Math.max(0, Math.min(end, text.length));
  const code = text.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? end - 1 : end;
}
