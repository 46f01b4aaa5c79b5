/**
 * A raw look at a stdio server's wire, for `mcpvals check`: the SDK's reader
 * hides what a conformance check must see (stray stdout lines, messages not
 * ending in a newline, a server that does not exit when stdin closes). Starts
 * the server like StdioTransport does (safe environment, local binaries),
 * offers `initialize` with a revision no server knows, then pings, then
 * closes stdin and times the exit.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio
 */
import { killProcessGroup } from "./live-servers.js";
import { spawnServerProcess } from "./spawn-server-process.js";
import type { StdioServerSpec } from "./server-spec.js";
import { settlesWithin } from "../util/settles-within.js";

/** A revision that no server supports: the answer shows how version negotiation is handled. */
export const UNKNOWN_PROTOCOL_VERSION = "1999-01-01";

export interface StdioWireProbe {
  /** Complete stdout lines, in order (without the newline). */
  lines: string[];
  /** Bytes after the last newline when stdout closed: a message that was not newline-terminated. */
  unterminated: string;
  /** The JSON-RPC answer to `initialize` (id 1), or undefined when none came. */
  initializeAnswer: Record<string, unknown> | undefined;
  /** The answer to `ping` (id 2), or undefined. */
  pingAnswer: Record<string, unknown> | undefined;
  /** Milliseconds from closing stdin to the exit; null when it did not exit within `exitWithinMs` (it was killed). */
  exitMs: number | null;
  /** The last of stderr, for messages. */
  stderrTail: string;
  /** Why the server could not be started, when it could not. */
  spawnError: string | undefined;
}

export interface ProbeStdioWireOptions {
  spec: StdioServerSpec;
  /** How long to wait for each answer. @default 10000 */
  answerWithinMs?: number;
  /** How long a server may take to exit after stdin closes. @default 3000 */
  exitWithinMs?: number;
  signal?: AbortSignal;
}

export async function probeStdioWire({ spec, answerWithinMs = 10_000, exitWithinMs = 3_000, signal }: ProbeStdioWireOptions): Promise<StdioWireProbe> {
  // Started as a run starts it (its own process group, listed until it exits): the probe sees the real thing.
  const child = spawnServerProcess({ command: spec.command, args: spec.args, env: spec.env, cwd: spec.cwd ?? process.cwd() });
  const killGroup = (): void => void (child.pid !== undefined && killProcessGroup(child.pid, "SIGKILL"));
  if (signal?.aborted) killGroup();
  else signal?.addEventListener("abort", killGroup, { once: true });
  const probe: StdioWireProbe = { lines: [], unterminated: "", initializeAnswer: undefined, pingAnswer: undefined, exitMs: null, stderrTail: "", spawnError: undefined };
  let pending = "";
  const waiters = new Map<number, (answer: Record<string, unknown>) => void>();
  child.stdout?.setEncoding("utf8");
  child.stdout?.on("data", (chunk: string) => {
    pending += chunk;
    for (let at = pending.indexOf("\n"); at !== -1; at = pending.indexOf("\n")) {
      const line = pending.slice(0, at).replace(/\r$/, "");
      pending = pending.slice(at + 1);
      if (line.trim() === "") continue;
      probe.lines.push(line);
      const message = parseObject(line);
      if (message && typeof message.id === "number") waiters.get(message.id)?.(message);
    }
  });
  child.stderr?.on("data", (chunk: Buffer) => void (probe.stderrTail = (probe.stderrTail + chunk.toString("utf8")).slice(-2000)));
  child.stdin?.on("error", () => undefined);
  const exited = child.exited.then(() => signal?.removeEventListener("abort", killGroup));
  try {
    await child.started;
  } catch (error) {
    probe.spawnError = error instanceof Error ? error.message : String(error);
    await exited;
    return probe;
  }
  const ask = async (id: number, method: string, params?: object): Promise<Record<string, unknown> | undefined> => {
    const answer = new Promise<Record<string, unknown> | undefined>((resolve) => {
      waiters.set(id, resolve);
      setTimeout(() => resolve(undefined), answerWithinMs).unref();
      void exited.then(() => resolve(undefined));
    });
    child.stdin?.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, ...(params ? { params } : {}) })}\n`);
    return answer;
  };
  probe.initializeAnswer = await ask(1, "initialize", {
    protocolVersion: UNKNOWN_PROTOCOL_VERSION,
    capabilities: {},
    clientInfo: { name: "mcpvals-check", version: "0" },
  });
  // A server that accepted some revision gets the handshake's end before the ping.
  if (probe.initializeAnswer && "result" in probe.initializeAnswer) child.stdin?.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
  probe.pingAnswer = await ask(2, "ping");
  const closedAt = performance.now();
  child.stdin?.end();
  const inTime = await settlesWithin(exited, exitWithinMs);
  if (inTime) probe.exitMs = Math.round(performance.now() - closedAt);
  else {
    killGroup();
    await exited;
  }
  probe.unterminated = pending;
  return probe;
}

function parseObject(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
