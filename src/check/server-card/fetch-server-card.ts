/**
 * Fetches an HTTP server's Server Card from its origin's well-known path,
 * with a time limit and a size cap (the document is the server's: untrusted).
 * A 404 is an answer (no card), not an error.
 */
import { clipText } from "../../util/clip-text.js";

export const SERVER_CARD_PATH = "/.well-known/mcp/server-card";
const MAX_BYTES = 256 * 1024;

export type CardFetch = { found: true; url: string; document: unknown } | { found: false; url: string; problem: string | null };

export async function fetchServerCard(
  serverUrl: string,
  { signal, headers = {}, timeoutMs = 10_000 }: { signal: AbortSignal; headers?: Record<string, string>; timeoutMs?: number },
): Promise<CardFetch> {
  const url = new URL(SERVER_CARD_PATH, serverUrl).href;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: "application/json", ...headers },
      redirect: "follow",
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
    });
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
  const text = await readCapped(response);
  if (text === undefined) return { found: false, url, problem: `the Server Card at ${url} is over ${MAX_BYTES / 1024} KiB` };
  try {
    return { found: true, url, document: JSON.parse(text) };
  } catch {
    return {
      found: false,
      url,
      problem: `the Server Card at ${url} is not JSON (content-type ${clipText(response.headers.get("content-type") ?? "none", 60)})`,
    };
  }
}

async function readCapped(response: Response): Promise<string | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > MAX_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
