/** JSON.parse, or undefined for text that is not JSON (tool results may be either). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
