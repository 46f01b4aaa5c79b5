/**
 * The console's "Tool retrieval" block: Recall@k, MRR and mode, then each
 * expected tool that ranked outside the top k with its rank and what ranked
 * first, so a server author sees which description to improve.
 */
import type pc from "picocolors";
import type { RetrievalResult } from "../../result/retrieval-result.js";
import { cleanLine, stepLabel, truncate } from "../format.js";
import { rankText, retrievalGate, retrievalMisses, retrievalSummary } from "../retrieval-text.js";

type Colors = ReturnType<typeof pc.createColors>;

/** The block's lines (no trailing blank line). */
export function retrievalLines(retrieval: RetrievalResult, c: Colors, { maxMisses = 10 }: { maxMisses?: number } = {}): string[] {
  const gate = retrievalGate(retrieval);
  const gateText = gate === null ? "" : `  ${retrieval.passed ? c.green(gate) : c.red(gate)}`;
  const lines = [`${c.bold("Tool retrieval")}  ${retrievalSummary(retrieval)}${gateText}`];
  if (retrieval.error) lines.push(c.yellow(`  ${cleanLine(truncate(retrieval.error, 300))}`));
  const misses = retrievalMisses(retrieval);
  if (misses.length > 0) lines.push(c.dim(`  outside the top ${retrieval.k}:`));
  for (const miss of misses.slice(0, maxMisses)) {
    const first = miss.first === null ? "" : c.dim(`  (first: ${cleanLine(miss.first)})`);
    lines.push(`    ${cleanLine(miss.workflow)} › ${stepLabel(miss.step)}: ${c.red(cleanLine(miss.tool))} ${rankText(miss.rank)}${first}`);
  }
  if (misses.length > maxMisses) lines.push(c.dim(`    … ${misses.length - maxMisses} more`));
  return lines;
}
