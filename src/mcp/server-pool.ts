/**
 * Hands out connections to one configured server. With stdio and workflow
 * isolation every lease starts a fresh process, so state cannot leak between
 * workflows; HTTP servers (and stdio with `isolation: run`) share one
 * connection, opened on first use. Two concurrent first uses open it once.
 */
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import type { ServerSpec } from "../config/schema.js";
import type { ServerReport } from "../eval/result-schema.js";
import { describeError } from "../errors.js";
import { connectServer, type ServerConnection } from "./connect-server.js";
import { toolsHash } from "./tools-hash.js";

export interface Lease {
  connection: ServerConnection;
  /** Returns the connection; closes it when it was private to this lease. */
  release(): Promise<void>;
}

export interface ServerPoolOptions {
  name: string;
  spec: ServerSpec;
  connectTimeoutMs: number;
  isolation: "workflow" | "run";
  /**
   * The run's signal. A shared connection is opened under it rather than under
   * the first caller's, so one workflow timing out while connecting does not
   * fail every later workflow.
   */
  signal?: AbortSignal;
}

export class ServerPool {
  private shared: Promise<ServerConnection> | undefined;
  private readonly open = new Set<ServerConnection>();
  private connections = 0;
  private firstSeen: ServerConnection | undefined;
  private lastError: string | null = null;

  constructor(private readonly options: ServerPoolOptions) {}

  get name(): string {
    return this.options.name;
  }

  /** The configured server spec. */
  get spec(): ServerSpec {
    return this.options.spec;
  }

  private get isShared(): boolean {
    return this.options.spec.transport !== "stdio" || this.options.isolation === "run";
  }

  /**
   * @param options.spec a spec for this lease only (per-run `{{databaseId}}`);
   *   honoured for private (stdio, isolation: workflow) connections, ignored
   *   for a shared one, which is opened once from the configured spec.
   */
  async acquire(signal?: AbortSignal, options: { spec?: ServerSpec } = {}): Promise<Lease> {
    if (this.isShared) {
      this.shared ??= this.connect(this.options.signal);
      // A failed shared connect is remembered: later workflows fail fast with the same error.
      // The caller's own signal only ends its wait, not the connection others share.
      const connection = await untilAborted(this.shared, signal);
      return { connection, release: async () => undefined };
    }
    const connection = await this.connect(signal, options.spec);
    return {
      connection,
      release: async () => {
        this.open.delete(connection);
        await connection.close();
      },
    };
  }

  private async connect(signal?: AbortSignal, spec: ServerSpec = this.options.spec): Promise<ServerConnection> {
    this.connections += 1;
    try {
      const connection = await connectServer({ name: this.options.name, spec, timeoutMs: this.options.connectTimeoutMs, signal });
      this.open.add(connection);
      this.firstSeen ??= connection;
      return connection;
    } catch (error) {
      this.lastError = describeError(error);
      throw error;
    }
  }

  /** Tools of the first successful connection (all connections to one server offer the same list). */
  get tools(): Tool[] | undefined {
    return this.firstSeen?.tools;
  }

  report(): ServerReport {
    const first = this.firstSeen;
    return {
      name: this.options.name,
      transport: this.options.spec.transport,
      connectedVia: first?.transport ?? null,
      serverInfo: first?.serverInfo ?? null,
      tools: first?.tools.length ?? 0,
      toolsHash: first ? toolsHash(first.tools) : null,
      connections: this.connections,
      error: first ? null : this.lastError,
    };
  }

  async closeAll(): Promise<void> {
    const all = [...this.open];
    this.open.clear();
    await Promise.all(all.map((c) => c.close()));
  }
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
