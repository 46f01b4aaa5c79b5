/**
 * check's raw Streamable HTTP channel: one POST per message with exactly the
 * headers the session or check chose (node:http, which lets a check set a
 * foreign Host), the body read as bytes and recorded, JSON or an SSE stream
 * parsed into messages. An SSE stream is read until the response to the
 * request arrives; notifications on it go to the log.
 *
 * @see https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#streamable-http
 */
import http from "node:http";
import https from "node:https";
import { isResponse, type JsonObject, noteShape, noteVersion, parseJsonObject } from "./json-rpc.js";
import type { ChannelReply, ExchangeOptions, HttpMeta, WireChannel } from "./wire-channel.js";
import { decodeUtf8, WireLog } from "./wire-log.js";

/** Largest body read (a big tools/list fits; a flood does not). */
const BODY_LIMIT = 8 * 1024 * 1024;

export interface HttpRequestOptions extends ExchangeOptions {
  method?: "GET" | "POST" | "DELETE";
}

export class HttpChannel implements WireChannel {
  readonly transport = "http";
  readonly log = new WireLog();

  constructor(
    readonly url: string,
    /** Sent with every request (the config's headers). */
    readonly baseHeaders: Record<string, string> = {},
    /** How long a request waits by default: the user's connect budget. */
    private readonly answerMs = 10_000,
  ) {}

  exchange(message: JsonObject, options: ExchangeOptions): Promise<ChannelReply> {
    return this.request(JSON.stringify(message), message, options);
  }

  send(message: JsonObject | string, options: HttpRequestOptions): Promise<ChannelReply> {
    return this.request(typeof message === "string" ? message : JSON.stringify(message), undefined, options);
  }

  /** One HTTP request; `asked` is the JSON-RPC request whose response is awaited (undefined: read the whole body). */
  request(
    body: string | undefined,
    asked: JsonObject | undefined,
    { headers = {}, signal, timeoutMs = this.answerMs, method = "POST" }: HttpRequestOptions,
  ): Promise<ChannelReply> {
    const target = new URL(this.url);
    const client = target.protocol === "https:" ? https : http;
    if (body !== undefined) this.log.record("sent", body, Buffer.byteLength(body));
    return new Promise((resolve) => {
      let settled = false;
      const finish = (reply: ChannelReply): void => {
        if (settled) return;
        settled = true;
        resolve(reply);
      };
      const req = client.request(
        target,
        {
          method,
          headers: {
            accept: "application/json, text/event-stream",
            ...(body !== undefined ? { "content-type": "application/json" } : {}),
            ...this.baseHeaders,
            ...headers,
          },
          timeout: timeoutMs,
          signal,
        },
        (res) => this.readResponse(res, asked, finish),
      );
      req.on("timeout", () => req.destroy(new Error(`no answer from ${target.origin} within ${timeoutMs} ms`)));
      req.on("error", (error) => finish({ message: undefined, failure: `${method} ${this.url} failed: ${error.message}` }));
      req.end(body);
    });
  }

  private readResponse(res: http.IncomingMessage, asked: JsonObject | undefined, finish: (reply: ChannelReply) => void): void {
    const contentType = String(res.headers["content-type"] ?? "");
    const sse = contentType.includes("text/event-stream");
    const chunks: Buffer[] = [];
    let size = 0;
    let found: JsonObject | undefined;
    const meta = (): HttpMeta => {
      const { text } = decodeUtf8(Buffer.concat(chunks));
      return { status: res.statusCode ?? 0, headers: res.headers, contentType, body: text.slice(0, 4_096) };
    };
    const complete = (): void => {
      const bytes = Buffer.concat(chunks);
      const { text, valid } = decodeUtf8(bytes);
      if (bytes.length > 0 && !valid)
        this.log.anomaly("invalid-utf8", `an HTTP body is not valid UTF-8: "${text.slice(0, 60)}"`, asked?.method as string | undefined);
      if (!sse && text.trim()) {
        this.log.record("received", text, bytes.length);
        const message = parseJsonObject(text);
        if (message) found = this.take(message, asked, bytes.length);
      }
      finish({
        message: found,
        http: meta(),
        ...(found || !asked ? {} : { failure: `HTTP ${res.statusCode} with no JSON-RPC response (${contentType || "no content type"})` }),
      });
    };
    // A stream opened by a GET (nothing asked) may stay silent: its headers are the answer.
    if (sse && !asked) {
      res.destroy();
      finish({ message: undefined, http: meta() });
      return;
    }
    let pending = "";
    res.on("data", (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (sse) {
        pending += chunk.toString("utf8");
        const events = pending.split(/\r?\n\r?\n/);
        pending = events.pop() ?? "";
        for (const event of events) found ??= this.sseEvent(event, asked);
        // The response is in: stop reading a stream that may stay open.
        if (found || !asked) res.destroy();
      }
      if (size > BODY_LIMIT) res.destroy();
    });
    res.on("end", complete);
    res.on("close", complete);
    res.on("error", complete);
  }

  private sseEvent(event: string, asked: JsonObject | undefined): JsonObject | undefined {
    const data = event
      .split(/\r?\n/)
      .filter((l) => l.startsWith("data:"))
      .map((l) => l.slice(5).replace(/^ /, ""))
      .join("\n");
    if (!data.trim()) return undefined;
    this.log.record("received", data, Buffer.byteLength(data));
    const message = parseJsonObject(data);
    if (!message) {
      this.log.anomaly("not-json", `an SSE event is not JSON: "${data.slice(0, 80)}"`);
      return undefined;
    }
    return this.take(message, asked, Buffer.byteLength(data));
  }

  /** `message` when it answers `asked` (noting an id of another type); else it is logged as unsolicited. */
  private take(message: JsonObject, asked: JsonObject | undefined, bytes: number): JsonObject | undefined {
    noteVersion(message, this.log, isResponse(message) && asked ? String(asked.method) : undefined);
    // Only a response with the asked id answers the asked method; anything else is judged by its own shape.
    const answers = isResponse(message) && asked && String(message.id) === String(asked.id) ? String(asked.method) : undefined;
    this.log.receivedMessage(message, bytes, answers);
    if (!isResponse(message)) {
      this.log.unsolicitedMessage(message);
      return undefined;
    }
    const method = asked ? String(asked.method) : undefined;
    if (asked && JSON.stringify(message.id) !== JSON.stringify(asked.id)) {
      if (String(message.id) !== String(asked.id)) {
        if (message.id !== null)
          this.log.anomaly("unmatched-response", `a response with id ${JSON.stringify(message.id)} answers no request`, method);
        // id null: the server could not read the request; the check reads the error.
        if (message.id !== null) return undefined;
      } else this.log.anomaly("id-type", `answered request id ${JSON.stringify(asked.id)} with id ${JSON.stringify(message.id)}`, method);
    }
    // A notification gets 202 and no body: any response to one (id null included) answers nothing that was asked.
    if (!asked) this.log.anomaly("unmatched-response", `a response with id ${JSON.stringify(message.id)} answers a notification`);
    noteShape(message, method ?? "?", this.log);
    return message;
  }

  async close(): Promise<void> {}
}
