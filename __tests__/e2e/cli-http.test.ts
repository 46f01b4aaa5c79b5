/**
 * HTTP transports end to end: the real CLI against server-everything served
 * over Streamable HTTP and over legacy SSE on 127.0.0.1, the model played by
 * the loopback fake (streaming on, to cover that path too).
 */
import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { freePort, startEverythingHttp, startEverythingSse } from "../fixtures/servers/start-http-server.js";
import { runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

/**
 * A reverse proxy in front of an MCP endpoint that answers 500 to calls of
 * one tool: an HTTP-level failure the transport must report as a failed call.
 */
async function startFailingProxy(target: string, failTool: string): Promise<{ url: string; close(): Promise<void> }> {
  const upstream = new URL(target);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const text = body.toString("utf8");
      if (text.includes('"tools/call"') && text.includes(`"name":"${failTool}"`)) {
        res.writeHead(500, { "content-type": "text/plain" }).end("upstream exploded");
        return;
      }
      const forward = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          path: req.url,
          method: req.method,
          headers: { ...req.headers, host: upstream.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on("error", () => res.destroy());
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${upstream.pathname}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
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
      // Not what is tested here: no tool-retrieval metric, so no embedding model loads.
      toolRetrieval: false,
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

  test("a non-2xx answer to a tool call is a failed call (transport), not a pass", async () => {
    await using server = await startEverythingHttp();
    const proxy = await startFailingProxy(server.url, "echo");
    try {
      const { exitCode, report } = await run({ transport: "shttp", url: proxy.url });
      expect(exitCode).toBe(1);
      expect(report.toolHealth[0]).toMatchObject({ passed: false, error: expect.stringMatching(/^transport: HTTP 500/) });
      // get-sum went through the same proxy and passed.
      expect(report.workflows.every((w) => w.passed)).toBe(true);
    } finally {
      await proxy.close();
    }
  });

  test("an unreachable URL fails clearly without hanging", async () => {
    const port = await freePort();
    const { exitCode, report } = await run({ transport: "shttp", url: `http://127.0.0.1:${port}/mcp` });
    // Unreachable: infrastructure, exit 3.
    expect(exitCode).toBe(3);
    expect(report.score).toBe(0);
    expect(report.servers[0]!.error).toMatch(/could not be started or reached/);
    expect(report.workflows[0]!.error).toMatch(/could not be started or reached/);
  });
});
