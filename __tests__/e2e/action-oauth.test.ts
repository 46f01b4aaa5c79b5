/**
 * The action with a server behind a real authorization server (oidc-provider
 * on 127.0.0.1), run in-process with a recording core: on a fork PR without
 * the client secret, `fail-on-missing-key: false` skips the work that needs
 * that server with a note (and never contacts it) while the rest runs; by
 * default it stays a config error naming the variable and the field. With
 * the secret, every token minted during the run is masked in the log.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { PR_EVENT } from "../helpers/action-fixtures.js";
import { runActionInProcess } from "../helpers/run-action-in-process.js";
import { tempDir } from "../helpers/run-mcpvals.js";
import { CI_CLIENT, startAuthServer } from "../helpers/start-auth-server.js";
import { startProtectedServer } from "../helpers/start-protected-server.js";

const FORK_EVENT = { ...PR_EVENT, pull_request: { ...PR_EVENT.pull_request, head: { repo: { full_name: "someone/r" } } } };

function config(url: string): string {
  return `servers:
  local:
    command: mcp-server-everything
  api:
    url: ${url}
    auth:
      clientCredentials:
        clientId: ${CI_CLIENT.id}
        clientSecret: \${CI_SECRET}
        scope: mcp
model: scripted
toolHealthSuites:
  - name: local basics
    server: local
    tests:
      - name: echo returns the message
        tool: echo
        args: { message: ok }
        expectedResult: ok
  - name: protected
    server: api
    tests:
      - name: adds
        tool: add
        args: { a: 2, b: 3 }
        expectedResult: "5"
`;
}

const INPUTS = { cache: "false", comment: "false" };

test("a fork PR without the client secret: by default a config error naming it; with fail-on-missing-key false its suite is skipped", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.yaml", config(server.url));

  const strict = await runActionInProcess(dir, { inputs: INPUTS, event: FORK_EVENT });
  expect(strict.exitCode).toBe(2);
  expect(strict.core.failed).toEqual([
    expect.stringMatching(/servers\.api\.auth\.clientCredentials\.clientSecret: environment variable CI_SECRET is not set/),
  ]);

  const lenient = await runActionInProcess(dir, { inputs: { ...INPUTS, "fail-on-missing-key": "false" }, event: FORK_EVENT });
  expect(lenient.core.failed).toEqual([]);
  expect(lenient.exitCode).toBe(0);
  const reason = 'server "api" has no credentials: ${CI_SECRET} is not set (servers.api.auth.clientCredentials.clientSecret)';
  expect(lenient.core.annotations).toContainEqual({
    level: "warning",
    message: `1 tool-health suite not run: ${reason}. The score covers only what ran.`,
    properties: { title: "mcpvals: tool-health suites skipped", file: "mcpvals.config.yaml", startLine: expect.any(Number) },
  });
  expect(lenient.summary).toMatch(/1 tool-health suite skipped: server "api" has no credentials: \$\{CI\\_SECRET\} is not set/);
  const report = EvalResultSchema.parse(JSON.parse(await readFile(join(dir.path, "mcpvals-report.json"), "utf8")));
  expect(report.summary.toolHealth).toEqual({ total: 1, passed: 1 });
  expect(report.skipped).toEqual([{ kind: "tool-health-suite", name: "protected", reason }]);
  // Never contacted: no request went out with a placeholder for a secret.
  expect(server.requests).toEqual([]);
  expect(authServer.issued).toEqual({});
});

test("with the secret, every token the run mints is masked in the log (setSecret) as soon as it exists", async () => {
  await using authServer = await startAuthServer();
  await using server = await startProtectedServer({ authServer });
  await using dir = await tempDir();
  await dir.write("mcpvals.config.yaml", config(server.url));
  const run = await runActionInProcess(dir, { inputs: INPUTS, env: { CI_SECRET: CI_CLIENT.secret }, event: PR_EVENT });
  expect(run.core.failed).toEqual([]);
  expect(run.exitCode).toBe(0);
  expect(authServer.issued.client_credentials).toBe(1);
  expect(run.core.secrets).toContain(CI_CLIENT.secret);
  // The access token the run got is among the masked values: the authorization server knows it as this client's, for this server.
  const known = await Promise.all(run.core.secrets.map((secret) => authServer.introspect(secret)));
  expect(known.filter((answer) => answer.active && answer.client_id === CI_CLIENT.id && answer.aud === server.url)).toHaveLength(1);
});
