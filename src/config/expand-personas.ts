/**
 * `personas: [...]` × a conversation workflow: one copy per persona, named
 * with it (`book a table [persona: terse]`) so every name-keyed thing
 * (results, repeats, the gate's history, cassettes, JUnit cases) keys by
 * workflow and persona, as host copies do (expand-hosts.ts).
 */
import { resolvePersona } from "./persona-presets.js";
import type { ResolvedUser, ResolvedWorkflow } from "./resolved-config.js";
import type { UserSettings } from "./user-schema.js";

/** `book a table` as `terse` → `book a table [persona: terse]`. */
export function personaWorkflowName(workflow: string, persona: string): string {
  return `${workflow} [persona: ${persona}]`;
}

/** The user of a workflow as the run needs it: its persona as text, with the label reports show. */
export function resolveUser(user: UserSettings, persona: string = user.persona, index = 0): ResolvedUser {
  const { label, text } = resolvePersona(persona, index);
  const { persona: _written, ...rest } = user;
  return { ...rest, persona: text, personaLabel: label };
}

/** One copy per persona of `personas` (the workflow unchanged without them). */
export function expandPersonas(
  workflow: ResolvedWorkflow,
  personas: readonly string[] | undefined,
  user: UserSettings | undefined,
): ResolvedWorkflow[] {
  if (!user) return [workflow];
  if (!personas) {
    const resolved = resolveUser(user);
    return [{ ...workflow, user: resolved, persona: resolved.personaLabel }];
  }
  return personas.map((persona, index) => {
    const resolved = resolveUser(user, persona, index);
    const name = personaWorkflowName(workflow.name, resolved.personaLabel);
    return { ...workflow, name, copyOf: workflow.name, user: resolved, persona: resolved.personaLabel };
  });
}
