/** The stop marker removed from a user message (it never reaches the transcript), and whether it was there. */
export function stripStop(text: string, marker: string): { text: string; stopped: boolean } {
  if (!text.includes(marker)) return { text: text.trim(), stopped: false };
  return {
    text: text
      .split(marker)
      .join(" ")
      .replace(/[ \t]{2,}/g, " ")
      .trim(),
    stopped: true,
  };
}
