/**
 * What the state folder keeps of a server's resources, resource templates
 * and prompts (tools.json), for the change list. Pure.
 */
import type { McpPrompt as Prompt, McpResource as Resource, McpResourceTemplate as ResourceTemplate } from "../protocol/mcp-types.js";
import type { ServerOfferings } from "../protocol/server-offerings.js";
import type { PromptSnapshot, ResourceSnapshot, ServerToolsState } from "./state-files.js";
import { nameTable } from "../util/name-table.js";

export function resourceSnapshot(resource: Resource | ResourceTemplate): ResourceSnapshot {
  return {
    name: resource.name,
    title: resource.title ?? null,
    description: resource.description ?? null,
    mimeType: resource.mimeType ?? null,
  };
}

export function promptSnapshot(prompt: Prompt): PromptSnapshot {
  return {
    title: prompt.title ?? null,
    description: prompt.description ?? null,
    arguments: (prompt.arguments ?? []).map((a) => ({ name: a.name, description: a.description ?? null, required: a.required === true })),
  };
}

type OfferingsState = Pick<ServerToolsState, "resources" | "resourceTemplates" | "prompts">;

/**
 * The offerings part of a server's tools.json entry. A kind whose list is
 * unknown this run (listing failed) keeps its previous baseline, if any.
 */
export function offeringsState(offerings: ServerOfferings | undefined, previous: OfferingsState | undefined): OfferingsState {
  const keep = <K extends keyof OfferingsState>(key: K): OfferingsState[K] => previous?.[key];
  const resources = offerings?.resources ? nameTable(offerings.resources.map((r) => [r.uri, resourceSnapshot(r)])) : keep("resources");
  const resourceTemplates = offerings?.resourceTemplates
    ? nameTable(offerings.resourceTemplates.map((t) => [t.uriTemplate, resourceSnapshot(t)]))
    : keep("resourceTemplates");
  const prompts = offerings?.prompts ? nameTable(offerings.prompts.map((p) => [p.name, promptSnapshot(p)])) : keep("prompts");
  return {
    ...(resources ? { resources } : {}),
    ...(resourceTemplates ? { resourceTemplates } : {}),
    ...(prompts ? { prompts } : {}),
  };
}
