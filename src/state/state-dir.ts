import path from "node:path";

/** Default state folder, relative to the config file's directory. */
export const DEFAULT_STATE_DIR = ".mcpvals";

/** Options for {@link resolveStateDir}. */
export interface ResolveStateDirOptions {
  /** `stateDir` from the config; relative to `baseDir`. @default ".mcpvals" */
  configStateDir?: string;
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

/** The absolute state folder of a run, or false when state is turned off. */
export function resolveStateDir({ configStateDir, baseDir, configFile, override, cwd = process.cwd() }: ResolveStateDirOptions): string | false {
  if (override === false) return false;
  if (override !== undefined) return path.resolve(cwd, override);
  if (configFile === null && configStateDir === undefined) return false;
  return path.resolve(baseDir, configStateDir ?? DEFAULT_STATE_DIR);
}
