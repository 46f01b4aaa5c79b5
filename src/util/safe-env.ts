/**
 * The minimal environment a server process inherits from ours. Everything
 * else (API keys, tokens, CI secrets) stays out unless the config's
 * `server.env` passes it explicitly. The list mirrors what a process needs to
 * find binaries, a home and a temp dir on Linux, macOS and Windows.
 */
const INHERITED = [
  "PATH",
  "HOME",
  "USER",
  "LOGNAME",
  "SHELL",
  "TERM",
  "TMPDIR",
  "TMP",
  "TEMP",
  "LANG",
  "LC_ALL",
  "TZ",
  // Windows
  "APPDATA",
  "LOCALAPPDATA",
  "USERPROFILE",
  "HOMEDRIVE",
  "HOMEPATH",
  "SYSTEMROOT",
  "SystemRoot",
  "SYSTEMDRIVE",
  "WINDIR",
  "COMSPEC",
  "PATHEXT",
  "PROGRAMFILES",
  "ProgramFiles",
];

/**
 * The environment a stdio server's safe base is read from when it is not
 * this process's: the CLI run in-process (a test, a library caller) with its
 * own `env`. A non-enumerable symbol key: JSON (reports, cache keys,
 * cassettes), deep equality and spreads never see it, so code that copies a
 * spec carries it on with `withParentEnv(copy, parentEnvOf(spec))`.
 */
export const PARENT_ENV: unique symbol = Symbol.for("mcpvals.parentEnv");

type ParentEnv = Record<string, string | undefined>;

/** A copy of `spec` with the environment its server's safe base comes from (`spec` itself when `env` is undefined). */
export function withParentEnv<T extends object>(spec: T, env: ParentEnv | undefined): T {
  if (env === undefined) return spec;
  return Object.defineProperty({ ...spec }, PARENT_ENV, { value: env, enumerable: false });
}

/** The environment `withParentEnv` gave a spec, else undefined (this process's). */
export function parentEnvOf(spec: object): ParentEnv | undefined {
  return (spec as { [PARENT_ENV]?: ParentEnv })[PARENT_ENV];
}

export function safeEnv(parent: ParentEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of INHERITED) {
    const value = parent[key];
    // Skip exported shell functions ("() { ... }"): they are code, not configuration.
    if (value !== undefined && !value.startsWith("()")) env[key] = value;
  }
  return env;
}
