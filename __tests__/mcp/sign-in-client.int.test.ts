/**
 * Which client a sign-in is made as (issue 39's client registration), against
 * a real authorization server (oidc-provider on 127.0.0.1) and a real
 * protected MCP server, the test playing the person: Dynamic Client
 * Registration where no client is configured (RFC 7591, `application_type`
 * per SEP-837), the registration kept per authorization server and reused,
 * a new one when the server moves to another authorization server, and a
 * confidential pre-registered client whose secret is sent the way the
 * authorization server takes it.
 */
import { signIn, type SignInOptions } from "../../src/mcp/auth/sign-in.js";
import { fileSignInStore } from "../../src/state/sign-in-store.js";
import { signInHeadless } from "../helpers/sign-in-headless.js";
import { CONFIDENTIAL_USER_CLIENT, startAuthServer } from "../helpers/start-auth-server.js";
import { startProtectedServer } from "../helpers/start-protected-server.js";
import { tempDir } from "../helpers/temp-dir.js";

/** Plays the person for every authorization URL shown; keeps the token requests' bodies and Authorization headers. */
function person() {
  const tokenRequests: Array<{ body: URLSearchParams; authorization: string | null }> = [];
  const open = async (url: string) => {
    const redirect = new URL(url).searchParams.get("redirect_uri") ?? "";
    await signInHeadless(url, (location) => location.startsWith(redirect), { follow: true });
  };
  const observe: NonNullable<SignInOptions["fetch"]> = async (input, init) => {
    if (String(input).endsWith("/token") && init?.body instanceof URLSearchParams)
      tokenRequests.push({ body: new URLSearchParams(init.body), authorization: new Headers(init.headers).get("authorization") });
    return fetch(input, init);
  };
  return { tokenRequests, open, fetch: observe };
}

function registrationsOf(store: ReturnType<typeof fileSignInStore>, server: string) {
  return {
    find: (issuer: string) => store.registration(server, issuer),
    save: (issuer: string, registration: { clientId: string; clientSecret?: string }) =>
      store.saveRegistration(server, issuer, registration),
  };
}

test("no client configured: one registration (application_type native), kept per authorization server and reused", async () => {
  await using authServer = await startAuthServer({ registration: true });
  await using server = await startProtectedServer({ authServer });
  await using dir = await tempDir();
  const store = fileSignInStore(dir.path, "mcpvals");
  const { open, fetch } = person();
  const settings = { scope: "openid offline_access mcp" };
  const options = { server: "api", url: server.url, settings, open, fetch, registrations: registrationsOf(store, "api") };
  const first = await signIn(options);
  expect(authServer.registered).toEqual([{ clientId: first.clientId, applicationType: "native", authMethod: "none" }]);
  expect((await authServer.introspect(first.refreshToken!)).active).toBe(true);
  expect(await store.registration("api", authServer.issuer)).toEqual({ clientId: first.clientId });
  const second = await signIn(options);
  expect(second.clientId).toBe(first.clientId);
  expect(authServer.registered).toHaveLength(1);
});

test("a server that moves to another authorization server: a new registration there, the old one kept", async () => {
  await using dir = await tempDir();
  const store = fileSignInStore(dir.path, "mcpvals");
  const { open, fetch } = person();
  const settings = { scope: "openid offline_access mcp" };
  await using oldAuth = await startAuthServer({ registration: true });
  await using oldServer = await startProtectedServer({ authServer: oldAuth });
  const before = await signIn({ server: "api", url: oldServer.url, settings, open, fetch, registrations: registrationsOf(store, "api") });
  await using newAuth = await startAuthServer({ registration: true });
  await using newServer = await startProtectedServer({ authServer: newAuth });
  const after = await signIn({ server: "api", url: newServer.url, settings, open, fetch, registrations: registrationsOf(store, "api") });
  expect(newAuth.registered.map((client) => client.clientId)).toEqual([after.clientId]);
  expect((await newAuth.introspect(after.refreshToken!)).active).toBe(true);
  expect(await store.registration("api", oldAuth.issuer)).toEqual({ clientId: before.clientId });
  expect(await store.registration("api", newAuth.issuer)).toEqual({ clientId: after.clientId });
});

test("no client configured and no registration offered: a clear error, nobody sent to authorize", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer });
  const opened: string[] = [];
  const signingIn = signIn({ server: "api", url: server.url, settings: {}, open: (url) => void opened.push(url) });
  await expect(signingIn).rejects.toThrow(/Server "api": no client to sign in with: the authorization server .* offers no registration/);
  expect(opened).toEqual([]);
});

const confidential = {
  clientId: CONFIDENTIAL_USER_CLIENT.id,
  clientSecret: CONFIDENTIAL_USER_CLIENT.secret,
  scope: "openid offline_access mcp",
};

test("a confidential client: client_secret_post where the authorization server lists only it, or where the config says so", async () => {
  for (const [clientAuthMethods, settings] of [
    [["none", "client_secret_post"], confidential],
    [undefined, { ...confidential, tokenEndpointAuthMethod: "client_secret_post" as const }],
  ] as const) {
    await using authServer = await startAuthServer({ ...(clientAuthMethods ? { clientAuthMethods: [...clientAuthMethods] } : {}) });
    await using server = await startProtectedServer({ authServer });
    const { tokenRequests, open, fetch } = person();
    const signedIn = await signIn({ server: "api", url: server.url, settings, open, fetch });
    expect(signedIn.refreshToken).toEqual(expect.any(String));
    expect(tokenRequests).toHaveLength(1);
    expect(tokenRequests[0]!.body.get("client_secret")).toBe(CONFIDENTIAL_USER_CLIENT.secret);
    expect(tokenRequests[0]!.authorization).toBeNull();
    // The configured secret stays in the config: the sign-in does not hand it to the store.
    expect(signedIn.clientSecret).toBeUndefined();
  }
});

test("a confidential client with client_secret_basic set: the secret goes in the Basic header, not the body", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer });
  const { tokenRequests, open, fetch } = person();
  const settings = { ...confidential, tokenEndpointAuthMethod: "client_secret_basic" as const };
  await signIn({ server: "api", url: server.url, settings, open, fetch });
  const basic = Buffer.from(`${CONFIDENTIAL_USER_CLIENT.id}:${CONFIDENTIAL_USER_CLIENT.secret}`).toString("base64");
  expect(tokenRequests[0]!.authorization).toBe(`Basic ${basic}`);
  expect(tokenRequests[0]!.body.get("client_secret")).toBeNull();
});
