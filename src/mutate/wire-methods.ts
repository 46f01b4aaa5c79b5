/**
 * Which JSON-RPC methods list and call each kind of item, and where a
 * request names its item: one place for the layer and the recorder.
 */
import type { MutantKind } from "../result/mutation-report.js";
import type { JsonObject } from "./mutation-operator.js";

export const LIST_METHOD: Readonly<Record<MutantKind, string>> = { tool: "tools/list", resource: "resources/list", prompt: "prompts/list" };
export const CALL_METHOD: Readonly<Record<MutantKind, string>> = { tool: "tools/call", resource: "resources/read", prompt: "prompts/get" };
/** The field of a list answer holding the items, and the field naming each. */
export const LIST_FIELD: Readonly<Record<MutantKind, { items: string; name: string }>> = {
  tool: { items: "tools", name: "name" },
  resource: { items: "resources", name: "uri" },
  prompt: { items: "prompts", name: "name" },
};

export const KINDS: readonly MutantKind[] = ["tool", "resource", "prompt"];

/** The item a call request names (a tool or prompt name, a resource URI), or undefined. */
export function callTarget(kind: MutantKind, params: unknown): string | undefined {
  const value = (params as JsonObject | undefined)?.[LIST_FIELD[kind].name];
  return typeof value === "string" ? value : undefined;
}

/** A JSON-RPC id as a map key (a number and a string id never collide). */
export function idKey(id: unknown): string {
  return `${typeof id}:${String(id)}`;
}

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
