/**
 * The DPoP key of a sign-in (`authorizationCode` with `dpop: true`). Unlike
 * the CI grants' per-run key, it must outlive `mcpvals auth login`: the
 * refresh token (and a cached access token) are bound to it (RFC 9449 §5), so
 * a later run can use them only by signing with the same key. It is made
 * extractable once, exported as a JWK straight into the sign-in store (0600,
 * never a cache, report or log), and imported back non-extractable for each
 * run. The proofs are still the SDK's (DpopSession); this only gives it a key
 * pair that survives the process.
 */
import { createHash, webcrypto } from "node:crypto";
import { DpopSession } from "@modelcontextprotocol/client";
import { AuthError } from "./auth-error.js";
import type { DpopPrivateJwk } from "../../protocol/sign-in-store.js";

const ES256 = { name: "ECDSA", namedCurve: "P-256" } as const;

/** A new key for a sign-in: the session signing with it, and the JWK the sign-in store keeps. */
export async function newDpopKey(): Promise<{ session: DpopSession; jwk: DpopPrivateJwk }> {
  const pair = (await webcrypto.subtle.generateKey(ES256, true, ["sign", "verify"])) as webcrypto.CryptoKeyPair;
  const { kty, crv, x, y, d } = await webcrypto.subtle.exportKey("jwk", pair.privateKey);
  if (kty !== "EC" || crv !== "P-256" || !x || !y || !d) throw new Error("the DPoP key could not be exported as a P-256 JWK");
  const jwk: DpopPrivateJwk = { kty, crv, x, y, d };
  return { session: await dpopSessionFromJwk("", jwk), jwk };
}

/** The session signing with a kept key (imported non-extractable); a key that does not import is an AuthError naming the server. */
export async function dpopSessionFromJwk(server: string, jwk: DpopPrivateJwk): Promise<DpopSession> {
  const { kty, crv, x, y, d } = jwk;
  const publicJwk = { kty, crv, x, y };
  try {
    const privateKey = await webcrypto.subtle.importKey("jwk", { ...publicJwk, d }, ES256, false, ["sign"]);
    const publicKey = await webcrypto.subtle.importKey("jwk", publicJwk, ES256, true, ["verify"]);
    return await DpopSession.create({
      keyPair: { privateKey, publicKey, publicJwk, thumbprint: jwkThumbprint(publicJwk), alg: "ES256" },
    });
  } catch {
    // The cause would quote nothing useful; the key itself never goes into a message.
    throw new AuthError(
      server,
      "authorization",
      `Server "${server}": the DPoP key (kept with the sign-in, or refreshToken.dpopKey) is unusable; run \`mcpvals auth login ${server}\` again, or give the key the refresh token is bound to`,
    );
  }
}

/** RFC 7638: SHA-256 of the required members in lexicographic order, base64url; what the token's `cnf.jkt` holds. */
function jwkThumbprint({ crv, kty, x, y }: { crv: string; kty: string; x: string; y: string }): string {
  return createHash("sha256").update(JSON.stringify({ crv, kty, x, y })).digest("base64url");
}
