/**
 * The grants CI machines use, end to end through the real CLI process against
 * a real authorization server (oidc-provider on 127.0.0.1, its DPoP and custom
 * grants) and an MCP server that checks every token:
 * - DPoP (RFC 9449): proofs on the token request and on every MCP request,
 *   the `use_dpop_nonce` retry at both; an authorization server that answers
 *   with a Bearer token is an error, never a silent downgrade;
 * - the JWT bearer grant (RFC 7523) from GitHub Actions' OIDC token (a
 *   loopback stand-in behind ACTIONS_ID_TOKEN_REQUEST_URL) and from a file;
 * - the ID-JAG exchange (SEP-990) at an enterprise identity provider, then the
 *   JWT bearer grant with it;
 * and no secret (assertions, ID-JAGs, tokens, the GitHub request token) in
 * anything a run writes.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";
import { CI_CLIENT, startAuthServer } from "../helpers/start-auth-server.js";
import { startProtectedServer } from "../helpers/start-protected-server.js";
import { JWT_BEARER, TOKEN_EXCHANGE, idJagExchange, jwtBearerGrant, makeSigner, startGitHubOidc } from "../helpers/custom-grants.js";

const ADD = { name: "adds", tool: "add", args: { a: 2, b: 3 }, expectedResult: "5" };
const WHOAMI = { name: "token comes back", tool: "whoami", args: {}, expectedResult: "something else" };
const WORKLOAD = { id: "mcpvals-workload", secret: `wl-secret-${randomBytes(12).toString("hex")}` };
const IDP_CLIENT = { id: "mcpvals-at-idp", secret: `idp-secret-${randomBytes(12).toString("hex")}` };

function config(url: string, auth: object, tests: object[]) {
  return {
    servers: { api: { url, auth } },
    model: "scripted",
    connection: { maxRetries: 0 },
    toolHealthSuites: [{ name: "protected", server: "api", tests }],
  };
}

/** The CLI as CI runs it: a child process, reading its own environment (the GitHub variables among them). */
const run = (dir: TempDir, env: Record<string, string>, args: string[] = ["run", "--no-state"]) =>
  runMcpvals(args, { cwd: dir.path, env, process: true });

/** stdout, stderr and every file the run wrote, as one text. */
async function everything(dir: TempDir, output: { stdout: string; stderr: string }): Promise<string> {
  const names = (await readdir(dir.path, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const files = await Promise.all(names.map((entry) => readFile(join(entry.parentPath, entry.name), "utf8")));
  return [output.stdout, output.stderr, ...files].join("\n");
}

const workloadClient = (grant: string) => ({
  client_id: WORKLOAD.id,
  client_secret: WORKLOAD.secret,
  grant_types: [grant],
  redirect_uris: [],
  response_types: [],
});

describe("DPoP (RFC 9449)", () => {
  test("client credentials with dpop: nonce retries at the authorization server and the MCP server, every request signed", async () => {
    await using authServer = await startAuthServer({ dpop: { requireNonce: true } });
    await using server = await startProtectedServer({ authServer, dpop: { requireNonce: true } });
    await using dir = await tempDir();
    const auth = { clientCredentials: { clientId: CI_CLIENT.id, clientSecret: "${CI_SECRET}", scope: "mcp", dpop: true } };
    await dir.write("mcpvals.config.json", config(server.url, auth, [ADD, { ...ADD, name: "adds again" }]));
    const result = await run(dir, { CI_SECRET: CI_CLIENT.secret });
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
    // One token, although the authorization server asked for its nonce first.
    expect(authServer.issued.client_credentials).toBe(1);
    expect(server.dpopLog?.refused).toEqual([]);
    expect(server.dpopLog?.nonceChallenges).toBeGreaterThanOrEqual(1);
    expect(server.dpopLog?.accepted).toBeGreaterThanOrEqual(3);
    expect(server.requests.filter((r) => r.hadToken && r.status === 200).length).toBe(server.dpopLog?.accepted);
  });

  test("an authorization server that ignores DPoP and answers with a Bearer token: exit 3 naming the server, the grant and the endpoint", async () => {
    await using authServer = await startAuthServer({ dpop: false });
    await using server = await startProtectedServer({ authServer, dpop: {} });
    await using dir = await tempDir();
    const auth = { clientCredentials: { clientId: CI_CLIENT.id, clientSecret: "${CI_SECRET}", scope: "mcp", dpop: true } };
    await dir.write("mcpvals.config.json", config(server.url, auth, [ADD]));
    const result = await run(dir, { CI_SECRET: CI_CLIENT.secret });
    expect(result.exitCode).toBe(3);
    expect(result.stdout).toMatch(
      /Server "api": authorization failed at the token request step \(http:\/\/127\.0\.0\.1:\d+\/token\): `dpop: true` asked for a DPoP-bound token, but the authorization server issued token_type "Bearer"/,
    );
    // Nothing went out as Bearer.
    expect(server.dpopLog?.refused).toEqual([]);
  });
});

describe("JWT bearer grant (RFC 7523)", () => {
  test("from GitHub Actions' OIDC token: the job's token, asked for the authorization server's audience, becomes the access token; no secret leaks", async () => {
    const github = await makeSigner("https://token.actions.githubusercontent.com");
    await using oidc = await startGitHubOidc(github);
    const accepted: Array<Record<string, unknown>> = [];
    await using authServer = await startAuthServer({
      extraClients: [workloadClient(JWT_BEARER)],
      setup: jwtBearerGrant({ signer: github, accepted }),
    });
    await using server = await startProtectedServer({ authServer });
    await using dir = await tempDir();
    const auth = { jwtBearer: { clientId: WORKLOAD.id, clientSecret: "${WL_SECRET}", assertion: { githubOidc: {} }, scope: "mcp" } };
    await dir.write("mcpvals.config.json", config(server.url, auth, [ADD, WHOAMI]));
    const result = await run(dir, { WL_SECRET: WORKLOAD.secret, ...oidc.env }, [
      "run",
      "--state-dir",
      "state",
      "--json",
      "r.json",
      "--junit",
      "r.xml",
      "--debug",
    ]);
    // The whoami case fails on purpose (the server echoes its token); the add case passed.
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/adds/);
    expect(oidc.audiences).toEqual([authServer.issuer]);
    expect(accepted).toEqual([expect.objectContaining({ sub: "repo:octo/mcp-server:ref:refs/heads/main", aud: authServer.issuer })]);
    const text = await everything(dir, result);
    expect(text).toContain("token ***");
    for (const secret of [...oidc.issued, oidc.env.ACTIONS_ID_TOKEN_REQUEST_TOKEN, WORKLOAD.secret]) expect(text).not.toContain(secret);
    expect(/token ([\w-]{20,})/.exec(text)).toBeNull();
  });

  test("from a file, with dpop: the token is DPoP-bound; an assertion from an untrusted issuer is refused with exit 3", async () => {
    const workload = await makeSigner("https://k8s.example.com");
    await using authServer = await startAuthServer({
      dpop: {},
      extraClients: [workloadClient(JWT_BEARER)],
      setup: jwtBearerGrant({ signer: workload }),
    });
    await using server = await startProtectedServer({ authServer, dpop: {} });
    await using dir = await tempDir();
    await dir.write("token.jwt", `${await workload.sign({ sub: "system:serviceaccount:ci:runner" }, { audience: authServer.issuer })}\n`);
    const auth = { jwtBearer: { clientId: WORKLOAD.id, clientSecret: "${WL_SECRET}", assertion: { file: "token.jwt" }, dpop: true } };
    await dir.write("mcpvals.config.json", config(server.url, auth, [ADD]));
    const ok = await run(dir, { WL_SECRET: WORKLOAD.secret });
    expect(ok.stderr).toBe("");
    expect(ok.exitCode).toBe(0);
    expect(server.dpopLog?.accepted).toBeGreaterThanOrEqual(1);

    const stranger = await makeSigner("https://evil.example.com");
    const forged = await stranger.sign({ sub: "anyone" }, { audience: authServer.issuer });
    await dir.write("token.jwt", forged);
    const refused = await run(dir, { WL_SECRET: WORKLOAD.secret });
    expect(refused.exitCode).toBe(3);
    expect(refused.stdout).toMatch(
      /Server "api": authorization failed at the token request step \(http:\/\/127\.0\.0\.1:\d+\/token\): invalid_grant/,
    );
    expect(`${refused.stdout}${refused.stderr}`).not.toContain(forged);
  });

  test("no GitHub variables: exit 3 saying what the job needs", async () => {
    await using authServer = await startAuthServer({ extraClients: [workloadClient(JWT_BEARER)] });
    await using server = await startProtectedServer({ authServer });
    await using dir = await tempDir();
    const auth = { jwtBearer: { clientId: WORKLOAD.id, clientSecret: "${WL_SECRET}", assertion: { githubOidc: { audience: "mcp" } } } };
    await dir.write("mcpvals.config.json", config(server.url, auth, [ADD]));
    const result = await run(dir, { WL_SECRET: WORKLOAD.secret });
    expect(result.exitCode).toBe(3);
    expect(result.stdout).toContain(
      'Server "api": no assertion from jwtBearer.assertion.githubOidc: ACTIONS_ID_TOKEN_REQUEST_URL and ACTIONS_ID_TOKEN_REQUEST_TOKEN are not set',
    );
  });
});

describe("ID-JAG (SEP-990)", () => {
  test("the ID token is exchanged at the identity provider for an ID-JAG naming this authorization server and resource, then for a DPoP-bound token", async () => {
    const idTokens = await makeSigner("placeholder");
    const jags = await makeSigner("placeholder");
    const exchanges: Array<Record<string, string | undefined>> = [];
    const issuedJags: string[] = [];
    await using idp = await startAuthServer({
      extraClients: [
        {
          client_id: IDP_CLIENT.id,
          client_secret: IDP_CLIENT.secret,
          token_endpoint_auth_method: "client_secret_post",
          grant_types: [TOKEN_EXCHANGE],
          redirect_uris: [],
          response_types: [],
        },
      ],
      setup: (provider, issuer) => {
        idTokens.issuer = issuer;
        jags.issuer = issuer;
        idJagExchange({ idTokens, jags, clientIdAtResource: WORKLOAD.id, exchanges, issued: issuedJags })(provider, issuer);
      },
    });
    const accepted: Array<Record<string, unknown>> = [];
    await using authServer = await startAuthServer({
      dpop: { requireNonce: true },
      extraClients: [workloadClient(JWT_BEARER)],
      setup: jwtBearerGrant({ signer: jags, idJag: true, accepted }),
    });
    await using server = await startProtectedServer({ authServer, dpop: { requireNonce: true } });
    await using dir = await tempDir();
    const idToken = await idTokens.sign({ sub: "alice@example.com" }, { audience: idp.issuer });
    const auth = {
      idJag: {
        clientId: WORKLOAD.id,
        clientSecret: "${WL_SECRET}",
        idToken: { env: "ID_TOKEN" },
        idp: { issuer: idp.issuer, clientId: IDP_CLIENT.id, clientSecret: "${IDP_SECRET}" },
        scope: "mcp",
        dpop: true,
      },
    };
    await dir.write("mcpvals.config.json", config(server.url, auth, [ADD, WHOAMI]));
    const result = await run(dir, { WL_SECRET: WORKLOAD.secret, IDP_SECRET: IDP_CLIENT.secret, ID_TOKEN: idToken }, [
      "run",
      "--state-dir",
      "state",
      "--json",
      "r.json",
    ]);
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(1);
    expect(exchanges).toEqual([
      expect.objectContaining({
        grant_type: TOKEN_EXCHANGE,
        requested_token_type: "urn:ietf:params:oauth:token-type:id-jag",
        subject_token_type: "urn:ietf:params:oauth:token-type:id_token",
        audience: authServer.issuer,
        resource: server.url,
        scope: "mcp",
      }),
    ]);
    expect(accepted).toEqual([expect.objectContaining({ sub: "alice@example.com", client_id: WORKLOAD.id, resource: server.url })]);
    expect(server.dpopLog?.refused).toEqual([]);
    expect(server.dpopLog?.accepted).toBeGreaterThanOrEqual(2);
    const text = await everything(dir, result);
    expect(issuedJags).toHaveLength(1);
    for (const secret of [idToken, ...issuedJags, IDP_CLIENT.secret, WORKLOAD.secret]) expect(text).not.toContain(secret);
    expect(/token ([\w-]{20,})/.exec(text)).toBeNull();

    // An ID token the identity provider does not trust: its refusal, at its endpoint, ends the run (exit 3).
    const forged = await (await makeSigner(idp.issuer)).sign({ sub: "mallory@example.com" }, { audience: idp.issuer });
    const refused = await run(dir, { WL_SECRET: WORKLOAD.secret, IDP_SECRET: IDP_CLIENT.secret, ID_TOKEN: forged });
    expect(refused.exitCode).toBe(3);
    expect(refused.stdout).toMatch(
      /Server "api": authorization failed at the token exchange step \(idJag, http:\/\/127\.0\.0\.1:\d+\/token\): Token exchange failed: invalid_grant/,
    );
    expect(`${refused.stdout}${refused.stderr}`).not.toContain(forged);
  });
});
