/**
 * check's `--auth-*` flags as the `auth:` of a config: the same schema, so the
 * same rules (exactly one way, a secret or a key with client credentials).
 */
import { UsageError } from "../../errors.js";
import { ServerAuthSchema, type ServerAuth } from "../../mcp/auth/auth-schema.js";

export interface AuthFlags {
  authClientId?: string;
  authClientSecret?: string;
  authScope?: string;
  authAudience?: string;
  authRefreshToken?: string;
  authBearer?: string;
}

/** The flags' `auth`, or undefined when none was given. */
export function authFromFlags(flags: AuthFlags): ServerAuth | undefined {
  const { authClientId: clientId, authClientSecret: clientSecret, authScope: scope, authAudience: audience } = flags;
  const given = Object.entries(flags).filter(([key, value]) => key.startsWith("auth") && value !== undefined);
  if (given.length === 0) return undefined;
  const input = flags.authBearer
    ? { bearer: flags.authBearer }
    : flags.authRefreshToken
      ? { refreshToken: { token: flags.authRefreshToken, clientId, clientSecret, scope } }
      : { clientCredentials: { clientId, clientSecret, scope, audience } };
  const parsed = ServerAuthSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "auth"}: ${issue.message}`).join("; ");
    throw new UsageError(
      `The --auth-* flags do not describe one way to get a token (${problems}). Give --auth-bearer, or --auth-refresh-token with --auth-client-id, or --auth-client-id with --auth-client-secret.`,
    );
  }
  return parsed.data;
}
