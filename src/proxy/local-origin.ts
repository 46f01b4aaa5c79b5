/**
 * Which HTTP requests the proxy serves. It listens on 127.0.0.1, but a web
 * page can still reach it, through a rebound DNS name (caught by Host) or by
 * posting from its own origin (caught by Origin): the spec's Streamable HTTP
 * transport says servers must validate Origin and answer 403 to a foreign one.
 * An absent Origin (a CLI client, not a browser) is served.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#security-warning
 */
const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Why a request with these headers is refused (for the 403 body), or undefined to serve it. */
export function foreignRequest(headers: { host?: string | undefined; origin?: string | string[] | undefined }): string | undefined {
  const host = (headers.host ?? "").replace(/:\d+$/, "");
  if (!LOCAL_HOSTS.has(host)) return `Host ${JSON.stringify(host)} is not served`;
  const { origin } = headers;
  if (origin === undefined) return undefined;
  if (Array.isArray(origin) || !isLocalOrigin(origin)) return `Origin ${JSON.stringify(String(origin))} is not served (only local origins)`;
  return undefined;
}

function isLocalOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === "http:" || url.protocol === "https:") && LOCAL_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}
