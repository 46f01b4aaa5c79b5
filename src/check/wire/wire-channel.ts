/**
 * The seam between check's sessions and a transport: one JSON-RPC exchange
 * at a time as data (the reply, or why none came), and over HTTP the status,
 * headers and body too. Two implementations: stdio-channel.ts, http-channel.ts.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { JsonObject } from "./json-rpc.js";
import type { WireLog } from "./wire-log.js";

export interface HttpMeta {
  status: number;
  headers: IncomingHttpHeaders;
  contentType: string;
  /** The start of the body, as text. */
  body: string;
}

export interface ChannelReply {
  /** The JSON-RPC response to the request; undefined when none came. */
  message: JsonObject | undefined;
  http?: HttpMeta;
  /** Why no response came (timeout, exit, network error, HTTP status without JSON-RPC). */
  failure?: string;
}

export interface ExchangeOptions {
  /** HTTP headers of this request (ignored on stdio). */
  headers?: Record<string, string>;
  signal: AbortSignal;
  /** @default 10000 */
  timeoutMs?: number;
}

export interface WireChannel {
  readonly transport: "stdio" | "http";
  readonly log: WireLog;
  /** Sends a request and waits for its response. */
  exchange(message: JsonObject, options: ExchangeOptions): Promise<ChannelReply>;
  /** Sends a notification, or a raw body that may not be JSON; over HTTP the reply carries the status. */
  send(message: JsonObject | string, options: ExchangeOptions): Promise<ChannelReply>;
  close(): Promise<unknown>;
}
