import { McpvalsError } from "../../errors.js";

const authErrorMarker = Symbol.for("mcpvals.error.AuthError");

/** The step of the OAuth flow that failed, in the order a client takes them. */
export type AuthStep =
  | "protected resource metadata"
  | "authorization server metadata"
  | "token request"
  | "authorization"
  | "the server refused the new token"
  // The grants that present a JWT: reading it (a file, a variable, GitHub's OIDC endpoint), and the ID-JAG exchange at the identity provider.
  | "assertion"
  | "token exchange";

/**
 * Getting an access token for a server failed: says which step (discovery,
 * token request, ...), at which URL, and what the server answered. An
 * infrastructure failure (exit 3): the credentials or the authorization
 * server are broken, not the server under test.
 */
export class AuthError extends McpvalsError {
  readonly [authErrorMarker] = true;

  constructor(
    readonly server: string,
    readonly step: AuthStep,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super("AUTH", message, options);
  }

  /** True when `error` is an AuthError, also from another copy of this module. */
  static override isInstance(error: unknown): error is AuthError {
    return McpvalsError.hasMarker(error, authErrorMarker);
  }
}
