/**
 * A server command that does not exist (`spawn mcp-server-everythng ENOENT`)
 * with what was probably meant: the closest name among the executables on
 * the server's PATH, which starts with the node_modules/.bin folders from its
 * working directory up (spawn-server-process.ts). Read only on this error path.
 */
import { readdir } from "node:fs/promises";
import { delimiter, isAbsolute } from "node:path";
import { closest } from "../../util/closest-name.js";

/** The spawn error, its message extended with where the command was looked for and a did-you-mean. */
export async function explainSpawnError(error: unknown, command: string, pathValue: string | undefined): Promise<Error> {
  // Duck-typed: a system error from another realm (a test's VM context) is no `instanceof Error` here.
  const code = (error as { code?: unknown } | null)?.code;
  const message = (error as { message?: unknown } | null)?.message;
  const base = error instanceof Error ? error : Object.assign(new Error(typeof message === "string" ? message : String(error)), { code });
  if (code !== "ENOENT" || isAbsolute(command) || /[\\/]/.test(command)) return base;
  const dirs = (pathValue ?? "").split(delimiter).filter(Boolean);
  const names = new Set<string>();
  for (const dir of dirs) {
    // A PATH entry that does not exist or cannot be read is no candidate.
    for (const name of await readdir(dir).catch(() => [] as string[])) names.add(name.replace(/\.(cmd|exe|bat|ps1)$/i, ""));
  }
  const meant = closest(command, [...names]);
  const hint = meant ? `; did you mean "${meant}"?` : " (install it, or give its full path)";
  const explained = new Error(`${base.message}: "${command}" is not on PATH or in node_modules/.bin${hint}`, { cause: base });
  Object.assign(explained, { code: "ENOENT" });
  return explained;
}
