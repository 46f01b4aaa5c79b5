/**
 * The one connection HTTP servers (and stdio with `isolation: run`) share,
 * opened on first use: two concurrent first uses open it once. A shared
 * connection that dies is forgotten, so the next use reconnects.
 */
import type { ServerConnection } from "../transport/connect-server.js";
import { onConnectionLost } from "../transport/on-connection-lost.js";
import { untilAborted } from "../../util/until-aborted.js";

export interface SharedConnectionOptions {
  /** Opens the connection (through the pool's retries and breaker). */
  connect: () => Promise<ServerConnection>;
  /** A failed connect is tried again on the next use (with a breaker, which refuses at once while open); otherwise it is remembered. */
  retryFailed: boolean;
  /** The shared connection died (already forgotten here). */
  onLost: (connection: ServerConnection, reason: string) => void;
}

export class SharedConnection {
  private shared: Promise<ServerConnection> | undefined;
  private failed = false;

  constructor(private readonly options: SharedConnectionOptions) {}

  /** The shared connection, opened now when there is none. The caller's own signal only ends its wait, not the connection others share. */
  get(signal?: AbortSignal): Promise<ServerConnection> {
    if (this.failed && this.options.retryFailed) {
      this.shared = undefined;
      this.failed = false;
    }
    this.shared ??= this.options.connect().then(
      (connection) => this.watch(connection),
      (error: unknown) => {
        this.failed = true;
        throw error;
      },
    );
    return untilAborted(this.shared, signal);
  }

  private watch(connection: ServerConnection): ServerConnection {
    onConnectionLost(connection, (reason) => {
      this.shared = undefined;
      this.options.onLost(connection, reason);
    });
    return connection;
  }
}
