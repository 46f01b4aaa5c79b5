/**
 * A Streamable HTTP URL with the wrong path (`http://127.0.0.1:3001/` where
 * the server serves `/mcp`) fails with `HTTP 404 … Cannot POST /`. Most
 * servers mount MCP at `/mcp`, so before giving up the connect asks that path
 * once, with a JSON-RPC ping, and suggests it only when the answer is
 * JSON-RPC (an error for a ping without a session still is).
 */
import { ServerConnectError } from "../../errors.js";
import { readBoundedText } from "../../util/bounded-body.js";

const PROBE_MS = 2_000;

/** `error` with "did you mean …/mcp?" when it was a 404 and `/mcp` on the same origin speaks JSON-RPC; else `error`. */
export async function withMcpPathHint(error: unknown, url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<unknown> {
  if (!ServerConnectError.isInstance(error)) return error;
  const meant = await mcpPathInstead(error.message, url, headers, signal);
  if (meant === undefined) return error;
  return new ServerConnectError(error.server, `${error.message}; did you mean ${meant}? It answers MCP`, {
    cause: error.cause,
    // The wrong path stays wrong: retrying it cannot help.
    permanent: true,
  });
}

/** `/mcp` on `url`'s origin, for a 404 `message` at another path, when it speaks JSON-RPC; else undefined. */
export async function mcpPathInstead(
  message: string,
  url: URL,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<string | undefined> {
  if (!/\b404\b/.test(message) || url.pathname === "/mcp") return undefined;
  const candidate = new URL("/mcp", url);
  return (await answersJsonRpc(candidate, headers, signal)) ? candidate.href : undefined;
}

async function answersJsonRpc(url: URL, headers: Record<string, string>, signal: AbortSignal): Promise<boolean> {
  try {
    const deadline = AbortSignal.any([signal, AbortSignal.timeout(PROBE_MS)]);
    const response = await fetch(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify({ jsonrpc: "2.0", id: "mcpvals-path-probe", method: "ping" }),
      signal: deadline,
    });
    // The head is enough to tell JSON-RPC; an SSE stream that stays open or an endless body is not read on.
    const { text } = await readBoundedText(response, { maxBytes: 4_000, signal: deadline });
    return /"jsonrpc"\s*:\s*"2\.0"/.test(text);
  } catch {
    return false;
  }
}
