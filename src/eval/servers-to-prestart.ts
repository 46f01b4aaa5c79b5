/**
 * Which of a run's stdio servers to start (mcp/transport/prestart-servers.ts)
 * as soon as the plan says the run will start
 * them and before the modules that run it load (the MCP client, the agent,
 * the tool search, the reporters: ~0.1-0.15 s), so that a Node server's
 * start-up (~0.2 s) runs beside that instead of after it. The connection
 * that later spawns the same command takes the running process
 * (mcp/transport/spawn-server-process.ts); nothing else changes.
 *
 * Only where the run is sure to start that exact process first: one per
 * stdio server the planned work uses (with `isolation: workflow`, one per
 * workflow using it that runs at once, up to the cores: a start is mostly
 * CPU), and none when a workflow has `setup`
 * steps (they run before its server starts and may prepare what it reads
 * at start) or a server's command carries the per-run database id.
 */
import os from "node:os";
import type { ResolvedConfig } from "../config/resolved-config.js";
import { DATABASE_ID_TOKEN } from "../protocol/substitute-database-id.js";
import type { SelectedWork } from "./select-work.js";

type PrestartConfig = Pick<ResolvedConfig, "servers" | "isolation" | "concurrency">;

/**
 * The servers to start ahead, a name once per process; empty when that is not sure to be what the run starts
 * first. `cores`: how many start at once at most (a start is mostly CPU).
 */
export function serversToPrestart(
  config: PrestartConfig,
  work: SelectedWork,
  { ownTransports = [], cores = os.availableParallelism() }: { ownTransports?: readonly string[]; cores?: number } = {},
): string[] {
  if (work.workflows.some((workflow) => workflow.setup.length > 0)) return [];
  const used = new Set([...work.workflows.flatMap((w) => w.servers), ...work.suites.flatMap((s) => s.tests.map((t) => t.server))]);
  const names = [...used].filter((name) => {
    const spec = config.servers[name];
    // A server the caller connects itself (evaluate's `transports`) is never spawned.
    if (spec?.transport !== "stdio" || ownTransports.includes(name)) return false;
    // A command with the per-run database id differs from run to run: there is nothing to start ahead.
    return !JSON.stringify(spec).includes(DATABASE_ID_TOKEN);
  });
  if (config.isolation === "run") return names.slice(0, cores);
  // Each workflow starts its own process: as many as start at once, each surely taken by one of them.
  const processes = (name: string) =>
    Math.max(1, Math.min(config.concurrency, work.workflows.filter((w) => w.servers.includes(name)).length));
  return names.flatMap((name) => Array<string>(processes(name)).fill(name)).slice(0, cores);
}
