/** HTTP connect failures say what happened: the socket error and address behind "fetch failed"; a 401 is final, not retried. */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { ServerPool } from "../../../src/mcp/pool/server-pool.js";
import { describeError } from "../../../src/errors.js";
import { freePort } from "../../fixtures/servers/start-http-server.js";

const spec = (url: string) => ({ transport: "shttp" as const, url, headers: {}, fallbackToSse: false });

test('"fetch failed" names ECONNREFUSED and the address', async () => {
  const port = await freePort();
  const pool = new ServerPool({ name: "gone", spec: spec(`http://127.0.0.1:${port}/mcp`), connectTimeoutMs: 5000, isolation: "run" });
  const error = await pool.acquire().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(describeError(error)).toMatch(new RegExp(`fetch failed \\(ECONNREFUSED 127\\.0\\.0\\.1:${port}\\)`));
  await pool.closeAll();
});

test("a 401 is tried once, not retried", async () => {
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests += 1;
    request.resume();
    response.writeHead(401, { "content-type": "text/plain" }).end("bad token");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const pool = new ServerPool({
      name: "auth",
      spec: spec(`http://127.0.0.1:${port}/mcp`),
      connectTimeoutMs: 5000,
      isolation: "run",
      maxRetries: 4,
      sleep: async () => undefined,
    });
    const error = await pool.acquire().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(describeError(error)).toMatch(/401/);
    expect(pool.report().attempts).toBe(1);
    await pool.closeAll();
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  // One connect try may make a request or two (the era probe, then initialize), never five tries' worth.
  expect(requests).toBeLessThanOrEqual(2);
});
