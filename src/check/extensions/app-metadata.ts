/**
 * The well-formedness of MCP Apps metadata: on the tool, `_meta.ui.visibility`
 * is a list of "model"/"app" and `csp`/`permissions` are absent (they belong
 * on the resource, and hosts ignore them on the tool); on the resource
 * content, `_meta.ui.csp` lists origins per known directive, `permissions`
 * names known features, `prefersBorder` is a boolean and `domain` a string.
 */
import type { McpTool } from "../../protocol/mcp-types.js";
import { clipText } from "../../util/clip-text.js";

const VISIBILITY = new Set(["model", "app"]);
const CSP_KEYS = new Set(["connectDomains", "resourceDomains", "frameDomains", "baseUriDomains"]);
const PERMISSIONS = new Set(["camera", "microphone", "geolocation", "clipboardWrite"]);

export function appMetadataProblems(tool: McpTool, content: Record<string, unknown> | undefined): string[] {
  const problems: string[] = [];
  const ui = ((tool._meta as Record<string, unknown> | undefined)?.ui ?? {}) as Record<string, unknown>;
  const visibility = ui.visibility;
  if (visibility !== undefined && (!Array.isArray(visibility) || visibility.some((v) => !VISIBILITY.has(v as string))))
    problems.push(`tool _meta.ui.visibility is ${clipText(JSON.stringify(visibility), 60)} (a list of "model", "app")`);
  for (const misplaced of ["csp", "permissions"])
    if (ui[misplaced] !== undefined) problems.push(`tool _meta.ui.${misplaced} belongs on the UI resource; hosts ignore it on the tool`);
  const resourceUi = ((content?._meta as Record<string, unknown> | undefined)?.ui ?? {}) as Record<string, unknown>;
  if (resourceUi.csp !== undefined) problems.push(...cspProblems(resourceUi.csp));
  const permissions = resourceUi.permissions;
  if (permissions !== undefined) {
    if (!isRecord(permissions)) problems.push("resource _meta.ui.permissions must be an object");
    else
      for (const key of Object.keys(permissions))
        if (!PERMISSIONS.has(key)) problems.push(`resource _meta.ui.permissions.${clipText(key, 40)} is not a known permission`);
  }
  if (resourceUi.prefersBorder !== undefined && typeof resourceUi.prefersBorder !== "boolean")
    problems.push("resource _meta.ui.prefersBorder must be a boolean");
  if (resourceUi.domain !== undefined && typeof resourceUi.domain !== "string") problems.push("resource _meta.ui.domain must be a string");
  return problems;
}

function cspProblems(csp: unknown): string[] {
  if (!isRecord(csp)) return ["resource _meta.ui.csp must be an object"];
  const problems: string[] = [];
  for (const [key, value] of Object.entries(csp)) {
    const where = `resource _meta.ui.csp.${clipText(key, 40)}`;
    if (!CSP_KEYS.has(key)) problems.push(`${where} is not a known directive`);
    else if (!Array.isArray(value) || value.some((origin) => typeof origin !== "string" || !isOrigin(origin)))
      problems.push(`${where} must list origins (scheme://host[:port], * allowed in subdomains)`);
  }
  return problems;
}

function isOrigin(text: string): boolean {
  try {
    const url = new URL(text.replace("://*.", "://wildcard."));
    return ["http:", "https:", "ws:", "wss:"].includes(url.protocol) && url.pathname === "/" && url.search === "" && url.hash === "";
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
