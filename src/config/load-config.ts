import path from "node:path";
import { ConfigError } from "../errors.js";
import { collectEnvSecrets } from "../secrets/collect-secrets.js";
import { redactSecrets } from "../secrets/redact-secrets.js";
import { CONFIG_FILE_NAMES, findConfigFile } from "./find-config.js";
import { formatConfigError, formatConfigIssues } from "./format-config-issues.js";
import type { PathSegment } from "./format-path.js";
import { interpolateEnv } from "./interpolate-env.js";
import { isAuthField, markUnsetAuth, placeholdAuthSecrets } from "./defer-auth-secrets.js";
import { normalizeConfig } from "./normalize-config.js";
import { uriTemplatesFor, type UriTemplates } from "./uri-templates.js";
import { plainConfigData } from "./plain-config-data.js";
import { readConfigFile } from "./read-config-file.js";
import type { ResolvedConfig } from "./resolved-config.js";
import { type Config, ConfigSchema } from "./schema.js";

type Env = Record<string, string | undefined>;

/** Options of `loadConfig`. */
export interface LoadConfigOptions {
  /** Config file; relative to `cwd`. When absent, `CONFIG_FILE_NAMES` are looked for in `cwd`. */
  path?: string;
  /** Default: `process.cwd()`. */
  cwd?: string;
  /** Environment for `${VAR}` interpolation and secret detection. Default: `process.env`. */
  env?: Env;
  /** A config with only servers is valid when false (`check`, `init`, `tools`, `search`). @default true */
  requireWork?: boolean;
  /**
   * Limit for reading the file, a TS/JS config's code included (a config
   * promise that never settles must not hang a CI job).
   * @default env MCPVALS_CONFIG_TIMEOUT_MS, else 30000
   */
  timeoutMs?: number;
  /** Stops waiting for the file (Ctrl-C). */
  signal?: AbortSignal;
  /** An unset `${VAR}` in a server's `auth` marks the server (`unsetAuth`) instead of failing (a fork PR's run skips its work). */
  deferAuthSecrets?: boolean;
  /**
   * The hosts to run as (`run --hosts a,b`): the same as a top-level `hosts: [a, b]` in the config, in place of
   * its top-level `host`/`hosts` (a workflow's own still wins). @default the config's
   */
  hosts?: readonly string[];
}

/** Default of `LoadConfigOptions.timeoutMs`. */
export const CONFIG_LOAD_TIMEOUT_MS = 30_000;

/** Model keys whose unset variable waits until the model is really asked (a replay needs none): the agent's, the judge's, a simulated user's. */
const LAZY_KEY_PATH = /^(?:model|llmJudge\.model|workflows\[\d+\]\.user\.model)\.apiKey$/;

/** `apiKey: ${VAR}` with VAR unset becomes `apiKeyEnv: VAR`, so resolving the model (not loading the config) fails, naming VAR. */
function deferKeys(value: unknown, deferred: ReadonlyArray<{ path: string; variable: string }>): void {
  for (const { path: at, variable } of deferred) {
    if (!LAZY_KEY_PATH.test(at)) continue;
    const owner = at
      .split(".")
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], value);
    if (!owner || typeof owner !== "object") continue;
    const model = owner as Record<string, unknown>;
    delete model.apiKey;
    model.apiKeyEnv ??= variable;
  }
}

/** Options of `resolveConfig`. */
export interface ResolveConfigOptions {
  /** File the data came from, for error messages; null (default) for a config built in code. */
  file?: string | null;
  /** Directory relative paths are resolved against. Default: the file's directory, else `process.cwd()`. */
  baseDir?: string;
  /** Default: `process.env`. */
  env?: Env;
  /** A config with only servers is valid when false (`check`, `init`, `tools`, `search`). @default true */
  requireWork?: boolean;
  /** The MCP client's URI template code, needed when a resource test is a template (see uri-templates.ts). */
  uriTemplates?: UriTemplates;
  /** See LoadConfigOptions.deferAuthSecrets. @default false */
  deferAuthSecrets?: boolean;
  /** See LoadConfigOptions.hosts. */
  hosts?: readonly string[];
}

/**
 * Finds (or takes), reads, interpolates, validates and normalizes a config
 * file. Every failure is a `ConfigError` whose message names the file and the
 * field paths at fault: CONFIG_NOT_FOUND when there is no file, CONFIG_INVALID
 * otherwise.
 */
export async function loadConfig(options: LoadConfigOptions = {}): Promise<ResolvedConfig> {
  const cwd = path.resolve(options.cwd ?? process.cwd());
  const file = options.path === undefined ? await findConfigFile(cwd) : path.resolve(cwd, options.path);
  if (file === undefined) {
    throw new ConfigError(
      `No config file found in ${cwd}. Create one of ${CONFIG_FILE_NAMES.join(", ")}, or pass the path of your config.`,
      { code: "CONFIG_NOT_FOUND" },
    );
  }
  const env = options.env ?? process.env;
  const timeoutMs = options.timeoutMs ?? envTimeout(env) ?? CONFIG_LOAD_TIMEOUT_MS;
  const data = await readConfigFile(file, { timeoutMs, signal: options.signal });
  // The MCP client's template code loads only for a config with a template resource test.
  const { requireWork, deferAuthSecrets, hosts } = options;
  return resolveConfig(data, { file, env, requireWork, deferAuthSecrets, hosts, uriTemplates: await uriTemplatesFor(data) });
}

/**
 * Interpolates, validates and normalizes a config given as data (library use,
 * or a file already read). Throws `ConfigError` listing every problem.
 */
export function resolveConfig(input: unknown, options: ResolveConfigOptions = {}): ResolvedConfig {
  const file = options.file ?? null;
  const env = options.env ?? process.env;
  const baseDir = path.resolve(options.baseDir ?? (file ? path.dirname(file) : process.cwd()));

  // First: everything after this walks the data recursively and must see finite, acyclic values.
  const plain = plainConfigData(input, { file });
  // A model key read from an unset variable (a fork PR has no secrets) is
  // needed only by a live model call: replayed cassettes need none.
  const lazy = (at: string, segments: readonly PathSegment[]) =>
    LAZY_KEY_PATH.test(at) || (options.deferAuthSecrets === true && isAuthField(segments));
  const { value, substituted, deferred } = interpolateEnv(plain, env, { file, lazy });
  deferKeys(value, deferred);
  const placed = placeholdAuthSecrets(value, deferred);
  const parsed = ConfigSchema.safeParse(value);
  if (!parsed.success) {
    // Messages quote offending values, which may have come from secret variables.
    const secrets = collectEnvSecrets({ substituted, env });
    const issues = formatConfigIssues(parsed.error, { input: value }).map((issue) => ({
      path: issue.path,
      message: redactSecrets(issue.message, secrets),
    }));
    throw new ConfigError(formatConfigError(file, issues), { file: file ?? undefined, issues });
  }
  const resolved = normalizeConfig(withHosts(parsed.data, options.hosts), {
    file,
    baseDir,
    env,
    input: value,
    substituted,
    requireWork: options.requireWork,
    uriTemplates: options.uriTemplates,
  });
  return markUnsetAuth(resolved, placed);
}

function envTimeout(env: Env): number | undefined {
  const value = Number(env.MCPVALS_CONFIG_TIMEOUT_MS);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** `run --hosts a,b`: the same as the config's top-level `hosts: [a, b]`, in place of its `host`/`hosts`. */
function withHosts(config: Config, hosts: readonly string[] | undefined): Config {
  if (hosts === undefined) return config;
  const { host: _replaced, ...rest } = config;
  return { ...rest, hosts: [...hosts] };
}
