/**
 * A hostile OAuth authorization server and the resource it guards, in one
 * loopback server: `/mcp` answers 401 pointing at its protected resource
 * metadata, the metadata documents are honest, and the token endpoint
 * misbehaves the way the test asks:
 * - `endless`: HTTP 400 whose body goes on (up to `floodBytes`, written as fast
 *   as the socket takes it);
 * - `quote`: HTTP 400 quoting the request back (its Authorization header and
 *   form body), as a careless server's error page does;
 * - `silent`: never answers.
 * Its metadata also offers registration (`/register`, RFC 7591), which
 * answers with a client secret and a registration access token (secrets a
 * client must keep out of its output). It counts the bytes it managed to
 * write and tells when each token request's socket closed.
 */
import http from "node:http";
import type { Socket } from "node:net";

export type TokenMode = "endless" | "quote" | "silent";

export interface HostileAuthServer {
  /** The MCP endpoint (always 401). */
  url: string;
  origin: string;
  /** Body bytes the token endpoint wrote before its reader went away or the flood ended. */
  readonly written: number;
  /** Token requests received. */
  readonly tokenRequests: number;
  /** The registration access token `/register` hands out. */
  readonly registrationAccessToken: string;
  /** Settles when every token request's socket so far has closed. */
  tokenSocketsClosed(): Promise<void>;
  close(): Promise<void>;
  [Symbol.asyncDispose](): Promise<void>;
}

const CHUNK = Buffer.alloc(64 * 1024, "x");
const REGISTRATION_ACCESS_TOKEN = "reg-access-token-4c3b2a1f0e9d8c7b";

export async function startHostileAuthServer({
  mode,
  floodBytes = 256 * 1024 * 1024,
}: {
  mode: TokenMode;
  /** `endless`: stop after this many bytes (so an unbounded reader ends too, and the test can count what it took). */
  floodBytes?: number;
}): Promise<HostileAuthServer> {
  let written = 0;
  let tokenRequests = 0;
  const closed: Array<Promise<void>> = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const origin = `http://${req.headers.host}`;
    const path = new URL(req.url ?? "/", origin).pathname;
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", ...headers });
      res.end(JSON.stringify(body));
    };
    if (path === "/mcp") {
      req.resume();
      return json(
        401,
        { error: "unauthorized" },
        { "www-authenticate": `Bearer resource_metadata="${origin}/.well-known/oauth-protected-resource/mcp"` },
      );
    }
    if (path.startsWith("/.well-known/oauth-protected-resource")) {
      return json(200, { resource: `${origin}/mcp`, authorization_servers: [origin] });
    }
    if (path.startsWith("/.well-known/oauth-authorization-server") || path.startsWith("/.well-known/openid-configuration")) {
      return json(200, {
        issuer: origin,
        token_endpoint: `${origin}/token`,
        authorization_endpoint: `${origin}/authorize`,
        response_types_supported: ["code"],
        grant_types_supported: ["client_credentials", "authorization_code"],
        token_endpoint_auth_methods_supported: ["client_secret_basic"],
        code_challenge_methods_supported: ["S256"],
        registration_endpoint: `${origin}/register`,
      });
    }
    if (path === "/register") {
      req.resume();
      return json(201, {
        client_id: "registered-client",
        client_secret: "registered-s3cret-9f8e7d6c5b4a",
        registration_access_token: REGISTRATION_ACCESS_TOKEN,
        redirect_uris: [],
      });
    }
    if (path !== "/token") return json(404, { error: "not_found" });
    tokenRequests += 1;
    closed.push(new Promise((resolve) => req.socket.once("close", () => resolve())));
    let form = "";
    req.on("data", (chunk: Buffer) => (form += chunk.toString("utf8")));
    req.on("end", () => {
      if (mode === "silent") return;
      if (mode === "quote") {
        return json(400, {
          error: "invalid_client",
          error_description: `client authentication failed; you sent Authorization: ${req.headers.authorization ?? "none"} and body ${form}`,
        });
      }
      res.writeHead(400, { "content-type": "text/plain" });
      const pump = (): void => {
        while (written < floodBytes && !res.destroyed) {
          written += CHUNK.length;
          if (!res.write(CHUNK)) return void res.once("drain", pump);
        }
        if (!res.destroyed) res.end();
      };
      pump();
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  const close = async (): Promise<void> => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return {
    url: `${origin}/mcp`,
    origin,
    get written() {
      return written;
    },
    get tokenRequests() {
      return tokenRequests;
    },
    registrationAccessToken: REGISTRATION_ACCESS_TOKEN,
    tokenSocketsClosed: async () => void (await Promise.all(closed)),
    close,
    [Symbol.asyncDispose]: close,
  };
}
