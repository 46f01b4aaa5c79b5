/** Rules of the Streamable HTTP transport, per revision. */
import { rule } from "./check-rule.js";

export const HTTP_RULES = [
  rule("http/reachable", "error", "any", "basic/transports#streamable-http", "The endpoint answers a POST."),
  rule("http/auth-challenge", "error", "any", "basic/authorization#authorization-server-location", "A 401 carries WWW-Authenticate with resource_metadata."),
  rule("http/content-type", "error", "any", "basic/transports#sending-messages-to-the-server", "A request is answered 200 with application/json or text/event-stream."),
  rule("http/origin-validation", "error", "any", "basic/transports#security-warning", "A request from a foreign Origin is refused with 403."),
  rule("http/host-validation", "warning", "any", "basic/transports#security-warning", "A request for a foreign Host is refused (local servers)."),
  rule("http/invalid-json", "error", "any", "basic/transports#sending-messages-to-the-server", "A body that is not JSON gets 400 or a JSON-RPC parse error (-32700)."),
  rule("http/get-stream", "warning", "2025-11-25", "basic/transports#listening-for-messages-from-the-server", "GET opens an event stream or answers 405."),
  rule("http/session-id-charset", "error", "2025-11-25", "basic/transports#session-management", "Mcp-Session-Id uses only visible ASCII (0x21-0x7E)."),
  rule("http/session-required", "warning", "2025-11-25", "basic/transports#session-management", "A request without the session id of a session server gets 400."),
  rule("http/session-unknown", "error", "2025-11-25", "basic/transports#session-management", "A request with an unknown or terminated session id gets 404."),
  rule("http/protocol-version-header", "error", "2025-11-25", "basic/transports#protocol-version-header", "An unsupported MCP-Protocol-Version header gets 400."),
  rule("http/mcp-method-header", "error", "2026-07-28", "basic/transports#streamable-http", "A missing or mismatched Mcp-Method header gets 400 with -32020."),
  rule("http/mcp-name-header", "error", "2026-07-28", "basic/transports#streamable-http", "An Mcp-Name header naming another tool, resource or prompt than the body gets 400 with -32020."),
  rule("http/unknown-method", "error", "2026-07-28", "basic/transports#streamable-http", "An unknown method gets HTTP 404."),
  rule("http/missing-meta", "error", "2026-07-28", "basic#request-metadata", "A request missing _meta fields gets HTTP 400."),
] as const;
