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
 * own `env`. A symbol key, so a spread copies it but JSON (reports, cache
 * keys, cassettes) never sees it.
 */
export const PARENT_ENV: unique symbol = Symbol.for("mcpvals.parentEnv");

type ParentEnv = Record<string, string | undefined>;

/** `spec` with the environment its server's safe base comes from. */
export function withParentEnv<T extends object>(spec: T, env: ParentEnv): T {
  return { ...spec, [PARENT_ENV]: env };
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
