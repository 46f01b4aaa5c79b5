import type { Transport } from "@modelcontextprotocol/client";

/**
 * Opens the wire of one connection in place of the one the spec names: the
 * seam for in-process servers (the SDK's `InMemoryTransport.createLinkedPair()`),
 * so tests run a real client against a real `McpServer` without a process.
 * Called once per connect try; the spec still names the server's kind in reports.
 */
export type TransportFactory = (context: { name: string; signal: AbortSignal }) => Transport | Promise<Transport>;
