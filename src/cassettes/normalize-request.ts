/**
 * A model call's options in the form a cassette keeps and matches: the
 * messages, the tools offered and the settings, without provider options,
 * headers or the abort signal (secrets are starred out as the cassette is
 * built for writing, cassette-run.ts, and before matching). `maskRequest` blanks the
 * volatile values of `cassettes.ignore` before two requests are compared.
 */
import { createHash } from "node:crypto";
import type { ModelCallOptions } from "./model-call-types.js";
import { sortKeys, type NormalizedRequest } from "./cassette-file.js";

const SETTINGS = [
  "maxOutputTokens",
  "temperature",
  "stopSequences",
  "topP",
  "topK",
  "presencePenalty",
  "frequencyPenalty",
  "responseFormat",
  "seed",
  "toolChoice",
] as const;

export function normalizeRequest(options: ModelCallOptions): NormalizedRequest {
  const messages = options.prompt.map(({ role, content }) => ({
    role,
    content: typeof content === "string" ? content : content.map((part) => withoutProviderOptions(part)),
  }));
  const tools = (options.tools ?? []).map((tool) =>
    tool.type === "function"
      ? { name: tool.name, description: tool.description, inputSchema: tool.inputSchema }
      : { name: tool.name, inputSchema: null },
  );
  const settings = Object.fromEntries(SETTINGS.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]));
  // A JSON round trip makes the live request look exactly like one read back from a file.
  return JSON.parse(JSON.stringify(sortKeys({ messages, tools, settings }))) as NormalizedRequest;
}

/** Replaces every match of the `ignore` patterns in every string with `<ignored>`. */
export function maskRequest<T>(value: T, patterns: readonly RegExp[]): T {
  if (patterns.length === 0) return value;
  const walk = (node: unknown): unknown => {
    if (typeof node === "string") return patterns.reduce((text, pattern) => text.replace(pattern, "<ignored>"), node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
    return node;
  };
  return walk(value) as T;
}

/** sha256 of the tools offered, names and schemas included. */
export function hashTools(tools: NormalizedRequest["tools"]): string {
  return createHash("sha256")
    .update(JSON.stringify(sortKeys(tools)))
    .digest("hex");
}

function withoutProviderOptions(part: object): object {
  const { providerOptions: _ignored, ...rest } = part as { providerOptions?: unknown };
  return rest;
}
