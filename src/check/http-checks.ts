/**
 * Checks of a Streamable HTTP endpoint with raw requests, each in the era it
 * tests: a 2026-only server is probed with `server/discover` and its `_meta`
 * envelope and headers, a 2025 server with `initialize` (never one judged by
 * its answer to the other's request). DNS-rebinding protection (a foreign
 * Origin gets 403, a foreign Host is refused), status codes and content
 * types, a body that is not JSON, and a 401 that says where to authorize.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#security-warning
 * @see https://modelcontextprotocol.io/specification/2026-07-28/basic/transports#streamable-http
 */
import { type CheckRecorder, fail, pass, skip } from "./check-recorder.js";
import { legacyHttpChecks } from "./http-legacy-checks.js";
import { modernHttpChecks } from "./http-modern-checks.js";
import { HttpChannel } from "./wire/http-channel.js";
import type { ChannelReply } from "./wire/wire-channel.js";
import { CLIENT_INFO, mergeHeaders, type WireSession } from "./wire/wire-session.js";

const FOREIGN = "evil.example";
const PARSE_ERROR = -32700;

/** A fresh request of the era's opening kind, with `extra` headers (undefined drops one). */
export type EraPost = (extra?: Record<string, string | undefined>, body?: string) => Promise<ChannelReply>;

export function eraPost(session: WireSession, url: string, headers: Record<string, string>, signal: AbortSignal): EraPost {
  const channel = new HttpChannel(url, headers);
  return (extra = {}, body) => {
    const message = session.modern
      ? session.message("server/discover", {})
      : session.message("initialize", { protocolVersion: session.version, capabilities: {}, clientInfo: CLIENT_INFO }, false);
    const own = session.modern ? session.headersFor("server/discover") : {};
    const merged = mergeHeaders(own, extra);
    return channel.request(body ?? JSON.stringify(message), body === undefined ? message : undefined, { signal, headers: merged });
  };
}

export async function httpChecks(
  recorder: CheckRecorder,
  session: WireSession,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<void> {
  const server = recorder.target();
  const opening = session.modern ? "server/discover" : "initialize";
  const post = eraPost(session, url, headers, signal);
  const plain = await post();
  if (!plain.http) {
    recorder.add("http/reachable", "error", server, fail(plain.failure ?? `POST ${url} failed`));
    return;
  }
  if (plain.http.status === 401) {
    const challenge = String(plain.http.headers["www-authenticate"] ?? "");
    recorder.add(
      "http/auth-challenge",
      "warning",
      server,
      /resource_metadata\s*=/.test(challenge)
        ? pass("401 carries WWW-Authenticate with resource_metadata")
        : fail(`401 without a WWW-Authenticate resource_metadata pointer (got "${challenge || "no header"}")`),
    );
    return;
  }
  // With a token (check got one), the 401 was judged before the token was sent (auth/auth-checks.ts).
  if (!Object.keys(headers).some((name) => name.toLowerCase() === "authorization"))
    recorder.add("http/auth-challenge", "warning", server, skip(`no authorization required (${opening} answered ${plain.http.status})`));
  const type = plain.http.contentType;
  recorder.add(
    "http/content-type",
    "error",
    server,
    plain.http.status >= 200 && plain.http.status < 300 && /application\/json|text\/event-stream/.test(type)
      ? pass(`${opening} answered ${plain.http.status} ${type.split(";")[0]}`)
      : fail(
          `${opening} answered ${plain.http.status} with content type "${type || "none"}" (expected 200 with application/json or text/event-stream)`,
        ),
    { method: opening },
  );
  await recorder.check("http/origin-validation", "error", server, async () => {
    const { http, failure } = await post({ origin: `http://${FOREIGN}` });
    if (!http) return fail(`a request from Origin http://${FOREIGN} failed: ${failure}`);
    if (http.status === 403) return pass(`a request from Origin http://${FOREIGN} is refused with 403`);
    return http.status >= 400 && http.status < 500
      ? fail(`a request from Origin http://${FOREIGN} is refused with ${http.status}; the spec requires 403 Forbidden`)
      : fail(`a request from Origin http://${FOREIGN} was served (${http.status}): validate Origin against DNS rebinding`);
  });
  await recorder.check("http/host-validation", "info", server, async () => {
    const { http, failure } = await post({ host: FOREIGN });
    if (!http) return fail(`a request for Host ${FOREIGN} failed: ${failure}`);
    return http.status >= 400 && http.status < 500
      ? pass(`a request for Host ${FOREIGN} is refused (${http.status})`)
      : fail(`a request for Host ${FOREIGN} was served (${http.status}): a local server should check Host`);
  });
  await recorder.check("http/invalid-json", "error", server, async () => {
    const { http, message, failure } = await post({}, "{ this is not json");
    if (!http) return fail(`a body that is not JSON failed: ${failure}`);
    if (http.status === 400) return pass("a body that is not JSON gets 400");
    const code = (message?.error as { code?: unknown } | undefined)?.code;
    // Neither revision requires a 400 here: a JSON-RPC parse error is the answer that matters.
    return code === PARSE_ERROR
      ? pass(`a body that is not JSON gets ${http.status} with a -32700 parse error`)
      : fail(`a body that is not JSON got ${http.status} without a JSON-RPC parse error (-32700)`);
  });
  if (session.modern) await modernHttpChecks(recorder, session, url, headers, signal);
  else await legacyHttpChecks(recorder, session, url, headers, signal);
}
