/**
 * Coverage of resources and prompts, counted apart from tools. Pure. A
 * resource target is a listed resource (by URI) or a template (by its URI
 * template): a read of a listed URI exercises that resource, a read of any
 * other URI the template(s) it expands. A kind no server offers is left out,
 * so a report of a tools-only server looks as it always did.
 */
import { shownName } from "../protocol/server-names.js";
import type { ServerOfferings } from "../protocol/server-offerings.js";
import { matchesUriTemplate } from "../protocol/uri-template.js";
import type { CoverageCount, EvalResult } from "../result/eval-result.js";
import type { ToolStats } from "../result/tool-stats.js";
import { parseTargetKey } from "../util/target-key.js";
import { coverage } from "./coverage.js";
import { round } from "../util/round.js";

type TargetCoverage = Pick<EvalResult["coverage"], "resources" | "prompts">;

export function targetCoverage(
  servers: ReadonlyArray<{ server: string; offerings: ServerOfferings | undefined }>,
  stats: ReadonlyArray<Pick<ToolStats, "server" | "tool">>,
): TargetCoverage {
  const reached = servers.filter((s): s is { server: string; offerings: ServerOfferings } => s.offerings !== undefined);
  const several = reached.length > 1;
  const qualify = (server: string, name: string) => (several ? shownName(server, name) : name);
  const offeredResources: string[] = [];
  const offeredPrompts: string[] = [];
  const exercised: Array<{ tool: string }> = [];
  for (const { server, offerings } of reached) {
    const resources = offerings.resources ?? [];
    const templates = offerings.resourceTemplates ?? [];
    offeredResources.push(...resources.map((r) => qualify(server, r.uri)), ...templates.map((t) => qualify(server, t.uriTemplate)));
    offeredPrompts.push(...(offerings.prompts ?? []).map((p) => qualify(server, p.name)));
    for (const stat of stats.filter((s) => s.server === server)) {
      const { kind, name } = parseTargetKey(stat.tool);
      if (kind === "prompt") exercised.push({ tool: qualify(server, name) });
      if (kind !== "resource") continue;
      if (resources.some((r) => r.uri === name)) exercised.push({ tool: qualify(server, name) });
      else
        exercised.push(
          ...templates.filter((t) => matchesUriTemplate(t.uriTemplate, name)).map((t) => ({ tool: qualify(server, t.uriTemplate) })),
        );
    }
  }
  return {
    ...(offeredResources.length > 0 ? { resources: coverage(offeredResources, exercised) } : {}),
    ...(offeredPrompts.length > 0 ? { prompts: coverage(offeredPrompts, exercised) } : {}),
  };
}

/**
 * Resource and prompt coverage of several parts of one run (`mcpvals merge`):
 * the parts saw the same servers, so a target is unexercised only when every
 * part that counted the kind left it unexercised.
 */
export function mergeTargetCoverage(parts: ReadonlyArray<Pick<EvalResult["coverage"], "resources" | "prompts">>): TargetCoverage {
  const merge = (counts: CoverageCount[]): CoverageCount | undefined => {
    if (counts.length === 0) return undefined;
    const total = Math.max(...counts.map((c) => c.total));
    const unexercised = counts.map((c) => new Set(c.unexercised)).reduce((a, b) => new Set([...a].filter((name) => b.has(name))));
    const exercised = total - unexercised.size;
    return { exercised, total, ratio: total === 0 ? 0 : round(exercised / total), unexercised: [...unexercised].sort() };
  };
  const resources = merge(parts.flatMap((p) => (p.resources ? [p.resources] : [])));
  const prompts = merge(parts.flatMap((p) => (p.prompts ? [p.prompts] : [])));
  return { ...(resources ? { resources } : {}), ...(prompts ? { prompts } : {}) };
}
