import type { Config, ModelSpec } from "./schema.js";
import type { EnvSubstitution } from "./interpolate-env.js";

/** Environment variable names whose values are treated as secrets. */
export const SECRET_NAME_PATTERN = /(KEY|TOKEN|SECRET|PASSWORD|PASSWD|AUTH|CREDENTIAL|COOKIE|SESSION)/i;

// Desktop/session plumbing that matches SECRET_NAME_PATTERN but holds no secret,
// and whose short values ("user", "ubuntu", "wayland") would otherwise be
// starred out of every report.
const NOT_SECRET_NAMES = /^(XDG_SESSION_\w*|DESKTOP_SESSION|SESSION_MANAGER|DBUS_SESSION_BUS_ADDRESS|SSH_AUTH_SOCK|XAUTHORITY|GPG_AGENT_INFO)$/;

// Shorter values are too likely to occur by chance ("true", "dev") to redact safely.
const MIN_SECRET_LENGTH = 4;

type Env = Record<string, string | undefined>;

/**
 * Every value that must never appear in output: model and judge API keys (and
 * the variables their `apiKeyEnv` names), `openaiKey`, stdio server `env`
 * values (see serverEnvSecrets), HTTP `headers` values, substituted `${VAR}` values whose variable
 * name looks secret, and values of secret-looking variables in `env`.
 *
 * Values shorter than 4 characters are ignored; the result is deduplicated and
 * sorted longest first, so redacting in order never leaves half a secret.
 */
export function collectSecrets(options: { config: Config; substituted: ReadonlyArray<EnvSubstitution>; env: Env }): string[] {
  const { config, env } = options;
  const values: Array<string | undefined> = [];
  const addModel = (model: ModelSpec | undefined) => {
    if (model === undefined || typeof model === "string") return;
    values.push(model.apiKey);
    if (model.apiKeyEnv) values.push(env[model.apiKeyEnv]);
  };
  addModel(config.model);
  if (typeof config.llmJudge === "object") addModel(config.llmJudge.model);
  values.push(config.openaiKey);
  addModel(config.client?.sampling?.model);
  for (const server of [config.server, ...Object.values(config.servers ?? {})]) {
    if (!server) continue;
    addModel(server.client?.sampling?.model as ModelSpec | undefined);
    if (server.transport === "stdio") values.push(...serverEnvSecrets(server.env, options.substituted));
    else values.push(...Object.values(server.headers));
  }
  return finalizeSecrets([...values, ...collectEnvSecrets(options)]);
}

/**
 * The secrets knowable without a valid config: substituted values of
 * secret-looking variables and secret-looking variables in `env`. Used to
 * redact validation errors, which can quote substituted values.
 */
export function collectEnvSecrets(options: { substituted: ReadonlyArray<EnvSubstitution>; env: Env }): string[] {
  const values: Array<string | undefined> = [];
  for (const { variable, value } of options.substituted) if (isSecretName(variable)) values.push(value);
  for (const [name, value] of Object.entries(options.env)) if (isSecretName(name)) values.push(value);
  return finalizeSecrets(values);
}

/** Replaces every occurrence of each secret in `text` with `***`, longest secrets first. */
export function redactSecrets(text: string, secrets: ReadonlyArray<string>): string {
  let redacted = text;
  // Sorted here too so callers cannot get it wrong; empty strings would match everywhere.
  for (const secret of [...secrets].sort((a, b) => b.length - a.length)) {
    if (secret.length > 0) redacted = redacted.replaceAll(secret, "***");
  }
  return redacted;
}

// A server env value counts as secret when its name looks secret, when it came
// from the environment (`${VAR}`: the usual way to pass a token), or when it is
// long enough to be one. Short literals typed into the config ("debug", "true")
// are not, and starring them would garble every report.
const LITERAL_SECRET_LENGTH = 8;

function serverEnvSecrets(env: Record<string, string>, substituted: ReadonlyArray<EnvSubstitution>): string[] {
  const fromEnvironment = new Set(substituted.map((s) => s.value));
  return Object.entries(env)
    .filter(([name, value]) => isSecretName(name) || fromEnvironment.has(value) || value.length >= LITERAL_SECRET_LENGTH)
    .map(([, value]) => value);
}

function isSecretName(name: string): boolean {
  return SECRET_NAME_PATTERN.test(name) && !NOT_SECRET_NAMES.test(name);
}

function finalizeSecrets(values: ReadonlyArray<string | undefined>): string[] {
  const unique = new Set(values.filter((value): value is string => typeof value === "string" && value.length >= MIN_SECRET_LENGTH));
  return [...unique].sort((a, b) => b.length - a.length);
}
