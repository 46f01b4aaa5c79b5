/** Rules of the 2026-07-28 revision a client can observe on any transport. */
import { rule } from "./check-rule.js";

export const MODERN_RULES = [
  rule("modern/result-type", "error", "2026-07-28", "basic#result-type", "Every result carries resultType."),
  rule(
    "modern/cache-hints",
    "error",
    "2026-07-28",
    "server/utilities/caching#cacheable-results",
    "List and read results carry ttlMs (integer >= 0) and cacheScope (private|public), the same on every page.",
  ),
  rule(
    "modern/unsupported-version",
    "error",
    "2026-07-28",
    "basic/lifecycle#version-negotiation",
    "A request naming an unsupported revision in _meta gets -32022 with data.supported.",
  ),
  rule(
    "modern/missing-meta",
    "error",
    "2026-07-28",
    "basic#request-metadata",
    "A 2026 request missing a required _meta field (clientCapabilities) gets -32602; a request with no _meta at all only from a server that speaks 2026 alone.",
  ),
  rule(
    "modern/resource-not-found",
    "error",
    "2026-07-28",
    "server/resources#error-handling",
    "Reading a missing resource gets -32602 (no longer -32002).",
  ),
  rule(
    "modern/subscriptions-listen",
    "warning",
    "2026-07-28",
    "basic/utilities/subscriptions",
    "A server declaring listChanged or subscribe answers subscriptions/listen.",
  ),
  rule(
    "modern/no-unrequested-log",
    "error",
    "2026-07-28",
    "server/utilities/logging",
    "No notifications/message unless the request set a log level.",
  ),
] as const;
