/**
 * The console's "Regression gate" block: the headline (what changed against
 * how much baseline), the run's pass rate with its interval, and each
 * finding, coloured by what the gate did with it.
 */
import type { GateResult } from "../../result/gate-result.js";
import { cleanLine } from "../format.js";
import { gateHeadline, gateLines, runRateText } from "../gate-summary.js";
import type { Colors } from "./console-item-lines.js";

export function gateBlockLines(gate: GateResult | undefined, c: Colors): string[] {
  if (!gate) return [];
  const mark = { fail: c.red("✗"), warn: c.yellow("!"), undecided: c.cyan("?") };
  return [
    `${c.bold("Regression gate")}  ${cleanLine(gateHeadline(gate))}; pass rate ${runRateText(gate)}`,
    ...gateLines(gate).map((line) => `  ${mark[line.kind]} ${cleanLine(line.text)}`),
    "",
  ];
}
