/** Lifecycle, capability and era rules (both revisions). */
import { rule } from "./check-rule.js";

export const LIFECYCLE_RULES = [
  rule("lifecycle/connect", "error", "any", "basic/lifecycle", "The server can be reached in at least one revision it advertises."),
  rule("lifecycle/requirements", "error", "any", "basic/lifecycle", "The server speaks every revision listed in --requirements."),
  rule(
    "lifecycle/modern-era",
    "info",
    "2026-07-28",
    "basic/lifecycle#discovery",
    "The server speaks the 2026-07-28 revision (else modern clients fall back to 2025).",
  ),
  rule(
    "lifecycle/version-negotiation",
    "error",
    "2025-11-25",
    "basic/lifecycle#version-negotiation",
    "Offered an unknown revision, the server answers with one it supports or refuses with an error; over HTTP too.",
  ),
  rule(
    "lifecycle/initialize",
    "error",
    "2025-11-25",
    "basic/lifecycle#initialization",
    "initialize answers protocolVersion, capabilities and serverInfo.",
  ),
  rule(
    "lifecycle/no-request-before-initialized",
    "warning",
    "2025-11-25",
    "basic/lifecycle#initialization",
    "Before notifications/initialized the server sends no request other than ping or logging.",
  ),
  rule("lifecycle/ping", "error", "2025-11-25", "basic/utilities/ping", "ping answers an empty result."),
  rule(
    "lifecycle/discover",
    "error",
    "2026-07-28",
    "basic/lifecycle#discovery",
    "server/discover answers supportedVersions and capabilities.",
  ),
  rule(
    "lifecycle/capabilities-honest",
    "error",
    "any",
    "basic/lifecycle#capability-negotiation",
    "Every advertised list answers; a list that is not advertised is -32601 (never served).",
  ),
  rule(
    "logging/set-level",
    "error",
    "2025-11-25",
    "server/utilities/logging",
    "An advertised logging capability answers logging/setLevel.",
  ),
  rule(
    "cross-era/equivalent",
    "info",
    "any",
    "basic/lifecycle",
    "A server speaking both eras offers the same tools, resources, prompts and capabilities in each.",
  ),
] as const;
