/**
 * Shared by the fault-injection suites: a config around the hostile server,
 * a real `mcpvals` child we can signal, and the orphan check every case ends
 * with (no process left whose command line carries the case's marker).
 */
import { existsSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { execa, type ResultPromise } from "execa";
import { fileURLToPath } from "node:url";
import { BIN, REPO_ROOT, processesWith } from "../helpers/run-mcpvals.js";

export const HOSTILE_SERVER = fileURLToPath(new URL("../fixtures/servers/hostile-server.mjs", import.meta.url));

/** Every case's processes carry one of these in their command line. */
export function newMarker(name: string): string {
  return `hostile-${name}-${randomBytes(4).toString("hex")}`;
}

/** A stdio server entry running the hostile server in `modes`. */
export function hostileServer(marker: string, modes: string[], env: Record<string, string> = {}) {
  return { command: process.execPath, args: [HOSTILE_SERVER, marker], env: { HOSTILE_MODE: modes.join(","), ...env } };
}

export function toolSuite(tests: Array<Record<string, unknown>>) {
  return [{ name: "s", tests }];
}

/** Starts `mcpvals <args>` (a real process: it can be signalled). */
export function startMcpvals(
  args: string[],
  { cwd = REPO_ROOT, env = {}, timeoutMs = 40_000 }: { cwd?: string; env?: Record<string, string>; timeoutMs?: number } = {},
): ResultPromise {
  return execa(process.execPath, [BIN, ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NO_COLOR: "1", ...env },
    extendEnv: false,
    reject: false,
    // Far above any case's expected time: only a hang reaches it (and fails the case).
    timeout: timeoutMs,
    stdin: "ignore",
  });
}

/** Polls until `file` exists; false after `limitMs` (generous: it bounds a failure, a passing run stops at once). */
export async function waitForFile(file: string, limitMs = 60_000): Promise<boolean> {
  const until = performance.now() + limitMs;
  while (performance.now() < until) {
    if (existsSync(file)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

/**
 * Processes still running with `marker` after a grace (a SIGKILL is
 * delivered asynchronously, and a stopping server may take seconds on a busy
 * machine); then kills them so one failed case does not leak into the next.
 * The count goes into the orphan figure. The grace only bounds how long a
 * leak is waited on: a correct run's processes are gone at the first look.
 */
export async function orphansOf(marker: string, graceMs = 30_000): Promise<string[]> {
  const until = performance.now() + graceMs;
  let left = await processesWith(marker);
  while (left.length > 0 && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    left = await processesWith(marker);
  }
  if (left.length > 0) await execa("pkill", ["-KILL", "-f", marker], { reject: false });
  return left;
}

export { REPO_ROOT, processesWith };
