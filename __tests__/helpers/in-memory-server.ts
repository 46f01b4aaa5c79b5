/**
 * A real SDK `McpServer` in this process, reached through the transport seam
 * (src/protocol/transport-factory.ts) instead of a child process: the SDK's
 * `InMemoryTransport.createLinkedPair()`, one fresh server per connect try.
 * For protocol and eval tests that need a server's behaviour, not its process.
 */
import { InMemoryTransport, type McpServer } from "@modelcontextprotocol/server";
import type { ServerSpec } from "../../src/protocol/server-spec.js";
import type { TransportFactory } from "../../src/protocol/transport-factory.js";

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

/**
 * The real server-everything (its own `createServer()`, the code its stdio
 * entry runs) in this process, one per connect try, each cleaned up when its
 * client closes: for tests that need a well-behaved server with echo and
 * get-sum, not a server process.
 */
export function inMemoryEverything(): { transport: TransportFactory } {
  return {
    async transport() {
      const { createServer } = (await import(EVERYTHING_SERVER)) as { createServer: () => EverythingServer };
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      const { server, cleanup } = createServer();
      await server.connect(serverSide);
      // connect() installs the server's own close handler; keep both.
      const serverClosed = serverSide.onclose;
      serverSide.onclose = () => {
        serverClosed?.();
        cleanup();
      };
      return clientSide;
    },
  };
}

/** server-everything's factory module (the package has no exports map; its stdio entry imports the same file). */
const EVERYTHING_SERVER = "@modelcontextprotocol/server-everything/dist/server/index.js";

interface EverythingServer {
  server: { connect(transport: unknown): Promise<void> };
  cleanup: () => void;
}
