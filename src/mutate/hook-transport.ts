/**
 * Hooks one transport's two directions in place (no wrapper object, so the
 * connection's own checks of the transport's class still hold): what the
 * client sends, and what the server answers. Composes with an earlier hook
 * of `onmessage` (mcp/requests/guard-deep-tools.ts): ours sees the server's
 * message first and hands on what it decides.
 */
import type { Transport } from "@modelcontextprotocol/client";

/** A JSON-RPC message as it crosses the wire. */
export type WireMessage = Parameters<Transport["send"]>[0];

export interface TransportHooks {
  /** A message the client is about to send: send it (maybe changed), or answer it here instead (`reply`). */
  outgoing(message: WireMessage): { send: WireMessage } | { reply: WireMessage };
  /** A message from the server: hand it on (maybe changed), or null to hold it back (never delivered). */
  incoming(message: WireMessage): WireMessage | null;
}

type Handler = NonNullable<Transport["onmessage"]>;

export function hookTransport(transport: Transport, hooks: TransportHooks): void {
  const earlier = Object.getOwnPropertyDescriptor(transport, "onmessage");
  let own: Handler | undefined = earlier && !earlier.get ? (earlier.value as Handler | undefined) : undefined;
  const handler = (): Handler | undefined => (earlier?.get ? (earlier.get.call(transport) as Handler | undefined) : own);
  Object.defineProperty(transport, "onmessage", {
    configurable: true,
    get: () => {
      const inner = handler();
      if (!inner) return undefined;
      return (message: WireMessage, extra?: unknown) => {
        const out = hooks.incoming(message);
        if (out !== null) inner(out, extra as never);
      };
    },
    set: (value: Handler | undefined) => {
      if (earlier?.set) earlier.set.call(transport, value);
      else own = value;
    },
  });
  const send = transport.send.bind(transport);
  transport.send = async (message, options) => {
    const decided = hooks.outgoing(message);
    if ("send" in decided) return send(decided.send, options);
    // Answered as the server would, after the send returns (as a real answer comes later).
    setImmediate(() => handler()?.(decided.reply, undefined as never));
  };
}
