/**
 * check on servers behind a real authorization server (oidc-provider on
 * 127.0.0.1): a clean protected server has no failed auth check (an expired
 * token refused, a wrong audience refused, PRM and AS metadata valid), a
 * server that takes a token for another audience is caught, and one whose 401
 * lacks resource_metadata is caught. Credentials come from the `--auth-*` flags.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";
import { CI_CLIENT, startAuthServer } from "../helpers/start-auth-server.js";
import { startProtectedServer, type ProtectedServerFaults } from "../helpers/start-protected-server.js";

interface Outcome {
  id: string;
  status: string;
  reason: string;
}

async function checkAuth(faults: ProtectedServerFaults, accessTokenTtl = 300, secretFlag: "literal" | "env" = "env") {
  await using authServer = await startAuthServer({ accessTokenTtl });
  await using server = await startProtectedServer({ authServer, faults });
  await using dir = await tempDir();
  // The secret from a variable (not visible in `ps`), or on the command line.
  const secret = secretFlag === "env" ? ["--auth-client-secret-env", "CI_SECRET"] : ["--auth-client-secret", CI_CLIENT.secret];
  const flags = ["--auth-client-id", CI_CLIENT.id, ...secret, "--auth-scope", "mcp"];
  const env = { CI_SECRET: CI_CLIENT.secret };
  const run = await runMcpvals(["check", "--url", server.url, ...flags, "--reporter", "json=c.json"], { cwd: dir.path, env });
  const text = await readFile(join(dir.path, "c.json"), "utf8");
  expect(text).not.toContain(CI_CLIENT.secret);
  const checks = (JSON.parse(text) as { checks: Outcome[] }).checks.filter((c) => /^auth\/|^http\/auth-challenge$/.test(c.id));
  return { run, checks, status: (id: string) => checks.find((c) => c.id === id)?.status };
}

test("a clean protected server: every auth check passes, an expired token is waited out and refused", async () => {
  const { checks, status } = await checkAuth({}, 2, "literal");
  expect(checks.filter((c) => c.status === "failed")).toEqual([]);
  for (const id of [
    "http/auth-challenge",
    "auth/protected-resource-metadata",
    "auth/authorization-server-metadata",
    "auth/pkce-s256",
    "auth/https-endpoints",
    "auth/iss-parameter",
    "auth/invalid-token",
    "auth/audience-binding",
    "auth/expired-token",
  ])
    expect([id, status(id)]).toEqual([id, "passed"]);
});

test("a server that accepts a token issued for another resource is caught (RFC 8707)", async () => {
  const { checks, status } = await checkAuth({ anyAudience: true });
  expect(status("auth/audience-binding")).toBe("failed");
  expect(checks.find((c) => c.id === "auth/audience-binding")?.reason).toMatch(/mcpvals-another-resource got 200/);
  expect(checks.filter((c) => c.status === "failed").map((c) => c.id)).toEqual(["auth/audience-binding"]);
});

test("a 401 without resource_metadata is caught; discovery still finds the metadata at the well-known URL", async () => {
  const { checks, status } = await checkAuth({ noResourceMetadata: true });
  expect(status("http/auth-challenge")).toBe("failed");
  expect(status("auth/protected-resource-metadata")).toBe("passed");
  expect(checks.filter((c) => c.status === "failed").map((c) => c.id)).toEqual(["http/auth-challenge"]);
});

test("--auth-client-secret-env naming an unset variable is a usage error (exit 2) naming it, before anything is contacted", async () => {
  await using dir = await tempDir();
  const flags = ["--auth-client-id", CI_CLIENT.id, "--auth-client-secret-env", "NO_SUCH_SECRET"];
  const run = await runMcpvals(["check", "--url", "http://127.0.0.1:9/mcp", ...flags], { cwd: dir.path });
  expect(run.exitCode).toBe(2);
  expect(run.stderr).toContain("--auth-client-secret-env: environment variable NO_SUCH_SECRET is not set.");
});
