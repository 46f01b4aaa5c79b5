/**
 * check's look at a protected HTTP server: the 401 and where it points, the
 * metadata a client reads next (metadata-checks.ts), and how the server treats
 * tokens: a made-up one, one for another resource (RFC 8707), an expired one.
 * With credentials (`auth:` or `--auth-*`) it also hands back the headers
 * that let the rest of check in.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/authorization
 */
import { extractWWWAuthenticateParams } from "@modelcontextprotocol/client";
import { describeError } from "../../errors.js";
import { GrantProvider } from "../../mcp/auth/grant-provider.js";
import { grantSettings } from "../../mcp/auth/create-server-auth.js";
import { requestToken, type RequestedToken } from "../../mcp/auth/request-token.js";
import type { ServerAuth } from "../../protocol/auth-schema.js";
import { type CheckRecorder, fail, pass, skip } from "../check-recorder.js";
import { HttpChannel } from "../wire/http-channel.js";
import { metadataChecks } from "./metadata-checks.js";

export interface AuthCheckOptions {
  url: string;
  headers: Record<string, string>;
  auth: ServerAuth | undefined;
  signal: AbortSignal;
  /** Told every token minted, for redaction. */
  onSecret: (value: string) => void;
}

// A token this short-lived is waited out to see it refused once expired; a longer one is not.
const LONGEST_WAIT_S = 5;

const OPENING = JSON.stringify({
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "mcpvals-check", version: "0" } },
});

/** Runs the auth checks when the server answers 401; returns the headers to use from here on (undefined: as they were). */
export async function authChecks(recorder: CheckRecorder, options: AuthCheckOptions): Promise<Record<string, string> | undefined> {
  const { url, signal } = options;
  const channel = new HttpChannel(url, options.headers);
  const statusWith = async (token: string): Promise<number | undefined> =>
    (await channel.request(OPENING, undefined, { signal, headers: { authorization: `Bearer ${token}` } })).http?.status;
  const first = await channel.request(OPENING, undefined, { signal });
  if (first.http?.status !== 401) return undefined;
  const challenge = String(first.http.headers["www-authenticate"] ?? "");
  const target = recorder.target();
  recorder.add(
    "http/www-authenticate",
    "error",
    target,
    challenge.trim()
      ? pass("401 carries a WWW-Authenticate challenge")
      : fail("401 without a WWW-Authenticate header (RFC 9110 requires a challenge on every 401)"),
  );
  recorder.add(
    "http/auth-challenge",
    "warning",
    target,
    /resource_metadata\s*=/.test(challenge)
      ? pass("401 carries WWW-Authenticate with resource_metadata")
      : fail(`401 without a WWW-Authenticate resource_metadata pointer (got "${challenge || "no header"}")`),
  );
  const { resourceMetadataUrl } = extractWWWAuthenticateParams(
    new Response(null, { status: 401, headers: { "www-authenticate": challenge } }),
  );
  await metadataChecks(recorder, url, resourceMetadataUrl);
  const madeUp = await statusWith("mcpvals-made-up-token");
  recorder.add(
    "auth/invalid-token",
    "error",
    target,
    madeUp === 401 ? pass("a made-up token gets 401") : fail(`a made-up token got ${madeUp ?? "no answer"} (expected 401)`),
  );
  const own = await ownToken(recorder, options, resourceMetadataUrl);
  if (!own) return undefined;
  await audienceCheck(recorder, options, own, statusWith);
  await expiryCheck(recorder, options, own, statusWith);
  return { ...options.headers, authorization: `Bearer ${own.accessToken}` };
}

type StatusWith = (token: string) => Promise<number | undefined>;

/** A token for this server from the configured credentials; undefined (audience and expiry skipped) without any. */
async function ownToken(recorder: CheckRecorder, options: AuthCheckOptions, resourceMetadataUrl: URL | undefined) {
  const skipBoth = (reason: string) => {
    for (const id of ["auth/audience-binding", "auth/expired-token"]) recorder.add(id, "error", recorder.target(), skip(reason));
  };
  const { auth } = options;
  if (auth?.bearer) {
    skipBoth("a fixed bearer token: no credentials to ask for other tokens");
    return { accessToken: auth.bearer, expiresIn: undefined, provider: undefined };
  }
  const settings = auth ? grantSettings(auth) : undefined;
  if (!settings) {
    skipBoth("no client credentials or refresh token to get tokens with (auth: in the config, or check's --auth-* flags)");
    return undefined;
  }
  if (settings.dpop) {
    // The probes present tokens as Bearer: a DPoP-bound one refused that way would pass the audience check for the wrong reason.
    skipBoth("DPoP-bound tokens (`dpop: true`): the probes send Bearer tokens");
    return undefined;
  }
  const provider = () => new GrantProvider({ ...settings, onSecret: options.onSecret });
  try {
    const token = await requestToken({
      server: recorder.server,
      url: options.url,
      provider: provider(),
      resourceMetadataUrl,
      signal: options.signal,
    });
    return { ...token, provider };
  } catch (error) {
    skipBoth(`could not get a token: ${describeError(error)}`);
    return undefined;
  }
}

interface OwnToken {
  accessToken: string;
  expiresIn: number | undefined;
  discovery?: RequestedToken["discovery"];
  provider: (() => GrantProvider) | undefined;
}

async function audienceCheck(recorder: CheckRecorder, options: AuthCheckOptions, own: OwnToken, statusWith: StatusWith): Promise<void> {
  if (!own.provider) return;
  const other = new URL("/mcpvals-another-resource", options.url).href;
  let token: string;
  try {
    const minted = await requestToken({ ...common(recorder, options, own), resource: other });
    token = minted.accessToken;
  } catch (error) {
    recorder.add(
      "auth/audience-binding",
      "error",
      recorder.target(),
      skip(`no token for another resource was issued: ${describeError(error)}`),
    );
    return;
  }
  const status = await statusWith(token);
  recorder.add(
    "auth/audience-binding",
    "error",
    recorder.target(),
    status === 401 || status === 403
      ? pass(`a token issued for ${other} is refused (${status})`)
      : fail(`a token issued for ${other} got ${status ?? "no answer"}: the server must check a token's audience (RFC 8707)`),
  );
}

async function expiryCheck(recorder: CheckRecorder, options: AuthCheckOptions, own: OwnToken, statusWith: StatusWith): Promise<void> {
  if (!own.provider) return;
  if (own.expiresIn === undefined || own.expiresIn > LONGEST_WAIT_S) {
    const lifetime = own.expiresIn === undefined ? "no stated lifetime" : `a lifetime of ${own.expiresIn} s`;
    recorder.add("auth/expired-token", "error", recorder.target(), skip(`tokens have ${lifetime}: too long to wait for one to expire`));
    return;
  }
  const { accessToken, expiresIn } = await requestToken(common(recorder, options, own));
  await new Promise((resolve) => setTimeout(resolve, ((expiresIn ?? 0) + 1) * 1000));
  const status = await statusWith(accessToken);
  recorder.add(
    "auth/expired-token",
    "error",
    recorder.target(),
    status === 401
      ? pass(`a token ${expiresIn} s old is refused (401)`)
      : fail(`an expired token got ${status ?? "no answer"} (expected 401)`),
  );
}

function common(recorder: CheckRecorder, options: AuthCheckOptions, own: OwnToken) {
  return { server: recorder.server, url: options.url, provider: own.provider!(), discovery: own.discovery, signal: options.signal };
}
