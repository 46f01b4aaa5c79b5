/**
 * Opening a session in one era on a channel: `server/discover` for
 * 2026-07-28 (no handshake; every later request carries `_meta`), the
 * `initialize` handshake then `notifications/initialized` for 2025. Either
 * returns the session, or why the server refused that era, as data.
 *
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic/lifecycle#discovery
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#initialization
 */
import { MODERN_PROTOCOL_VERSION } from "../../protocol/protocol-schema.js";
import type { JsonObject } from "./json-rpc.js";
import type { WireChannel } from "./wire-channel.js";
import { CLIENT_INFO, FUTURE_REVISION, modernMeta, type WireAnswer, WireSession } from "./wire-session.js";

export type Opened = { session: WireSession; answer: WireAnswer } | { session: undefined; answer: WireAnswer; reason: string };

export async function openModernSession(channel: WireChannel, signal: AbortSignal, timeoutMs = 10_000): Promise<Opened> {
  const session = new WireSession(channel, MODERN_PROTOCOL_VERSION);
  // First on the connection: a stdio server may hold the revision of its first request for the rest (the SDK v2 does).
  session.futureAnswer = await session.request(
    "server/discover",
    {},
    { signal, timeoutMs, meta: modernMeta(FUTURE_REVISION), headers: { "mcp-protocol-version": FUTURE_REVISION } },
  );
  const answer = await session.request("server/discover", {}, { signal, timeoutMs });
  if (!answer.ok) return { session: undefined, answer, reason: `server/discover: ${answer.message}` };
  const supported = answer.result.supportedVersions;
  if (!Array.isArray(supported) || !supported.includes(MODERN_PROTOCOL_VERSION))
    return { session: undefined, answer, reason: `server/discover does not list ${MODERN_PROTOCOL_VERSION} in supportedVersions` };
  session.capabilities = objectOr(answer.result.capabilities);
  const meta = objectOr(answer.result._meta);
  session.serverInfo = infoOf(meta["io.modelcontextprotocol/serverInfo"] ?? answer.result.serverInfo);
  return { session, answer };
}

export async function openLegacySession(channel: WireChannel, version: string, signal: AbortSignal, timeoutMs = 10_000): Promise<Opened> {
  const probe = new WireSession(channel, version);
  const answer = await probe.request(
    "initialize",
    { protocolVersion: version, capabilities: {}, clientInfo: CLIENT_INFO },
    { signal, timeoutMs },
  );
  if (!answer.ok) return { session: undefined, answer, reason: `initialize: ${answer.message}` };
  const agreed = typeof answer.result.protocolVersion === "string" ? answer.result.protocolVersion : version;
  if (agreed === MODERN_PROTOCOL_VERSION)
    return { session: undefined, answer, reason: `initialize answered ${agreed}, a revision with no initialize handshake` };
  const session = new WireSession(channel, agreed);
  const id = answer.http?.headers["mcp-session-id"];
  if (typeof id === "string") session.sessionId = id;
  session.capabilities = objectOr(answer.result.capabilities);
  session.serverInfo = infoOf(answer.result.serverInfo);
  await session.notify("notifications/initialized", undefined, signal);
  return { session, answer };
}

function objectOr(value: unknown): JsonObject {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as JsonObject) : {};
}

function infoOf(value: unknown): { name: string; version: string } | null {
  const info = objectOr(value);
  return typeof info.name === "string" ? { name: info.name, version: typeof info.version === "string" ? info.version : "" } : null;
}
