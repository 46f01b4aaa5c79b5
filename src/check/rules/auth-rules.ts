/**
 * Rules of the authorization a protected HTTP server offers (RFC 9728 protected
 * resource metadata, RFC 8414 authorization server metadata, RFC 8707 audience
 * binding, RFC 9207 `iss`). The audience, invalid and expired token checks need
 * credentials (`auth:` in the config or check's `--auth-*` flags).
 */
import { rule } from "./check-rule.js";

const AUTH = "basic/authorization";

export const AUTH_RULES = [
  rule(
    "auth/protected-resource-metadata",
    "warning",
    "2025-11-25",
    `${AUTH}#authorization-server-location`,
    "The protected resource metadata (RFC 9728) is valid, names this server as its resource and lists an authorization server.",
  ),
  rule(
    "auth/authorization-server-metadata",
    "warning",
    "2025-11-25",
    `${AUTH}#authorization-server-metadata-discovery`,
    "The authorization server serves RFC 8414 or OpenID Connect metadata whose issuer matches its URL.",
  ),
  rule(
    "auth/pkce-s256",
    "error",
    "2025-11-25",
    `${AUTH}#authorization-code-protection`,
    "The authorization server metadata advertises PKCE with S256.",
  ),
  rule(
    "auth/https-endpoints",
    "error",
    "2025-11-25",
    `${AUTH}#communication-security`,
    "Authorization server endpoints use https (loopback excepted).",
  ),
  rule(
    "auth/iss-parameter",
    "warning",
    "2026-07-28",
    AUTH,
    "The authorization server says it returns `iss` in authorization responses (RFC 9207), against mix-up attacks.",
  ),
  rule(
    "auth/audience-binding",
    "error",
    "2025-11-25",
    `${AUTH}#token-audience-binding-and-validation`,
    "A token issued for another resource (RFC 8707) is refused with 401 or 403.",
  ),
  rule("auth/invalid-token", "error", "2025-11-25", `${AUTH}#token-handling`, "A request with a token the server never issued gets 401."),
  rule("auth/expired-token", "error", "2025-11-25", `${AUTH}#token-handling`, "A request with an expired token gets 401."),
];
