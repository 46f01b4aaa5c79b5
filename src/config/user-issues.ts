/**
 * What the schema cannot say about simulated users: a workflow gives fixed
 * `steps` or a `user`, `personas` need a `user`, and a one-word persona must
 * be a preset (with the closest one for a typo: "tersee" is not a persona
 * text, it is a misspelt preset).
 */
import { clipText } from "../util/clip-text.js";
import { closest } from "../util/closest-name.js";
import type { ConfigIssue } from "./format-config-issues.js";
import { isPresetName, PERSONA_PRESET_NAMES } from "./persona-presets.js";
import type { Workflow } from "./workflow-schema.js";

export function userIssues(workflows: ReadonlyArray<Pick<Workflow, "steps" | "user" | "personas">>): ConfigIssue[] {
  return workflows.flatMap((workflow, w) => {
    const at = `workflows[${w}]`;
    const issues: ConfigIssue[] = [];
    if (!workflow.steps && !workflow.user)
      issues.push({ path: `${at}.steps`, message: "give the user's messages as `steps`, or a simulated `user` (docs/users.md)" });
    if (workflow.steps && workflow.user)
      issues.push({ path: `${at}.user`, message: "give `steps` (fixed messages) or `user` (a simulated user), not both" });
    if (workflow.personas && !workflow.user)
      issues.push({ path: `${at}.personas`, message: "personas need a simulated `user` (with its goal) to play them" });
    if (workflow.user) issues.push(...personaIssues(workflow.user.persona, `${at}.user.persona`));
    workflow.personas?.forEach((persona, p) => issues.push(...personaIssues(persona, `${at}.personas[${p}]`)));
    return issues;
  });
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
