/**
 * RFC 6570 URI templates of MCP resource templates
 * (https://modelcontextprotocol.io/specification/2025-11-25/server/resources#resource-templates).
 * The SDK's own UriTemplate expands and matches them; this file is the one
 * place that imports it, so an SDK move touches nothing else.
 */
import { UriTemplate } from "@modelcontextprotocol/client";
import { nameTable } from "../util/name-table.js";

/** True when `uri` holds a `{variable}` expression, i.e. is a template rather than a URI. */
export function isUriTemplate(uri: string): boolean {
  return UriTemplate.isTemplate(uri);
}

/** The variable names of a template, in order. */
export function uriTemplateVariables(template: string): string[] {
  return new UriTemplate(template).variableNames;
}

/** The template filled with `values` (strings; numbers and booleans as their text). */
export function expandUriTemplate(template: string, values: Record<string, unknown>): string {
  // Variable names come from a server's template: `{constructor}` must not find Object's.
  const variables = nameTable(Object.entries(values).map(([k, v]) => [k, String(v)]));
  return new UriTemplate(template).expand(variables);
}

/** True when `uri` is an expansion of `template`. */
export function matchesUriTemplate(template: string, uri: string): boolean {
  try {
    return new UriTemplate(template).match(uri) !== null;
  } catch {
    // A server may list a template the SDK cannot parse: it then matches nothing.
    return false;
  }
}
