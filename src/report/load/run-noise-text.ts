/**
 * The sentence every load reporter gives about the noise between runs the
 * gate's interval includes (the overall unit's): plain text; each reporter
 * escapes it for its format.
 */
import type { LoadGate } from "../../result/load-report.js";

export function runNoiseText(gate: LoadGate): string | undefined {
  const noise = gate.units[0]?.runNoise;
  if (!noise) return undefined;
  const percent = `${Math.round((Math.exp(noise.sigma) - 1) * 100)}%`;
  if (noise.source === "measured")
    return `The interval includes the p95's spread between runs, ${percent}, measured over ${noise.runs} base runs.`;
  if (noise.sigma === 0) return "The interval is this run's sampling only (load.runNoise: 0): runs of unchanged code may differ by more.";
  return `The interval includes a spread between runs of ${percent} (load.runNoise), assumed: ${noise.runs} base run(s) are too few to measure it (5 needed).`;
}

/** The sentence after another, escaped for a format (` …`), or nothing when there is none. */
export function noiseSentence(gate: LoadGate, escape: (text: string) => string): string {
  const text = runNoiseText(gate);
  return text ? ` ${escape(text)}` : "";
}
