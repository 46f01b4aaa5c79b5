import type { Config, ModelSpec } from "./schema.js";
import type { EnvSubstitution } from "./interpolate-env.js";
import { authSecrets } from "../mcp/auth/auth-schema.js";

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
 * Every value that must never appear in output: model and judge API keys (and
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

/**
 * Replaces every occurrence of each secret in `text` with `***`, longest
 * first: the secret as is and in every encoding it travels in (see
 * secretForms: JSON, URL and form encoding, base64). A secret's head left by a cut
 * (`tok-SECR…`: text clipped before it was redacted) is starred too, as is
 * its tail after a cut marker at the start of a text clipped from the front.
 */
export function redactSecrets(text: string, secrets: ReadonlyArray<string>): string {
  const forms = formsOf(secrets);
  let redacted = text;
  for (const form of forms) redacted = redacted.replaceAll(form, "***");
  return redactCutSecrets(redacted, forms);
}

// Computed once per secrets list: a run redacts thousands of strings with the same list. A list
// only grows (tokens minted during the run join it), so its length tells when to compute again.
const formsCache = new WeakMap<ReadonlyArray<string>, { length: number; forms: string[] }>();

function formsOf(secrets: ReadonlyArray<string>): string[] {
  const cached = formsCache.get(secrets);
  if (cached?.length === secrets.length) return cached.forms;
  const forms = [...new Set(secrets.filter((secret) => secret.length > 0).flatMap(secretForms))].sort((a, b) => b.length - a.length);
  formsCache.set(secrets, { length: secrets.length, forms });
  return forms;
}

/**
 * The encodings a secret travels in: as is; JSON-escaped (once, twice, with
 * every non-ASCII character and `/` escaped as some encoders do); URL-encoded
 * and form-encoded (`client_secret_post`: URLSearchParams writes a space as
 * `+` and escapes `! ' ( ) ~`, which encodeURIComponent keeps); and inside
 * base64 (`Authorization: Basic base64(id:secret)`, a JWT, a data URL).
 */
function secretForms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const asciiJson = json.replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return [
    secret,
    json,
    JSON.stringify(json).slice(1, -1),
    asciiJson,
    asciiJson.replaceAll("/", "\\/"),
    encodeURIComponent(secret),
    new URLSearchParams({ s: secret }).toString().slice(2),
    ...base64Cores(secret),
  ];
}

// A secret shorter than this has a base64 core short enough to occur by chance in other base64 text.
const MIN_BASE64_SECRET = 8;

/**
 * The part of base64 text that a secret alone decides, wherever it sits in
 * the encoded bytes: base64 packs 3 bytes into 4 characters, so a secret
 * after k bytes (k mod 3 = 0, 1, 2) gives one of three character runs, whose
 * first and last characters mixed with its neighbours' bits are left out.
 * Standard and URL-safe alphabets both.
 */
function base64Cores(secret: string): string[] {
  const bytes = Buffer.from(secret, "utf8");
  if (bytes.length < MIN_BASE64_SECRET) return [];
  const cores: string[] = [];
  for (const offset of [0, 1, 2]) {
    const text = Buffer.concat([Buffer.alloc(offset), bytes]).toString("base64");
    const core = text.slice(Math.ceil((8 * offset) / 6), Math.floor((8 * (offset + bytes.length)) / 6));
    cores.push(core, core.replaceAll("+", "-").replaceAll("/", "_"));
  }
  return cores;
}

// Shorter pieces of a secret at a cut are too likely to be chance ("http" before "…").
// Only pieces next to a cut marker count: without one, a tool named `get-env` would be
// starred for being the start of a literal env value `get-env,echo`.
const MIN_HEAD = 4;
const MIN_TAIL = 8;
const CUT_MARKERS = ["…", "..."];

/** Heads of secrets just before a cut marker, tails just after one at the very start (text clipped from the front). */
function redactCutSecrets(text: string, forms: readonly string[]): string {
  let out = text;
  const marker = CUT_MARKERS.find((m) => out.startsWith(m)) ?? "";
  for (const form of marker ? forms : []) {
    const k = longestTailAt(out, marker.length, form);
    if (k > 0) out = `${marker}***${out.slice(marker.length + k)}`;
  }
  const cuts = CUT_MARKERS.flatMap((marker) => indexesOf(out, marker)).sort((a, b) => b - a);
  for (const cut of cuts) {
    for (const form of forms) {
      const k = longestHeadBefore(out, cut, form);
      if (k > 0) {
        out = `${out.slice(0, cut - k)}***${out.slice(cut)}`;
        break;
      }
    }
  }
  return out;
}

/** Longest k (MIN_HEAD <= k < form.length) with text[cut-k, cut) = the first k characters of form; 0 if none. */
function longestHeadBefore(text: string, cut: number, form: string): number {
  if (form.length <= MIN_HEAD) return 0;
  const start = form.slice(0, MIN_HEAD);
  // Found by where the head's first characters occur, so a long secret costs no more than a short one.
  for (
    let at = text.indexOf(start, Math.max(0, cut - form.length + 1));
    at >= 0 && at <= cut - MIN_HEAD;
    at = text.indexOf(start, at + 1)
  ) {
    if (form.startsWith(text.slice(at, cut))) return cut - at;
  }
  return 0;
}

/** Longest k (MIN_TAIL <= k < form.length) with text[from, from+k) = the last k characters of form; 0 if none. */
function longestTailAt(text: string, from: number, form: string): number {
  if (form.length <= MIN_TAIL) return 0;
  const end = form.slice(-MIN_TAIL);
  let best = 0;
  const limit = from + form.length - 1;
  for (let at = text.indexOf(end, from); at >= 0 && at + MIN_TAIL <= limit; at = text.indexOf(end, at + 1)) {
    if (form.endsWith(text.slice(from, at + MIN_TAIL))) best = at + MIN_TAIL - from;
  }
  return best;
}

function indexesOf(text: string, marker: string): number[] {
  const found: number[] = [];
  for (let at = text.indexOf(marker); at >= 0; at = text.indexOf(marker, at + 1)) found.push(at);
  return found;
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
