/**
 * The verify / setup / teardown / repeats config fields: defaults, and bad
 * input as a ConfigError naming the field path.
 */
import { resolveConfig } from "../../src/config/load-config.js";
import { ConfigError } from "../../src/errors.js";

const server = { command: "mcp-server-everything" };
const step = { user: "hi", expectTools: ["echo"] };

function issuesOf(input: unknown): ReadonlyArray<{ path: string; message: string }> {
  try {
    resolveConfig(input, { env: {} });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).issues;
  }
  throw new Error("expected a ConfigError");
}

test("defaults: no verifiers, no steps, one run that must pass; top-level repeats applies to every workflow", () => {
  const config = resolveConfig({ server, workflows: [{ name: "a", steps: [step] }] }, { env: {} });
  expect(config.workflows[0]).toMatchObject({ verify: [], setup: [], teardown: [], repeats: 1, minPass: 1 });
  expect(config.timeouts.verifyMs).toBe(30_000);
  const repeated = resolveConfig(
    {
      server,
      repeats: 3,
      workflows: [
        { name: "a", steps: [step] },
        { name: "b", repeats: 2, minPass: 1, steps: [step] },
      ],
    },
    { env: {} },
  );
  expect(repeated.workflows.map((w) => [w.repeats, w.minPass])).toEqual([
    [3, 3],
    [2, 1],
  ]);
});

test("verifier entries are parsed by type with their defaults; {{databaseId}} is left for run time", () => {
  const config = resolveConfig(
    {
      server,
      workflows: [
        {
          name: "a",
          steps: [step],
          verify: [
            { type: "sql", database: "data/{{databaseId}}.db", query: "select 1", expect: { value: 1 } },
            { type: "command", command: ["true"] },
            { type: "http", url: "http://127.0.0.1:1/x" },
          ],
          setup: [{ sql: "create table t(x)", database: "data/{{databaseId}}.db" }],
        },
      ],
    },
    { env: {} },
  );
  expect(config.workflows[0]!.verify).toEqual([
    { type: "sql", database: "data/{{databaseId}}.db", query: "select 1", params: [], expect: { value: 1 } },
    { type: "command", command: ["true"], env: {}, exitCode: 0 },
    { type: "http", url: "http://127.0.0.1:1/x", method: "GET", headers: {}, status: 200 },
  ]);
});

test("bad verifier config is a ConfigError with the field path", () => {
  const workflow = (verify: unknown[], extra: object = {}) => ({ server, workflows: [{ name: "a", steps: [step], verify, ...extra }] });
  expect(issuesOf(workflow([{ type: "sqll", query: "x" }]))[0]!.path).toBe("workflows[0].verify[0].type");
  expect(issuesOf(workflow([{ type: "sql", database: "x.db", query: "select 1" }]))).toEqual([
    { path: "workflows[0].verify[0].expect", message: expect.any(String) },
  ]);
  expect(issuesOf(workflow([{ type: "sql", database: "x.db", query: "select 1", expect: {} }]))[0]!.path).toMatch(
    /^workflows\[0\]\.verify\[0\]\.expect/,
  );
  expect(issuesOf(workflow([{ type: "file", path: "f.json", jsonPath: "items[0]" }]))).toEqual([
    { path: "workflows[0].verify[0].jsonPath", message: expect.stringMatching(/not a valid JSON path/) },
  ]);
  expect(issuesOf(workflow([{ type: "command", command: "ls -l" }]))[0]!.path).toBe("workflows[0].verify[0].command");
  expect(issuesOf(workflow([{ type: "file", path: "f", extra: 1 }]))[0]!.path).toMatch(/^workflows\[0\]\.verify\[0\]/);
  expect(issuesOf(workflow([], { setup: [{ sql: "x" }] }))[0]!.path).toMatch(/^workflows\[0\]\.setup\[0\]/);
});

test("minPass above repeats, and {{databaseId}} in a shared server, are errors with their paths", () => {
  expect(issuesOf({ server, workflows: [{ name: "a", steps: [step], repeats: 2, minPass: 3 }] })).toEqual([
    { path: "workflows[0].minPass", message: "is 3 but the workflow runs only 2 time(s) (repeats); minPass must be at most repeats" },
  ]);
  const issues = issuesOf({ server: { url: "http://127.0.0.1:1/mcp?db={{databaseId}}" }, workflows: [{ name: "a", steps: [step] }] });
  expect(issues).toEqual([
    { path: "server", message: expect.stringMatching(/uses \{\{databaseId\}\}, but one server connection is shared .*an HTTP server/) },
  ]);
  expect(
    issuesOf({ server: { command: "x", env: { DB: "{{databaseId}}" } }, isolation: "run", workflows: [{ name: "a", steps: [step] }] })[0]!
      .message,
  ).toMatch(/isolation: run/);
});

test("a misspelt {{databaseId}} is an error instead of a literal shared by every run", () => {
  expect(issuesOf({ server: { command: "x", env: { DB: "./{{databaseID}}.db" } }, workflows: [{ name: "a", steps: [step] }] })).toEqual([
    { path: "server", message: "unknown placeholder {{databaseID}}: the per-run placeholder is spelt {{databaseId}}" },
  ]);
  expect(issuesOf({ server, workflows: [{ name: "a", steps: [step], teardown: [{ command: ["rm", "{{ db }}.db"] }] }] })[0]!.path).toBe(
    "workflows[0].teardown",
  );
});
