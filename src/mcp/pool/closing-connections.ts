/**
 * Connections on their way out. A released lease's process may take a while
 * to exit after its stdin closes (a timer, an open pool): nobody needs to
 * wait for that but the end of the run, which must not leave a process
 * behind. This keeps each close until it settles, and at the end can hurry
 * the stragglers (SIGTERM now instead of after the transport's grace).
 */
import type { ServerConnection } from "../transport/connect-server.js";
import { settlesWithin } from "../../util/settles-within.js";

export interface CloseOptions {
  /**
   * Once this long has passed, stdio processes still exiting after their
   * stdin closed get SIGTERM (then SIGKILL) instead of the rest of their
   * grace: for the end of a run, when nothing waits on a server any more.
   * Without it every process gets its whole grace.
   */
  hurryAfterMs?: number;
}

export class ClosingConnections {
  private readonly closing = new Map<ServerConnection, Promise<void>>();

  /** Starts closing `connection` (once); resolves when it is closed and, for stdio, its process has exited. */
  close(connection: ServerConnection): Promise<void> {
    const known = this.closing.get(connection);
    if (known) return known;
    const closed = connection.close().finally(() => this.closing.delete(connection));
    this.closing.set(connection, closed);
    return closed;
  }

  /** Closes `connections` and waits for every close under way, hurrying them after `hurryAfterMs`. */
  async closeAll(connections: Iterable<ServerConnection>, { hurryAfterMs }: CloseOptions = {}): Promise<void> {
    for (const connection of connections) void this.close(connection);
    if (
      hurryAfterMs !== undefined &&
      this.closing.size > 0 &&
      !(await settlesWithin(Promise.allSettled(this.closing.values()), hurryAfterMs))
    ) {
      for (const connection of this.closing.keys()) connection.hurry();
    }
    await Promise.allSettled([...this.closing.values()]);
  }
}
