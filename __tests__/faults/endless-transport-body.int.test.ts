/**
 * Issue 36, loose end: the bodies the SDK's own Streamable HTTP transport
 * reads are capped like every body mcpvals reads itself. A raw loopback
 * server answers `initialize` with an endless JSON body, or with an SSE
 * event that never ends: the connect fails naming the cap, the reader goes
 * away (the server could write only the cap plus socket buffers), and memory
 * stays bounded. Each case buffered the whole flood before (the transport was
 * given the plain `fetch`).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { connectServer } from "../../src/mcp/transport/connect-server.js";
import { ServerSchema } from "../../src/protocol/server-spec.js";

const FLOOD = 256 * 1024 * 1024;

/** Answers every POST with `contentType` and an endless body (up to FLOOD bytes), starting with `head`. */
async function floodServer(contentType: string, head: string) {
  let written = 0;
  let closed!: () => void;
  const socketClosed = new Promise<void>((resolve) => (closed = resolve));
  const server = http.createServer((req, res) => {
    if (req.method !== "POST") return void res.writeHead(405).end();
    req.resume();
    res.on("close", () => closed());
    res.writeHead(200, { "content-type": contentType });
    res.write(head);
    const chunk = Buffer.alloc(64 * 1024, "x");
    const pump = (): void => {
      while (!res.destroyed && written < FLOOD) {
        written += chunk.length;
        if (!res.write(chunk)) return void res.once("drain", pump);
      }
      res.end();
    };
    pump();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    written: () => written,
    socketClosed,
    [Symbol.asyncDispose]: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

test.each([
  [
    "an endless JSON body",
    "application/json",
    '{"jsonrpc":"2.0","id":0,"result":{"pad":"',
    /server "flood": the answer's body is over 10 MiB/,
  ],
  [
    "an SSE event that never ends",
    "text/event-stream",
    "event: message\ndata: ",
    /server "flood": an event of the answer's stream is over 10 MiB/,
  ],
])("%s: the connect fails naming the cap, with bounded memory", async (_, contentType, head, message) => {
  await using server = await floodServer(contentType, head);
  const before = process.memoryUsage().rss;
  const spec = ServerSchema.parse({ url: server.url, protocol: "2025-11-25", fallbackToSse: false });
  const failure = await connectServer({ name: "flood", spec, timeoutMs: 60_000 }).catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(Error);
  expect(String((failure as Error).message)).toMatch(message);
  await server.socketClosed;
  expect(server.written()).toBeLessThan(64 * 1024 * 1024);
  // Generous: unbounded, the whole 256 MiB was buffered (and more, as a string).
  expect(process.memoryUsage().rss - before).toBeLessThan(128 * 1024 * 1024);
});
