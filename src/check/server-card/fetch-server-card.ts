/**
 * Fetches an HTTP server's Server Card from its origin's well-known path,
 * with a time limit and a size cap (the document is the server's: untrusted).
 * A 404 is an answer (no card), not an error.
 */
import { formatBytes, readBoundedText } from "../../util/bounded-body.js";
import { clipText } from "../../util/clip-text.js";

export const SERVER_CARD_PATH = "/.well-known/mcp/server-card";
const MAX_BYTES = 256 * 1024;
const MAX_REDIRECTS = 3;

export type CardFetch = { found: true; url: string; document: unknown } | { found: false; url: string; problem: string | null };

export async function fetchServerCard(
  serverUrl: string,
  { signal, headers = {}, timeoutMs = 10_000 }: { signal: AbortSignal; headers?: Record<string, string>; timeoutMs?: number },
): Promise<CardFetch> {
  const url = new URL(SERVER_CARD_PATH, serverUrl).href;
  // One deadline for the whole fetch, redirects and body included: a trickled card ends with it.
  const deadline = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
  let response: Response;
  let at = url;
  try {
    for (let hops = 0; ; hops++) {
      // Redirects are followed by hand: only within the server's own origin (never to another host, never to `file:`).
      response = await fetch(at, { headers: { accept: "application/json", ...headers }, redirect: "manual", signal: deadline });
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
  if (response.status === 404) {
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
    return { found: true, url, document: JSON.parse(body.text) };
  } catch {
    return {
      found: false,
      url,
      problem: `the Server Card at ${url} is not JSON (content-type ${clipText(response.headers.get("content-type") ?? "none", 60)})`,
    };
  }
}
