/**
 * Blanks what changes from run to run or machine to machine in a rendered
 * report: ISO dates, durations ("1.2s", "340ms", "1m 05s"), and the time
 * fields of JSON and JUnit XML. Scores and counts stay.
 */
const RULES: Array<[RegExp, string]> = [
  [/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z?/g, "<date>"],
  [/"(\w*(?:durationMs|DurationMs|latencyMs|LatencyMs|startedAt|finishedAt|timestamp))": ?[\d.]+/g, '"$1": <n>'],
  [/\btime="[\d.]+"/g, 'time="<time>"'],
  [/\b\d+(\.\d+)?\s?(ms|s)\b/g, "<time>"],
  [/\b\d+m \d+s\b/g, "<time>"],
];

export function blankTimes(text: string): string {
  return RULES.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}
