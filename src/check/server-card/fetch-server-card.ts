/**
 * Fetches an HTTP server's Server Card: first from the location SEP-2127
 * now reserves, `<streamable-http-url>/server-card`, then from the origin's
 * `/.well-known/mcp/server-card` of the earlier drafts, asking for the
 * `application/mcp-server-card+json` media type, with one time limit and a
 * size cap (the document is the server's: untrusted). A 404 is an answer (no
 * card), not an error; at the reserved location any answer that is no
 * document (an error status, the MCP endpoint's SSE stream) means "not here".
 * The CORS header comes back with the card: browser clients need it.
 *
 * @see https://github.com/modelcontextprotocol/experimental-ext-server-card/blob/main/docs/discovery.md#server-card-location
 */
import { formatBytes, readBoundedText } from "../../util/bounded-body.js";
import { clipText } from "../../util/clip-text.js";

export const SERVER_CARD_PATH = "/.well-known/mcp/server-card";
const MAX_BYTES = 256 * 1024;
const MAX_REDIRECTS = 3;

/** The card's media type, then plain JSON (what servers of the earlier drafts send). */
const ACCEPT = "application/mcp-server-card+json, application/json;q=0.9";

export type CardFetch =
  | { found: true; url: string; document: unknown; /** Access-Control-Allow-Origin as sent, or null. */ cors: string | null }
  | { found: false; url: string; problem: string | null };

export interface FetchServerCardOptions {
  signal: AbortSignal;
  headers?: Record<string, string>;
  /** One deadline for every request, redirects and bodies included (check: the connect budget). @default 10000 */
  timeoutMs?: number;
}

/** The reserved location of a server's card: its Streamable HTTP URL plus `/server-card`. */
export function reservedCardUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/server-card`;
  url.search = "";
  url.hash = "";
  return url.href;
}

export async function fetchServerCard(
  serverUrl: string,
  { signal, headers = {}, timeoutMs = 10_000 }: FetchServerCardOptions,
): Promise<CardFetch> {
  // One deadline for the whole fetch, both locations, redirects and bodies included: a trickled card ends with it.
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
  const reserved = await fetchCardAt(reservedCardUrl(serverUrl), { deadline, headers, reserved: true });
  if (reserved.found || reserved.problem !== null) return reserved;
  return fetchCardAt(new URL(SERVER_CARD_PATH, serverUrl).href, { deadline, headers, reserved: false });
}

async function fetchCardAt(
  url: string,
  { deadline, headers, reserved }: { deadline: AbortSignal; headers: Record<string, string>; reserved: boolean },
): Promise<CardFetch> {
  let response: Response;
  let at = url;
  try {
    for (let hops = 0; ; hops++) {
      // Redirects are followed by hand: only within the server's own origin (never to another host, never to `file:`).
      response = await fetch(at, { headers: { accept: ACCEPT, ...headers }, redirect: "manual", signal: deadline });
      const location = response.headers.get("location");
      if (response.status < 300 || response.status > 399 || location === null) break;
      await response.body?.cancel();
      const next = new URL(location, at);
      if (next.origin !== new URL(url).origin) {
        return {
          found: false,
          url,
          problem: `GET ${url} redirects to another origin (${clipText(next.href, 120)}); a Server Card is served by the server itself`,
        };
      }
      if (hops >= MAX_REDIRECTS) return { found: false, url, problem: `GET ${url} redirects more than ${MAX_REDIRECTS} times` };
      at = next.href;
    }
  } catch (error) {
    return { found: false, url, problem: `GET ${url} failed: ${clipText(error instanceof Error ? error.message : String(error), 120)}` };
  }
  // The reserved path may be the MCP endpoint's own (an error status, or the SSE stream a GET opens): no card there.
  const stream = (response.headers.get("content-type") ?? "").includes("text/event-stream");
  if (response.status === 404 || (reserved && (!response.ok || stream))) {
    await response.body?.cancel();
    return { found: false, url, problem: null };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { found: false, url, problem: `GET ${url} answered HTTP ${response.status}` };
  }
  let body: { text: string; truncated: boolean };
  try {
    body = await readBoundedText(response, { maxBytes: MAX_BYTES, signal: deadline });
  } catch (error) {
    return {
      found: false,
      url,
      problem: `reading the Server Card at ${url} failed: ${clipText(error instanceof Error ? error.message : String(error), 120)}`,
    };
  }
  if (body.truncated) return { found: false, url, problem: `the Server Card at ${url} is over ${formatBytes(MAX_BYTES)}` };
  try {
    const document: unknown = JSON.parse(body.text);
    // The MCP endpoint answering a GET at the reserved path with a JSON-RPC error is no card either.
    if (reserved && document !== null && typeof document === "object" && "jsonrpc" in document) return { found: false, url, problem: null };
    return { found: true, url, document, cors: response.headers.get("access-control-allow-origin") };
  } catch {
    return {
      found: false,
      url,
      problem: `the Server Card at ${url} is not JSON (content-type ${clipText(response.headers.get("content-type") ?? "none", 60)})`,
    };
  }
}
