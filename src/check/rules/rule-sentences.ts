/**
 * The sentence each rule enforces, quoted from the spec revision (or RFC) its
 * row cites; a rule absent here has no MUST or SHOULD behind it and stays at
 * info level (rules-doc.test.ts holds the table to that). Quotes are short:
 * the row's link gives the context.
 */
export const SENTENCES: Readonly<Record<string, string>> = {
  "wire/stdout-json-only": "The server MUST NOT write anything to its stdout that is not a valid MCP message.",
  "wire/newline-delimited": "Messages are delimited by newlines, and MUST NOT contain embedded newlines.",
  "wire/exit-on-stdin-close":
    "For the stdio transport, the client SHOULD initiate shutdown by closing the input stream to the child process (server) and waiting for the server to exit (the server MUST read stdin until it closes; mcpvals holds an exit within the connect budget).",
  "wire/utf8": "JSON-RPC messages MUST be UTF-8 encoded.",
  "wire/start":
    "The server MUST NOT write anything to its stdout that is not a valid MCP message (a server that never answers speaks no MCP at all).",
  "jsonrpc/response-shape":
    'All messages between MCP clients and servers MUST follow the JSON-RPC 2.0 specification ("jsonrpc": "2.0"). Result responses MUST include a result field. Error responses MUST include an error field with a code and message. Error codes MUST be integers.',
  "schema/invalid-message":
    "The full specification of the protocol is defined as a TypeScript schema. This is the source of truth for all protocol messages and structures.",
  "jsonrpc/id-echo": "Result responses MUST include the same ID as the request they correspond to.",
  "jsonrpc/no-response-to-notification": "The receiver MUST NOT send a response.",
  "lifecycle/connect": "The initialization phase MUST be the first interaction between client and server.",
  "lifecycle/requirements":
    "In the initialize request, the client MUST send a protocol version it supports (mcpvals: each revision --requirements lists).",
  "lifecycle/version-negotiation":
    "If the server supports the requested protocol version, it MUST respond with the same version. Otherwise, the server MUST respond with another protocol version it supports.",
  "lifecycle/initialize": "The server MUST respond with its own capabilities and information.",
  "lifecycle/no-request-before-initialized":
    "The server SHOULD NOT send requests other than pings and logging before receiving the initialized notification.",
  "lifecycle/ping": "The receiver MUST respond promptly with an empty response.",
  "lifecycle/discover": "Servers MUST implement server/discover and list the protocol versions they support in supportedVersions.",
  "lifecycle/capabilities-honest":
    "Servers that support tools (resources, prompts) MUST declare the tools (resources, prompts) capability; both parties SHOULD respect capability negotiation.",
  "logging/set-level": "Servers that emit log message notifications MUST declare the logging capability.",
  "tools/list-shape": "inputSchema: MUST be a valid JSON Schema object (not null).",
  "tools/name-charset":
    "Tool names SHOULD be between 1 and 128 characters in length (inclusive). The following SHOULD be the only allowed characters: uppercase and lowercase ASCII letters (A-Z, a-z), digits (0-9), underscore (_), hyphen (-), and dot (.).",
  "tools/name-unique": "Tool names SHOULD be unique within a server.",
  "tools/input-schema":
    "inputSchema: MUST be a valid JSON Schema object (not null). Schemas MUST be valid according to their declared or default dialect.",
  "tools/output-schema": "If an output schema is provided: Servers MUST provide structured results that conform to this schema.",
  "tools/pagination":
    "Invalid cursors SHOULD result in an error with code -32602 (Invalid params); clients MUST treat cursors as opaque tokens.",
  "tools/unknown-tool": "Servers SHOULD return standard JSON-RPC errors for common failure cases (unknown tool: -32602).",
  "tools/invalid-arguments": "Servers MUST validate all tool inputs.",
  "tools/read-only-call":
    "A CallToolResult MUST carry content (the schema requires it); a server MUST provide structured results that conform to its output schema.",
  "tools/deterministic-order":
    "Servers SHOULD return tools in a deterministic order (i.e., the same ordering across requests when the underlying set of tools has not changed).",
  "progress/token": "Progress notifications MUST only reference tokens that were provided in an active request.",
  "progress/increasing": "The progress value MUST increase with each notification, even if the total is unknown.",
  "resources/pagination": "Invalid cursors SHOULD result in an error with code -32602 (Invalid params).",
  "resources/read": "Servers that support resources MUST declare the resources capability (and answer resources/read for what they list).",
  "resources/template-syntax":
    "Resource templates allow servers to expose parameterized resources using URI templates (RFC 6570); custom URI schemes MUST be in accordance with RFC 3986.",
  "resources/not-found": "Servers SHOULD return standard JSON-RPC errors for common failure cases: Resource not found: -32002.",
  "prompts/pagination": "Invalid cursors SHOULD result in an error with code -32602 (Invalid params).",
  "prompts/get": "Servers that support prompts MUST declare the prompts capability (and answer prompts/get for what they list).",
  "prompts/not-found":
    "Servers SHOULD return standard JSON-RPC errors for common failure cases: Invalid prompt name: -32602 (Invalid params).",
  "prompts/required-arguments": "Servers SHOULD validate prompt arguments before processing.",
  "completions/complete":
    "Servers that support completions MUST declare the completions capability; servers SHOULD return standard JSON-RPC errors for common failure cases.",
  "modern/result-type": "The result MUST include a resultType field to indicate the type of the result.",
  "modern/cache-hints":
    'Servers MUST include caching hints on results with resultType: "complete" returned by list and read requests (ttlMs, cacheScope).',
  "modern/unsupported-version":
    "A server that does not support the protocol version in a request's _meta MUST reject it with -32022 (UnsupportedProtocolVersionError) listing the versions it supports in data.supported.",
  "modern/missing-meta":
    "A request missing any required field is malformed; the server MUST reject it with JSON-RPC error code -32602 (Invalid params).",
  "modern/resource-not-found":
    "Implementations of this protocol version MUST NOT emit these codes: -32002 — resource not found (replaced by -32602).",
  "modern/subscriptions-listen":
    "A server declaring listChanged or subscribe SHOULD serve subscriptions/listen, which replaces the GET stream and resources/subscribe.",
  "modern/no-unrequested-log":
    "Servers MUST NOT send notifications/message for a request that did not set io.modelcontextprotocol/logLevel.",
  "http/reachable": "The server MUST provide a single HTTP endpoint path that supports both POST and GET methods.",
  "http/www-authenticate":
    "RFC 9110 §15.5.2: The server generating a 401 response MUST send a WWW-Authenticate header field containing at least one challenge.",
  "http/auth-challenge":
    "MCP servers MUST implement OAuth 2.0 Protected Resource Metadata (RFC 9728), pointed to from WWW-Authenticate; authorization itself is OPTIONAL, and implementations using an HTTP-based transport SHOULD conform to it.",
  "http/content-type":
    "If the input is a JSON-RPC request, the server MUST either return Content-Type: text/event-stream, to initiate an SSE stream, or Content-Type: application/json, to return one JSON object.",
  "http/origin-validation": "If the Origin header is present and invalid, servers MUST respond with HTTP 403 Forbidden.",
  "http/invalid-json": "If the server cannot accept the input, it MUST return an HTTP error status code (e.g., 400 Bad Request).",
  "http/get-stream":
    "The server MUST either return Content-Type: text/event-stream in response to this HTTP GET, or else return HTTP 405 Method Not Allowed.",
  "http/session-id-charset": "The session ID MUST only contain visible ASCII characters (ranging from 0x21 to 0x7E).",
  "http/session-required":
    "Servers that require a session ID SHOULD respond to requests without an MCP-Session-Id header (other than initialization) with HTTP 400 Bad Request.",
  "http/session-unknown":
    "The server MAY terminate the session at any time, after which it MUST respond to requests containing that session ID with HTTP 404 Not Found.",
  "http/protocol-version-header":
    "If the server receives a request with an invalid or unsupported MCP-Protocol-Version, it MUST respond with 400 Bad Request.",
  "http/mcp-method-header":
    "If the values do not match, the server MUST reject the request with 400 Bad Request and a HeaderMismatch JSON-RPC error (Mcp-Method against the body's method).",
  "http/mcp-name-header":
    "If the values do not match, the server MUST reject the request with 400 Bad Request and a HeaderMismatch JSON-RPC error (Mcp-Name against the name or URI in the body).",
  "http/unknown-method":
    "If the server does not implement the requested RPC method, it MUST respond with 404 Not Found and a JSON-RPC error with code -32601 (Method not found).",
  "http/missing-meta": "On HTTP, the response status MUST be 400 Bad Request (for a request missing a required _meta field).",
  "auth/protected-resource-metadata":
    "MCP servers MUST implement OAuth 2.0 Protected Resource Metadata (RFC 9728) (authorization is OPTIONAL; HTTP implementations SHOULD conform to it).",
  "auth/authorization-server-metadata":
    "MCP clients MUST use OAuth 2.0 Authorization Server Metadata or OpenID Connect Discovery to find the endpoints (a server that advertises an authorization server SHOULD serve it).",
  "auth/pkce-s256":
    "MCP clients MUST implement PKCE and MUST use the S256 code challenge method when technically capable; clients MUST refuse to proceed if code_challenge_methods_supported is absent.",
  "auth/https-endpoints": "All authorization server endpoints MUST be served over HTTPS.",
  "auth/iss-parameter": "Authorization servers SHOULD include the iss parameter in the authorization response (RFC 9207).",
  "auth/audience-binding": "MCP servers MUST validate that access tokens were issued specifically for them as the intended audience.",
  "auth/invalid-token": "Invalid or expired tokens MUST receive a HTTP 401 response.",
  "auth/expired-token": "Invalid or expired tokens MUST receive a HTTP 401 response.",
};
