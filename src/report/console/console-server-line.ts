import type { ServerReport } from "../../result/server-report.js";
import { cleanLine, oneLine, plural, shortHash, stripControl } from "../format.js";
import { type Colors, passMark } from "./console-item-lines.js";

/** One server's line in the summary: transport, era, server info, tools, connections, state and error. */
export function serverLine(server: ServerReport, c: Colors): string {
  // Show the fallback (shttp → sse) because it explains latency and reconnect behaviour.
  const via = server.connectedVia !== null && server.connectedVia !== server.transport ? ` → ${server.connectedVia}` : "";
  const parts = [
    `${passMark(server.error === null, c)} ${c.bold(cleanLine(server.name))}`,
    `${server.transport}${via}`,
    // The era decides which code path of the server was tested (2026-07-28 vs 2025).
    ...(server.protocolVersion ? [`MCP ${cleanLine(server.protocolVersion)}`] : []),
    server.serverInfo ? `${cleanLine(server.serverInfo.name)}@${cleanLine(server.serverInfo.version)}` : c.dim("(no server info)"),
    plural(server.tools, "tool"),
  ];
  if (server.toolsHash !== null) parts.push(c.dim(`tools ${shortHash(server.toolsHash)}`));
  parts.push(c.dim(plural(server.connections, "connection")));
  if (server.state === "configured") parts.push(c.dim("never started (no workflow or test used it)"));
  else if (server.state !== undefined) parts.push(server.state === "failed" ? c.red(server.state) : c.dim(server.state));
  if (server.breaker !== undefined && server.breaker !== "closed") {
    parts.push(c.red(`circuit breaker ${server.breaker}${server.breakerOpenedAt ? ` since ${server.breakerOpenedAt}` : ""}`));
  }
  if (server.error !== null) parts.push(c.red(`error: ${oneLine(stripControl(server.error))}`));
  return parts.join("  ");
}
