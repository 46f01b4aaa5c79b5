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

export function safeEnv(parent: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of INHERITED) {
    const value = parent[key];
    // Skip exported shell functions ("() { ... }"): they are code, not configuration.
    if (value !== undefined && !value.startsWith("()")) env[key] = value;
  }
  return env;
}
