/**
 * The tool-definition tokens of each server, as a model receives its tool
 * list (the JSON of each tool's name, description, input schema and output
 * schema when present), and the tools and servers over the `budget`. Pure:
 * the counter is given.
 */
import type { McpTool as Tool } from "../protocol/mcp-types.js";
import type { ToolTokenBudget, ToolTokens } from "../result/tool-tokens.js";

export interface CountToolTokensOptions {
  /** Every server with its tools this run (undefined: not reached, not counted). */
  servers: ReadonlyArray<{ server: string; tools: readonly Tool[] | undefined }>;
  count: (text: string) => number;
  encoding: string;
  /** The limits; absent or empty: counted, never a breach. */
  budget?: ToolTokenBudget | undefined;
}

/** One tool's definition as a model's request carries it. */
export function toolDefinitionText(tool: Tool): string {
  const { name, description, inputSchema, outputSchema } = tool;
  return JSON.stringify({
    name,
    ...(description === undefined ? {} : { description }),
    inputSchema,
    ...(outputSchema ? { outputSchema } : {}),
  });
}

export function countToolTokens({ servers, count, encoding, budget }: CountToolTokensOptions): ToolTokens {
  const counted = servers.flatMap(({ server, tools }) => {
    if (tools === undefined) return [];
    const perTool = tools.map((tool) => ({ tool: tool.name, tokens: count(toolDefinitionText(tool)) }));
    const tokens = perTool.reduce((sum, t) => sum + t.tokens, 0);
    return [{ server, tokens, baseline: null, baselineAt: null, tools: perTool }];
  });
  const { perTool, perServer } = budget ?? {};
  const breaches = counted.flatMap((s) => [
    ...(perServer !== undefined && s.tokens > perServer ? [{ server: s.server, tool: null, tokens: s.tokens, limit: perServer }] : []),
    ...(perTool === undefined ? [] : s.tools.filter((t) => t.tokens > perTool).map((t) => ({ server: s.server, ...t, limit: perTool }))),
  ]);
  const limits =
    perTool !== undefined || perServer !== undefined ? { ...(perTool ? { perTool } : {}), ...(perServer ? { perServer } : {}) } : null;
  return { encoding, servers: counted, budget: limits, breaches, passed: breaches.length === 0 };
}

/** The shards' counts of one run as one: each server once (the first shard that listed it), its breaches with it. */
export function mergeToolTokens(parts: ReadonlyArray<ToolTokens | null | undefined>): ToolTokens | undefined {
  const counted = parts.filter((p): p is ToolTokens => p != null);
  const first = counted[0];
  if (!first) return undefined;
  const servers = new Map<string, ToolTokens["servers"][number]>();
  const breaches: ToolTokens["breaches"] = [];
  for (const part of counted) {
    for (const server of part.servers) {
      if (servers.has(server.server)) continue;
      servers.set(server.server, server);
      breaches.push(...part.breaches.filter((b) => b.server === server.server));
    }
  }
  return { encoding: first.encoding, servers: [...servers.values()], budget: first.budget, breaches, passed: breaches.length === 0 };
}
