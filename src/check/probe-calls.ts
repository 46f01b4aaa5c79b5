/**
 * The tool calls `check` may make to probe a server (`--call`): the calls the
 * user names (`check.calls: [{ tool, args }]` in the config, `--call
 * tool=JSON` on the command line) first, then read-only tools with arguments
 * sampled from their input schema as `init` samples them. A tool that is not
 * read-only is called only when named: a probe must not change anything.
 */
import { type ProbeCall, ProbeCallSchema } from "../config/check-settings-schema.js";
import { UsageError } from "../errors.js";
import type { McpTool } from "../protocol/mcp-types.js";
import { sampleFromSchema } from "../util/sample-from-schema.js";

export type { ProbeCall };

/** The calls to try, named ones first; `limit` caps the sampled ones. */
export function probeCalls(tools: readonly McpTool[], named: readonly ProbeCall[], limit = 5): ProbeCall[] {
  const known = new Set(tools.map((t) => t.name));
  const sampled = tools
    .filter((t) => t.annotations?.readOnlyHint === true && !named.some((n) => n.tool === t.name))
    .slice(0, limit)
    .map((t) => ({ tool: t.name, args: (sampleFromSchema(t.inputSchema) ?? {}) as Record<string, unknown> }));
  return [...named.filter((n) => known.has(n.tool)), ...sampled];
}

/** What a skipped probe would need, said exactly. */
export function probeNeeds(tried: readonly ProbeCall[], wanted: string): string {
  const names = tried.map((c) => c.tool);
  return `${tried.length === 0 ? "no read-only tool and no named call to try" : `none of ${names.join(", ")} (called with ${tried.some((c) => Object.keys(c.args).length > 0) ? "sampled or named" : "empty"} arguments) answered ${wanted}`}: name the call in the config (check.calls: [{ tool, args }]) or on the command line (--call 'TOOL={"arg":"value"}')`;
}

/** `--call TOOL=JSON`: one named probe call. */
export function parseProbeCall(value: string): ProbeCall {
  const at = value.indexOf("=");
  const tool = at === -1 ? value : value.slice(0, at);
  if (!tool) throw new UsageError(`--call ${value}: name a tool, as TOOL or TOOL={"arg":"value"}`);
  if (at === -1) return { tool, args: {} };
  let args: unknown;
  try {
    args = JSON.parse(value.slice(at + 1));
  } catch {
    throw new UsageError(`--call ${value}: the arguments after "=" are not JSON (e.g. ${tool}={"topic":"mcp"})`);
  }
  const parsed = ProbeCallSchema.safeParse({ tool, args });
  if (!parsed.success) throw new UsageError(`--call ${value}: the arguments must be a JSON object`);
  return parsed.data;
}
