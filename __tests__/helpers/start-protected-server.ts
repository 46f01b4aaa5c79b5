/**
 * An MCP server behind OAuth on 127.0.0.1, in this process: the SDK v2's
 * `createMcpHandler` behind its `requireBearerAuth` gate and
 * `oauthMetadataResponse` (PRM), or a v1 (`@modelcontextprotocol/sdk`)
 * server behind v1's express `requireBearerAuth` and `mcpAuthMetadataRouter`.
 * Tokens are checked by asking the authorization server (introspection),
 * including their audience (RFC 8707) unless a fault says otherwise.
 *
 * Tools: `add` {a, b}, `wait` {ms} (keeps a run going past a short token
 * lifetime) and `whoami` (answers with the bearer token it got: a planted leak
 * that redaction must catch).
 */
import http from "node:http";
import {
  McpServer,
  OAuthError,
  OAuthErrorCode,
  createMcpHandler,
  fromJsonSchema,
  getOAuthProtectedResourceMetadataUrl,
  oauthMetadataResponse,
  requireBearerAuth,
  type AuthInfo,
} from "@modelcontextprotocol/server";
import type { AuthServer } from "./start-auth-server.js";
import { dpopGate, type DpopGateLog } from "./dpop-gate.js";

export interface ProtectedServerFaults {
  /** Accept a token whatever its audience (RFC 8707 not enforced). */
  anyAudience?: boolean;
  /** 401 without `resource_metadata` in WWW-Authenticate. */
  noResourceMetadata?: boolean;
}

/** Protected-resource metadata published by hand (v2 only), for the sign-in's discovery cases. */
export interface PublishedMetadata {
  /** The MCP endpoint at the origin's root: a URL without a path (`http://127.0.0.1:PORT`). */
  atRoot?: boolean;
  /** The `resource` the metadata names, verbatim. @default the server URL */
  resource?: string;
  /** Publish the metadata only at this path, named by the 401's `resource_metadata` (the well-known URLs are 404s). */
  path?: string;
  /** Scopes every token must carry: the 401's and the 403 insufficient_scope's challenge name them (`scope=`). */
  challengeScopes?: string[];
  /** Only the 403 names `challengeScopes`; the 401's challenge names no scope. */
  unscopedChallenge?: boolean;
  /** Scopes a `tools/call` needs besides: without them the call (only) gets 403 insufficient_scope naming them. */
  callScopes?: string[];
}

export interface ProtectedServer {
  /** The MCP endpoint, e.g. http://127.0.0.1:PORT/mcp */
  url: string;
  /** Every MCP request: whether it carried a token and the status it got. */
  requests: Array<{ hadToken: boolean; status: number }>;
  /** With `dpop`: what the DPoP gate accepted and refused. */
  dpopLog?: DpopGateLog;
  close(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

export interface StartProtectedServerOptions {
  authServer: AuthServer;
  /** @default "v2" */
  sdk?: "v2" | "v1";
  faults?: ProtectedServerFaults;
  published?: PublishedMetadata;
  /** Take DPoP-bound tokens only (RFC 9449), each request with its proof; v2 only. */
  dpop?: { requireNonce?: boolean };
}

export async function startProtectedServer(options: StartProtectedServerOptions): Promise<ProtectedServer> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const url = options.published?.atRoot ? origin : `${origin}/mcp`;
  const requests: ProtectedServer["requests"] = [];
  const oauthMetadata = (await (await fetch(`${options.authServer.issuer}/.well-known/openid-configuration`)).json()) as never;
  const verify = verifier(options.authServer, url, options.faults ?? {});
  const dpop = options.dpop
    ? dpopGate({
        authServer: options.authServer,
        url,
        resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(new URL(url)),
        ...options.dpop,
      })
    : undefined;
  const handle =
    options.sdk === "v1"
      ? await v1Handler(url, oauthMetadata, verify, options.faults ?? {})
      : v2Handler(url, oauthMetadata, verify, options.faults ?? {}, published(options, url), dpop?.gate);
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url?.startsWith("/mcp")) {
      const hadToken = typeof req.headers.authorization === "string";
      res.on("finish", () => requests.push({ hadToken, status: res.statusCode }));
    }
    handle(req, res);
  });
  const close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url, requests, ...(dpop ? { dpopLog: dpop.log } : {}), close, [Symbol.asyncDispose]: close };
}

type Verify = (token: string) => Promise<AuthInfo>;
type Handle = (req: http.IncomingMessage, res: http.ServerResponse) => void;

function verifier(authServer: AuthServer, url: string, faults: ProtectedServerFaults): Verify {
  return async (token) => {
    const answer = await authServer.introspect(token);
    if (!answer.active) throw new OAuthError(OAuthErrorCode.InvalidToken, "the token is not active");
    const audiences = Array.isArray(answer.aud) ? answer.aud : answer.aud ? [answer.aud] : [];
    if (!faults.anyAudience && !audiences.includes(url))
      throw new OAuthError(OAuthErrorCode.InvalidToken, "the token is for another audience");
    return { token, clientId: answer.client_id ?? "", scopes: (answer.scope ?? "").split(" ").filter(Boolean), expiresAt: answer.exp };
  };
}

function mcpServer(token: () => string): McpServer {
  const server = new McpServer({ name: "protected-fixture", version: "1.0.0" }, { capabilities: { tools: {} } });
  const numbers = fromJsonSchema({ type: "object", properties: { a: { type: "number" }, b: { type: "number" } }, required: ["a", "b"] });
  server.registerTool("add", { description: "Add two numbers.", inputSchema: numbers }, async (args) => {
    const { a, b } = args as { a: number; b: number };
    return { content: [{ type: "text", text: String(a + b) }] };
  });
  const wait = fromJsonSchema({ type: "object", properties: { ms: { type: "number" } }, required: ["ms"] });
  server.registerTool("wait", { description: "Wait some milliseconds.", inputSchema: wait }, async (args) => {
    await new Promise((resolve) => setTimeout(resolve, (args as { ms: number }).ms));
    return { content: [{ type: "text", text: "waited" }] };
  });
  server.registerTool("whoami", { description: "Answer with the token this request carried." }, async () => ({
    content: [{ type: "text", text: `token ${token()}` }],
  }));
  return server;
}

/** The hand-published metadata document and where it is served, or undefined for the SDK's own. */
function published(options: StartProtectedServerOptions, url: string): HandPublished | undefined {
  const settings = options.published;
  if (!settings) return undefined;
  const at = new URL(url);
  const wellKnown = `${at.origin}/.well-known/oauth-protected-resource${at.pathname === "/" ? "" : at.pathname}`;
  return {
    at: settings.path ? new URL(settings.path, url).href : wellKnown,
    document: { resource: settings.resource ?? url, authorization_servers: [options.authServer.issuer] },
    challengeScopes: settings.challengeScopes,
    unscopedChallenge: settings.unscopedChallenge === true,
    callScopes: settings.callScopes,
  };
}

interface HandPublished {
  at: string;
  document: { resource: string; authorization_servers: string[] };
  challengeScopes?: string[];
  unscopedChallenge?: boolean;
  callScopes?: string[];
}

/** A tools/call whose token lacks `callScopes`: 403 insufficient_scope naming them (RFC 6750 §3.1), else undefined. */
async function callScopeRefusal(request: Request, auth: AuthInfo, hand: HandPublished): Promise<Response | undefined> {
  const wanted = hand.callScopes ?? [];
  if (wanted.every((scope) => auth.scopes.includes(scope))) return undefined;
  const body = (await request
    .clone()
    .json()
    .catch(() => undefined)) as { method?: string } | undefined;
  if (body?.method !== "tools/call") return undefined;
  const scope = [...new Set([...(hand.challengeScopes ?? []), ...wanted])].join(" ");
  const challenge = `Bearer error="insufficient_scope", error_description="Insufficient scope", scope="${scope}", resource_metadata="${hand.at}"`;
  return new Response("insufficient scope", { status: 403, headers: { "www-authenticate": challenge } });
}

/** A 401 whose challenge names no scope: a client has only the metadata (or its config) to choose one from. */
function withoutScope(response: Response): Response {
  const challenge = response.headers.get("www-authenticate");
  if (response.status !== 401 || !challenge) return response;
  const headers = new Headers(response.headers);
  headers.set("www-authenticate", challenge.replace(/,\s*scope="[^"]*"/, ""));
  return new Response(response.body, { status: response.status, headers });
}

function v2Handler(
  url: string,
  oauthMetadata: never,
  verify: Verify,
  faults: ProtectedServerFaults,
  hand?: HandPublished,
  dpopGate?: (request: Request) => Promise<AuthInfo | Response>,
): Handle {
  const resourceMetadataUrl = hand?.at ?? getOAuthProtectedResourceMetadataUrl(new URL(url));
  const gate =
    dpopGate ??
    requireBearerAuth({
      verifier: { verifyAccessToken: verify },
      ...(faults.noResourceMetadata ? {} : { resourceMetadataUrl }),
      ...(hand?.challengeScopes ? { requiredScopes: hand.challengeScopes } : {}),
    });
  let current = "";
  const handler = createMcpHandler(() => mcpServer(() => current), { legacy: "stateless" });
  const metadata = { oauthMetadata, resourceServerUrl: new URL(url), dangerouslyAllowInsecureIssuerUrl: true };
  return (req, res) =>
    void (async () => {
      const request = await toRequest(req, url);
      if (hand && new URL(request.url).pathname.startsWith("/.well-known/") && request.url !== hand.at)
        return void (await send(res, new Response("not found", { status: 404 })));
      const document = hand
        ? request.url === hand.at
          ? Response.json(hand.document)
          : undefined
        : oauthMetadataResponse(request, metadata);
      const gated = document ? undefined : await gate(request);
      const auth = gated instanceof Response && hand?.unscopedChallenge ? withoutScope(gated) : gated;
      if (auth && !(auth instanceof Response)) current = auth.token;
      const refused = auth && !(auth instanceof Response) && hand ? await callScopeRefusal(request, auth, hand) : undefined;
      const response = document ?? refused ?? (auth instanceof Response ? auth : await handler.fetch(request, { authInfo: auth }));
      await send(res, response);
    })().catch((error: unknown) => void res.writeHead(500).end(String(error)));
}

async function toRequest(req: http.IncomingMessage, url: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = Object.entries(req.headers).flatMap(([k, v]) =>
    v === undefined ? [] : Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]],
  );
  const body = req.method === "GET" || req.method === "HEAD" || chunks.length === 0 ? undefined : Buffer.concat(chunks);
  return new Request(new URL(req.url ?? "/", url), { method: req.method, headers: headers as [string, string][], body });
}

async function send(res: http.ServerResponse, response: Response): Promise<void> {
  res.writeHead(response.status, Object.fromEntries(response.headers.entries()));
  if (response.body) for await (const chunk of response.body) res.write(chunk);
  res.end();
}

/** The v1 SDK's own pieces: express, its bearer middleware and PRM router, a stateless Streamable HTTP transport. */
async function v1Handler(url: string, oauthMetadata: never, verify: Verify, faults: ProtectedServerFaults): Promise<Handle> {
  // express ships no type declarations (the v1 SDK depends on it): loaded by a name the compiler does not resolve.
  const packageName = "express";
  const { default: express } = (await import(packageName)) as { default: () => V1App };
  const { requireBearerAuth: v1Bearer } = await import("@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js");
  const { mcpAuthMetadataRouter, getOAuthProtectedResourceMetadataUrl: prmUrl } =
    await import("@modelcontextprotocol/sdk/server/auth/router.js");
  const { McpServer: V1Server } = await import("@modelcontextprotocol/sdk/server/mcp.js");
  const { StreamableHTTPServerTransport } = await import("@modelcontextprotocol/sdk/server/streamableHttp.js");
  const { z } = await import("zod");
  const app = express();
  app.use(mcpAuthMetadataRouter({ oauthMetadata, resourceServerUrl: new URL(url) }));
  const bearer = v1Bearer({
    verifier: { verifyAccessToken: verify as never },
    ...(faults.noResourceMetadata ? {} : { resourceMetadataUrl: prmUrl(new URL(url)) }),
  });
  app.post("/mcp", bearer, async (req: V1Request, res: http.ServerResponse) => {
    const server = new V1Server({ name: "protected-fixture-v1", version: "1.0.0" });
    server.registerTool("add", { description: "Add two numbers.", inputSchema: { a: z.number(), b: z.number() } }, async ({ a, b }) => ({
      content: [{ type: "text", text: String(a + b) }],
    }));
    server.registerTool("wait", { description: "Wait some milliseconds.", inputSchema: { ms: z.number() } }, async ({ ms }) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return { content: [{ type: "text", text: "waited" }] };
    });
    server.registerTool("whoami", { description: "Answer with the token this request carried." }, async () => ({
      content: [{ type: "text", text: `token ${req.auth?.token ?? ""}` }],
    }));
    const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
    res.on("close", () => void transport.close());
    await server.connect(transport);
    await transport.handleRequest(req as never, res, await readJson(req));
  });
  return app as unknown as Handle;
}

interface V1Request extends http.IncomingMessage {
  auth?: { token: string };
}
interface V1App {
  use(handler: unknown): void;
  post(path: string, ...handlers: unknown[]): void;
}

async function readJson(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString() || "null");
}
