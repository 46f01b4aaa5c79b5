/**
 * Who a client says it is when it connects as a host (`host:` in the config): the profile's `clientInfo` and
 * the capabilities it declares. Vocabulary shared by hosts/ (which builds it from a profile) and mcp/ (which
 * declares it).
 */
import type { ClientCapabilities } from "@modelcontextprotocol/client";

export interface ClientIdentity {
  /** The profile it comes from, for messages. */
  host: string;
  /** The server's name in the host's own config (what the host prefixes tool names with). */
  server: string;
  clientInfo: { name: string; version: string };
  capabilities: ClientCapabilities;
}
