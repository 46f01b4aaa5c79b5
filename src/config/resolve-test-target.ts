/**
 * What a tool-health test calls: a tool, a resource (a URI, or a URI template
 * filled from `args`) or a prompt (with `args`). A test names exactly one of
 * `tool`, `resource` and `prompt`; naming none keeps the mcpvals 0.4 meaning
 * (the test's `name` is the tool). Problems are issues with their field path.
 */
import { isUriTemplate, uriTemplatesSync, type UriTemplates } from "./uri-templates.js";
import type { ConfigIssue } from "./format-config-issues.js";
import type { ToolTestTarget } from "./resolved-config.js";
import type { ToolTest } from "./schema.js";
import { nameTable } from "../util/name-table.js";

const TARGET_FIELDS = ["tool", "resource", "prompt"] as const;

/** The target as the config names it (before the server is known), with the args the request sends. */
export interface TestTarget {
  target: ToolTestTarget;
  /** The tool or prompt name, or the resource URI, as written (may be `server__name`). */
  name: string;
  args: Record<string, unknown>;
}

export function resolveTestTarget(test: ToolTest, where: string, templates?: UriTemplates): TestTarget | ConfigIssue[] {
  const given = TARGET_FIELDS.filter((field) => test[field] !== undefined);
  if (given.length > 1) {
    return [
      {
        path: where,
        message: `names ${given.map((f) => `\`${f}\``).join(" and ")}: a test names exactly one of \`tool\`, \`resource\` or \`prompt\``,
      },
    ];
  }
  const kind = given[0] ?? "tool";
  const issues: ConfigIssue[] = [];
  if (test.expectedMimeType !== undefined && kind !== "resource") {
    issues.push({ path: `${where}.expectedMimeType`, message: `only a resource test has a MIME type to check; this test calls a ${kind}` });
  }
  if (kind === "resource") {
    const resolved = resourceTarget(test.resource!, test.args, where, issues, templates);
    return issues.length > 0 || !resolved ? issues : resolved;
  }
  if (kind === "prompt") {
    const args = promptArgs(test.args, where, issues);
    return issues.length > 0 ? issues : { target: { kind: "prompt", name: test.prompt! }, name: test.prompt!, args };
  }
  const name = test.tool ?? test.name;
  return issues.length > 0 ? issues : { target: { kind: "tool", name }, name, args: test.args };
}

function resourceTarget(
  resource: string,
  args: Record<string, unknown>,
  where: string,
  issues: ConfigIssue[],
  templates: UriTemplates | undefined,
): TestTarget | undefined {
  if (!isUriTemplate(resource)) {
    if (Object.keys(args).length > 0) {
      issues.push({
        path: `${where}.args`,
        message: `"${resource}" has no {variables} to fill: a resource test takes \`args\` only with a URI template`,
      });
      return undefined;
    }
    return { target: { kind: "resource", uri: resource, uriTemplate: null }, name: resource, args: {} };
  }
  // loadConfig and resolveConfigSource pass the SDK's template code whenever a resource test is a template (uriTemplatesFor).
  const { expandUriTemplate, uriTemplateVariables } = templates ?? uriTemplatesSync();
  let variables: string[];
  try {
    variables = uriTemplateVariables(resource);
  } catch (error) {
    issues.push({
      path: `${where}.resource`,
      message: `not a valid URI template: ${error instanceof Error ? error.message : String(error)}`,
    });
    return undefined;
  }
  const missing = variables.filter((v) => args[v] === undefined);
  if (missing.length > 0) {
    issues.push({
      path: `${where}.args`,
      message: `the template "${resource}" needs ${missing.map((v) => `\`${v}\``).join(", ")} in \`args\``,
    });
  }
  for (const [key, value] of Object.entries(args)) {
    if (!variables.includes(key))
      issues.push({
        path: `${where}.args.${key}`,
        message: `not a variable of the template "${resource}" (it has: ${variables.join(", ")})`,
      });
    else if (!isScalar(value))
      issues.push({
        path: `${where}.args.${key}`,
        message: `a template value must be a string, number or boolean, got ${JSON.stringify(value)}`,
      });
  }
  if (issues.length > 0) return undefined;
  const uri = expandUriTemplate(resource, args);
  return { target: { kind: "resource", uri, uriTemplate: resource }, name: uri, args };
}

/** MCP prompt arguments are strings: numbers and booleans are sent as their text, anything else is an issue. */
function promptArgs(args: Record<string, unknown>, where: string, issues: ConfigIssue[]): Record<string, string> {
  const out = nameTable<string>();
  for (const [key, value] of Object.entries(args)) {
    if (isScalar(value)) out[key] = String(value);
    else issues.push({ path: `${where}.args.${key}`, message: `prompt arguments are strings, got ${JSON.stringify(value)}` });
  }
  return out;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}
