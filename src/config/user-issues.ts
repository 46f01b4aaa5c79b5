/**
 * What the schema cannot say about simulated users: a workflow gives fixed
 * `steps` or a `user`; beside a `user`, steps hold only per-turn
 * expectations (step N is turn N, and the user writes every message), no
 * more of them than the conversation can have turns; `personas` need a
 * `user`, and a one-word persona must be a preset (with the closest one for a
 * typo: "tersee" is not a persona text, it is a misspelt preset).
 */
import { clipText } from "../util/clip-text.js";
import { closest } from "../util/closest-name.js";
import type { ConfigIssue } from "./format-config-issues.js";
import { isPresetName, PERSONA_PRESET_NAMES } from "./persona-presets.js";
import type { Workflow } from "./workflow-schema.js";

export function userIssues(
  workflows: ReadonlyArray<Pick<Workflow, "name" | "steps" | "user" | "personas" | "expectTools">>,
): ConfigIssue[] {
  return workflows.flatMap((workflow, w) => {
    const at = `workflows[${w}]`;
    const issues: ConfigIssue[] = [];
    if (!workflow.steps && !workflow.user)
      issues.push({ path: `${at}.steps`, message: "give the user's messages as `steps`, or a simulated `user` (docs/users.md)" });
    issues.push(...(workflow.user ? turnStepIssues(workflow, at) : messageIssues(workflow.steps ?? [], at)));
    if (workflow.expectTools && workflow.steps?.some((step) => step.expectTools))
      issues.push({
        path: `${at}.expectTools`,
        message: workflow.user
          ? "the steps give each turn's expectTools: give them per turn or for the whole conversation here, not both"
          : "the steps give their own expectTools too, and a workflow-level list would replace them unchecked: give them per step or here, not both",
      });
    if (workflow.personas && !workflow.user)
      issues.push({ path: `${at}.personas`, message: "personas need a simulated `user` (with its goal) to play them" });
    if (workflow.user) issues.push(...personaIssues(workflow.user.persona, `${at}.user.persona`));
    workflow.personas?.forEach((persona, p) => issues.push(...personaIssues(persona, `${at}.personas[${p}]`)));
    return issues;
  });
}

/** Fixed steps: each one is a user message. */
function messageIssues(steps: NonNullable<Workflow["steps"]>, at: string): ConfigIssue[] {
  return steps.flatMap((step, s) =>
    step.user === undefined
      ? [{ path: `${at}.steps[${s}].user`, message: "give the user's message (a step without one needs a simulated `user` to write it)" }]
      : [],
  );
}

/** Steps beside a simulated user: turn N's expectations, never a message, and no more of them than turns. */
function turnStepIssues({ name, steps = [], user }: Pick<Workflow, "name" | "steps" | "user">, at: string): ConfigIssue[] {
  const issues: ConfigIssue[] = steps.flatMap((step, s) =>
    step.user === undefined
      ? []
      : [
          {
            path: `${at}.steps[${s}].user`,
            message:
              "with a simulated `user` its model (or script) writes every message: a step gives only that turn's expectations " +
              "(expectTools, expectedState); fix the first message with `user.opening`, or all of them with `user.script`",
          },
        ],
  );
  const turns = user!.script ? Math.min(user!.maxTurns, user!.script.length) : user!.maxTurns;
  const limit = user!.script && user!.script.length < user!.maxTurns ? `its script has ${turns} messages` : `user.maxTurns is ${turns}`;
  if (steps.length > turns)
    issues.push({
      path: `${at}.steps`,
      message: `workflow "${clipText(name, 80)}" has ${steps.length} steps but ${limit}: step N checks turn N, so step ${turns + 1} could never be checked`,
    });
  return issues;
}

function personaIssues(persona: string, path: string): ConfigIssue[] {
  const name = persona.trim();
  if (!isPresetName(name) || (PERSONA_PRESET_NAMES as string[]).includes(name)) return [];
  const near = closest(name, PERSONA_PRESET_NAMES);
  return [
    {
      path,
      message: `no persona preset named "${clipText(name, 60)}"${near ? `; did you mean "${near}"?` : ""} (presets: ${PERSONA_PRESET_NAMES.join(", ")}; your own persona is a sentence describing the user)`,
    },
  ];
}
