/**
 * Reads the JWT a grant presents: the assertion of the JWT bearer grant
 * (RFC 7523) or the ID token of an ID-JAG exchange. From a variable, a file, or
 * GitHub Actions' OIDC endpoint (ACTIONS_ID_TOKEN_REQUEST_URL with the job's
 * ACTIONS_ID_TOKEN_REQUEST_TOKEN). Read afresh for every token request: CI
 * tokens live minutes and projected files rotate. The value is a secret: it is
 * told to `onSecret` before anything else can see it, and no error quotes it.
 */
import { open } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { FetchLike } from "@modelcontextprotocol/client";
import type { AssertionSource } from "../../protocol/auth-schema.js";
import { describeError } from "../../errors.js";
import { readBoundedText } from "../../util/bounded-body.js";
import { clipText } from "../../util/clip-text.js";
import { AuthError } from "./auth-error.js";

export interface ReadAssertionOptions {
  server: string;
  /** The config field, for messages: `jwtBearer.assertion`, `idJag.idToken`. */
  field: string;
  source: AssertionSource;
  /** `aud` asked of GitHub when the source names none: the authorization server's issuer (RFC 7523 §3). */
  defaultAudience: string;
  fetch: FetchLike;
  onSecret: (value: string) => void;
  signal?: AbortSignal;
  /** @default process.env */
  env?: Record<string, string | undefined>;
}

// A JWT is a few KiB; a larger file is not one, and is not read whole.
const MAX_JWT_BYTES = 64 * 1024;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/;
const GitHubAnswerSchema = z.object({ value: z.string().min(1) });

export async function readAssertion(options: ReadAssertionOptions): Promise<string> {
  const { source, field } = options;
  const where = source.env !== undefined ? `${field}.env` : source.file !== undefined ? `${field}.file` : `${field}.githubOidc`;
  const fail = (message: string, cause?: unknown): AuthError =>
    new AuthError(options.server, "assertion", `Server "${options.server}": no assertion from ${where}: ${message}`, { cause });
  const value = await fetchValue(options, fail);
  const token = value.trim();
  if (token) options.onSecret(token);
  if (!JWT.test(token)) throw fail("the value is not a JWT (three base64url parts joined by dots)");
  return token;
}

async function fetchValue(options: ReadAssertionOptions, fail: (message: string, cause?: unknown) => AuthError): Promise<string> {
  const { source, env = process.env } = options;
  if (source.env !== undefined) {
    const value = env[source.env];
    if (!value) throw fail(`the variable ${source.env} is not set`);
    return value;
  }
  // Made absolute against the config file's folder when the config was read (resolve-servers.ts).
  if (source.file !== undefined) return readJwtFile(path.resolve(source.file), fail);
  return gitHubToken(options, env, fail);
}

async function readJwtFile(file: string, fail: (message: string, cause?: unknown) => AuthError): Promise<string> {
  try {
    await using handle = await open(file, "r");
    const buffer = Buffer.alloc(MAX_JWT_BYTES + 1);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    if (bytesRead > MAX_JWT_BYTES) throw fail(`${file} is larger than ${MAX_JWT_BYTES} bytes: not a JWT`);
    return buffer.subarray(0, bytesRead).toString("utf8");
  } catch (error) {
    if (AuthError.isInstance(error)) throw error;
    throw fail(`cannot read ${file}: ${describeError(error)}`, error);
  }
}

/** GitHub's documented token request: GET the URL with `audience`, the request token as a bearer; the answer is `{ value }`. */
async function gitHubToken(
  options: ReadAssertionOptions,
  env: Record<string, string | undefined>,
  fail: (message: string, cause?: unknown) => AuthError,
): Promise<string> {
  const requestUrl = env.ACTIONS_ID_TOKEN_REQUEST_URL;
  const requestToken = env.ACTIONS_ID_TOKEN_REQUEST_TOKEN;
  if (!requestUrl || !requestToken) {
    throw fail(
      "ACTIONS_ID_TOKEN_REQUEST_URL and ACTIONS_ID_TOKEN_REQUEST_TOKEN are not set: run in GitHub Actions with `permissions: id-token: write`",
    );
  }
  options.onSecret(requestToken);
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch (error) {
    throw fail("ACTIONS_ID_TOKEN_REQUEST_URL is not a URL", error);
  }
  url.searchParams.set("audience", options.source.githubOidc?.audience ?? options.defaultAudience);
  const at = `${url.origin}${url.pathname}`;
  let response: Response;
  try {
    response = await options.fetch(url, { headers: { authorization: `Bearer ${requestToken}`, accept: "application/json" } });
  } catch (error) {
    throw fail(`GitHub's token endpoint ${at} did not answer: ${describeError(error)}`, error);
  }
  const { text } = await readBoundedText(response, { maxBytes: MAX_JWT_BYTES, signal: options.signal }).catch(() => ({ text: "" }));
  if (!response.ok)
    throw fail(`GitHub's token endpoint ${at} answered HTTP ${response.status}: ${clipText(text.replace(/\s+/g, " ").trim(), 200)}`);
  let parsed: z.infer<typeof GitHubAnswerSchema>;
  try {
    parsed = GitHubAnswerSchema.parse(JSON.parse(text));
  } catch (error) {
    throw fail(`GitHub's token endpoint ${at} answered without a \`value\` string`, error);
  }
  return parsed.value;
}
