import type { Transport } from "@modelcontextprotocol/client";

/**
 * Installed on every transport of a run before its client connects (after
 * the wire's own guards): it may hook `send` and `onmessage` to watch or
 * change what crosses the wire. The seam of `mcpvals mutate`, which changes
 * what a server says without touching the server. Called once per connection.
 */
export type TransportInterceptor = (transport: Transport, server: string) => void;
