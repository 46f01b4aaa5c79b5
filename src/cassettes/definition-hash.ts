import { createHash } from "node:crypto";
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import { sortKeys } from "./cassette-file.js";

/**
 * What a cassette was recorded for: the workflow's prompts and expectations,
 * the tools it may be offered, and the agent and judge models. Any change
 * makes its cassette stale rather than silently replayed. Verifiers and
 * setup steps are left out: they never reach the model. The host is in it only
 * when set, so a cassette recorded without one keeps its hash; so is a
 * simulated user (its persona, goal, script and model).
 */
export function definitionHash(workflow: ResolvedWorkflow, models: { agent: string; judge: string | null }): string {
  const { steps, expectTools, expectedState, order, maxSteps, toolSelection, host, user } = workflow;
  const definition = sortKeys({
    steps,
    expectTools,
    expectedState,
    order,
    maxSteps,
    toolSelection,
    model: models.agent,
    judgeModel: models.judge,
    ...(host !== undefined ? { host } : {}),
    // A simulated user's model by name only (its key and URL never go into a file), defaulting to the agent's.
    ...(user !== undefined ? { user: { ...user, model: modelName(user.model) ?? models.agent } } : {}),
  });
  return createHash("sha256").update(JSON.stringify(definition)).digest("hex").slice(0, 16);
}

function modelName(spec: NonNullable<ResolvedWorkflow["user"]>["model"]): string | undefined {
  if (spec === undefined || typeof spec === "string") return spec;
  return `${spec.provider}:${spec.model}`;
}
