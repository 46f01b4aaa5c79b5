/**
 * Whether this machine can give a server the sandbox it asks for: the tools
 * on the safe PATH, and one trial run of the exact namespace set (user
 * namespaces may be refused, as on Ubuntu 24.04 where AppArmor restricts
 * them for unprivileged users). Tried once per process and mode: a few ms.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, statSync } from "node:fs";
import { delimiter, join } from "node:path";

/** The absolute path of an executable `name` on `pathValue`, else undefined. */
export function findExecutable(name: string, pathValue: string | undefined): string | undefined {
  for (const dir of (pathValue ?? "").split(delimiter)) {
    if (dir === "") continue;
    const file = join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      if (statSync(file).isFile()) return file;
    } catch {
      // Not here: the next PATH entry.
    }
  }
  return undefined;
}

const tried = new Map<string, string | null>();

/** Runs the sandbox launcher `argv` (ending in `--`) on `true`: null when it works, else why not (bwrap's own words). */
export function probeSandbox(argv: readonly string[], truePath: string): string | null {
  const key = JSON.stringify(argv);
  const known = tried.get(key);
  if (known !== undefined) return known;
  // Synchronous on purpose: the spawn that needs the answer hands its pipes back at once (spawn-server-process.ts).
  // Bounded: ~10 ms here; a launcher that hangs is killed and counted as refused.
  const result = spawnSync(argv[0]!, [...argv.slice(1), truePath], { env: {}, stdio: ["ignore", "ignore", "pipe"], timeout: 10_000 });
  const stderr = result.stderr?.toString("utf8").trim().split("\n").slice(0, 3).join(" ").slice(0, 400) ?? "";
  const reason =
    result.status === 0
      ? null
      : result.error
        ? result.error.message
        : stderr || (result.signal ? `killed by ${result.signal}` : `exit code ${String(result.status)}`);
  tried.set(key, reason);
  return reason;
}
