/**
 * MCP stdio transport on execa. The SDK ships one on cross-spawn; ours adds
 * what a CI run needs: binaries resolved from the nearest node_modules/.bin
 * (so `command: mcp-server-everything` works in a checkout), no inherited
 * environment, the tail of the server's stderr for error messages, and a
 * kill that escalates to SIGKILL so no process outlives the run.
 *
 * @see https://modelcontextprotocol.io/specification/2025-06-18/basic/transports#stdio
 */
import { execa, type ResultPromise } from "execa";
import { deserializeMessage, serializeMessage, type JSONRPCMessage, type Transport } from "@modelcontextprotocol/client";
import { trackServerProcess } from "./live-servers.js";
import { safeEnv } from "./safe-env.js";

export interface StdioTransportOptions {
  command: string;
  args: string[];
  /** Added to the safe base environment; the parent environment is not inherited. */
  env: Record<string, string>;
  cwd: string;
  /** How long to wait for a graceful exit after stdin closes before SIGTERM, then SIGKILL. @default 2000 */
  killAfterMs?: number;
}

export interface ExitInfo {
  exitCode: number | undefined;
  signal: string | undefined;
  /** Spawn failure (command not found...), when the process never ran. */
  spawnError: string | undefined;
}

const STDERR_TAIL_BYTES = 4096;

export class StdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private subprocess: ResultPromise | undefined;
  /** Bytes after the last newline: the start of a message still arriving. */
  private pending: Buffer = Buffer.alloc(0);
  private stderrText = "";
  private exit: ExitInfo | undefined;
  private closed = false;

  constructor(private readonly options: StdioTransportOptions) {}

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
    const { command, args, env, cwd, killAfterMs = 2000 } = this.options;
    const subprocess = execa(command, args, {
      cwd,
      env: { ...safeEnv(), ...env },
      extendEnv: false,
      preferLocal: true,
      localDir: cwd,
      stdin: "pipe",
      stdout: "pipe",
      stderr: "pipe",
      buffer: false,
      reject: false,
      cleanup: true,
      forceKillAfterDelay: killAfterMs,
      windowsHide: true,
    });
    this.subprocess = subprocess;
    const untrack = trackServerProcess(subprocess.pid);

    subprocess.stdout?.on("data", (chunk: Buffer) => {
      this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
      this.drain();
    });
    subprocess.stderr?.on("data", (chunk: Buffer) => {
      this.stderrText = (this.stderrText + chunk.toString("utf8")).slice(-STDERR_TAIL_BYTES);
    });
    subprocess.stdin?.on("error", () => {
      // EPIPE when the server died: reported through the exit below.
    });

    // Resolves once the process is gone, whatever the reason (reject: false).
    void subprocess.then((result) => {
      untrack();
      this.exit ??= {
        exitCode: result.exitCode,
        signal: result.signal,
        spawnError: undefined,
      };
      this.finish();
    });

    await new Promise<void>((resolve, reject) => {
      subprocess.nodeChildProcess.once("spawn", () => resolve());
      subprocess.nodeChildProcess.once("error", (error: Error) => {
        this.exit = { exitCode: undefined, signal: undefined, spawnError: error.message };
        reject(error);
      });
    });
  }

  private drain(): void {
    for (let newline = this.pending.indexOf(10); newline !== -1; newline = this.pending.indexOf(10)) {
      const line = this.pending.toString("utf8", 0, newline).replace(/\r$/, "");
      this.pending = this.pending.subarray(newline + 1);
      if (line.trim() === "") continue;
      let message: JSONRPCMessage;
      try {
        message = deserializeMessage(line);
      } catch (error) {
        // A line that is not JSON-RPC (a server logging to stdout): report, keep
        // reading. (The SDK's own reader drops such lines silently.)
        this.onerror?.(error instanceof Error ? error : new Error(String(error)));
        continue;
      }
      this.onmessage?.(message);
    }
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.pending = Buffer.alloc(0);
    this.onclose?.();
  }

  async send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.subprocess?.stdin;
    if (!stdin || stdin.destroyed || this.closed) throw new Error("server process is not running");
    await new Promise<void>((resolve, reject) => {
      const ok = stdin.write(serializeMessage(message), (error) => (error ? reject(error) : undefined));
      if (ok) resolve();
      else stdin.once("drain", resolve);
    });
  }

  async close(): Promise<void> {
    const subprocess = this.subprocess;
    if (!subprocess || this.exit) {
      this.finish();
      return;
    }
    // Closing stdin is the polite stop for stdio servers; most exit at once.
    subprocess.stdin?.end();
    const exited = await Promise.race([
      subprocess.then(() => true),
      new Promise<false>((resolve) => setTimeout(resolve, this.options.killAfterMs ?? 2000, false).unref()),
    ]);
    if (!exited) {
      subprocess.kill("SIGTERM"); // escalates to SIGKILL after killAfterMs (forceKillAfterDelay)
      await subprocess;
    }
    this.finish();
  }
}
