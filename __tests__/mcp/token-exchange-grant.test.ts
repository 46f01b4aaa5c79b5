/**
 * The ID-JAG exchange's discovery of the identity provider's token endpoint
 * (idJagSettings), against a real HTTP server on 127.0.0.1: metadata the SDK
 * refuses (an OIDC document without its required fields, as some identity
 * providers publish) and no metadata at all are errors naming the step, the
 * issuer, and the way out (`idp.tokenEndpoint`), never the ID token.
 */
import http from "node:http";
import { idJagSettings } from "../../src/mcp/auth/token-exchange-grant.js";
import { AuthError } from "../../src/mcp/auth/auth-error.js";

const ID_TOKEN = "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJhbGljZSJ9.c2lnbmF0dXJl";

test("an identity provider whose metadata cannot be used: exit-3 errors at the token exchange step, suggesting idp.tokenEndpoint", async () => {
  let metadata: object | undefined;
  const server = http.createServer((req, res) => {
    if (metadata && req.url === "/.well-known/openid-configuration")
      return void res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(metadata));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  try {
    const settings = idJagSettings({
      clientId: "agent",
      idToken: { env: "ID_TOKEN" },
      idp: { issuer, clientId: "at-idp" },
    });
    const target = {
      server: "api",
      issuer: "https://auth.example.com",
      resource: "https://mcp.example.com/mcp",
      scope: undefined,
      fetch,
      onSecret: () => undefined,
    };
    process.env.ID_TOKEN = ID_TOKEN;
    const failure = async () => {
      const error = await settings.assertion!(target).then(
        () => undefined,
        (e: unknown) => e,
      );
      if (!AuthError.isInstance(error)) throw new Error(`expected an AuthError, got ${String(error)}`);
      expect(error.step).toBe("token exchange");
      expect(error.message).not.toContain(ID_TOKEN);
      return error.message;
    };
    metadata = { issuer, token_endpoint: `${issuer}/token` };
    expect(await failure()).toMatch(
      new RegExp(
        `^Server "api": authorization failed at the token exchange step \\(idJag\\.idp\\.issuer ${issuer}\\): .*give \`idp\\.tokenEndpoint\` to skip discovery$`,
      ),
    );
    metadata = undefined;
    expect(await failure()).toContain("give `idp.tokenEndpoint`");
  } finally {
    delete process.env.ID_TOKEN;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
