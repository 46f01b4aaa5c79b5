/**
 * How mcpvals starts a stdio server process, for the transport and for
 * `check`'s raw wire probe alike: binaries resolved from the nearest
 * node_modules/.bin (so `command: mcp-server-everything` works in a
 * checkout), no inherited environment beyond the safe base, raw pipes, and
 * its own process group, so stopping it also stops the helpers it started.
 * The process is listed in live-servers.ts until it exits, and on its exit
 * the rest of its group is killed: no helper outlives it.
 */
import nodeModule from "node:module";
import { execa, type ResultPromise } from "execa";
import { killProcessGroup, trackServerProcess } from "./live-servers.js";
import { safeEnv } from "./safe-env.js";

export interface SpawnServerOptions {
  command: string;
  args: readonly string[];
  /** Added to the safe base environment; the parent environment is not inherited. */
  env?: Record<string, string>;
  cwd: string;
}

/** The execa options behind every server start (exported for the type of the result). */
const spawnOptions = (cwd: string, env: Record<string, string> | undefined) =>
  ({
    cwd,
    env: { ...safeEnv(), ...compileCacheEnv(), ...env },
    extendEnv: false,
    preferLocal: true,
    localDir: cwd,
    stdin: "pipe",
    stdout: "pipe",
    stderr: "pipe",
    buffer: false,
    reject: false,
    // execa's cleanup skips detached processes: live-servers.ts does it instead.
    detached: true,
    cleanup: false,
    windowsHide: true,
  }) as const;

/**
 * A Node server shares this process's V8 code cache (bin/mcpvals.js turns it
 * on): from its second start on it compiles nothing, about a quarter less CPU
 * for a server-everything start, which per-workflow isolation pays once per
 * workflow. Nothing when this process has none (NODE_DISABLE_COMPILE_CACHE, a
 * library caller that did not enable it, Node < 22.8); the server's own env
 * (NODE_COMPILE_CACHE, NODE_DISABLE_COMPILE_CACHE) wins. Other runtimes
 * ignore the variable.
 */
function compileCacheEnv(): Record<string, string> {
  const dir = nodeModule.getCompileCacheDir?.();
  return dir ? { NODE_COMPILE_CACHE: dir } : {};
}

export type ServerSubprocess = ResultPromise<ReturnType<typeof spawnOptions>>;

export interface SpawnedServer {
  subprocess: ServerSubprocess;
  /** Undefined when the spawn failed synchronously. */
  pid: number | undefined;
  /** Resolves once the process has exited (its group killed after it); never rejects. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function spawnServerProcess({ command, args, env, cwd }: SpawnServerOptions): SpawnedServer {
  const subprocess = execa(command, [...args], spawnOptions(cwd, env));
  const pid = subprocess.pid;
  const untrack = trackServerProcess(pid, { group: true });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    subprocess.nodeChildProcess.once("exit", (code, signal) => {
      untrack();
      // Helpers it left behind (same group) go too, and with them any pipe they held open.
      if (pid !== undefined) killProcessGroup(pid, "SIGKILL");
      resolve({ code, signal });
    });
    // A spawn that failed never exits: settled by its error, or (E2BIG, thrown synchronously, no event) by execa's result.
    subprocess.nodeChildProcess.once("error", () => {
      if (pid === undefined) resolve({ code: null, signal: null });
    });
    if (pid === undefined) void subprocess.then(() => resolve({ code: null, signal: null }));
  });
  return { subprocess, pid, exited };
}
