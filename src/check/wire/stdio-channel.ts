/**
 * check's raw stdio channel: starts the server as a run starts it (mcp/'s
 * spawnServerProcess: safe environment, own process group), splits stdout on
 * newlines as bytes, records every message, and matches responses by exact
 * id. A server-to-client ping is answered; other server requests get -32601.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio
 */
import { killProcessGroup } from "../../mcp/transport/live-servers.js";
import type { StdioServerSpec } from "../../protocol/server-spec.js";
import { spawnServerProcess, type SpawnedServer } from "../../mcp/transport/spawn-server-process.js";
import { parentEnvOf } from "../../util/safe-env.js";
import { settlesWithin } from "../../util/settles-within.js";
import { isRequest, isResponse, type JsonObject, noteVersion, parseJsonObject, PendingRequests } from "./json-rpc.js";
import type { ChannelReply, ExchangeOptions, WireChannel } from "./wire-channel.js";
import { decodeUtf8, WireLog } from "./wire-log.js";

/** The most lines held while waiting for a pretty-printed message to close. */
const MAX_PARTIAL_LINES = 2_000;

export class StdioChannel implements WireChannel {
  readonly transport = "stdio";
  readonly log = new WireLog();
  /** Why the process could not start, once `started` settled. */
  spawnError: string | undefined;
  /** The first and the last of stderr, for a server that dies at start. */
  stderrHead = "";
  private readonly child: SpawnedServer;
  private readonly pending = new PendingRequests<undefined>();
  /** Requests whose wait ran out, by id: an answer that comes later is theirs (slow), never an answer to nothing. */
  private readonly expired = new Map<string, { method: string; sentAt: number }>();
  private exitedFlag = false;
  private buffer = Buffer.alloc(0);
  /** Lines of a message that may be spread over several (pretty-printed), until they parse. */
  private partial: string[] = [];
  readonly started: Promise<boolean>;

  constructor(
    spec: StdioServerSpec,
    signal?: AbortSignal,
    /** How long an exchange waits by default: the user's connect budget, never a shorter constant. */
    private readonly answerMs = 10_000,
  ) {
    const { command, args, env, sandbox } = spec;
    this.child = spawnServerProcess({ command, args, env, cwd: spec.cwd ?? process.cwd(), parentEnv: parentEnvOf(spec), sandbox });
    // Cancelled: the whole process group goes at once, helpers included.
    const kill = (): void => void (this.child.pid !== undefined && killProcessGroup(this.child.pid, "SIGKILL"));
    if (signal?.aborted) kill();
    else signal?.addEventListener("abort", kill, { once: true });
    void this.child.exited.then(() => signal?.removeEventListener("abort", kill));
    this.child.stdout?.on("data", (chunk: Buffer) => this.onData(chunk));
    this.child.stderr?.on("data", (chunk: Buffer) => void (this.stderrHead.length < 4_000 && (this.stderrHead += chunk.toString("utf8"))));
    this.child.stdin?.on("error", () => undefined);
    void this.child.exited.then(() => void (this.exitedFlag = true));
    this.started = this.child.started.then(
      () => true,
      (error: unknown) => {
        this.spawnError = error instanceof Error ? error.message : String(error);
        return false;
      },
    );
  }

  get exited(): Promise<unknown> {
    return this.child.exited;
  }

  /** Bytes after the last newline: a message not newline-terminated. */
  get unterminated(): string {
    return this.buffer.toString("utf8");
  }

  /** Lines held as the start of a message that never closed (read once the process is done). */
  get unclosed(): string {
    return this.partial.join("\n");
  }

  private onData(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (let at = this.buffer.indexOf(10); at !== -1; at = this.buffer.indexOf(10)) {
      const line = this.buffer.subarray(0, at);
      this.buffer = this.buffer.subarray(at + 1);
      const { text, valid } = decodeUtf8(line);
      if (text.trim() === "") continue;
      this.log.record("received", text.replace(/\r$/, ""), line.length);
      if (!valid) this.log.anomaly("invalid-utf8", `a message is not valid UTF-8: "${text.slice(0, 60)}"`);
      const message = parseJsonObject(text) ?? this.prettyPrinted(text);
      if (message) this.dispatch(message, line.length);
    }
  }

  /**
   * A line that is not JSON: the start or rest of a message spread over lines (pretty-printed, one finding of its own,
   * and the message still answers its request), or something else on stdout (a log line).
   */
  private prettyPrinted(text: string): JsonObject | undefined {
    if (this.partial.length === 0 && !text.trimStart().startsWith("{")) {
      this.log.anomaly("not-json", `stdout carries a line that is not JSON-RPC (log to stderr instead): "${text.slice(0, 80)}"`);
      return undefined;
    }
    this.partial.push(text);
    const joined = parseJsonObject(this.partial.join("\n"));
    if (joined) {
      const lines = this.partial.length;
      this.partial = [];
      this.log.anomaly(
        "pretty-printed",
        `a message came spread over ${lines} lines (pretty-printed JSON)`,
        this.pending.methodOf(joined.id),
      );
      return joined;
    }
    // Never a whole message within bounds: what was held is not JSON.
    if (this.partial.length > MAX_PARTIAL_LINES) {
      this.log.anomaly(
        "not-json",
        `stdout carries a line that is not JSON-RPC (log to stderr instead): "${this.partial[0]!.slice(0, 80)}"`,
      );
      this.partial = [];
    }
    return undefined;
  }

  private dispatch(message: JsonObject, bytes: number): void {
    const answers = isResponse(message)
      ? (this.pending.methodOf(message.id) ?? this.expired.get(JSON.stringify(message.id))?.method)
      : undefined;
    noteVersion(message, this.log, answers);
    this.log.receivedMessage(message, bytes, answers);
    if (isResponse(message) && !isRequest(message)) {
      const late = this.expired.get(JSON.stringify(message.id));
      if (late) {
        this.expired.delete(JSON.stringify(message.id));
        this.log.lateAnswer(late.method, Math.round(performance.now() - late.sentAt));
      } else if (!this.pending.settle(message, this.log))
        this.log.anomaly("unmatched-response", `a response with id ${JSON.stringify(message.id)} answers no request`);
      return;
    }
    this.log.unsolicitedMessage(message);
    if (isRequest(message)) {
      const reply =
        message.method === "ping" ? { result: {} } : { error: { code: -32601, message: "mcpvals check does not serve this request" } };
      this.write({ jsonrpc: "2.0", id: message.id, ...reply });
    }
  }

  private write(message: JsonObject | string): void {
    const text = typeof message === "string" ? message : JSON.stringify(message);
    this.log.record("sent", text, Buffer.byteLength(text));
    if (!this.exitedFlag) this.child.stdin?.write(`${text}\n`);
  }

  exchange(message: JsonObject, { signal, timeoutMs = this.answerMs }: ExchangeOptions): Promise<ChannelReply> {
    return new Promise((resolve) => {
      const method = String(message.method);
      const sentAt = performance.now();
      const done = (reply: ChannelReply): void => {
        clearTimeout(timer);
        signal.removeEventListener("abort", onAbort);
        this.pending.delete(message.id);
        resolve(reply);
      };
      const onAbort = (): void => done({ message: undefined, failure: "cancelled" });
      const timer = setTimeout(() => {
        this.expired.set(JSON.stringify(message.id), { method, sentAt });
        done({ message: undefined, failure: `no answer to ${method} within ${timeoutMs} ms` });
      }, timeoutMs);
      signal.addEventListener("abort", onAbort, { once: true });
      void this.child.exited.then(() =>
        done({ message: undefined, failure: `the server exited before answering ${method}${this.stderrNote()}` }),
      );
      this.pending.add(message.id, method, (m) => done({ message: m }), undefined);
      this.write(message);
    });
  }

  async send(message: JsonObject | string): Promise<ChannelReply> {
    this.write(message);
    return { message: undefined };
  }

  private stderrNote(): string {
    const head = this.stderrHead.trim();
    return head ? `; stderr: ${head.split("\n").slice(0, 6).join(" | ").slice(0, 600)}` : "";
  }

  /** Closes stdin and waits up to `exitWithinMs` for the exit; null when it had to be killed. */
  async close(exitWithinMs = 2_000): Promise<number | null> {
    const closedAt = performance.now();
    this.child.stdin?.end();
    if (await settlesWithin(this.child.exited, exitWithinMs)) return Math.round(performance.now() - closedAt);
    if (this.child.pid !== undefined) killProcessGroup(this.child.pid, "SIGKILL");
    await this.child.exited;
    return null;
  }
}
