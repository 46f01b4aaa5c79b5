/**
 * `mcpvals/mcp`: connections to MCP servers, one at a time (connectServer) or
 * all of a config's with lazy starts, retries and a circuit breaker
 * (ConnectionManager), in either protocol era. docs/mcp.md lists exactly
 * these names (a test keeps them in step).
 */
export { connectServer, type ServerConnection, type ConnectServerOptions, type ClientSetup } from "../mcp/transport/connect-server.js";
export { ConnectionManager, type ConnectionManagerOptions } from "../mcp/pool/connection-manager.js";
export { PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSION, type ProtocolVersion } from "../protocol/protocol-version.js";
export type { McpTool, McpCallToolResult } from "../protocol/mcp-types.js";
export type { ServerSpec } from "../protocol/server-spec.js";
export type { TransportFactory } from "../protocol/transport-factory.js";
