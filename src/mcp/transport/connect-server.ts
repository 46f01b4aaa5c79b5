/**
 * Opens one MCP connection: picks the transport, negotiates the protocol era
 * (a `server/discover` probe for 2026-07-28, else the 2025 `initialize`
 * handshake) under a timeout, and lists the tools (and the resources,
 * templates and prompts a server advertises: list-offerings.ts). This file and the
 * transports are the only code that knows stdio from HTTP.
 */
import {
  Client,
  SSEClientTransport,
  StreamableHTTPClientTransport,
  type AuthProvider,
  type ClientCapabilities,
  type PriorDiscovery,
  type Transport,
} from "@modelcontextprotocol/client";
import { ServerConnectError, describeError } from "../../errors.js";
import type { McpTool as Tool } from "../../protocol/mcp-types.js";
import type { ServerSpec } from "../../protocol/server-spec.js";
import { negotiationOptions, type ProtocolChoice } from "../../protocol/protocol-version.js";
import { StdioTransport } from "./stdio-transport.js";
import { cappedConnection } from "./bounded-fetch.js";
import { parentEnvOf } from "../../util/safe-env.js";
import { withMcpPathHint } from "./mcp-path-hint.js";
import { untilAborted } from "../../util/until-aborted.js";
import { listOfferings } from "../requests/list-offerings.js";
import type { ServerOfferings } from "../../protocol/server-offerings.js";
import { applyLogLevel, installClientSide } from "../client-side/install-client-side.js";
import { ServerTraffic } from "../client-side/server-traffic.js";
import type { Sampler } from "../../protocol/server-request.js";
import { guardDeepTools } from "../requests/guard-deep-tools.js";
import { clientDeclaration, type ClientIdentity } from "../client-side/client-identity.js";
import { handshakeFailure } from "./handshake-failure.js";
import { noProcess, stdioProcess, type ServerProcess } from "./server-process.js";
import { stepUpFetch } from "../auth/step-up-fetch.js";
import { authForServer } from "../auth/create-server-auth.js";
import type { TransportInterceptor } from "../../protocol/transport-interceptor.js";
import { fetchWrapperOf } from "../auth/dpop.js";

export type TransportKind = "stdio" | "shttp" | "sse";

export interface ServerConnection extends ServerOfferings {
  /** Server name in the config ("default" for the single `server`). */
  readonly name: string;
  readonly client: Client;
  /** Transport actually in use (shttp may have fallen back to sse). */
  readonly transport: TransportKind;
  readonly serverInfo: { name: string; version: string } | null;
  readonly tools: Tool[];
  /** The negotiated MCP revision, e.g. "2026-07-28" or "2025-11-25". */
  readonly protocolVersion: string;
  /** The era verdict to hand to a later connect (`prior`) so it skips the probe. */
  readonly verdict: PriorDiscovery;
  /** Requests and notifications the server sent, by the tool call they came during (see client-side/server-traffic.ts). */
  readonly traffic: ServerTraffic;
  /** Closes the connection and, for stdio, stops the process. Safe to call twice. */
  close(): Promise<void>;
  /** A stdio process still exiting after close() gets SIGTERM now instead of after its grace (the run is over). No-op for HTTP. */
  hurry(): void;
  /** What went wrong on the wire without failing a call (a non-JSON-RPC line, a message over the limit), once each; grows during the connection. */
  readonly warnings: readonly string[];
  /** Why the transport closed a live connection itself (a stdio server that stopped reading), once it did. */
  readonly closedBecause?: string;
  /** The stdio server's process id while it runs (its resources are sampled under load); undefined for HTTP. */
  readonly pid?: number | undefined;
}

/**
 * The client's side of the conversation, set up before it connects: the
 * capabilities it declares and the handlers it answers server requests with
 * (roots, sampling, elicitation). One place, so every connection gets them.
 */
export interface ClientSetup {
  /** Declared in `initialize` / the per-request `_meta`. @default {} */
  capabilities?: ClientCapabilities;
  /** Installs request and notification handlers on a new client, before it connects. */
  install?: (client: Client, server: string) => void;
  /** Connect as a host: its clientInfo and exactly its capabilities (client-identity.ts); `capabilities` above then do not apply. */
  identity?: ClientIdentity;
  /** Hooks each connection's wire before the client connects (`mcpvals mutate` changes what the server says there). */
  intercept?: TransportInterceptor;
}

export interface ConnectServerOptions {
  name: string;
  spec: ServerSpec;
  /** Limit for start + handshake + tools/list. */
  timeoutMs: number;
  signal?: AbortSignal;
  client?: ClientSetup;
  /** A cached era verdict for `protocol: auto`: skips the `server/discover` probe. */
  prior?: PriorDiscovery;
  /** Answers the server's sampling requests with a model (`client.sampling` without a fixed text). */
  sample?: Sampler;
  /** Opens the wire instead of the spec's stdio process or HTTP endpoint (in-process servers in tests). */
  transport?: import("../../protocol/transport-factory.js").TransportFactory;
  /** The server's token source, shared by its connections (a pool passes one); without it, one is made from the spec's `auth`. */
  auth?: AuthProvider;
}

export async function connectServer({
  name,
  spec,
  timeoutMs,
  signal,
  client: setup = {},
  prior,
  sample,
  transport: open,
  auth,
}: ConnectServerOptions): Promise<ServerConnection> {
  // Kept apart from the caller's signal: only this one firing is a connect timeout.
  const timeout = AbortSignal.timeout(timeoutMs);
  const deadline = signal ? AbortSignal.any([signal, timeout]) : timeout;
  const choice = protocolChoice(spec);
  const limits: Limits = { deadline, timeout, timeoutMs, choice, setup, prior: choice === "auto" ? prior : undefined, spec, sample };
  if (open) return handshake(name, spec.transport, await open({ name, signal: deadline }), limits);
  if (spec.transport === "stdio") {
    const transport = new StdioTransport({
      command: spec.command,
      args: spec.args,
      env: spec.env,
      cwd: spec.cwd ?? process.cwd(),
      parentEnv: parentEnvOf(spec),
      sandbox: spec.sandbox,
      maxMessageBytes: Math.round((spec.maxMessageMb ?? 10) * 1024 * 1024),
      killAfterMs: spec.stopGraceMs,
    });
    return handshake(name, "stdio", transport, limits, stdioProcess(spec.command, transport));
  }
  const url = new URL(spec.url);
  const requestInit: RequestInit = { headers: spec.headers };
  const authProvider = auth ?? authForServer(name, spec, { signal, stepTimeoutMs: timeoutMs });
  // Every body the SDK's transport reads is capped; a cut closes the transport, so its request fails now, named.
  const capped = cappedConnection(`server "${name}"`);
  // DPoP-bound tokens sign every request: the auth provider wraps the transport's (capped) fetch.
  const wrapFetch = fetchWrapperOf(authProvider);
  const signed = wrapFetch ? wrapFetch(capped.fetch) : capped.fetch;
  // A 403 insufficient_scope is authorized again for the wider scope, once (step-up-fetch.ts), around the signing;
  // where no new token can add it, the call fails as an authorization failure.
  const transportFetch = authProvider ? stepUpFetch({ server: name, provider: authProvider, inner: signed }) : signed;
  const http = { requestInit, ...(authProvider ? { authProvider } : {}), fetch: transportFetch };
  const remote: ServerProcess = { ...noProcess(), explainExit: capped.cut, failure: capped.cut };
  const opened = capped.watch;
  // The legacy SSE transport predates the 2026 era: it only ever carries the initialize handshake.
  const sseLimits: Limits = { ...limits, choice: choice === "auto" ? "legacy" : choice };
  if (spec.transport === "sse") {
    return handshake(name, "sse", opened(new SSEClientTransport(url, http)), sseLimits, remote);
  }
  try {
    return await handshake(name, "shttp", opened(new StreamableHTTPClientTransport(url, http)), limits, remote);
  } catch (error) {
    // Servers that only speak the 2024-11-05 SSE transport answer the
    // Streamable HTTP POST with 4xx; the spec's backwards-compatibility
    // section says to try SSE then. A protocol refusal is an answer, not a missing transport.
    if (!spec.fallbackToSse || deadline.aborted || (ServerConnectError.isInstance(error) && error.permanent))
      throw await withMcpPathHint(error, url, spec.headers, deadline);
    try {
      return await handshake(name, "sse", opened(new SSEClientTransport(url, http)), sseLimits, remote);
    } catch {
      throw await withMcpPathHint(error, url, spec.headers, deadline);
    }
  }
}

/** The spec's protocol for one connection; a list is expanded into one server per era before this (expandProtocolEras). */
function protocolChoice(spec: ServerSpec): ProtocolChoice {
  const protocol = spec.protocol ?? "auto";
  return Array.isArray(protocol) ? protocol[0]! : protocol;
}

interface Limits {
  /** Aborts on the connect timeout or the caller's signal. */
  deadline: AbortSignal;
  /** Aborts on the connect timeout only. */
  timeout: AbortSignal;
  timeoutMs: number;
  /** "legacy" only for the SSE transport: no probe at all. */
  choice: ProtocolChoice | "legacy";
  setup: ClientSetup;
  prior: PriorDiscovery | undefined;
  /** The server's `client:` settings decide the capabilities declared and the answers given. */
  spec: ServerSpec;
  sample: Sampler | undefined;
}

async function handshake(
  name: string,
  kind: TransportKind,
  transport: Transport,
  limits: Limits,
  serverProcess: ServerProcess = noProcess(),
): Promise<ServerConnection> {
  const { deadline: signal, timeoutMs, choice, setup, prior, spec, sample } = limits;
  // Half the connect budget for the probe: on stdio a silent probe means a 2025 server, which then still has time for initialize.
  const negotiation = choice === "legacy" ? {} : negotiationOptions(choice, Math.ceil(timeoutMs / 2));
  const { clientInfo, capabilities, settings } = clientDeclaration(spec.client, setup);
  const client = new Client(clientInfo, { capabilities, ...negotiation });
  const traffic = new ServerTraffic(name);
  // Ends answers still being worked out (a sampling model call) when the connection closes.
  const closing = new AbortController();
  // Handlers answer 2025-era server requests and, in the 2026-07-28 era, the SDK's input_required rounds alike.
  installClientSide(client, { settings, sample, traffic, signal: closing.signal });
  setup.install?.(client, name);
  const warnings = serverProcess.warnings;
  const warn = (message: string): void => void (warnings.includes(message) || warnings.push(message));
  client.onerror = (error) => warn(describeError(error));
  guardDeepTools(transport, warn);
  setup.intercept?.(transport, name);
  // A dead process closes the transport; the pending request then fails with
  // "Connection closed" and we explain it with the exit code and stderr.
  const close = once(async () => {
    closing.abort();
    await client.close().catch(() => undefined);
    await transport.close().catch(() => undefined);
  });
  try {
    throwIfAborted(signal, name, timeoutMs);
    // The SDK's server/discover probe honours only its timeout: a cancelled run must not wait it out
    // (closing the transport below ends the probe).
    await untilAborted(client.connect(transport, { signal, timeout: timeoutMs, prior }), signal);
    await applyLogLevel(client, settings, { signal, timeout: timeoutMs });
    const tools = await listAllTools(client, signal, timeoutMs);
    const offerings = await listOfferings(client, signal, timeoutMs);
    const info = client.getServerVersion();
    const discover = client.getDiscoverResult();
    return {
      name,
      client,
      transport: kind,
      serverInfo: info ? { name: info.name, version: info.version } : null,
      tools,
      ...offerings,
      protocolVersion: client.getNegotiatedProtocolVersion() ?? "unknown",
      verdict: discover ? { kind: "modern", discover } : { kind: "legacy" },
      traffic,
      close,
      hurry: () => serverProcess.hurry(),
      warnings,
      get closedBecause() {
        return serverProcess.failure();
      },
      get pid() {
        return serverProcess.pid();
      },
    };
  } catch (error) {
    // Read the deadline before closing: closing kills the process, whose exit would be blamed for a timeout.
    const timedOut = limits.timeout.aborted;
    const cancelled = !timedOut && signal.aborted;
    if (!timedOut && !cancelled) await serverProcess.settleExit(error);
    const exitedEarly = serverProcess.explainExit();
    await close();
    throw handshakeFailure(error, {
      name,
      kind,
      choice,
      timeoutMs,
      timedOut,
      cancelled,
      exitedEarly,
      neverStarted: serverProcess.neverStarted(),
    });
  }
}

async function listAllTools(client: Client, signal: AbortSignal, timeoutMs: number): Promise<Tool[]> {
  if (!client.getServerCapabilities()?.tools) return [];
  const tools: Tool[] = [];
  let cursor: string | undefined;
  do {
    const page = await client.listTools(cursor ? { cursor } : {}, { signal, timeout: timeoutMs });
    // Property schemas are JSON objects on the wire (see McpTool).
    tools.push(...(page.tools as unknown as Tool[]));
    cursor = page.nextCursor;
  } while (cursor);
  return tools;
}

function throwIfAborted(signal: AbortSignal, name: string, timeoutMs: number): void {
  if (signal.aborted) throw new ServerConnectError(name, `Server "${name}": aborted before connecting (limit ${timeoutMs} ms)`);
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
