/**
 * What the library's entry points take as a config: a file path (or nothing:
 * `mcpvals.config.*` is looked for in `cwd`), what `defineConfig` returns (the
 * plain config object), or a config `loadConfig` already resolved. One
 * function turns each into a ResolvedConfig, so `evaluate`, `searchServers`
 * and `searchEngineFor` accept the same three.
 */
import { UsageError } from "../errors.js";
import { loadConfig, resolveConfig } from "./load-config.js";
import type { ResolvedConfig } from "./resolved-config.js";
import type { ConfigInput } from "./schema.js";
import { uriTemplatesFor } from "./uri-templates.js";

/** A config file path, a config object (`defineConfig(...)`), or a loaded config (`loadConfig(...)`); undefined: discover one in `cwd`. */
export type ConfigSource = string | ConfigInput | ResolvedConfig | undefined;

/** Options of {@link resolveConfigSource}. */
export interface ResolveConfigSourceOptions {
  /** Where a path is relative to, and a config object's relative paths. @default process.cwd() */
  cwd?: string;
  /** @default process.env */
  env?: Record<string, string | undefined>;
  /** A config with only servers is valid when false. @default true */
  requireWork?: boolean;
  /** The hosts to run as, over the config's top-level `host`/`hosts` (see LoadConfigOptions.hosts). @default the config's */
  hosts?: readonly string[];
  signal?: AbortSignal;
}

/**
 * A loaded config is told from a config object by the fields only
 * normalizeConfig sets: the config schema is strict, so an object written by
 * hand with `secrets` and `baseDir` would not be a valid config anyway.
 */
export function isResolvedConfig(value: unknown): value is ResolvedConfig {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<ResolvedConfig>;
  return (
    Array.isArray(candidate.secrets) &&
    typeof candidate.baseDir === "string" &&
    "file" in candidate &&
    typeof candidate.servers === "object"
  );
}

export async function resolveConfigSource(
  source: ConfigSource,
  { cwd = process.cwd(), env = process.env, requireWork, hosts, signal }: ResolveConfigSourceOptions = {},
): Promise<ResolvedConfig> {
  if (isResolvedConfig(source)) {
    // Hosts expand the workflows as the config is resolved: a resolved config is past that point.
    if (hosts !== undefined)
      throw new UsageError("hosts: pass them to loadConfig (or give evaluate the config's path or object), not with a loaded config");
    return source;
  }
  if (typeof source === "object" && source !== null)
    return resolveConfig(source, { file: null, baseDir: cwd, env, requireWork, hosts, uriTemplates: await uriTemplatesFor(source) });
  return loadConfig({ path: source, cwd, env, signal, requireWork, hosts });
}
