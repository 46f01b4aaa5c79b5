/**
 * Which values are secrets: collected from a config, its substituted
 * variables and the environment (redact-secrets.ts stars them in output).
 */
import type { Config, ModelSpec } from "../config/schema.js";
import type { EnvSubstitution } from "../config/interpolate-env.js";
import { authSecrets } from "../protocol/auth-schema.js";

/** Environment variable names whose values are treated as secrets. */
export const SECRET_NAME_PATTERN = /(KEY|TOKEN|SECRET|PASSWORD|PASSWD|AUTH|CREDENTIAL|COOKIE|SESSION)/i;

// Desktop/session plumbing that matches SECRET_NAME_PATTERN but holds no secret,
// and whose short values ("user", "ubuntu", "wayland") would otherwise be
// starred out of every report.
const NOT_SECRET_NAMES =
  /^(XDG_SESSION_\w*|DESKTOP_SESSION|SESSION_MANAGER|DBUS_SESSION_BUS_ADDRESS|SSH_AUTH_SOCK|XAUTHORITY|GPG_AGENT_INFO)$/;

// Shorter values are too likely to occur by chance ("true", "dev") to redact safely.
const MIN_SECRET_LENGTH = 4;

type Env = Record<string, string | undefined>;

/**
 * Every value that must never appear in output: model, judge and simulated-user API keys (and
 * the variables their `apiKeyEnv` names), `openaiKey`, stdio server `env`
 * values (see serverEnvSecrets), HTTP `headers` values (servers' and `otel`'s), `auth` secrets (client secrets, refresh and bearer
 * tokens, keys), substituted `${VAR}` values whose variable
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
  // A simulated user's model (`workflows[].user.model`) is redacted like the agent's.
  for (const workflow of config.workflows ?? []) addModel(workflow.user?.model);
  values.push(config.openaiKey);
  addModel(config.client?.sampling?.model);
  for (const server of [config.server, ...Object.values(config.servers ?? {})]) {
    if (!server) continue;
    addModel(server.client?.sampling?.model as ModelSpec | undefined);
    if (server.transport === "stdio") values.push(...serverEnvSecrets(server.env, options.substituted));
    else values.push(...Object.values(server.headers), ...urlSecrets(server.url), ...authSecrets(server.auth));
  }
  // A collector's credentials (an API key header) are as secret as a server's.
  values.push(...Object.values(config.otel?.headers ?? {}), ...urlSecrets(config.otel?.endpoint ?? ""));
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

// Query parameters that carry credentials in a server URL (`?token=`, `?api_key=`,
// `access_token`, `sig`): their values are secrets like header values.
const SECRET_QUERY_NAME = /(KEY|TOKEN|SECRET|PASS|AUTH|CREDENTIAL|SIG|SESSION|CODE)/i;

/** Secret-looking query values and the password of a server URL, as written and decoded. */
export function urlSecrets(url: string): string[] {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return [];
  }
  const values: string[] = [];
  for (const part of parsed.search.slice(1).split("&")) {
    const [name = "", raw = ""] = part.split(/=(.*)/s);
    if (!SECRET_QUERY_NAME.test(safeDecode(name))) continue;
    values.push(raw, safeDecode(raw));
  }
  if (parsed.password) values.push(parsed.password, safeDecode(parsed.password));
  return values;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
}

// A server env value counts as secret when its name looks secret, when it came
// from the environment (`${VAR}`: the usual way to pass a token), or when it is
// long enough to be one. Short literals typed into the config ("debug", "true")
// are not, and starring them would garble every report.
const LITERAL_SECRET_LENGTH = 8;

/**
 * Secrets among a server's environment given outside a config (`--env`,
 * `--env-file`), by the rule of a config's `server.env`: `fromEnvironment`
 * lists the values read from the caller's environment or a file. Added to
 * `known`, sorted as collectSecrets sorts.
 */
export function extraEnvSecrets(known: readonly string[], env: Record<string, string>, fromEnvironment: readonly string[]): string[] {
  const substituted = fromEnvironment.map((value) => ({ path: "", variable: "", value }));
  return finalizeSecrets([...known, ...serverEnvSecrets(env, substituted)]);
}

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
