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
import { isRequest, type JsonObject } from "./json-rpc.js";
import type { WireChannel } from "./wire-channel.js";
import { CLIENT_INFO, FUTURE_REVISION, modernMeta, type WireAnswer, WireSession } from "./wire-session.js";

export type Opened = { session: WireSession; answer: WireAnswer } | { session: undefined; answer: WireAnswer; reason: string };

export async function openModernSession(channel: WireChannel, signal: AbortSignal, timeoutMs?: number): Promise<Opened> {
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

export async function openLegacySession(channel: WireChannel, version: string, signal: AbortSignal, timeoutMs?: number): Promise<Opened> {
  const probe = new WireSession(channel, version);
  // Counted before asking: a request sent right behind (or ahead of) the answer may arrive in the same chunk.
  const before = channel.log.unsolicited.length;
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
  session.earlyRequests = earlyRequests(channel.log.unsolicited.slice(before));
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

/** Server requests other than ping and logging: before `notifications/initialized` a server may send no others. */
export function earlyRequests(messages: ReadonlyArray<Record<string, unknown>>): string[] {
  return messages
    .filter((m) => isRequest(m) && m.method !== "ping" && !String(m.method).startsWith("logging/"))
    .map((m) => String(m.method));
}
