/**
 * Keeps one absurdly nested tool definition from taking its whole server down:
 * the SDK parses `tools/list` answers with recursive zod schemas, so a schema
 * a few thousand levels deep overflows the stack and fails the connect. Such a
 * tool's schemas are swapped for a marked stub before the SDK sees them; the
 * tool stays listed, and every call to it fails naming the reason.
 */
import type { Transport } from "@modelcontextprotocol/client";
import type { McpObjectSchema, McpTool } from "../../protocol/mcp-types.js";

/** Deeper than any real schema (dozens of levels), far below what overflows a recursive parser. */
export const MAX_SCHEMA_DEPTH = 200;

/** Key of the stub schema: why the tool cannot be used. A string key, so it survives JSON (state, reports). */
export const UNUSABLE_TOOL = "x-mcpvals-unusable";

/** Why `tool` cannot be called, or undefined when it can. */
export function unusableReason(tool: Pick<McpTool, "inputSchema">): string | undefined {
  const reason = (tool.inputSchema as Record<string, unknown> | undefined)?.[UNUSABLE_TOOL];
  return typeof reason === "string" ? reason : undefined;
}

/** Nesting depth of a JSON value, counted without recursion; stops counting past `limit`. */
export function jsonDepth(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== "object" || node === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * Hooks `transport.onmessage` (whoever sets it later, the SDK client does on
 * connect) so every `tools/list` answer is checked first. `onUnusable` hears
 * each stubbed tool once per answer.
 */
export function guardDeepTools(transport: Transport, onUnusable: (message: string) => void): void {
  // The wrapper is made once per handler, not on each read: the transport reads `onmessage` for every message.
  let wrapped: Transport["onmessage"];
  Object.defineProperty(transport, "onmessage", {
    configurable: true,
    get: () => wrapped,
    set: (next: Transport["onmessage"]) => {
      wrapped = next
        ? (message: Parameters<NonNullable<Transport["onmessage"]>>[0], extra?: unknown) =>
            next(stubDeepTools(message, onUnusable), extra as never)
        : undefined;
    },
  });
}

function stubDeepTools<T>(message: T, onUnusable: (message: string) => void): T {
  const tools = (message as { result?: { tools?: unknown } }).result?.tools;
  if (!Array.isArray(tools)) return message;
  for (const [index, tool] of tools.entries()) {
    if (typeof tool !== "object" || tool === null) continue;
    const { name, inputSchema, outputSchema } = tool as { name?: unknown; inputSchema?: unknown; outputSchema?: unknown };
    const deep = [["inputSchema", inputSchema] as const, ["outputSchema", outputSchema] as const].find(
      ([, schema]) => jsonDepth(schema, MAX_SCHEMA_DEPTH) > MAX_SCHEMA_DEPTH,
    );
    if (!deep) continue;
    const reason = `its ${deep[0]} nests deeper than ${MAX_SCHEMA_DEPTH} levels`;
    const stub: McpObjectSchema = { type: "object", [UNUSABLE_TOOL]: reason };
    const { outputSchema: _dropped, ...rest } = tool as Record<string, unknown>;
    tools[index] = { ...rest, inputSchema: stub };
    onUnusable(`tool ${JSON.stringify(String(name))} cannot be used: ${reason}`);
  }
  return message;
}
