/**
 * An embeddings endpoint that fails: the command reports the failure and
 * exits, with no embedding call still going on behind it (callers queued
 * behind the failed call share its error instead of retrying the model after
 * the command has moved on; that kept the process "still busy").
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { runMcpvals, tempDir } from "../../helpers/run-mcpvals.js";

const SERVER = fileURLToPath(new URL("../../fixtures/servers/runtime-hostile-server.mjs", import.meta.url));

describe("a failing embeddings endpoint", () => {
  let server: Server;
  let url: string;
  let calls = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      calls += 1;
      request.resume();
      request.on("end", () => {
        response.writeHead(500, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: "embedding backend down" } }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  test("search --mode semantic fails with the reason and exits without lingering or calling again", async () => {
    await using dir = await tempDir();
    const config = await dir.write("c.json", {
      server: { command: process.execPath, args: [SERVER, "failing-embeddings"] },
      embeddings: { provider: "openai-compatible", model: "e", baseURL: url, apiKey: "k" },
      toolHealthSuites: [{ name: "s", tests: [{ name: "echo", tool: "echo", args: { text: "hi" } }] }],
    });
    const run = await runMcpvals(["search", "echo text", "-c", config, "--mode", "semantic", "--no-state"]);
    expect(run.exitCode).not.toBe(0);
    expect(run.stderr).toMatch(/embeddings \(openai-compatible:e\): could not embed .*embedding backend down/);
    expect(run.stderr).not.toMatch(/still busy/);
    // One embedding call and its retries, none after the command gave up.
    expect(calls).toBe(3);
  });
});
