import type { EvalResult } from "../../result/eval-result.js";
import { cleanLine, formatPercent } from "../format.js";
import type { Colors } from "./console-item-lines.js";

/** The "Coverage" section: tools exercised, then resources and prompts, each naming what was not exercised. */
export function coverageLines(coverage: EvalResult["coverage"], c: Colors, verbose: boolean): string[] {
  const unexercisedText = (names: readonly string[]): string => {
    const limit = verbose ? names.length : 10;
    const more = names.length > limit ? `, … ${names.length - limit} more` : "";
    return `${names.slice(0, limit).map(cleanLine).join(", ")}${more}`;
  };
  // Resources and prompts get their own lines under the tools' (which read as they always did).
  const targetLines = (["resources", "prompts"] as const).flatMap((kind) => {
    const count = coverage[kind];
    if (!count) return [];
    const unexercised = count.unexercised.length > 0 ? `  unexercised: ${unexercisedText(count.unexercised)}` : "";
    return [`  ${kind} ${count.exercised}/${count.total} (${formatPercent(count.ratio)})${unexercised}`];
  });
  if (coverage.total === 0 && targetLines.length === 0) return [];
  const lines = [
    coverage.total > 0
      ? `${c.bold("Coverage")}  ${coverage.exercised}/${coverage.total} tools (${formatPercent(coverage.ratio)})`
      : c.bold("Coverage"),
  ];
  if (coverage.unexercised.length > 0) lines.push(`  unexercised: ${unexercisedText(coverage.unexercised)}`);
  lines.push(...targetLines, "");
  return lines;
}
