/**
 * Where a grant's JWT comes from (readAssertion): a variable, a file, GitHub
 * Actions' OIDC endpoint (a real HTTP server on 127.0.0.1). Every way that
 * fails says which config field and why, never quoting the value; every
 * value read is told to onSecret first.
 */
import http from "node:http";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { readAssertion, type ReadAssertionOptions } from "../../src/mcp/auth/assertion-source.js";
import { AuthError } from "../../src/mcp/auth/auth-error.js";
import { tempDir } from "../helpers/temp-dir.js";

const JWT = "eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJjaSJ9.c2lnbmF0dXJl";

function options(source: ReadAssertionOptions["source"], more: Partial<ReadAssertionOptions> = {}) {
  const secrets: string[] = [];
  const read = () =>
    readAssertion({
      server: "api",
      field: "jwtBearer.assertion",
      source,
      defaultAudience: "https://auth.example.com",
      fetch,
      onSecret: (value) => secrets.push(value),
      env: {},
      ...more,
    });
  return { read, secrets };
}

async function failure(read: () => Promise<string>): Promise<AuthError> {
  const error = await read().then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!AuthError.isInstance(error)) throw new Error(`expected an AuthError, got ${String(error)}`);
  return error;
}

test("from a variable: trimmed and told to onSecret; unset or not a JWT is an error naming the field, never the value", async () => {
  const ok = options({ env: "TOKEN" }, { env: { TOKEN: `${JWT}\n` } });
  await expect(ok.read()).resolves.toBe(JWT);
  expect(ok.secrets).toEqual([JWT]);
  const unset = await failure(options({ env: "TOKEN" }).read);
  expect(unset.message).toBe('Server "api": no assertion from jwtBearer.assertion.env: the variable TOKEN is not set');
  expect(unset.step).toBe("assertion");
  const notJwt = options({ env: "TOKEN" }, { env: { TOKEN: "opaque-secret-value" } });
  const error = await failure(notJwt.read);
  expect(error.message).toContain("the value is not a JWT");
  expect(error.message).not.toContain("opaque-secret-value");
  // Starred out even so: it was meant as a secret.
  expect(notJwt.secrets).toEqual(["opaque-secret-value"]);
});

test("from a file: read whole up to 64 KiB; a missing or larger file is an error naming it", async () => {
  await using dir = await tempDir();
  const file = join(dir.path, "token.jwt");
  await writeFile(file, `${JWT}\n`);
  await expect(options({ file }).read()).resolves.toBe(JWT);
  expect((await failure(options({ file: join(dir.path, "missing.jwt") }).read)).message).toMatch(
    /no assertion from jwtBearer\.assertion\.file: cannot read .*missing\.jwt/,
  );
  await writeFile(file, "a".repeat(70_000));
  expect((await failure(options({ file }).read)).message).toContain("is larger than 65536 bytes: not a JWT");
});

test("from GitHub's OIDC endpoint: the request token as bearer, the audience added to the URL's own query, both secrets told", async () => {
  const seen: Array<{ url: string; authorization?: string }> = [];
  let answer = (res: http.ServerResponse) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ value: JWT }));
  const server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? "", authorization: req.headers.authorization });
    answer(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const env = {
      ACTIONS_ID_TOKEN_REQUEST_URL: `http://127.0.0.1:${(server.address() as { port: number }).port}/token?api-version=2.0`,
      ACTIONS_ID_TOKEN_REQUEST_TOKEN: "gh-request-token-1",
    };
    const byDefault = options({ githubOidc: {} }, { env });
    await expect(byDefault.read()).resolves.toBe(JWT);
    expect(byDefault.secrets).toEqual(["gh-request-token-1", JWT]);
    await options({ githubOidc: { audience: "mcp-api" } }, { env }).read();
    expect(seen).toEqual([
      { url: "/token?api-version=2.0&audience=https%3A%2F%2Fauth.example.com", authorization: "Bearer gh-request-token-1" },
      { url: "/token?api-version=2.0&audience=mcp-api", authorization: "Bearer gh-request-token-1" },
    ]);

    answer = (res) => res.writeHead(403).end('{"message":"Unable to get ACTIONS_ID_TOKEN_REQUEST_URL"}');
    const refused = await failure(options({ githubOidc: {} }, { env }).read);
    expect(refused.message).toMatch(
      /no assertion from jwtBearer\.assertion\.githubOidc: GitHub's token endpoint http:\/\/127\.0\.0\.1:\d+\/token answered HTTP 403/,
    );
    expect(refused.message).not.toContain("gh-request-token-1");
    answer = (res) => res.writeHead(200).end('{"count":0}');
    expect((await failure(options({ githubOidc: {} }, { env }).read)).message).toContain("answered without a `value` string");
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
