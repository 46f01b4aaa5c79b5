/**
 * HTTP transports end to end: the real CLI against server-everything served
 * over Streamable HTTP and over legacy SSE on 127.0.0.1, the model played by
 * the loopback fake (streaming on, to cover that path too).
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { EvalResultSchema } from "../../src/eval/result-schema.js";
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { EVERYTHING_SERVER_PATH, freePort, startEverythingHttp, startHttpFixture, type HttpFixture } from "../fixtures/servers/start-http-server.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

async function startEverythingSse(): Promise<HttpFixture> {
  const port = await freePort();
  return startHttpFixture({
    command: process.execPath,
    args: [EVERYTHING_SERVER_PATH, "sse"],
    env: { PORT: String(port) },
    readyPattern: /Server is running on port (\d+)/,
    urlPath: "/sse",
  });
}

describe("mcpvals run over HTTP transports", () => {
  let fake: FakeLlm;
  beforeAll(async () => {
    fake = await startFakeLlm({
      rules: [{ match: "add 2 and 40", toolCalls: [{ name: "get-sum", args: { a: 2, b: 40 } }], final: "The sum is {{lastToolResult}}." }],
    });
  });
  afterAll(async () => {
    await fake.close();
  });

  async function run(server: object) {
    await using dir = await tempDir();
    await dir.write("mcpvals.config.yaml", "");
    const config = {
      server,
      model: { provider: "openai-compatible", model: "fake", baseURL: fake.url, stream: true },
      concurrency: 2,
      workflows: ["one", "two", "three"].map((name) => ({
        name,
        steps: [{ user: "Please add 2 and 40", expectTools: [{ name: "get-sum", args: { a: 2, b: 40 } }], expectedState: "42" }],
      })),
      toolHealthSuites: [{ name: "http", tests: [{ name: "echo", args: { message: "over http" }, expectedResult: "over http" }] }],
    };
    const file = await dir.write("mcpvals.config.json", config);
    const json = join(dir.path, "out.json");
    const result = await runMcpvals(["run", "-c", file, "--json", json]);
    return { ...result, report: EvalResultSchema.parse(JSON.parse(await readFile(json, "utf8"))) };
  }

  test("Streamable HTTP: workflows share one connection and pass", async () => {
    await using server = await startEverythingHttp();
    const { exitCode, report, stderr } = await run({ transport: "shttp", url: server.url });
    expect(stderr).toBe("");
    expect(exitCode).toBe(0);
    expect(report.servers[0]).toMatchObject({ transport: "shttp", connectedVia: "shttp", connections: 1, tools: 13 });
    expect(report.workflows.map((w) => w.passed)).toEqual([true, true, true]);
    expect(report.toolHealth[0]).toMatchObject({ passed: true, tool: "echo" });
  });

  test("an shttp URL that only speaks SSE falls back to SSE", async () => {
    await using server = await startEverythingSse();
    const { exitCode, report } = await run({ transport: "shttp", url: server.url });
    expect(exitCode).toBe(0);
    expect(report.servers[0]).toMatchObject({ transport: "shttp", connectedVia: "sse" });
  });

  test("transport: sse connects directly", async () => {
    await using server = await startEverythingSse();
    const { exitCode, report } = await run({ transport: "sse", url: server.url });
    expect(exitCode).toBe(0);
    expect(report.servers[0]).toMatchObject({ transport: "sse", connectedVia: "sse" });
  });

  test("an unreachable URL fails clearly without hanging", async () => {
    const port = await freePort();
    const { exitCode, report } = await run({ transport: "shttp", url: `http://127.0.0.1:${port}/mcp` });
    expect(exitCode).toBe(1);
    expect(report.score).toBe(0);
    expect(report.servers[0]!.error).toMatch(/could not be started or reached/);
    expect(report.workflows[0]!.error).toMatch(/could not be started or reached/);
  });
});
