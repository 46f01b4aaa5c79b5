/**
 * The statistical gate in a few words for every report's headline, and its
 * findings one line each: built once here so the console, Markdown, HTML,
 * JUnit and the PR comment say the same thing. Lines carry config names:
 * each face sanitises or escapes them as it does any name.
 */
import type { GateResult } from "../result/gate-result.js";
import { plural } from "./format.js";

/** "0.85 (95% CI 0.72–0.93, 40 attempts)". */
export function runRateText(gate: Pick<GateResult, "runRate" | "settings">): string {
  const { passes, attempts, lower, upper } = gate.runRate;
  if (attempts === 0) return "no attempts";
  return `${(passes / attempts).toFixed(2)} (${Math.round(gate.settings.confidence * 100)}% CI ${lower.toFixed(2)}–${upper.toFixed(2)}, ${plural(attempts, "attempt")})`;
}

/** "1 regression, 2 undecided, 1 flaky against 10 baseline runs" / "no change against 10 baseline runs" / "no baseline yet". */
export function gateHeadline(gate: GateResult): string {
  const count = (test: (u: GateResult["units"][number]) => boolean) => gate.units.filter(test).length;
  const regressions = count((u) => u.verdict === "regression");
  const improvements = count((u) => u.verdict === "improvement");
  const undecided = count((u) => u.outcome === "undecided");
  const flaky = count((u) => u.flaky !== undefined);
  const source = gate.baseline.source === "file" ? "the --baseline report" : `${plural(gate.baseline.runs, "baseline run")}`;
  if (gate.baseline.runs === 0)
    return `no baseline yet (${gate.baseline.source === "none" ? "state off, no --baseline" : "first run"}): nothing to compare`;
  const parts = [
    regressions > 0 ? plural(regressions, "regression") : "",
    improvements > 0 ? plural(improvements, "improvement") : "",
    undecided > 0 ? `${undecided} undecided` : "",
    flaky > 0 ? `${flaky} flaky` : "",
  ].filter(Boolean);
  return `${parts.length > 0 ? parts.join(", ") : "no change"} against ${source}`;
}

export interface GateLine {
  /** fail: fails the gate; warn: a waived, quarantined or warned regression, a flaky mark; undecided: needs more attempts. */
  kind: "fail" | "warn" | "undecided";
  text: string;
}

/** Every finding, failures first. */
export function gateLines(gate: Pick<GateResult, "failures" | "warnings" | "undecided">): GateLine[] {
  return [
    ...gate.failures.map((text) => ({ kind: "fail" as const, text })),
    ...gate.warnings.map((text) => ({ kind: "warn" as const, text })),
    ...gate.undecided.map((text) => ({ kind: "undecided" as const, text })),
  ];
}

/** A unit with something to say (a verdict other than no change, a flaky mark, a waiver): listed first. */
export function isNotable(unit: GateResult["units"][number]): boolean {
  return unit.verdict !== "no_change" || unit.flaky !== undefined || unit.waiver !== undefined;
}
