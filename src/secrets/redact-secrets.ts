/**
 * Redaction: every secret value (collect-secrets.ts) replaced with `***` in
 * a text or in every string and key of a structure (a result, a report,
 * events, a cassette), in each encoding it travels in (redactText). Called
 * once at each output boundary named in output-boundaries.ts.
 */

/**
 * `value` with every secret replaced with `***`: a string, or every string
 * and key of a structure (messages, tool arguments and outputs, errors).
 * Values other than strings, arrays and plain objects pass unchanged.
 */
export function redactSecrets<T>(value: T, secrets: readonly string[]): T {
  if (secrets.length === 0) return value;
  return walk(value, secrets) as T;
}

/**
 * An error a library call throws, its message and stack without the secrets
 * (rewritten in place, so its class and `isInstance` still hold): a connect
 * error quotes a server's stderr, which can carry what the server was given.
 */
export function redactError<E>(error: E, secrets: readonly string[]): E {
  if (error instanceof Error && secrets.length > 0) {
    error.message = redactText(error.message, secrets);
    if (error.stack) error.stack = redactText(error.stack, secrets);
  }
  return error;
}

function walk(value: unknown, secrets: readonly string[]): unknown {
  if (typeof value === "string") return redactText(value, secrets);
  if (Array.isArray(value)) return value.map((v) => walk(v, secrets));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [redactText(k, secrets), walk(v, secrets)]));
  }
  return value;
}

/**
 * Replaces every occurrence of each secret in `text` with `***`, longest
 * first: the secret as is and in every encoding it travels in (secretForms:
 * JSON, URL and form encoding, base64). A secret's head left by a cut
 * (`tok-SECR…`: text clipped before it was redacted) is starred too, as is
 * its tail after a cut marker at the start of a text clipped from the front.
 */
function redactText(text: string, secrets: ReadonlyArray<string>): string {
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
