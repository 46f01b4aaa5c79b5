/**
 * Raw HTTP requests to a Streamable HTTP endpoint, for `mcpvals check`:
 * what a server answers to a foreign Origin or Host (DNS-rebinding
 * protection), a body that is not JSON, a GET, and whether it asks for
 * authorization properly. node:http rather than fetch, which may not set
 * `Host`. Each request is bounded in time; response bodies are read up to a
 * few KB (an SSE stream is cut off after its headers).
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#streamable-http
 */
import http from "node:http";
import https from "node:https";

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The start of the body (SSE bodies are cut after the headers). */
  body: string;
}

export interface HttpProbeRequest {
  method: "GET" | "POST" | "DELETE";
  headers?: Record<string, string>;
  body?: string;
}

const BODY_LIMIT = 4096;

/** One request; the promise rejects on a network error or after `timeoutMs`. */
export function probeHttp(url: string, request: HttpProbeRequest, { timeoutMs = 5_000, signal }: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<HttpAnswer> {
  const target = new URL(url);
  const client = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      {
        method: request.method,
        headers: { accept: "application/json, text/event-stream", ...(request.body !== undefined ? { "content-type": "application/json" } : {}), ...request.headers },
        timeout: timeoutMs,
        signal,
      },
      (res) => {
        let body = "";
        const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        if (String(res.headers["content-type"] ?? "").includes("text/event-stream")) {
          res.destroy();
          done();
          return;
        }
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
          if (body.length > BODY_LIMIT) res.destroy();
        });
        res.on("end", done);
        res.on("close", done);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer from ${target.origin} within ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(request.body);
  });
}

/** An initialize request body offering `version`. */
export function initializeBody(version: string): string {
  return JSON.stringify({ jsonrpc: "2.0", id: 1, method: "initialize", params: { protocolVersion: version, capabilities: {}, clientInfo: { name: "mcpvals-check", version: "0" } } });
}
