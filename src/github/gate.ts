/**
 * Whether the check passes: the one decision the required check stands for,
 * read from the verdict the run stored (report/run-gate-text.ts words it).
 */
import type { EvalResult } from "../result/eval-result.js";
import { runGateText, type GateVerdict } from "../report/run-gate-text.js";
import type { ActionInputs } from "./parse-inputs.js";

export function gate(inputs: Pick<ActionInputs, "shard">, result: EvalResult): GateVerdict {
  return runGateText({ shard: inputs.shard }, result);
}
