/**
 * evaluate() across protocol eras with the scripted driver (key-free): the
 * negotiated revision lands in servers[].protocolVersion, and
 * `protocol: [2026-07-28, 2025-11-25]` runs each era as its own server row,
 * tool test and workflow.
 */
import path from "node:path";
import { readFile } from "node:fs/promises";
import { evaluate } from "../../src/eval/evaluate.js";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { createMarkdownReporter } from "../../src/report/markdown/markdown-reporter.js";
import { createConsoleReporter } from "../../src/report/console/console-reporter.js";
import { captureStream } from "../helpers/capture-stream.js";
import { V2_FIXTURE_SERVER_PATH, EVERYTHING_SERVER_PATH, startEverythingSse, startV2Http } from "../fixtures/servers/start-http-server.js";
import { REPO_ROOT, tempDir } from "../helpers/run-mcpvals.js";

const dual = { command: process.execPath, args: [V2_FIXTURE_SERVER_PATH], env: { V2_LEGACY: "serve" } };

test("protocol: [2026-07-28, 2025-11-25] gives one row per era: servers, tool tests and workflows", async () => {
  await using dir = await tempDir();
  const markdownFile = path.join(dir.path, "report.md");
  const stream = captureStream();
  const result = await evaluate(
    {
      servers: {
        dual: { ...dual, protocol: ["2026-07-28", "2025-11-25"] },
        everything: { command: process.execPath, args: [EVERYTHING_SERVER_PATH, "stdio"] },
      },
      // Not what is tested here: no tool-retrieval metric, so no embedding model loads.
      toolRetrieval: false,
      workflows: [
        {
          name: "sum",
          servers: ["dual"],
          steps: [{ user: "add", expectTools: [{ name: "add", args: { a: 1, b: 2 } }], expectedState: "3" }],
        },
      ],
      toolHealthSuites: [
        { name: "math", server: "dual", tests: [{ name: "adds", tool: "add", args: { a: 2, b: 3 }, expectedResult: "5" }] },
        { name: "old", server: "everything", tests: [{ name: "echo", args: { message: "hi" }, expectedResult: "hi" }] },
      ],
    },
    {
      cwd: REPO_ROOT,
      model: "scripted",
      env: {},
      reporters: [createConsoleReporter({ stream, color: false }), createMarkdownReporter({ path: markdownFile })],
    },
  );
  expect(EvalResultSchema.parse(result)).toEqual(result);
  expect(result.passed).toBe(true);
  expect(result.servers.map((s) => [s.name, s.protocolVersion])).toEqual([
    ["dual-2026-07-28", "2026-07-28"],
    ["dual-2025-11-25", "2025-11-25"],
    ["everything", "2025-11-25"],
  ]);
  expect(result.toolHealth.map((t) => [t.test, t.passed])).toEqual([
    ["adds [2026-07-28]", true],
    ["adds [2025-11-25]", true],
    ["echo", true],
  ]);
  expect(result.workflows.map((w) => [w.name, w.passed])).toEqual([
    ["sum [2026-07-28]", true],
    ["sum [2025-11-25]", true],
  ]);
  const markdown = await readFile(markdownFile, "utf8");
  expect(markdown).toMatch(/\| dual-2026-07-28 \| stdio \| 2026-07-28 \| mcpvals-v2-fixture@2\.0\.0 \| 2 \|/);
  expect(markdown).toMatch(/\| dual-2025-11-25 \| stdio \| 2025-11-25 \| mcpvals-v2-fixture@2\.0\.0 \| 2 \|/);
  expect(stream.text()).toMatch(/dual-2025-11-25 {2}stdio {2}MCP 2025-11-25/);
});

test("a pin the server cannot speak fails the run fast (one try) and the report names both sides' versions", async () => {
  const result = await evaluate(
    {
      server: { command: process.execPath, args: [V2_FIXTURE_SERVER_PATH], env: { V2_LEGACY: "reject" }, protocol: "2025-06-18" },
      toolHealthSuites: [{ name: "math", tests: [{ name: "adds", tool: "add", args: { a: 2, b: 3 } }] }],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {} },
  );
  expect(result.passed).toBe(false);
  const [server] = result.servers;
  expect(server).toMatchObject({ state: "failed", attempts: 1, protocolVersion: null });
  expect(server!.lastError).toMatch(/mcpvals offered 2025-06-18; the server supports 2026-07-28/);
});

test("Streamable HTTP in the 2026 era sends the configured headers (${VAR} secrets) and keeps the secret out of the result", async () => {
  await using server = await startV2Http("reject", { V2_REQUIRE_HEADER: "authorization:Bearer s3cret-token" });
  const config = {
    server: { url: server.url, headers: { Authorization: "Bearer ${MCP_TOKEN}" } },
    toolHealthSuites: [{ name: "math", tests: [{ name: "adds", tool: "add", args: { a: 2, b: 3 }, expectedResult: "5" }] }],
  };
  const result = await evaluate(config, { cwd: REPO_ROOT, model: "scripted", env: { MCP_TOKEN: "s3cret-token" } });
  expect(result.servers[0]).toMatchObject({ protocolVersion: "2026-07-28", state: "connected" });
  expect(result.passed).toBe(true);
  expect(JSON.stringify(result)).not.toContain("s3cret-token");

  const refused = await evaluate(config, { cwd: REPO_ROOT, model: "scripted", env: { MCP_TOKEN: "wrong" } });
  expect(refused.passed).toBe(false);
  expect(refused.servers[0]!.lastError).toMatch(/401/);
});

test("legacy SSE servers still work (2025 era over the SSE transport)", async () => {
  await using server = await startEverythingSse();
  const result = await evaluate(
    {
      server: { transport: "sse", url: server.url },
      toolHealthSuites: [{ name: "old", tests: [{ name: "echo", args: { message: "hi" }, expectedResult: "hi" }] }],
    },
    { cwd: REPO_ROOT, model: "scripted", env: {} },
  );
  expect(result.passed).toBe(true);
  expect(result.servers[0]).toMatchObject({ connectedVia: "sse", protocolVersion: "2025-11-25" });
});
