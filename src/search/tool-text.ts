/**
 * The text that represents a tool for search: what a user's words should
 * meet. Names are split into words (`read_text_file`, `getUserById`) so both
 * the lexical index and the embedder see "read text file", and parameters add
 * the nouns a user mentions ("path", "query").
 */
import type { Tool } from "@modelcontextprotocol/sdk/types.js";

/** Splits snake_case, kebab-case, dotted and camelCase identifiers into lower-case words. */
export function identifierWords(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/[_\-./:]+/g, " ")
    .trim()
    .toLowerCase();
}

/** Name (as words), title, description, then each parameter's name and description. */
export function toolText(tool: Tool): string {
  const parts = [identifierWords(tool.name)];
  if (tool.title) parts.push(tool.title);
  if (tool.description) parts.push(tool.description);
  const properties = (tool.inputSchema as { properties?: Record<string, { description?: unknown }> } | undefined)?.properties ?? {};
  for (const [name, schema] of Object.entries(properties)) {
    const description = typeof schema?.description === "string" ? `: ${schema.description}` : "";
    parts.push(`${identifierWords(name)}${description}`);
  }
  return parts.join("\n");
}
