/**
 * signIn (what `mcpvals auth login` runs) against a real authorization server
 * (oidc-provider on 127.0.0.1) and a real protected MCP server, the test
 * playing the person through the provider's development pages. Issue 39's
 * sign-in defects: the token request's `resource` is the authorization
 * request's, verbatim as published; metadata naming another resource is
 * refused before anyone is sent to authorize; the metadata is found from the
 * 401's `resource_metadata`; `offline_access` is asked for when advertised.
 */
import { signIn, type SignInOptions } from "../../src/mcp/auth/sign-in.js";
import { signInHeadless } from "../helpers/sign-in-headless.js";
import { USER_CLIENT, startAuthServer } from "../helpers/start-auth-server.js";
import { startProtectedServer } from "../helpers/start-protected-server.js";

/** Plays the person for every authorization URL shown, and keeps the URLs and the token requests' bodies. */
function person() {
  const opened: URL[] = [];
  const tokenRequests: URLSearchParams[] = [];
  const open = async (url: string) => {
    opened.push(new URL(url));
    const redirect = new URL(url).searchParams.get("redirect_uri") ?? "";
    await signInHeadless(url, (location) => location.startsWith(redirect), { follow: true });
  };
  // Observes what goes out (the real fetch does the work).
  const observe: NonNullable<SignInOptions["fetch"]> = async (input, init) => {
    if (String(input).endsWith("/token") && init?.body instanceof URLSearchParams) tokenRequests.push(new URLSearchParams(init.body));
    return fetch(input, init);
  };
  return { opened, tokenRequests, open, fetch: observe };
}

const settings = { clientId: USER_CLIENT.id, scope: "openid offline_access mcp" };

test("a server URL without a path: the token request's resource is the authorization request's, as published", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer, published: { atRoot: true } });
  expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  const { opened, tokenRequests, open, fetch } = person();
  const signedIn = await signIn({ server: "api", url: server.url, settings, open, fetch });
  expect((await authServer.introspect(signedIn.refreshToken!)).active).toBe(true);
  expect(opened[0]!.searchParams.get("resource")).toBe(server.url);
  expect(tokenRequests.map((body) => body.get("resource"))).toEqual([server.url]);
});

test("metadata naming another resource is refused with both URLs, before anyone is sent to authorize (RFC 9728 §3.3)", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer, published: { resource: "https://evil.example.com/mcp" } });
  const { opened, open, fetch } = person();
  const signingIn = signIn({ server: "api", url: server.url, settings, open, fetch });
  await expect(signingIn).rejects.toThrow("https://evil.example.com/mcp");
  await expect(signingIn).rejects.toThrow(server.url);
  expect(opened).toEqual([]);
});

test("metadata at a custom URL is found from the 401's resource_metadata, and the challenge's scope is asked for", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({
    authServer,
    published: { path: "/meta/protected-resource", challengeScopes: ["openid", "mcp"] },
  });
  const { opened, open, fetch } = person();
  const signedIn = await signIn({ server: "api", url: server.url, settings: { clientId: USER_CLIENT.id }, open, fetch });
  expect((await authServer.introspect(signedIn.refreshToken!)).active).toBe(true);
  expect(opened[0]!.origin).toBe(authServer.issuer);
  expect(opened[0]!.searchParams.get("scope")!.split(" ")).toEqual(expect.arrayContaining(["openid", "mcp"]));
});

test("no metadata anywhere: a clear error, never an /authorize URL on the MCP server", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({
    authServer,
    published: { path: "/meta/protected-resource" },
    faults: { noResourceMetadata: true },
  });
  const opened: string[] = [];
  // Being sent to authorize ends the sign-in at once (it would wait for a browser that never comes).
  const open = (url: string) => {
    opened.push(url);
    throw new Error(`sent to authorize at ${url}`);
  };
  const signingIn = signIn({ server: "api", url: server.url, settings, open });
  await expect(signingIn).rejects.toThrow(
    /Server "api": no protected resource metadata found in its 401 \(no WWW-Authenticate resource_metadata\) or at the well-known URLs/,
  );
  expect(opened).toEqual([]);
});

test("offline_access is asked for when the authorization server advertises it, and not twice", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer });
  const { opened, open, fetch } = person();
  await signIn({ server: "api", url: server.url, settings: { clientId: USER_CLIENT.id, scope: "openid mcp" }, open, fetch });
  await signIn({ server: "api", url: server.url, settings, open, fetch });
  expect(opened.map((url) => url.searchParams.get("scope"))).toEqual(["openid mcp offline_access", "openid offline_access mcp"]);
});
