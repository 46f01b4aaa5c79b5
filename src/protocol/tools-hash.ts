import { createHash } from "node:crypto";
import type { McpTool as Tool } from "./mcp-types.js";

/** JSON with object keys sorted at every level, so equal schemas hash equally whatever order a server emits keys in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** SHA-256 over the parts of a tool a client depends on: name, description, input and output schema. */
export function toolHash(tool: Tool): string {
  const { name, description, inputSchema, outputSchema } = tool;
  return createHash("sha256")
    .update(canonicalJson({ name, description: description ?? null, inputSchema, outputSchema: outputSchema ?? null }))
    .digest("hex");
}

/** SHA-256 of the whole tool list (order-independent): ties a result to the exact tools it ran against. */
export function toolsHash(tools: Tool[]): string {
  const hashes = tools.map(toolHash).sort();
  return createHash("sha256").update(hashes.join("\n")).digest("hex");
}
