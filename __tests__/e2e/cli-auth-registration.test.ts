/**
 * `mcpvals auth login` with no client configured, against a real
 * authorization server (oidc-provider on 127.0.0.1) that offers Dynamic
 * Client Registration and issues no refresh token (as the official suite's
 * mock does): the login registers a client, keeps the access token with its
 * expiry, and later runs use it (no second registration, no second
 * sign-in); once it has expired a run stops with what to do. Then a hostile
 * authorization server that quotes the token request back: neither a
 * configured client secret nor a registered one (nor the registration's
 * access token, nor a Basic header) reaches any output.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { execa } from "execa";
import { BIN, runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { signInHeadless } from "../helpers/sign-in-headless.js";
import { startAuthServer } from "../helpers/start-auth-server.js";
import { startProtectedServer } from "../helpers/start-protected-server.js";
import { startHostileAuthServer } from "../faults/hostile-auth-server.js";

function config(url: string, authorizationCode: object = { scope: "openid mcp" }) {
  return {
    stateDir: "state",
    servers: { api: { url, auth: { authorizationCode } } },
    model: "scripted",
    connection: { maxRetries: 0 },
    toolHealthSuites: [
      { name: "protected", server: "api", tests: [{ name: "adds", tool: "add", args: { a: 2, b: 3 }, expectedResult: "5" }] },
    ],
  };
}

/** `mcpvals auth login api`, its printed URL handed to `browse` (the person), to the end. */
async function login(cwd: string, browse: (url: string) => Promise<unknown>, env: Record<string, string> = {}) {
  const child = execa(process.execPath, [BIN, "auth", "login", "api", "--debug"], {
    cwd,
    reject: false,
    stdin: "ignore",
    buffer: false,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", CI: "true", NO_COLOR: "1", ...env },
    extendEnv: false,
    timeout: 60_000,
  });
  let output = "";
  let browsing: Promise<unknown> | undefined;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    const found = /open (http:\/\/\S+)/.exec(output);
    if (found && !browsing) browsing = browse(found[1]!).catch(() => undefined);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const { exitCode } = await child;
  await browsing;
  return { exitCode, output };
}

const person = (url: string) => {
  const redirect = new URL(url).searchParams.get("redirect_uri") ?? "";
  return signInHeadless(url, (location) => location.startsWith(redirect), { follow: true });
};

type Store = { signIns: Record<string, { accessToken?: string; refreshToken?: string; expiresAt?: number }> };

test("a login that yields only an access token: registered once, kept with its expiry, used by later runs", async () => {
  await using authServer = await startAuthServer({ registration: true, refreshTokens: false });
  await using server = await startProtectedServer({ authServer });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(server.url));
  const signedIn = await login(dir.path, person);
  expect(signedIn.exitCode).toBe(0);
  expect(signedIn.output).toMatch(
    /Signed in to "api"; no refresh token was given: its access token is kept \(until .*\) in .*sign-ins\.json/,
  );
  expect(authServer.registered).toHaveLength(1);
  const store = JSON.parse(await readFile(join(dir.path, "state", "sign-ins.json"), "utf8")) as Store;
  const entry = store.signIns["mcpvals/api"]!;
  expect(entry.refreshToken).toBeUndefined();
  expect(entry.expiresAt).toBeGreaterThan(Date.now());
  expect((await authServer.introspect(entry.accessToken!)).active).toBe(true);
  for (const attempt of [1, 2]) {
    const run = await runMcpvals(["run", "--json", `r${attempt}.json`], { cwd: dir.path });
    expect(run.exitCode).toBe(0);
    expect(`${run.stdout}${run.stderr}${await readFile(join(dir.path, `r${attempt}.json`), "utf8")}`).not.toContain(entry.accessToken);
  }
  expect(authServer.issued).toEqual({ authorization_code: 1 });
  expect(authServer.registered).toHaveLength(1);
});

test("an expired access-token-only sign-in: the run stops with exit 3 and says to sign in again", async () => {
  await using authServer = await startAuthServer({ registration: true, refreshTokens: false, accessTokenTtl: 1 });
  await using server = await startProtectedServer({ authServer });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(server.url));
  expect((await login(dir.path, person)).exitCode).toBe(0);
  const store = JSON.parse(await readFile(join(dir.path, "state", "sign-ins.json"), "utf8")) as Store;
  const expiresAt = store.signIns["mcpvals/api"]!.expiresAt!;
  // Waits out the one-second lifetime (measured from the token answer, not from now).
  while (Date.now() <= expiresAt + 50) await new Promise((resolve) => setTimeout(resolve, 100));
  const run = await runMcpvals(["run"], { cwd: dir.path });
  expect(run.exitCode).toBe(3);
  expect(run.stdout).toContain("the signed-in access token expired at");
  expect(run.stdout).toContain("run `mcpvals auth login api` again (the authorization server gave no refresh token)");
});

const SECRET = "cl!ent-s3cret ~'()*-Zz9";

/** The hostile server's authorize endpoint, as the person's browser: straight back to the loopback callback with a code. */
async function autoConsent(url: string) {
  const at = new URL(url);
  const back = new URL(at.searchParams.get("redirect_uri")!);
  back.search = new URLSearchParams({ code: "a-code", state: at.searchParams.get("state")!, iss: at.origin }).toString();
  await (await fetch(back)).text();
}

test.each([
  ["a configured client secret", { clientId: "ci-user", clientSecret: "${USER_SECRET}" }, "ci-user", SECRET],
  ["a registered client's secret and its registration access token", {}, "registered-client", "registered-s3cret-9f8e7d6c5b4a"],
])("a token endpoint quoting the request back: %s reaches no output, in no encoding", async (_what, settings, clientId, secret) => {
  await using as = await startHostileAuthServer({ mode: "quote" });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.json", config(as.url, settings));
  const { exitCode, output } = await login(dir.path, autoConsent, { USER_SECRET: SECRET });
  expect(exitCode).toBe(3);
  // The server did quote the request: the header is there, starred.
  expect(output).toContain("Authorization: Basic");
  // The registration is kept in the store (0600, as a sign-in is), which may hold its secret: every other file may not.
  const files = (await readdir(dir.path, { recursive: true, withFileTypes: true })).filter(
    (entry) => entry.isFile() && entry.name !== "sign-ins.json",
  );
  const everything = [output, ...(await Promise.all(files.map((entry) => readFile(join(entry.parentPath, entry.name), "utf8"))))].join(
    "\n",
  );
  const basic = Buffer.from(`${clientId}:${secret}`).toString("base64");
  const forms = [secret, basic, basic.slice(8, -8), encodeURIComponent(secret), as.registrationAccessToken];
  for (const form of forms) expect(everything).not.toContain(form);
});
