/**
 * Opens one MCP connection: picks the transport, runs the initialize
 * handshake under a timeout, and lists the tools. This file and the
 * transports are the only code that knows stdio from HTTP.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { SSEClientTransport, SseError } from "@modelcontextprotocol/sdk/client/sse.js";
import { StreamableHTTPClientTransport, StreamableHTTPError } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { Transport } from "@modelcontextprotocol/sdk/shared/transport.js";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";
import { ServerConnectError, describeError } from "../errors.js";
import type { ServerSpec } from "./server-spec.js";
import { StdioTransport } from "./stdio-transport.js";
import { VERSION } from "../version.js";
import { clipText } from "../util/clip-text.js";
import { applyLogLevel, clientCapabilities, installClientSide } from "./client-side/install-client-side.js";
import { ServerTraffic } from "./client-side/server-traffic.js";
import type { Sampler } from "./client-side/server-request.js";

export type TransportKind = "stdio" | "shttp" | "sse";

export interface ServerConnection {
  /** Server name in the config ("default" for the single `server`). */
  readonly name: string;
  readonly client: Client;
  /** Transport actually in use (shttp may have fallen back to sse). */
  readonly transport: TransportKind;
  readonly serverInfo: { name: string; version: string } | null;
  readonly tools: Tool[];
  /** Requests and notifications the server sent, by the tool call they came during (see client-side/server-traffic.ts). */
  readonly traffic: ServerTraffic;
  /** Closes the connection and, for stdio, stops the process. Safe to call twice. */
  close(): Promise<void>;
}

export interface ConnectServerOptions {
  name: string;
  spec: ServerSpec;
  /** Limit for start + handshake + tools/list. */
  timeoutMs: number;
  signal?: AbortSignal;
  /** Answers the server's sampling requests with a model (`client.sampling` without a fixed text). */
  sample?: Sampler;
}

export async function connectServer({ name, spec, timeoutMs, signal, sample }: ConnectServerOptions): Promise<ServerConnection> {
  // Kept apart from the caller's signal: only this one firing is a connect timeout.
  const timeout = AbortSignal.timeout(timeoutMs);
  const deadline = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const limits: Limits = { deadline, timeout, timeoutMs, spec, sample };
  if (spec.transport === "stdio") {
    const transport = new StdioTransport({ command: spec.command, args: spec.args, env: spec.env, cwd: spec.cwd ?? process.cwd() });
    return handshake(name, "stdio", transport, limits, () => describeStdioFailure(spec.command, transport));
  }
  const url = new URL(spec.url);
  const requestInit: RequestInit = { headers: spec.headers };
  if (spec.transport === "sse") {
    return handshake(name, "sse", new SSEClientTransport(url, { requestInit }), limits);
  }
  try {
    return await handshake(name, "shttp", new StreamableHTTPClientTransport(url, { requestInit }), limits);
  } catch (error) {
    // Servers that only speak the 2024-11-05 SSE transport answer the
    // Streamable HTTP POST with 4xx; the spec's backwards-compatibility
    // section says to try SSE then.
    if (!spec.fallbackToSse || deadline.aborted) throw error;
    try {
      return await handshake(name, "sse", new SSEClientTransport(url, { requestInit }), limits);
    } catch {
      throw error;
    }
  }
}

interface Limits {
  /** Aborts on the connect timeout or the caller's signal. */
  deadline: AbortSignal;
  /** Aborts on the connect timeout only. */
  timeout: AbortSignal;
  timeoutMs: number;
  spec: ServerSpec;
  sample: Sampler | undefined;
}

async function handshake(
  name: string,
  kind: TransportKind,
  transport: Transport,
  { deadline: signal, timeout, timeoutMs, spec, sample }: Limits,
  explain: () => string | undefined = () => undefined,
): Promise<ServerConnection> {
  const client = new Client({ name: "mcpvals", version: VERSION }, { capabilities: clientCapabilities(spec.client) });
  const traffic = new ServerTraffic(name);
  // Ends answers still being worked out (a sampling model call) when the connection closes.
  const closing = new AbortController();
  installClientSide(client, { settings: spec.client, sample, traffic, signal: closing.signal });
  // A dead process closes the transport; the pending request then fails with
  // "Connection closed" and we explain it with the exit code and stderr.
  const close = once(async () => {
    closing.abort();
    await client.close().catch(() => undefined);
    await transport.close().catch(() => undefined);
  });
  try {
    throwIfAborted(signal, name, timeoutMs);
    await client.connect(transport, { signal, timeout: timeoutMs });
    await applyLogLevel(client, spec.client, { signal, timeout: timeoutMs });
    const tools = await listAllTools(client, signal, timeoutMs);
    const info = client.getServerVersion();
    return {
      name,
      client,
      transport: kind,
      serverInfo: info ? { name: info.name, version: info.version } : null,
      tools,
      traffic,
      close,
    };
  } catch (error) {
    // Read the deadline before closing: closing kills the process, and its
    // exit would otherwise be blamed for what was really a timeout.
    const timedOut = timeout.aborted;
    const cancelled = !timedOut && signal.aborted;
    const exitedEarly = explain();
    await close();
    const reason = timedOut
      ? `no answer within ${timeoutMs} ms (timeouts.connectMs)`
      : cancelled
        ? "the connection was cancelled (workflow timeout or run aborted)"
        : (exitedEarly ?? describeConnectError(error));
    // A command that cannot be spawned (not found, not executable) will not start on a retry either.
    const permanent = !timedOut && !cancelled && transport instanceof StdioTransport && transport.exitInfo?.spawnError !== undefined;
    throw new ServerConnectError(name, `Server "${name}" (${kind}) could not be started or reached: ${reason}`, { cause: error, permanent });
  }
}

async function listAllTools(client: Client, signal: AbortSignal, timeoutMs: number): Promise<Tool[]> {
  if (!client.getServerCapabilities()?.tools) return [];
  const tools: Tool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : {}, { signal, timeout: timeoutMs });
    tools.push(...page.tools);
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}

/** HTTP errors carry a status and, from some servers, a whole HTML page: keep the status and the first line. */
function describeConnectError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const message = describeError(error)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const short = clipText(message, 300);
  return (error instanceof StreamableHTTPError || error instanceof SseError) && typeof code === "number" && !short.includes(String(code))
    ? `HTTP ${code}: ${short}`
    : short;
}

function describeStdioFailure(command: string, transport: StdioTransport): string | undefined {
  const exit = transport.exitInfo;
  if (!exit) return undefined;
  if (exit.spawnError) return `could not run "${command}": ${exit.spawnError}`;
  const how = exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.exitCode}`;
  const stderr = transport.stderrTail;
  return `the process ${how} before the MCP handshake finished${stderr ? `. Its stderr ended with:\n${indent(lastLines(stderr, 10))}` : " (no stderr output)"}`;
}

function throwIfAborted(signal: AbortSignal, name: string, timeoutMs: number): void {
  if (signal.aborted) throw new ServerConnectError(name, `Server "${name}": aborted before connecting (limit ${timeoutMs} ms)`);
}

function lastLines(text: string, n: number): string {
  return text.split(/\r?\n/).slice(-n).join("\n");
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((line) => `    ${line}`)
    .join("\n");
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
