/**
 * check's `--auth-*` flags as the `auth:` of a config: the same schema, so the
 * same rules (exactly one way, a secret or a key with client credentials).
 */
import { UsageError } from "../../errors.js";
import { ServerAuthSchema, type ServerAuth } from "../../protocol/auth-schema.js";

export interface AuthFlags {
  authClientId?: string;
  authClientSecret?: string;
  /** The variable holding the client secret: unlike --auth-client-secret, not visible in `ps`. */
  authClientSecretEnv?: string;
  authScope?: string;
  authAudience?: string;
  authRefreshToken?: string;
  authBearer?: string;
}

/** The flags' `auth`, or undefined when none was given. */
export function authFromFlags(flags: AuthFlags, env: Record<string, string | undefined>): ServerAuth | undefined {
  const { authClientId: clientId, authScope: scope, authAudience: audience } = flags;
  const clientSecret = clientSecretOf(flags, env);
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

function clientSecretOf(flags: AuthFlags, env: Record<string, string | undefined>): string | undefined {
  const name = flags.authClientSecretEnv;
  if (name === undefined) return flags.authClientSecret;
  if (flags.authClientSecret !== undefined) throw new UsageError("Give --auth-client-secret or --auth-client-secret-env, not both.");
  const value = env[name];
  if (!value) throw new UsageError(`--auth-client-secret-env: environment variable ${name} is not set.`);
  return value;
}
