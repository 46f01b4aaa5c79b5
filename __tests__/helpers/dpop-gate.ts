/**
 * A resource server's DPoP check (RFC 9449 §7, §9), for the protected test
 * server: `Authorization: DPoP <token>` with a proof signed by the key the
 * token is bound to (the introspected `cnf.jkt`), for this request's method
 * and URL (`htm`, `htu`), this token (`ath`), recent (`iat`), never replayed
 * (`jti`), and with `requireNonce` carrying the server's current nonce, else a
 * `use_dpop_nonce` challenge with a fresh `DPoP-Nonce`.
 */
import { createHash, randomBytes } from "node:crypto";
import { EmbeddedJWK, calculateJwkThumbprint, jwtVerify, type JWK } from "jose";
import type { AuthInfo } from "@modelcontextprotocol/server";
import type { AuthServer } from "./start-auth-server.js";

export interface DpopGateOptions {
  authServer: AuthServer;
  /** The MCP endpoint: its URL is the proof's `htu`, and the token's audience. */
  url: string;
  resourceMetadataUrl: string;
  requireNonce?: boolean;
}

/** What the gate saw, for the test. */
export interface DpopGateLog {
  /** Requests with a valid proof, served. */
  accepted: number;
  /** `use_dpop_nonce` challenges sent. */
  nonceChallenges: number;
  /** Requests refused, with the reason. */
  refused: string[];
}

export function dpopGate(options: DpopGateOptions): { gate: (request: Request) => Promise<AuthInfo | Response>; log: DpopGateLog } {
  const log: DpopGateLog = { accepted: 0, nonceChallenges: 0, refused: [] };
  const seen = new Set<string>();
  const nonce = randomBytes(16).toString("base64url");
  const challenge = (error: string, extra: Record<string, string> = {}) =>
    new Response(JSON.stringify({ error }), {
      status: 401,
      headers: {
        "www-authenticate": `DPoP error="${error}", algs="ES256", resource_metadata="${options.resourceMetadataUrl}"`,
        ...extra,
      },
    });
  const refuse = (reason: string) => {
    log.refused.push(reason);
    return challenge("invalid_token");
  };
  const gate = async (request: Request): Promise<AuthInfo | Response> => {
    const authorization = request.headers.get("authorization") ?? "";
    const proof = request.headers.get("dpop");
    if (!authorization)
      return new Response("", {
        status: 401,
        headers: { "www-authenticate": `DPoP algs="ES256", resource_metadata="${options.resourceMetadataUrl}"` },
      });
    if (!authorization.startsWith("DPoP ")) return refuse(`scheme ${authorization.split(" ")[0]}`);
    if (!proof) return refuse("no DPoP proof");
    const token = authorization.slice("DPoP ".length);
    let payload: Record<string, unknown>;
    let jwk: JWK;
    try {
      const verified = await jwtVerify(proof, EmbeddedJWK, { typ: "dpop+jwt", algorithms: ["ES256"] });
      payload = verified.payload;
      jwk = verified.protectedHeader.jwk as JWK;
    } catch (error) {
      return refuse(`proof: ${(error as Error).message}`);
    }
    const at = new URL(request.url);
    if (payload.htm !== request.method) return refuse(`htm ${String(payload.htm)}`);
    if (payload.htu !== `${at.origin}${at.pathname}`) return refuse(`htu ${String(payload.htu)}`);
    if (payload.ath !== createHash("sha256").update(token).digest("base64url")) return refuse("ath");
    if (typeof payload.iat !== "number" || Math.abs(Date.now() / 1000 - payload.iat) > 300) return refuse("iat");
    if (typeof payload.jti !== "string" || seen.has(payload.jti)) return refuse("jti replayed");
    seen.add(payload.jti);
    if (options.requireNonce && payload.nonce !== nonce) {
      log.nonceChallenges += 1;
      return challenge("use_dpop_nonce", { "dpop-nonce": nonce });
    }
    const answer = (await options.authServer.introspect(token)) as Awaited<ReturnType<AuthServer["introspect"]>> & {
      cnf?: { jkt?: string };
    };
    if (!answer.active) return refuse("token not active");
    const audiences = Array.isArray(answer.aud) ? answer.aud : [answer.aud];
    if (!audiences.includes(options.url)) return refuse("audience");
    if (answer.cnf?.jkt !== (await calculateJwkThumbprint(jwk))) return refuse("the proof's key is not the token's");
    log.accepted += 1;
    return { token, clientId: answer.client_id ?? "", scopes: (answer.scope ?? "").split(" ").filter(Boolean), expiresAt: answer.exp };
  };
  return { gate, log };
}
