/**
 * Serves the proxy until it is told to stop: over stdio (the client's pipe;
 * it stops when stdin closes) or Streamable HTTP on 127.0.0.1 (it stops on
 * the signal). Both serving entries of the v2 SDK answer either protocol era
 * from the same factory: `serveStdio` with `legacy: "serve"`, and
 * `createMcpHandler` with `legacy: "stateless"`.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Readable, Writable } from "node:stream";
import type { McpServer } from "@modelcontextprotocol/server";
import { createMcpHandler } from "@modelcontextprotocol/server";
import { serveStdio, StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import { foreignRequest } from "./local-origin.js";

export interface ServeProxyOptions {
  factory: () => McpServer;
  /** Streamable HTTP on 127.0.0.1 at this port (0: any free one); undefined: stdio. */
  httpPort?: number;
  /** Ends serving (SIGTERM, SIGINT). */
  signal: AbortSignal;
  /** Told where an HTTP proxy listens ("http://127.0.0.1:PORT/mcp"). */
  onListening?: (url: string) => void;
  /** stdio: the streams to serve on. @default process.stdin / process.stdout */
  stdin?: NodeJS.ReadableStream;
  stdout?: NodeJS.WritableStream;
}

/** Resolves when serving has ended: stdin closed (stdio) or the signal aborted. */
export async function serveProxy(options: ServeProxyOptions): Promise<void> {
  if (options.httpPort === undefined) return serveOverStdio(options);
  return serveOverHttp(options, options.httpPort);
}

async function serveOverStdio({ factory, signal, stdin = process.stdin, stdout = process.stdout }: ServeProxyOptions): Promise<void> {
  const transport = new StdioServerTransport(stdin as Readable, stdout as Writable);
  const ended = new Promise<void>((resolve) => {
    // The client closing our stdin is how a stdio server is told to stop (MCP stdio transport, "Shutdown").
    stdin.once("end", resolve);
    stdin.once("close", resolve);
    signal.addEventListener("abort", () => resolve(), { once: true });
  });
  const handle = serveStdio(factory, { legacy: "serve", transport });
  await ended;
  await handle.close().catch(() => undefined);
}

async function serveOverHttp({ factory, signal, onListening }: ServeProxyOptions, port: number): Promise<void> {
  const handler = createMcpHandler(factory, { legacy: "stateless" });
  const server = http.createServer((req, res) => {
    void answer(handler.fetch, req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  onListening?.(`http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`);
  await new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    signal.addEventListener("abort", () => resolve(), { once: true });
  });
  await handler.close().catch(() => undefined);
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** One Node request through the SDK's fetch-shaped handler, only at /mcp. */
async function answer(fetch: (request: Request) => Promise<Response>, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  try {
    if (!req.url?.startsWith("/mcp")) {
      res.writeHead(404, { "content-type": "text/plain" }).end("mcpvals proxy: the MCP endpoint is /mcp\n");
      return;
    }
    const refused = foreignRequest(req.headers);
    if (refused) {
      res.writeHead(403, { "content-type": "text/plain" }).end(`mcpvals proxy: ${refused}\n`);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const abort = new AbortController();
    res.on("close", () => abort.abort());
    const headers = Object.entries(req.headers).flatMap(([k, v]): Array<[string, string]> =>
      v === undefined ? [] : Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v]],
    );
    const hasBody = req.method !== "GET" && req.method !== "HEAD" && chunks.length > 0;
    const request = new Request(`http://127.0.0.1${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? Buffer.concat(chunks) : undefined,
      signal: abort.signal,
    });
    const response = await fetch(request);
    res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
    if (response.body) for await (const chunk of response.body) res.write(chunk);
    res.end();
  } catch (error) {
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end(error instanceof Error ? error.message : String(error));
  }
}
