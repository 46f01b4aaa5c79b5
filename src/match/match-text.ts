/**
 * Expected-state matching: a case-insensitive substring, or a regular
 * expression written as `/pattern/flags`.
 */
export function matchesText(actual: string, expected: string): boolean {
  const regex = parseRegex(expected);
  if (regex) return regex.test(actual);
  return actual.toLowerCase().includes(expected.toLowerCase());
}

/** `/abc/i` → RegExp; anything else → undefined. An invalid pattern is treated as plain text. */
export function parseRegex(text: string): RegExp | undefined {
  const match = /^\/(.+)\/([dgimsuvy]*)$/s.exec(text);
  if (!match) return undefined;
  try {
    return new RegExp(match[1]!, match[2]!.replace("g", ""));
  } catch {
    return undefined;
  }
}
