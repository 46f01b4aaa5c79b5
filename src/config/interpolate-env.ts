import { ConfigError } from "../errors.js";
import { formatConfigError } from "./format-config-issues.js";
import { formatPath, type PathSegment } from "./format-path.js";

/** One `${VAR}` reference that was replaced. */
export interface EnvSubstitution {
  /** Field path of the string the reference was in, e.g. `server.env.TOKEN`. */
  path: string;
  variable: string;
  /** The value put in (the variable's value, or the default when it was unset). */
  value: string;
}

/** The interpolated data and every substitution made (used to find secrets). */
export interface InterpolateEnvResult {
  value: unknown;
  substituted: EnvSubstitution[];
  /** Unset variables at `lazy` paths: left empty here, an error only when their value is really needed. */
  deferred: Array<{ path: string; segments: PathSegment[]; variable: string }>;
}

// `$${` (escape), `${...}` (reference), or a `${` that is never closed.
const TOKEN = /\$\$\{|\$\{([^}]*)\}|\$\{/g;
const REFERENCE = /^([A-Za-z_][A-Za-z0-9_]*)(?::-(.*))?$/s;

/**
 * Replaces `${VAR}` and `${VAR:-default}` in every string of `data` (deeply,
 * through arrays and objects; keys are left alone). As in the shell, the
 * default is used when the variable is unset or empty. `$${` writes a literal
 * `${`.
 *
 * Every unset variable without a default, and every malformed reference, is
 * collected; then one `ConfigError` lists them all, each as
 * `path: environment variable VAR is not set`, so a user fixes them in one go.
 */
export function interpolateEnv(
  data: unknown,
  env: Record<string, string | undefined>,
  options: { file?: string | null; lazy?: (path: string, segments: readonly PathSegment[]) => boolean } = {},
): InterpolateEnvResult {
  const substituted: EnvSubstitution[] = [];
  const deferred: InterpolateEnvResult["deferred"] = [];
  const issues: Array<{ path: string; message: string }> = [];

  const visit = (value: unknown, at: PathSegment[]): unknown => {
    if (typeof value === "string") return interpolateString(value, at);
    if (Array.isArray(value)) return value.map((item, index) => visit(item, [...at, index]));
    if (isPlainObject(value)) {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item, [...at, key])]));
    }
    // Numbers, booleans, functions, class instances: nothing to interpolate.
    return value;
  };

  const interpolateString = (text: string, at: PathSegment[]): string => {
    if (!text.includes("${")) return text;
    const path = formatPath(at);
    return text.replace(TOKEN, (match: string, inner: string | undefined) => {
      if (match === "$${") return "${";
      if (inner === undefined) {
        issues.push({ path, message: `unclosed "\${" (write "$\${" for a literal "\${")` });
        return match;
      }
      const reference = REFERENCE.exec(inner);
      if (!reference) {
        issues.push({
          path,
          message: `"${match}" is not a valid variable reference: names are letters, digits and _, e.g. \${MY_TOKEN} or \${MY_TOKEN:-default} (write "$\${" for a literal "\${")`,
        });
        return match;
      }
      const variable = reference[1] as string;
      const fallback = reference[2];
      const current = env[variable];
      const value = current === undefined || (current === "" && fallback !== undefined) ? fallback : current;
      if (value === undefined && options.lazy?.(path, at)) {
        deferred.push({ path, segments: at, variable });
        return "";
      }
      if (value === undefined) {
        issues.push({ path, message: `environment variable ${variable} is not set` });
        return match;
      }
      substituted.push({ path, variable, value });
      return value;
    });
  };

  const value = visit(data, []);
  if (issues.length > 0) {
    const file = options.file ?? undefined;
    const hint = "Set the variables, or give defaults with ${VAR:-default}.";
    throw new ConfigError(`${formatConfigError(file, issues)}\n${hint}`, { file, issues });
  }
  return { value, substituted, deferred };
}

/**
 * The inverse of interpolation for literal text: every `${` becomes `$${`,
 * so text written into a config (e.g. a server's tool description by
 * `mcpvals init`) reads back exactly as it was instead of as a reference.
 */
export function escapeEnvReferences(text: string): string {
  return text.replaceAll("${", () => "$${");
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  // Compare structurally, not with `=== Object.prototype`: objects from a config
  // module evaluated by jiti may come from another realm (e.g. under Jest).
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || Object.getPrototypeOf(prototype) === null;
}
