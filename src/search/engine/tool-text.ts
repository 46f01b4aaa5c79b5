/**
 * The text that represents a tool for search: what a user's words should
 * meet. Names are split into words (`read_text_file`, `getUserById`) so both
 * the lexical index and the embedder see "read text file", and parameters add
 * the nouns a user mentions ("path", "query").
 */
import { createHash } from "node:crypto";
import type { McpTool as Tool } from "../../protocol/mcp-types.js";
import { toolHash } from "../../protocol/tools-hash.js";

/** Bump when toolText() changes: stored tool vectors of another version are re-embedded. */
export const TOOL_TEXT_VERSION = 1;

/** Splits snake_case, kebab-case, dotted and camelCase identifiers into lower-case words. */
export function identifierWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/[_\-./:]+/g, " ")
    .trim()
    .toLowerCase();
}

/** A tool's text split by where it comes from, for a field-weighted index (lexical-index.ts). */
export interface ToolFields {
  /** Name (as words) and title. */
  name: string;
  description: string;
  /** Each parameter's name (as words) and description, one a line. */
  parameters: string;
}

export function toolFields(tool: Tool): ToolFields {
  const properties = (tool.inputSchema as { properties?: Record<string, { description?: unknown }> } | undefined)?.properties ?? {};
  const parameters = Object.entries(properties).map(([name, schema]) => {
    const description = typeof schema?.description === "string" ? `: ${schema.description}` : "";
    return `${identifierWords(name)}${description}`;
  });
  return {
    name: [identifierWords(tool.name), tool.title].filter(Boolean).join("\n"),
    description: tool.description ?? "",
    parameters: parameters.join("\n"),
  };
}

/** Name (as words), title, description, then each parameter's name and description. */
export function toolText(tool: Tool): string {
  const { name, description, parameters } = toolFields(tool);
  return [name, description, parameters].filter(Boolean).join("\n");
}

/**
 * The short text the local embedder sees: name (as words), the first sentence
 * of the description, and the parameter names. Universal Sentence Encoder
 * lite averages over its input, so long descriptions and parameter prose
 * wash out what a tool is for: on the quick labelled set
 * (__tests__/fixtures/search/quick-retrieval-set.json) this text ranked the
 * right tool first for 50% of the requests against 25% for toolText(), and
 * within the top 5 for 78% against 81%. BM25 still reads the full toolText().
 */
export function shortToolText(tool: Tool): string {
  const description = (tool.description ?? tool.title ?? "").trim();
  const first = description.split(/(?<=[.!?])\s+/)[0] ?? "";
  const params = Object.keys((tool.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {}).map(
    identifierWords,
  );
  return [`${identifierWords(tool.name)}.`, first, params.join(", ")].filter(Boolean).join(" ");
}

/**
 * Key of a tool's vector in the embeddings store: its schema hash (toolHash,
 * as in tools.json), so an unchanged tool is never re-embedded. The hash
 * leaves the title out, but the embedded text has it: a tool with a title
 * folds it into the key.
 */
export function toolVectorKey(tool: Tool): string {
  const hash = toolHash(tool);
  return tool.title ? createHash("sha256").update(`${hash}\n${tool.title}`).digest("hex") : hash;
}
