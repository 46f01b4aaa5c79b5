/**
 * Starts stdio servers ahead of need (eval/servers-to-prestart.ts decides
 * which); the connection that later spawns the same command takes the
 * running process (spawn-server-process.ts).
 */
import type { ServerSpec } from "../../protocol/server-spec.js";
import { parentEnvOf } from "../../util/safe-env.js";
import { prestartServerProcess, type PrestartedServer } from "./spawn-server-process.js";

/** Starts the named servers, a process per entry; the caller stops, once the run is over, whatever no connection took. */
export function prestartServers({ servers, names }: { servers: Record<string, ServerSpec>; names: readonly string[] }): PrestartedServer[] {
  return names.flatMap((name) => {
    const spec = servers[name];
    if (spec?.transport !== "stdio") return [];
    const { command, args, env, cwd, sandbox } = spec;
    return [prestartServerProcess({ command, args, env, cwd: cwd ?? process.cwd(), parentEnv: parentEnvOf(spec), sandbox })];
  });
}
