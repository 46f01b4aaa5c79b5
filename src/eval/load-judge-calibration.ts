/**
 * The run's judge's last calibration from the state folder, for the report's
 * head and the `llmJudge.minAgreement` gate: the newest one of the judge's
 * model whose criteria (the config's workflows, by name and text) are
 * unchanged. The criteria are keyed the same way `mcpvals judge calibrate`
 * stores them (criterionKeys).
 */
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import { judgeCriteria } from "../judge/judge-prompt.js";
import type { JudgeCalibration } from "../result/judge-calibration.js";
import { criterionKey, lastCalibration, readJudgeCalibrations, type CriterionKey } from "../state/judge-calibration-store.js";

/** Each workflow as a criterion: its name and the hash of what the judge is shown as its criterion. */
export function criterionKeys(workflows: readonly ResolvedWorkflow[]): CriterionKey[] {
  return workflows.map((workflow) => criterionKey(workflow.name, judgeCriteria(workflow)));
}

export async function loadJudgeCalibration(options: {
  dir: string | false;
  judgeModel: string;
  workflows: readonly ResolvedWorkflow[];
  signal?: AbortSignal;
}): Promise<{ last: JudgeCalibration | null; warning: string | null }> {
  if (options.dir === false) return { last: null, warning: null };
  const { entries, warning } = await readJudgeCalibrations(options.dir, options.signal);
  return { last: lastCalibration(entries, { judgeModel: options.judgeModel, current: criterionKeys(options.workflows) }), warning };
}
