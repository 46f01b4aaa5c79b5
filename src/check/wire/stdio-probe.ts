/**
 * A raw look at a stdio server, on a process of its own: asks
 * `server/discover` (which era it speaks, known early so the era sessions can
 * start), offers `initialize` with a revision no server knows, watches for
 * server requests before `notifications/initialized`, pings with a string id
 * (the echo must keep its type), then closes stdin and times the exit.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio
 */
import type { StdioServerSpec } from "../../protocol/server-spec.js";
import type { JsonObject } from "./json-rpc.js";
import { earlyRequests } from "./open-session.js";
import { StdioChannel } from "./stdio-channel.js";
import { CLIENT_INFO, modernMeta } from "./wire-session.js";

/** A revision that no server supports: the answer shows how version negotiation is handled. */
export const UNKNOWN_PROTOCOL_VERSION = "1999-01-01";
/** How long a server may speak first after initialize, before the client's `initialized`. */
const EARLY_WINDOW_MS = 500;

export interface StdioProbe {
  channel: StdioChannel;
  /** Whether server/discover answered with 2026-07-28; known before the probe ends. */
  modern: Promise<boolean>;
  /** Resolves when the probe is done. */
  done: Promise<StdioProbeResult>;
}

export interface StdioProbeResult {
  spawnError: string | undefined;
  initializeAnswer: JsonObject | undefined;
  /** Requests (other than ping and logging) the server sent before notifications/initialized. */
  earlyRequests: string[];
  pingAnswer: JsonObject | undefined;
  /** Milliseconds from closing stdin to the exit; null when it had to be killed. */
  exitMs: number | null;
  /** How long the probe waited for the exit. */
  exitWithinMs: number;
  unterminated: string;
}

export function probeStdio(
  spec: StdioServerSpec,
  signal: AbortSignal,
  /** answerWithinMs: the user's connect budget (`connectMs`), for every answer alike: a slow server is slow, not wrong. */
  { answerWithinMs, exitWithinMs = 3_000 }: { answerWithinMs: number; exitWithinMs?: number },
): StdioProbe {
  const channel = new StdioChannel(spec, signal, answerWithinMs);
  let tellModern: (modern: boolean) => void = () => undefined;
  const modern = new Promise<boolean>((resolve) => (tellModern = resolve));
  const done = (async (): Promise<StdioProbeResult> => {
    const result: StdioProbeResult = {
      spawnError: undefined,
      initializeAnswer: undefined,
      earlyRequests: [],
      pingAnswer: undefined,
      exitMs: null,
      exitWithinMs,
      unterminated: "",
    };
    if (!(await channel.started)) {
      tellModern(false);
      await channel.exited;
      return { ...result, spawnError: channel.spawnError };
    }
    const ask = (id: number | string, method: string, params?: JsonObject) =>
      channel.exchange({ jsonrpc: "2.0", id, method, ...(params ? { params } : {}) }, { signal, timeoutMs: answerWithinMs });
    const discover = await ask(1, "server/discover", { _meta: modernMeta() });
    const supported = (discover.message?.result as { supportedVersions?: unknown } | undefined)?.supportedVersions;
    tellModern(Array.isArray(supported) && supported.includes("2026-07-28"));
    // Counted before asking: a request sent right behind the answer can arrive in the same chunk.
    const before = channel.log.unsolicited.length;
    result.initializeAnswer = (
      await ask(2, "initialize", { protocolVersion: UNKNOWN_PROTOCOL_VERSION, capabilities: {}, clientInfo: CLIENT_INFO })
    ).message;
    if (result.initializeAnswer && "result" in result.initializeAnswer) {
      await new Promise((resolve) => setTimeout(resolve, EARLY_WINDOW_MS));
      result.earlyRequests = earlyRequests(channel.log.unsolicited.slice(before));
      await channel.send({ jsonrpc: "2.0", method: "notifications/initialized" });
    }
    result.pingAnswer = (await ask("3", "ping")).message;
    result.exitMs = await channel.close(exitWithinMs);
    result.unterminated = channel.unterminated;
    return result;
  })();
  return { channel, modern, done };
}
