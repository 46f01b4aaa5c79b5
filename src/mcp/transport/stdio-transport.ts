/**
 * MCP stdio transport. The SDK ships one (on cross-spawn; ours starts through execa); ours adds
 * what a CI run needs: binaries resolved from the nearest node_modules/.bin
 * (so `command: mcp-server-everything` works in a checkout), no inherited
 * environment, the tail of the server's stderr for error messages, and a
 * kill that escalates to SIGKILL so no process outlives the run.
 *
 * @see https://modelcontextprotocol.io/specification/2025-06-18/basic/transports#stdio
 */
import { deserializeMessage, serializeMessage, type JSONRPCMessage, type Transport } from "@modelcontextprotocol/client";
import { DEFAULT_MAX_MESSAGE_BYTES, idOfOversized, LineReader, type OversizedLine } from "./line-reader.js";
import { killProcessGroup } from "./live-servers.js";
import { spawnServerProcess, type SpawnedServer } from "./spawn-server-process.js";
import type { Sandbox } from "../../protocol/sandbox-schema.js";
import { clipText } from "../../util/clip-text.js";
import { settlesWithin } from "../../util/settles-within.js";
import { once } from "node:events";

export interface StdioTransportOptions {
  command: string;
  args: string[];
  /** Added to the safe base environment; the parent environment is not inherited. */
  env: Record<string, string>;
  cwd: string;
  /** Where the safe base is read from. @default process.env */
  parentEnv?: Record<string, string | undefined>;
  /** Run the server in a sandbox (mcp/sandbox-command.ts). */
  sandbox?: Sandbox;
  /** How long to wait for a graceful exit after stdin closes before SIGTERM, then SIGKILL. @default 2000 */
  killAfterMs?: number;
  /** Largest message accepted from the server; a larger answer fails its call. @default 10 MiB */
  maxMessageBytes?: number;
  /** Bytes waiting to be written to a server that does not read before its connection fails. @default 16 MiB */
  maxPendingBytes?: number;
}

export interface ExitInfo {
  exitCode: number | undefined;
  signal: string | undefined;
  /** Spawn failure (command not found...), when the process never ran. */
  spawnError: string | undefined;
}

const STDERR_TAIL_BYTES = 4096;
const DEFAULT_MAX_PENDING_BYTES = 16 * 1024 * 1024;
const MAX_PENDING_WRITES = 10_000;

export class StdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private subprocess: SpawnedServer | undefined;
  private readonly lines: LineReader;
  /** Resolves when the process has exited (not when its pipes close: a helper may hold them). */
  private exited: Promise<void> | undefined;
  private stderrText = "";
  private exit: ExitInfo | undefined;
  /** Lines on stdout that were not JSON-RPC. */
  garbageLines = 0;
  /**
   * Wire problems, once each, kept here as well as sent to `onerror`: during
   * the era probe the SDK holds `onerror` and drops what it gets.
   */
  readonly warnings: string[] = [];
  private closed = false;
  /** Why the transport gave up on a live server (it stopped reading), when it did. */
  failure: string | undefined;
  private drained: Promise<void> | undefined;
  private pendingWrites = 0;
  /** Resolved by hurry(): ends the wait for a polite exit. */
  private hurried: () => void = () => undefined;
  private readonly hurry$ = new Promise<false>((resolve) => (this.hurried = () => resolve(false)));

  constructor(private readonly options: StdioTransportOptions) {
    this.lines = new LineReader({
      maxBytes: options.maxMessageBytes,
      onLine: (line) => this.receive(line),
      onOversized: (line) => this.oversized(line),
    });
  }

  /** Last few KB the server wrote to stderr: the best clue when it dies. */
  get stderrTail(): string {
    return this.stderrText.trim();
  }

  get exitInfo(): ExitInfo | undefined {
    return this.exit;
  }

  get pid(): number | undefined {
    return this.subprocess?.pid;
  }

  /**
   * Present (with `pid`) so the SDK treats this as a stdio transport: a
   * server that never answers the `server/discover` probe is then a 2025-era
   * server (fall back to `initialize`), not an outage. The stream itself is
   * ours (see stderrTail).
   */
  get stderr(): null {
    return null;
  }

  async start(): Promise<void> {
    const { command, args, env, cwd, parentEnv, sandbox } = this.options;
    const subprocess = spawnServerProcess({ command, args, env, cwd, parentEnv, sandbox });
    this.subprocess = subprocess;
    if (subprocess.warning) this.warn(subprocess.warning);

    subprocess.stdout?.on("data", (chunk: Buffer) => this.lines.push(chunk));
    // stdout closed while the process lives: no answer can arrive any more, so fail pending calls now.
    subprocess.stdout?.on("end", () => {
      if (!this.exit && !this.closed) void this.close();
    });
    subprocess.stderr?.on("data", (chunk: Buffer) => {
      this.stderrText = (this.stderrText + chunk.toString("utf8")).slice(-STDERR_TAIL_BYTES);
    });
    for (const stream of [subprocess.stdin, subprocess.stdout, subprocess.stderr]) {
      stream?.on("error", () => {
        // EPIPE and friends when the server died: reported through the exit below.
      });
    }

    // spawnServerProcess has killed the rest of the group by then, so no helper holds a pipe open.
    this.exited = subprocess.exited.then(({ code, signal }) => {
      this.exit ??= { exitCode: code ?? undefined, signal: signal ?? undefined, spawnError: undefined };
      for (const stream of [subprocess.stdin, subprocess.stdout, subprocess.stderr]) stream?.destroy();
      this.finish();
    });

    try {
      await subprocess.started;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.exit = { exitCode: undefined, signal: undefined, spawnError: message };
      this.finish();
      throw error;
    }
  }

  private receive(line: string): void {
    if (this.failure) return;
    let message: JSONRPCMessage;
    try {
      message = deserializeMessage(line);
    } catch {
      // A line that is not JSON-RPC (a server logging to stdout): skipped, and
      // said once, quoting it (the SDK's own reader drops such lines silently).
      this.garbageLines += 1;
      if (this.garbageLines === 1)
        this.warn(
          `the server wrote a line that is not JSON-RPC to stdout (skipped; log to stderr instead): ${JSON.stringify(clipText(line, 120))}`,
        );
      return;
    }
    this.onmessage?.(message);
  }

  /** An answer over the limit fails its own call (when its id shows) and nothing else. */
  private oversized(line: OversizedLine): void {
    const limit = this.options.maxMessageBytes ?? DEFAULT_MAX_MESSAGE_BYTES;
    const reason = `the server's message of ${mebibytes(line.bytes)} is over the ${mebibytes(limit)} limit for one message (server maxMessageMb); it was dropped`;
    const id = idOfOversized(line);
    if (id !== undefined) this.onmessage?.({ jsonrpc: "2.0", id, error: { code: -32603, message: reason } } as JSONRPCMessage);
    this.warn(reason);
  }

  private warn(message: string): void {
    if (!this.warnings.includes(message)) this.warnings.push(message);
    this.onerror?.(new Error(message));
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.lines.clear();
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.subprocess?.stdin;
    if (!stdin || stdin.destroyed || this.closed) throw new Error(this.failure ?? "server process is not running");
    // A server that stops reading while it keeps sending requests would have
    // us buffer answers without end: past the limit the connection fails.
    // Bytes alone undercount: each small waiting write costs about a kilobyte of bookkeeping.
    const limit = this.options.maxPendingBytes ?? DEFAULT_MAX_PENDING_BYTES;
    if (stdin.writableLength > limit || this.pendingWrites >= MAX_PENDING_WRITES) {
      this.failure ??= `the server stopped reading its stdin (${this.pendingWrites} messages, ${mebibytes(stdin.writableLength)} waiting; limit ${MAX_PENDING_WRITES} messages or ${mebibytes(limit)}): connection closed`;
      this.warn(this.failure);
      // No polite wait for a peer that floods: it is stopped now, and what it still sends is dropped.
      this.hurry();
      void this.close();
      throw new Error(this.failure);
    }
    this.pendingWrites += 1;
    if (stdin.write(serializeMessage(message), this.written)) return;
    // One drain listener for every waiting send, not one each.
    try {
      await (this.drained ??= once(stdin, "drain").then(() => void (this.drained = undefined)));
    } catch (error) {
      // Sends still waiting when the flood closed the connection fail with its reason, not EPIPE.
      throw this.failure ? new Error(this.failure) : error;
    }
  }

  /** Each write's callback (one function for all: a load run writes thousands a second); a failed write shows in the exit. */
  private readonly written = (): void => {
    this.pendingWrites -= 1;
  };

  async close(): Promise<void> {
    const subprocess = this.subprocess;
    const pid = subprocess?.pid;
    if (!subprocess || this.exit || pid === undefined) {
      this.finish();
      return;
    }
    const killAfterMs = this.options.killAfterMs ?? 2000;
    // Closing stdin is the polite stop for stdio servers; most exit at once.
    subprocess.stdin?.end();
    if (!(await this.exitWithin(killAfterMs, this.hurry$))) {
      killProcessGroup(pid, "SIGTERM");
      if (!(await this.exitWithin(killAfterMs))) {
        killProcessGroup(pid, "SIGKILL");
        await this.exitWithin(killAfterMs);
      }
    }
    this.finish();
  }

  /**
   * Stops waiting for a polite exit: a process still running after its
   * stdin closed gets SIGTERM now (then SIGKILL as in close). For the end
   * of a run, when nothing waits on the server any more; before close() it
   * makes close() skip the wait.
   */
  hurry(): void {
    this.hurried();
  }

  /** True once the process has exited, waiting at most `ms` for it. */
  async waitForExit(ms: number): Promise<boolean> {
    return this.exitWithin(ms);
  }

  private async exitWithin(ms: number, early?: Promise<false>): Promise<boolean> {
    if (this.exit) return true;
    return this.exited ? settlesWithin(this.exited, ms, early) : false;
  }
}

function mebibytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
