/**
 * Server processes for the next mutant, started while the current one runs.
 * A mutant's run cannot reuse another's server (stdio sessions cannot be
 * initialised twice, and a server's state would carry one mutant's calls
 * into the next), but it need not wait for a start either: once the current
 * run's server has answered its first message (its start-up is over, so the
 * two starts never overlap), a fresh process of the same command is started
 * and waits, unread, until the next run's spawn of exactly that takes it
 * (mcp/transport/prestart-servers.ts). Each spare is used once, by one run,
 * so isolation holds. Spares nobody took are stopped with `stop()`.
 */
import type { ServerSpec } from "../protocol/server-spec.js";
import type { TransportInterceptor } from "../protocol/transport-interceptor.js";
import { prestartServers } from "../mcp/transport/prestart-servers.js";
import { hookTransport } from "./hook-transport.js";

export class MutantSpares {
  private readonly started: ReturnType<typeof prestartServers> = [];
  private stopped = false;

  constructor(private readonly servers: Record<string, ServerSpec>) {}

  /**
   * Wraps one mutant's interceptor: the first answer of each stdio server in its run starts one spare of that
   * server, when `more()` says another mutant's run is still to come.
   */
  around(intercept: TransportInterceptor, more: () => boolean): TransportInterceptor {
    const warmed = new Set<string>();
    return (transport, server) => {
      intercept(transport, server);
      if (this.servers[server]?.transport !== "stdio" || warmed.has(server)) return;
      warmed.add(server);
      let answered = false;
      hookTransport(transport, {
        outgoing: (message) => ({ send: message }),
        incoming: (message) => {
          if (!answered && !this.stopped && more()) this.started.push(...prestartServers({ servers: this.servers, names: [server] }));
          answered = true;
          return message;
        },
      });
    };
  }

  /** Stops every spare no run took, and starts no more. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.started.splice(0).map((spare) => spare.stop()));
  }
}
