import path from "node:path";

/** Default state folder, relative to the config file's directory. */
export const DEFAULT_STATE_DIR = ".mcpvals";

/** State key of a config without a file (built in code) and without `stateKey`. */
export const DEFAULT_STATE_KEY = "default";

/** Options for {@link resolveStateDir}. */
export interface ResolveStateDirOptions {
  /** `stateDir` from the config; relative to `baseDir`. @default ".mcpvals" */
  configStateDir?: string;
  /** `stateKey` from the config: the config's sub-folder. @default derived from the config file's name (see stateKeyOf) */
  configStateKey?: string;
  /** The config file's directory (or the working directory for a config object). */
  baseDir: string;
  /**
   * The config file; null for a config object built in code. Such a config
   * has no home folder, so it keeps state only when `stateDir` is set (in the
   * config or as an option): a library call never litters the working directory.
   */
  configFile?: string | null;
  /** `--state-dir` (relative to `cwd`), or false for `--no-state`. Wins over the config. */
  override?: string | false;
  /** Where a command-line path is relative to. @default process.cwd() */
  cwd?: string;
}

/**
 * The absolute state folder of a config, or false when state is turned off:
 * `<root>/<state key>`, where the root is `--state-dir`, else the config's
 * `stateDir`, else `.mcpvals` next to the config file. Each config keeps its
 * own sub-folder, so two configs beside each other never read each other's
 * baselines, history or metrics (a false "removed, breaking" otherwise).
 */
export function resolveStateDir(options: ResolveStateDirOptions): string | false {
  const root = resolveStateRoot(options);
  return root === false ? false : path.join(root, stateKeyOf(options.configFile ?? null, options.configStateKey));
}

/** The folder holding every config's sub-folder (and, before per-config state, the flat layout). */
export function resolveStateRoot({
  configStateDir,
  baseDir,
  configFile,
  override,
  cwd = process.cwd(),
}: ResolveStateDirOptions): string | false {
  if (override === false) return false;
  if (override !== undefined) return path.resolve(cwd, override);
  if (configFile === null && configStateDir === undefined) return false;
  return path.resolve(baseDir, configStateDir ?? DEFAULT_STATE_DIR);
}

/**
 * A config's sub-folder name: `stateKey` when set, else the file's name
 * without its extension and a trailing `.config` (`calc.config.yaml` →
 * `calc`, `mcpvals.config.ts` → `mcpvals`), reduced to letters, digits,
 * `_` and `-`; `default` for a config object.
 */
export function stateKeyOf(configFile: string | null, stateKey?: string): string {
  if (stateKey !== undefined) return stateKey;
  if (configFile === null) return DEFAULT_STATE_KEY;
  const base = path
    .basename(configFile)
    .replace(/\.[^.]*$/, "")
    .replace(/\.config$/i, "");
  const key = base
    .replace(/[^\w-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64);
  // "embeddings" is a folder of the flat layout (before per-config state): a config named so must not land in it.
  return key === "" ? DEFAULT_STATE_KEY : key === "embeddings" ? "embeddings-config" : key;
}

/** The fields of a loaded config that place its state folder. */
export function configStatePlace(config: {
  stateDir?: string;
  stateKey?: string;
  baseDir: string;
  file: string | null;
}): Pick<ResolveStateDirOptions, "configStateDir" | "configStateKey" | "baseDir" | "configFile"> {
  return { configStateDir: config.stateDir, configStateKey: config.stateKey, baseDir: config.baseDir, configFile: config.file };
}
