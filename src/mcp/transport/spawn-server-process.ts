/**
 * How mcpvals starts a stdio server process, for the transport and for
 * `check`'s raw wire probe alike: binaries resolved from the nearest
 * node_modules/.bin (so `command: mcp-server-everything` works in a
 * checkout), no inherited environment beyond the safe base, raw pipes, and
 * its own process group, so stopping it also stops the helpers it started.
 * The process is listed in live-servers.ts until it exits, and on its exit
 * the rest of its group is killed: no helper outlives it.
 */
import type { Readable, Writable } from "node:stream";
import nodeModule from "node:module";
import { execa, type ResultPromise } from "execa";
import { npmRunPathEnv } from "npm-run-path";
import { killProcessGroup, trackServerProcess } from "./live-servers.js";
import { safeEnv } from "../../util/safe-env.js";
import { explainSpawnError } from "./missing-command.js";
import { sandboxLaunch, type SandboxLaunch } from "./sandbox-command.js";
import type { Sandbox } from "../../protocol/sandbox-schema.js";

export interface SpawnServerOptions {
  command: string;
  args: readonly string[];
  /** Added to the safe base environment; the parent environment is not inherited. */
  env?: Record<string, string>;
  cwd: string;
  /** Where the safe base is read from. @default process.env */
  parentEnv?: Record<string, string | undefined>;
  /** Run it in a sandbox (mcp/transport/sandbox-command.ts); none when undefined. */
  sandbox?: Sandbox;
}

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

export interface SpawnedServer {
  /** The process's pipes; null when it could not be started. */
  stdin: Writable | null;
  stdout: Readable | null;
  stderr: Readable | null;
  /** Undefined when the spawn failed. */
  pid: number | undefined;
  /** Resolves once the process runs; rejects with the reason it could not be started (ENOENT, EACCES, E2BIG…). */
  started: Promise<void>;
  /** Resolves once the process has exited (its group killed after it), or at once when it never started; never rejects. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Said once about this start: its sandbox could not be had and `required: false` let it run without. */
  warning?: string;
}

/**
 * Starts a server, through execa (Windows commands, `.cmd` shims and their
 * argument escaping), its pipes raw: execa buffers, decodes and kills
 * nothing here (the group kill is live-servers.ts'). The environment is
 * computed first with npm-run-path, what execa's `preferLocal` runs
 * (node_modules/.bin from `cwd` up first on PATH), because the prestart
 * key, the sandbox and the missing-command hint all need it before the spawn.
 */
export function spawnServerProcess(options: SpawnServerOptions): SpawnedServer {
  const { command, args, cwd, sandbox } = options;
  const fullEnv = fullEnvOf(options);
  return takePrestarted(command, args, cwd, fullEnv, sandbox) ?? spawnWithEnv(options, fullEnv);
}

/** The whole environment a server starts with: the safe base, the shared code cache, its own, node_modules/.bin first on PATH. */
function fullEnvOf({ env, cwd, parentEnv }: SpawnServerOptions): NodeJS.ProcessEnv {
  return npmRunPathEnv({ env: { ...safeEnv(parentEnv), ...compileCacheEnv(), ...env }, cwd, addExecPath: false });
}

/**
 * Processes started ahead of need (prestartServerProcess), by everything that
 * decides what a spawn runs: a later spawn of exactly that takes one instead
 * of starting its own.
 */
const prestarted = new Map<string, SpawnedServer[]>();

const spawnKey = (command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv, sandbox: Sandbox | undefined): string =>
  JSON.stringify([command, args, cwd, Object.entries(env).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)), sandbox ?? null]);

function takePrestarted(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  sandbox: Sandbox | undefined,
): SpawnedServer | undefined {
  const key = spawnKey(command, args, cwd, env, sandbox);
  const waiting = prestarted.get(key);
  const taken = waiting?.shift();
  if (waiting?.length === 0) prestarted.delete(key);
  return taken;
}

/** A server started ahead of need, until a spawn takes it. */
export interface PrestartedServer {
  /** Stops it unless a spawn took it (its whole process group), and waits for its exit; true when it was stopped. */
  stop(): Promise<boolean>;
}

/**
 * Starts a server now that a spawn of the same options will take later: a
 * run starts its first servers while its own modules still load, and the
 * server's start-up (a few hundred ms for a Node server) overlaps it. Its
 * pipes are left unread until then (the OS buffers what it writes). One that
 * nothing takes is stopped by its `stop`, or with the other servers when this
 * process exits (live-servers.ts).
 */
export function prestartServerProcess(options: SpawnServerOptions): PrestartedServer {
  const { command, args, cwd, sandbox } = options;
  const fullEnv = fullEnvOf(options);
  const key = spawnKey(command, args, cwd, fullEnv, sandbox);
  const server = spawnWithEnv(options, fullEnv);
  prestarted.set(key, [...(prestarted.get(key) ?? []), server]);
  return {
    async stop() {
      const waiting = prestarted.get(key) ?? [];
      if (!waiting.includes(server)) return false;
      const rest = waiting.filter((other) => other !== server);
      if (rest.length > 0) prestarted.set(key, rest);
      else prestarted.delete(key);
      // Never sent a message: nothing of its own to save, and one that ignored SIGTERM would hold the run.
      if (server.pid !== undefined) killProcessGroup(server.pid, "SIGKILL");
      await server.exited;
      return true;
    },
  };
}

function spawnWithEnv(options: SpawnServerOptions, serverEnv: NodeJS.ProcessEnv): SpawnedServer {
  const { cwd } = options;
  let launch: SandboxLaunch | undefined;
  try {
    // Sandboxed: bwrap is the process started (and tracked, and killed with its group); the server runs inside.
    launch =
      options.sandbox &&
      sandboxLaunch({
        ...options,
        fullEnv: serverEnv,
        ownEnv: options.env ?? {},
        sandbox: options.sandbox,
        toolPath: (options.parentEnv ?? process.env).PATH,
      });
  } catch (error) {
    return notStarted(Promise.resolve(error));
  }
  const { command, args, env } = launch ?? { command: options.command, args: options.args, env: serverEnv };
  let subprocess: ResultPromise;
  try {
    subprocess = execa(command, [...args], {
      cwd,
      env,
      extendEnv: false,
      stdio: "pipe",
      // Raw: the MCP stream is read as it comes, never collected, decoded or cut at a buffer limit.
      buffer: false,
      encoding: "buffer",
      stripFinalNewline: false,
      // Its own process group (detached), so stopping it stops the helpers it started; live-servers.ts kills it
      // if this process dies first (execa's own cleanup does not apply to a detached process).
      detached: true,
      cleanup: false,
      forceKillAfterDelay: false,
      windowsHide: true,
      reject: false,
      verbose: "none",
    });
  } catch (error) {
    // Refused before any spawn (on Windows, a line break in an argument for cmd.exe): no process, no events.
    launch?.cleanup();
    return notStarted(Promise.resolve(error));
  }
  // The outcome is read from the Node child's own events below; execa's result is not needed.
  void subprocess.catch(() => undefined);
  return watchChild(subprocess, options, serverEnv, launch);
}

/** No process: the sandbox could not be had, or the spawn failed (ENOENT, EACCES, E2BIG…); `reason` says why. */
function notStarted(reason: Promise<unknown>): SpawnedServer {
  const started = reason.then((error) => Promise.reject(error instanceof Error ? error : new Error(String(error))));
  // Settled after `started` rejects, as when a spawn fails asynchronously: the reason is known before the exit.
  const exited = started.catch(() => ({ code: null, signal: null }));
  return { stdin: null, stdout: null, stderr: null, pid: undefined, started, exited };
}

/** Its start, exit and group kill, from the Node child's events. */
function watchChild(
  subprocess: ResultPromise,
  options: SpawnServerOptions,
  serverEnv: NodeJS.ProcessEnv,
  launch: SandboxLaunch | undefined,
): SpawnedServer {
  const child = subprocess.nodeChildProcess;
  const pid = child.pid;
  if (pid === undefined) {
    launch?.cleanup();
    // Execa's result carries the spawn's own error (`spawn x ENOENT`), explained with where the command was looked for.
    return notStarted(
      subprocess.then((result) => explainSpawnError(result.cause ?? result, options.command, serverEnv.PATH ?? serverEnv.Path)),
    );
  }
  const untrack = trackServerProcess(pid, { group: true });
  for (const output of [child.stdout, child.stderr]) if (output) holdUntilRead(output);
  // A process with a pid has started (Node emits "spawn" next); only its exit is left to wait for.
  const started = new Promise<void>((resolve) => child.once("spawn", () => resolve()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once("exit", (code, signal) => {
      untrack();
      // Helpers it left behind (same group) go too, and with them any pipe they held open.
      killProcessGroup(pid, "SIGKILL");
      launch?.cleanup();
      resolve({ code, signal });
    });
  });
  return {
    stdin: child.stdin,
    stdout: child.stdout,
    stderr: child.stderr,
    pid,
    started,
    exited,
    ...(launch?.warning ? { warning: launch.warning } : {}),
  };
}

/**
 * Execa resumes a pipe nobody reads a moment after the spawn (with `buffer: false`, so an unread pipe cannot
 * stall the process), which would drop what a prestarted server says before a transport takes it (its stderr
 * explains a failed start). Paused, it waits in the pipe as before, until the reader's "data" listener.
 */
function holdUntilRead(stream: Readable): void {
  stream.pause();
  const onListener = (event: string | symbol): void => {
    if (event !== "data") return;
    stream.off("newListener", onListener);
    stream.resume();
  };
  stream.on("newListener", onListener);
}
