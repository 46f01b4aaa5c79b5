/**
 * The resources, resource templates and prompts part of `mcpvals tools`: rows
 * for `--json` and lines for the terminal, under each server's tools. A kind
 * a server lists none of is left out; one whose list failed says so.
 */
import type { ServerOfferings } from "../../protocol/server-offerings.js";
import { cleanLine, oneLine, truncate } from "../../report/format.js";
import { metricsKey } from "../../state/state-files.js";
import type { ToolMetricsSummary } from "../../state/summarize-tool-metrics.js";
import { targetKey } from "../../util/target-key.js";

interface Listed {
  server: string;
  offerings: ServerOfferings;
}

interface ResourceRow {
  server: string;
  uri: string;
  name: string;
  mimeType: string | null;
  description: string | null;
  metrics?: ToolMetricsSummary | null;
}
interface TemplateRow {
  server: string;
  uriTemplate: string;
  name: string;
  mimeType: string | null;
  description: string | null;
}
interface PromptRow {
  server: string;
  name: string;
  description: string | null;
  arguments: Array<{ name: string; required: boolean }>;
  metrics?: ToolMetricsSummary | null;
}

export interface OfferingRows {
  resources: ResourceRow[];
  resourceTemplates: TemplateRow[];
  prompts: PromptRow[];
  /** Servers whose list of a kind could not be fetched, e.g. "default: prompts". */
  unlisted: string[];
}

/** Rows sorted by URI / template / name; `metrics` (with --metrics) keyed like the run records them. */
export function offeringRows(listed: readonly Listed[], metrics: ReadonlyMap<string, ToolMetricsSummary> | null): OfferingRows {
  const withMetrics = (server: string, key: string) => (metrics ? { metrics: metrics.get(metricsKey(server, key)) ?? null } : {});
  const out: OfferingRows = { resources: [], resourceTemplates: [], prompts: [], unlisted: [] };
  for (const { server, offerings } of listed) {
    const { resources, resourceTemplates, prompts } = offerings;
    for (const [kind, list] of [
      ["resources", resources],
      ["resource templates", resourceTemplates],
      ["prompts", prompts],
    ] as const) {
      if (list === undefined) out.unlisted.push(`${server}: ${kind}`);
    }
    out.resources.push(
      ...[...(resources ?? [])]
        .sort((a, b) => a.uri.localeCompare(b.uri))
        .map((r) => ({
          server,
          uri: r.uri,
          name: r.name,
          mimeType: r.mimeType ?? null,
          description: r.description ?? null,
          ...withMetrics(server, targetKey("resource", r.uri)),
        })),
    );
    out.resourceTemplates.push(
      ...[...(resourceTemplates ?? [])]
        .sort((a, b) => a.uriTemplate.localeCompare(b.uriTemplate))
        .map((t) => ({
          server,
          uriTemplate: t.uriTemplate,
          name: t.name,
          mimeType: t.mimeType ?? null,
          description: t.description ?? null,
        })),
    );
    out.prompts.push(
      ...[...(prompts ?? [])]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((p) => ({
          server,
          name: p.name,
          description: p.description ?? null,
          arguments: (p.arguments ?? []).map((a) => ({ name: a.name, required: a.required === true })),
          ...withMetrics(server, targetKey("prompt", p.name)),
        })),
    );
  }
  return out;
}

/** "  7 resources  2 resource templates  4 prompts" after a server's tool count; "" when it offers none. */
export function offeringCounts(rows: OfferingRows, server: string): string {
  const counts: Array<[number, string]> = [
    [rows.resources.filter((r) => r.server === server).length, "resources"],
    [rows.resourceTemplates.filter((r) => r.server === server).length, "resource templates"],
    [rows.prompts.filter((r) => r.server === server).length, "prompts"],
  ];
  return counts
    .filter(([n]) => n > 0)
    .map(([n, what]) => `  ${n} ${what}`)
    .join("");
}

/** The blocks under a server's tools: `resources`, `resource templates`, `prompts` (required arguments plain, optional ones with `?`). */
export function offeringLines(
  rows: OfferingRows,
  server: string,
  metricsText: ((m: ToolMetricsSummary | null) => string) | null,
): string[] {
  const lines: string[] = [];
  const text = (description: string | null) => cleanLine(truncate(oneLine(description ?? ""), 80));
  const block = (title: string, items: string[][]) => {
    if (items.length === 0) return;
    lines.push("", `  ${title}`);
    // Items one level under their block's title, like tools under their server.
    for (const item of items) lines.push(...item.map((line) => `  ${line}`));
  };
  const metricsLine = (m: ToolMetricsSummary | null | undefined) => (metricsText && m !== undefined ? [`      ${metricsText(m)}`] : []);
  block(
    "resources",
    rows.resources
      .filter((r) => r.server === server)
      .map((r) => [`  ${cleanLine(r.uri)}  ${cleanLine(r.mimeType ?? "")}  ${text(r.description)}`.trimEnd(), ...metricsLine(r.metrics)]),
  );
  block(
    "resource templates",
    rows.resourceTemplates
      .filter((r) => r.server === server)
      .map((t) => [`  ${cleanLine(t.uriTemplate)}  ${cleanLine(t.mimeType ?? "")}  ${text(t.description)}`.trimEnd()]),
  );
  block(
    "prompts",
    rows.prompts
      .filter((p) => p.server === server)
      .map((p) => {
        const args =
          p.arguments.length > 0 ? `  ${cleanLine(`(${p.arguments.map((a) => (a.required ? a.name : `${a.name}?`)).join(", ")})`)}` : "";
        return [`  ${cleanLine(p.name)}${args}  ${text(p.description)}`.trimEnd(), ...metricsLine(p.metrics)];
      }),
  );
  for (const entry of rows.unlisted.filter((u) => u.startsWith(`${server}: `)))
    lines.push("", `  ${cleanLine(entry.slice(server.length + 2))}: could not be listed`);
  return lines;
}
