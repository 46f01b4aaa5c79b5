/**
 * The change-list entries of one server's resources, resource templates and
 * prompts against its stored baseline. Pure.
 *
 * Breaking: a resource, template or prompt removed (clients that read or get
 * it now fail), a MIME type changed (a client parsing the old type misreads
 * the new), a new required prompt argument or an optional one becoming
 * required. A template is keyed by its URI template, so changing its
 * variables is a removal plus an addition. A removed prompt argument is not
 * breaking (servers commonly ignore arguments they do not know), nor are text
 * changes. A kind without a baseline (tools.json from before resources and
 * prompts were recorded) or not listed this run reports nothing.
 */
import type { ServerOfferings } from "../protocol/server-offerings.js";
import type { ToolChange, ToolDiffEntry } from "../result/tool-changes.js";
import { targetKey } from "../util/target-key.js";
import { promptSnapshot, resourceSnapshot } from "./offering-snapshots.js";
import type { PromptSnapshot, ResourceSnapshot, ServerToolsState } from "./state-files.js";
import { ownValue } from "../util/name-table.js";

type Kind = NonNullable<ToolDiffEntry["target"]>;

export function diffOfferings(server: string, stored: ServerToolsState, offerings: ServerOfferings | undefined): ToolDiffEntry[] {
  if (!offerings) return [];
  const resources =
    offerings.resources && stored.resources
      ? diffKind(
          server,
          "resource",
          stored.resources,
          snapshotMap(offerings.resources, (r) => r.uri, resourceSnapshot),
          diffResource,
        )
      : [];
  const templates =
    offerings.resourceTemplates && stored.resourceTemplates
      ? diffKind(
          server,
          "resource-template",
          stored.resourceTemplates,
          snapshotMap(offerings.resourceTemplates, (t) => t.uriTemplate, resourceSnapshot),
          diffResource,
        )
      : [];
  const prompts =
    offerings.prompts && stored.prompts
      ? diffKind(
          server,
          "prompt",
          stored.prompts,
          snapshotMap(offerings.prompts, (p) => p.name, promptSnapshot),
          diffPrompt,
        )
      : [];
  return [...resources, ...templates, ...prompts];
}

function snapshotMap<T, S>(items: readonly T[], key: (item: T) => string, snapshot: (item: T) => S): Map<string, S> {
  return new Map(items.map((item) => [key(item), snapshot(item)]));
}

function diffKind<S>(
  server: string,
  kind: Kind,
  before: Record<string, S>,
  after: Map<string, S>,
  diff: (a: S, b: S) => ToolChange[],
): ToolDiffEntry[] {
  const entries: ToolDiffEntry[] = [];
  const entry = (id: string, status: ToolDiffEntry["status"], changes: ToolChange[], breaking: boolean): ToolDiffEntry => ({
    server,
    tool: targetKey(kind, id),
    target: kind,
    status,
    breaking,
    changes,
  });
  for (const [id, now] of [...after].sort(([a], [b]) => a.localeCompare(b))) {
    const was = ownValue(before, id);
    if (!was) {
      entries.push(entry(id, "added", [], false));
      continue;
    }
    const changes = diff(was, now);
    if (changes.length > 0)
      entries.push(
        entry(
          id,
          "changed",
          changes,
          changes.some((c) => c.breaking),
        ),
      );
  }
  for (const id of Object.keys(before).sort()) {
    if (!after.has(id)) entries.push(entry(id, "removed", [], true));
  }
  return entries;
}

function change(kind: ToolChange["kind"], message: string, breaking = false, parameter: string | null = null): ToolChange {
  return { kind, parameter, message, breaking };
}

function diffResource(before: ResourceSnapshot, after: ResourceSnapshot): ToolChange[] {
  const changes: ToolChange[] = [];
  if (before.name !== after.name) changes.push(change("name-changed", `name changed: ${before.name} → ${after.name}`));
  if (before.title !== after.title) changes.push(change("title-changed", "title changed"));
  if (before.description !== after.description) changes.push(change("description-changed", "description changed"));
  if (before.mimeType !== after.mimeType) {
    changes.push(change("mime-type-changed", `MIME type changed: ${before.mimeType ?? "(none)"} → ${after.mimeType ?? "(none)"}`, true));
  }
  return changes;
}

function diffPrompt(before: PromptSnapshot, after: PromptSnapshot): ToolChange[] {
  const changes: ToolChange[] = [];
  if (before.title !== after.title) changes.push(change("title-changed", "title changed"));
  if (before.description !== after.description) changes.push(change("description-changed", "description changed"));
  const old = new Map(before.arguments.map((a) => [a.name, a]));
  const now = new Map(after.arguments.map((a) => [a.name, a]));
  for (const [name, arg] of [...now].sort(([a], [b]) => a.localeCompare(b))) {
    const was = old.get(name);
    if (!was)
      changes.push(change("parameter-added", `${arg.required ? "required" : "optional"} argument \`${name}\` added`, arg.required, name));
    else if (!was.required && arg.required) changes.push(change("parameter-required", `argument \`${name}\` became required`, true, name));
    else if (was.required && !arg.required) changes.push(change("parameter-optional", `argument \`${name}\` became optional`, false, name));
    else if (was.description !== arg.description)
      changes.push(change("description-changed", `argument \`${name}\` description changed`, false, name));
  }
  for (const name of [...old.keys()].filter((n) => !now.has(n)).sort()) {
    changes.push(change("parameter-removed", `argument \`${name}\` removed`, false, name));
  }
  return changes;
}
