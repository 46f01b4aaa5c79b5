/**
 * Load goes only where it was invited: a stdio server (a local process), an
 * HTTP server on loopback (localhost, 127.0.0.0/8, ::1), or a host the config
 * names in `load.allowHosts`, exactly. Anything else is a config error (exit
 * 2) naming the server and the host, before a single call is made: a typo in a
 * URL must never turn a CI job into a load test of someone else's service.
 */
import { isIP } from "node:net";
import { ConfigError } from "../errors.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import { clipText } from "../util/clip-text.js";

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  if (isIP(host) === 6) return host === "::1" || host === "0:0:0:0:0:0:0:1" || /^::ffff:127\./.test(host);
  return false;
}

export function checkLoadHosts({
  servers,
  allowHosts,
  file,
}: {
  /** The servers the load profile calls, by name. */
  servers: Record<string, ServerSpec>;
  allowHosts: readonly string[];
  file: string | null;
}): void {
  const allowed = new Set(allowHosts.map((h) => h.toLowerCase()));
  const issues: Array<{ path: string; message: string }> = [];
  for (const [name, spec] of Object.entries(servers)) {
    if (spec.transport === "stdio") continue;
    const host = new URL(spec.url).hostname;
    if (isLoopbackHost(host) || allowed.has(host.toLowerCase())) continue;
    issues.push({
      path: "load.allowHosts",
      message: `server "${clipText(name, 100)}" is at ${clipText(host, 200)}, which is not loopback: load runs only against loopback or a host listed in load.allowHosts (add "${clipText(host, 200)}" there if this server is yours to load)`,
    });
  }
  if (issues.length === 0) return;
  const where = file ? `${file}: ` : "";
  throw new ConfigError(`${where}${issues.map((i) => `${i.path}: ${i.message}`).join("\n")}`, {
    ...(file ? { file } : {}),
    issues,
  });
}
