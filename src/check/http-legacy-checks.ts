/**
 * The 2025 era's HTTP rules: version negotiation over HTTP too, the
 * MCP-Protocol-Version header, a GET stream or 405, and for a server that
 * hands out Mcp-Session-Id: visible ASCII ids, 400 without one, 404 for an
 * unknown or terminated one.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#session-management
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#protocol-version-header
 */
import { type CheckRecorder, type CheckVerdict, fail, pass } from "./check-recorder.js";
import { negotiation } from "./wire-checks.js";
import { HttpChannel } from "./wire/http-channel.js";
import { openLegacySession } from "./wire/open-session.js";
import { UNKNOWN_PROTOCOL_VERSION } from "./wire/stdio-probe.js";
import { CLIENT_INFO, mergeHeaders, type WireSession } from "./wire/wire-session.js";

const VISIBLE_ASCII = /^[\x21-\x7E]+$/;

export async function legacyHttpChecks(
  recorder: CheckRecorder,
  session: WireSession,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<void> {
  const server = recorder.target();
  const channel = new HttpChannel(url, headers);
  const offer = session.message(
    "initialize",
    { protocolVersion: UNKNOWN_PROTOCOL_VERSION, capabilities: {}, clientInfo: CLIENT_INFO },
    false,
  );
  const offered = await channel.exchange(offer, { signal });
  recorder.add("lifecycle/version-negotiation", "error", server, negotiation(offered.message), { method: "initialize" });
  await recorder.check("http/get-stream", "warning", server, async () => {
    const { http } = await channel.request(undefined, undefined, {
      method: "GET",
      signal,
      headers: { accept: "text/event-stream", ...session.headersFor("GET") },
    });
    const stream = (http?.contentType ?? "").includes("text/event-stream");
    return http && (http.status === 405 || (http.status === 200 && stream) || http.status === 400)
      ? pass(`GET answered ${http.status}${stream ? " with an event stream" : ""}`)
      : fail(`GET answered ${http?.status ?? "nothing"} (expected an event stream, or 405 when the server offers none)`);
  });
  const ping = (extra: Record<string, string | undefined>) => {
    const message = session.message("ping", undefined);
    const merged = mergeHeaders(session.headersFor("ping"), extra);
    return channel.request(JSON.stringify(message), message, { signal, headers: merged });
  };
  await recorder.check("http/protocol-version-header", "error", server, async () => {
    const { http } = await ping({ "mcp-protocol-version": "1999-01-01" });
    return http?.status === 400
      ? pass("an unsupported MCP-Protocol-Version header gets 400")
      : fail(`a request with MCP-Protocol-Version 1999-01-01 got ${http?.status ?? "no answer"} (expected 400)`);
  });
  if (session.sessionId === undefined) return;
  const id = session.sessionId;
  recorder.add(
    "http/session-id-charset",
    "error",
    server,
    VISIBLE_ASCII.test(id)
      ? pass("Mcp-Session-Id is visible ASCII")
      : fail(`Mcp-Session-Id ${JSON.stringify(id.slice(0, 40))} has characters outside 0x21-0x7E`),
  );
  await recorder.check("http/session-required", "warning", server, async () => {
    const { http } = await ping({ "mcp-session-id": undefined });
    return http?.status === 400
      ? pass("a request without the session id gets 400")
      : fail(`a request without Mcp-Session-Id got ${http?.status ?? "no answer"} (expected 400)`);
  });
  await recorder.check("http/session-unknown", "error", server, () => sessionEnds(channel, session, url, headers, signal));
}

/** An unknown session id, and a session terminated with DELETE, get 404. */
async function sessionEnds(
  channel: HttpChannel,
  session: WireSession,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<CheckVerdict> {
  const ask = async (id: string) => {
    const message = session.message("ping", undefined);
    return (
      await channel.request(JSON.stringify(message), message, { signal, headers: { ...session.headersFor("ping"), "mcp-session-id": id } })
    ).http?.status;
  };
  const unknown = await ask("mcpvals-check-unknown-session");
  // A never-issued id must not be served; the 404 MUST is stated for sessions the server ended.
  if (unknown === undefined || unknown < 400)
    return fail(`a request with an unknown Mcp-Session-Id was served (${unknown ?? "no answer"}); expected 404`);
  const spare = await openLegacySession(new HttpChannel(url, headers), session.version, signal);
  const spareId = spare.session?.sessionId;
  if (!spareId) return pass(`an unknown session id is refused (${unknown})`);
  const deleted = await channel.request(undefined, undefined, {
    method: "DELETE",
    signal,
    headers: { ...spare.session!.headersFor("ping") },
  });
  if (deleted.http?.status === 405) return pass("an unknown session id gets 404 (the server does not let clients end sessions: 405)");
  const after = await ask(spareId);
  return after === 404
    ? pass("an unknown or terminated session id gets 404")
    : fail(`a request on a session ended with DELETE (${deleted.http?.status}) got ${after ?? "no answer"} (expected 404)`);
}
