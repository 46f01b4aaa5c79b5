/**
 * A loopback OTLP/HTTP trace receiver (a real `node:http` server on
 * 127.0.0.1) standing in for a collector: it decodes each JSON export
 * (OTLP/JSON: ids as hex, values as `{ stringValue | intValue | ... }`) into
 * flat spans a test can walk. `mode: "hang"` accepts exports and never
 * answers (a dead collector); `mode: "trickle"` answers 200 and then sends
 * its body a byte at a time, forever (a socket that is never idle);
 * `closedPort()` gives a port nothing listens on.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  /** "" for a root span. */
  parentSpanId: string;
  name: string;
  kind: number;
  startMs: number;
  endMs: number;
  attributes: Record<string, unknown>;
  events: Array<{ name: string; attributes: Record<string, unknown> }>;
  status: { code?: number; message?: string };
  resource: Record<string, unknown>;
}

export interface OtlpReceiver extends AsyncDisposable {
  /** Base URL (`http://127.0.0.1:<port>`), as OTEL_EXPORTER_OTLP_ENDPOINT takes it. */
  url: string;
  /** Every export request: its path, headers and raw body. */
  requests: Array<{ path: string; headers: http.IncomingHttpHeaders; body: string }>;
  /** Every span received so far, decoded. */
  spans(): ReceivedSpan[];
  /** Settles when every export request's socket so far has been closed (by the exporter: the receiver never ends one). */
  socketsClosed(): Promise<void>;
}

type AnyValue = { stringValue?: string; intValue?: string | number; doubleValue?: number; boolValue?: boolean };

function value(v: AnyValue): unknown {
  if (v.stringValue !== undefined) return v.stringValue;
  if (v.intValue !== undefined) return Number(v.intValue);
  if (v.doubleValue !== undefined) return v.doubleValue;
  return v.boolValue;
}

function attributeMap(list: Array<{ key: string; value: AnyValue }> = []): Record<string, unknown> {
  return Object.fromEntries(list.map((a) => [a.key, value(a.value)]));
}

interface ExportBody {
  resourceSpans?: Array<{
    resource?: { attributes?: Array<{ key: string; value: AnyValue }> };
    scopeSpans?: Array<{ spans?: Array<Record<string, unknown>> }>;
  }>;
}

function decode(body: string): ReceivedSpan[] {
  const parsed = JSON.parse(body) as ExportBody;
  return (parsed.resourceSpans ?? []).flatMap((rs) =>
    (rs.scopeSpans ?? []).flatMap((ss) =>
      (ss.spans ?? []).map((s) => ({
        traceId: String(s.traceId),
        spanId: String(s.spanId),
        parentSpanId: String(s.parentSpanId ?? ""),
        name: String(s.name),
        kind: Number(s.kind),
        startMs: Number(BigInt(String(s.startTimeUnixNano)) / 1_000_000n),
        endMs: Number(BigInt(String(s.endTimeUnixNano)) / 1_000_000n),
        attributes: attributeMap(s.attributes as never),
        events: ((s.events ?? []) as Array<{ name: string; attributes?: never }>).map((e) => ({
          name: e.name,
          attributes: attributeMap(e.attributes),
        })),
        status: (s.status ?? {}) as ReceivedSpan["status"],
        resource: attributeMap(rs.resource?.attributes),
      })),
    ),
  );
}

export async function startOtlpReceiver({ mode = "ok" }: { mode?: "ok" | "hang" | "trickle" } = {}): Promise<OtlpReceiver> {
  const requests: OtlpReceiver["requests"] = [];
  const closed: Array<Promise<void>> = [];
  const server = http.createServer(async (req, res) => {
    closed.push(new Promise((resolve) => req.socket.once("close", () => resolve())));
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    requests.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
    if (mode === "hang") return;
    if (mode === "trickle") {
      res.writeHead(200, { "content-type": "application/json" });
      const drip = setInterval(() => res.write(" "), 50);
      res.on("close", () => clearInterval(drip));
      return;
    }
    res.writeHead(200, { "content-type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    spans: () => requests.filter((r) => r.path === "/v1/traces").flatMap((r) => decode(r.body)),
    socketsClosed: async () => void (await Promise.all(closed)),
    async [Symbol.asyncDispose]() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A loopback port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
