/**
 * What a pool's report says about all its connections together: requests and
 * notifications that came outside any single tool call, and wire warnings.
 */
import type { ServerReport } from "../../result/server-report.js";
import { TRAFFIC_LIMIT } from "../client-side/server-traffic.js";
import type { Traffic } from "../../protocol/tool-call-outcome.js";
import type { ServerConnection } from "../transport/connect-server.js";

/** Over all connections (with isolation: workflow, one per workflow) the first ones; only the fields that have some. */
export function outsideTraffic(traffics: readonly Traffic[]): Partial<Pick<ServerReport, "serverRequests" | "notifications">> {
  const serverRequests = traffics.flatMap((t) => t.serverRequests).slice(0, TRAFFIC_LIMIT);
  const notifications = traffics.flatMap((t) => t.notifications).slice(0, TRAFFIC_LIMIT);
  return { ...(serverRequests.length > 0 ? { serverRequests } : {}), ...(notifications.length > 0 ? { notifications } : {}) };
}

/** Every connection's wire warnings, each once; nothing when there are none. */
export function connectionWarnings(seen: Iterable<ServerConnection>): Pick<ServerReport, "warnings"> | Record<string, never> {
  const warnings = [...new Set([...seen].flatMap((connection) => connection.warnings ?? []))];
  return warnings.length > 0 ? { warnings } : {};
}
