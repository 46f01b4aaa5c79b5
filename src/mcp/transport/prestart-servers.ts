/**
 * Starts stdio servers ahead of need (eval/servers-to-prestart.ts decides
 * which); the connection that later spawns the same command takes the
 * running process (spawn-server-process.ts).
 */
import type { ServerSpec } from "../../protocol/server-spec.js";
import { parentEnvOf } from "../../util/safe-env.js";
import { prestartServerProcess, waitingPrestarted, type PrestartedServer } from "./spawn-server-process.js";

/**
 * Starts the named servers, a process per entry, less those already waiting for the same spawn (a mutant's spare,
 * started while the mutant before it ran: mutate/mutant-spares.ts); the caller stops, once the run is over,
 * whatever no connection took.
 */
export function prestartServers({ servers, names }: { servers: Record<string, ServerSpec>; names: readonly string[] }): PrestartedServer[] {
  // Per spawn: how many were already waiting when the run began, and how many of those this run counts on.
  const waiting = new Map<string, { before: number; used: number }>();
  return names.flatMap((name) => {
    const spec = servers[name];
    if (spec?.transport !== "stdio") return [];
    const { command, args, env, cwd, sandbox } = spec;
    const options = { command, args, env, cwd: cwd ?? process.cwd(), parentEnv: parentEnvOf(spec), sandbox };
    const id = JSON.stringify([command, args, env, options.cwd, sandbox ?? null]);
    const seen = waiting.get(id) ?? { before: waitingPrestarted(options), used: 0 };
    waiting.set(id, seen);
    if (seen.used < seen.before) {
      seen.used += 1;
      return [];
    }
    return [prestartServerProcess(options)];
  });
}
