/**
 * What the extension checks need of a server, whichever wire reached it:
 * its tools and capabilities, how it was reached, which server-to-client
 * requests it sent, and a raw exchange whose answer is exactly what the
 * server wrote. `check` gives them its own wire session (peerFromSession);
 * the SDK connection's tap (peerFromConnection) serves library callers.
 */
import type { ServerConnection } from "../../mcp/transport/connect-server.js";
import type { McpTool } from "../../protocol/mcp-types.js";
import { MODERN_PROTOCOL_VERSION } from "../../protocol/protocol-schema.js";
import type { JsonObject } from "../wire/json-rpc.js";
import { modernMeta, type WireSession } from "../wire/wire-session.js";
import { rawExchange, type RawExchangeOptions, type RawReply } from "./raw-exchange.js";

export interface ExtensionPeer {
  tools: readonly McpTool[];
  capabilities: Record<string, unknown>;
  transport: "stdio" | "shttp" | "sse";
  /** Methods of the requests the server sent outside any tool call (roots/list, sampling/createMessage, ...). */
  serverRequestMethods(): ReadonlySet<string>;
  exchange(method: string, params: Record<string, unknown>, options: RawExchangeOptions): Promise<RawReply>;
}

export function peerFromConnection(connection: ServerConnection): ExtensionPeer {
  return {
    tools: connection.tools,
    capabilities: (connection.client.getServerCapabilities() ?? {}) as Record<string, unknown>,
    transport: connection.transport,
    serverRequestMethods: () => new Set([...connection.traffic.outside.serverRequests].map((request) => request.method)),
    exchange: (method, params, options) => rawExchange(connection, method, params, options),
  };
}

export function peerFromSession(session: WireSession, tools: readonly McpTool[], transport: ExtensionPeer["transport"]): ExtensionPeer {
  return {
    tools,
    capabilities: session.capabilities,
    transport,
    serverRequestMethods: () =>
      new Set(
        session.channel.log.unsolicited.filter((m) => m.id !== undefined && typeof m.method === "string").map((m) => m.method as string),
      ),
    // No wait of its own: without one the session's channel waits the connect budget.
    async exchange(method, params, { era, extensions = {}, signal, timeoutMs }) {
      // A 2026 request declares the extensions it uses in its own envelope.
      const meta =
        era === MODERN_PROTOCOL_VERSION
          ? { ...modernMeta(), "io.modelcontextprotocol/clientCapabilities": Object.keys(extensions).length > 0 ? { extensions } : {} }
          : undefined;
      const answer = await session.request(method, params as JsonObject, {
        signal,
        ...(timeoutMs === undefined ? {} : { timeoutMs }),
        ...(meta ? { meta: meta as JsonObject } : {}),
      });
      if (answer.ok) return { ok: true, result: answer.result };
      // The session's message carries " (code)" for people; the checks compare codes, not text.
      const message = answer.code === null ? answer.message : answer.message.replace(new RegExp(` \\(${answer.code}\\)$`), "");
      return { ok: false, code: answer.code, message, ...(answer.data === undefined ? {} : { data: answer.data }) };
    },
  };
}
