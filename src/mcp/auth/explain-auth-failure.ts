/**
 * Turns whatever the SDK's OAuth flow threw into an AuthError that names the
 * step, the URL it was at and what the server answered. The step is read from
 * the error's type where the SDK says it (issuer checks, OAuth error answers)
 * and otherwise from the last URL the flow fetched.
 */
import { IssuerMismatchError, OAuthError, InsecureTokenEndpointError } from "@modelcontextprotocol/client";
import { describeError } from "../../errors.js";
import { clipText } from "../../util/clip-text.js";
import { AuthError, type AuthStep } from "./auth-error.js";
import type { LastExchange } from "./recording-fetch.js";

export function explainAuthFailure(server: string, error: unknown, last: LastExchange | undefined): AuthError {
  if (AuthError.isInstance(error)) return error;
  const step = stepOf(error, last);
  const at = last ? ` (${last.url})` : "";
  const answered = last?.status !== undefined ? `HTTP ${last.status}${last.body ? `: ${last.body}` : ""}` : undefined;
  const detail = errorDetail(error);
  // An OAuth error answer is already the server's own words: only its status is added.
  const what =
    error instanceof OAuthError && last?.status
      ? `${detail} (HTTP ${last.status})`
      : answered
        ? `${detail}; the server answered ${answered}`
        : detail;
  return new AuthError(server, step, `Server "${server}": authorization failed at the ${step} step${at}: ${what}`, { cause: error });
}

function stepOf(error: unknown, last: LastExchange | undefined): AuthStep {
  if (error instanceof IssuerMismatchError) return error.kind === "metadata" ? "authorization server metadata" : "authorization";
  if (error instanceof InsecureTokenEndpointError) return "authorization server metadata";
  const url = last?.url ?? "";
  if (url.includes("/.well-known/oauth-protected-resource")) return "protected resource metadata";
  if (url.includes("/.well-known/")) return "authorization server metadata";
  return "token request";
}

function errorDetail(error: unknown): string {
  if (error instanceof IssuerMismatchError) {
    return `the issuer does not match (expected ${JSON.stringify(error.expected)}, got ${JSON.stringify(error.received)})`;
  }
  if (error instanceof InsecureTokenEndpointError) return `the token endpoint ${error.tokenEndpoint} is neither https nor loopback`;
  if (error instanceof OAuthError) return clipText(`${error.code}: ${error.message}`, 400);
  return clipText(describeError(error), 400);
}
