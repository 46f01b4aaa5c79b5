/**
 * The `env` that `init -c` writes for a server taken from a config: what the
 * config said, with its `${VAR}` references kept as references, so the new
 * config starts the server the same way and no secret is written out. A
 * value typed into the file is written as it is (it is in the file already);
 * one a TS config computed, when it is a secret, becomes a reference to a
 * variable of its own name.
 */
import { readConfigFile } from "../config/read-config-file.js";
import { DEFAULT_SERVER_NAME } from "../protocol/server-names.js";

/** The server's env entries as written in the config file (before `${VAR}` was replaced); {} when there are none. */
export async function rawServerEnv(file: string, server: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
  const data = (await readConfigFile(file, { signal })) as Record<string, unknown> | null;
  const servers = data?.servers as Record<string, { env?: unknown }> | undefined;
  const entry = servers && Object.hasOwn(servers, server) ? servers[server] : server === DEFAULT_SERVER_NAME ? data?.server : undefined;
  const env = (entry as { env?: unknown } | undefined)?.env;
  return env !== null && typeof env === "object" ? (env as Record<string, unknown>) : {};
}

/** Each variable as it will be written: a reference, the literal value, or `${NAME}` in place of a secret. */
export function initServerEnv({
  env,
  raw,
  secrets,
}: {
  /** The resolved spec's env (references replaced). */
  env: Readonly<Record<string, string>>;
  raw: Readonly<Record<string, unknown>>;
  /** The config's secrets (collectSecrets). */
  secrets: readonly string[];
}): Record<string, { value: string; reference: boolean }> {
  const out: Record<string, { value: string; reference: boolean }> = Object.create(null);
  for (const [name, value] of Object.entries(env)) {
    const written = raw[name];
    if (typeof written === "string" && written.includes("${")) out[name] = { value: written, reference: true };
    else if (written !== value && secrets.includes(value)) out[name] = { value: `\${${name}}`, reference: true };
    else out[name] = { value, reference: false };
  }
  return out;
}
