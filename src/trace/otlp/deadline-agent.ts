/**
 * The HTTP agent of the OTLP exporter. The exporter's own time limit is a
 * socket *idle* timeout, which a collector that trickles its answer a byte
 * at a time never trips: the request lived on past the run ("still busy 5 s
 * … exiting") though docs/tracing.md promises `flushTimeoutMs` bounds the
 * wait. Here every export gets a socket of its own (no keep-alive) that is
 * destroyed `deadlineMs` after it opened, whatever it is doing, and
 * `destroyAll` ends the ones still open when the flush gives up.
 */
import http from "node:http";
import https from "node:https";
import type { Duplex } from "node:stream";

export interface DeadlineAgents {
  /** The exporter's `httpAgentOptions` factory. */
  factory(protocol: string): http.Agent;
  /** Destroys every export socket still open. */
  destroyAll(): void;
}

export function deadlineAgents(deadlineMs: number): DeadlineAgents {
  const open = new Set<Duplex>();
  const track = (socket: Duplex | null | undefined): void => {
    if (!socket) return;
    open.add(socket);
    const timer = setTimeout(() => socket.destroy(new Error(`no complete answer within ${deadlineMs} ms`)), deadlineMs);
    // The deadline never keeps the process alive by itself: only the socket does, and only until then.
    timer.unref();
    socket.once("close", () => {
      clearTimeout(timer);
      open.delete(socket);
    });
  };
  const factory = (protocol: string): http.Agent => {
    const agent = protocol === "https:" ? new https.Agent({ keepAlive: false }) : new http.Agent({ keepAlive: false });
    const create = agent.createConnection.bind(agent);
    agent.createConnection = (options, callback) => {
      const socket = create(options, callback);
      track(socket);
      return socket;
    };
    return agent;
  };
  return {
    factory,
    destroyAll: () => {
      for (const socket of open) socket.destroy();
    },
  };
}
