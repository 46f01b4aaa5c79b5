/**
 * A real SDK `McpServer` in this process, reached through the transport seam
 * (src/mcp/transport-factory.ts) instead of a child process: the SDK's
 * `InMemoryTransport.createLinkedPair()`, one fresh server per connect try.
 * For protocol and eval tests that need a server's behaviour, not its process.
 */
import { InMemoryTransport, type McpServer } from "@modelcontextprotocol/server";
import type { ServerSpec } from "../../src/mcp/server-spec.js";
import type { TransportFactory } from "../../src/mcp/transport-factory.js";

export interface InMemoryServers {
  /** Give it to connectServer's `transport`, a pool's `transport` or a ConnectionManager's `transports[name]`. */
  transport: TransportFactory;
  /** Every server started so far, in connect order (one per connect try). */
  readonly servers: readonly McpServer[];
}

/** `create` builds a new server for each connection, as each stdio connection would start a new process. */
export function inMemoryServers(create: () => McpServer): InMemoryServers {
  const servers: McpServer[] = [];
  return {
    servers,
    async transport() {
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      const server = create();
      servers.push(server);
      await server.connect(serverSide);
      return clientSide;
    },
  };
}

/**
 * A spec for an in-memory server: never started (the transport factory stands
 * in for it), it only names the kind that reports show.
 */
export const IN_MEMORY_SPEC: ServerSpec = { transport: "stdio", command: "in-memory", args: [], env: {} };
