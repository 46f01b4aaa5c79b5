/**
 * The SDK's URI template code (src/protocol/uri-template.ts) is loaded by a config
 * only when one of its resource tests is a template: reading a config
 * (`mcpvals list`) otherwise never loads the MCP client. Telling a template
 * needs no SDK: `{` + a name + `}`, the SDK's own test (UriTemplate.isTemplate).
 */
import { createRequire } from "node:module";

/** What the config layer uses of src/protocol/uri-template.ts. */
export type UriTemplates = Pick<typeof import("../protocol/uri-template.js"), "expandUriTemplate" | "uriTemplateVariables">;

/**
 * The template code for a caller that cannot await (resolveConfig of a config
 * object in sync code): Node >= 22.12 loads an ES module with require.
 */
export function uriTemplatesSync(): UriTemplates {
  return createRequire(import.meta.url)("../mcp/uri-template.js") as UriTemplates;
}

/** True when `uri` holds a `{variable}` expression, i.e. is a template rather than a URI. */
export function isUriTemplate(uri: string): boolean {
  return /\{[^}\s]+\}/.test(uri);
}

/**
 * The template code when the config data (as read, before validation) has a
 * `resource` that is a template anywhere, else undefined. A look at the raw
 * data errs towards loading: a stray match only costs the load.
 */
export async function uriTemplatesFor(data: unknown): Promise<UriTemplates | undefined> {
  let needed: boolean;
  try {
    needed = hasTemplateResource(data, 0);
  } catch {
    // A getter of a .ts config that throws: validation reports it at its field; load the code to be safe.
    needed = true;
  }
  return needed ? import("../protocol/uri-template.js") : undefined;
}

function hasTemplateResource(value: unknown, depth: number): boolean {
  if (typeof value !== "object" || value === null || depth > 8) return false;
  if (Array.isArray(value)) return value.some((item) => hasTemplateResource(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => (key === "resource" && typeof item === "string" && isUriTemplate(item)) || hasTemplateResource(item, depth + 1),
  );
}
