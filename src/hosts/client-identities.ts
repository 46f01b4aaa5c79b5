/**
 * The client identity of each per-host server copy (config `host:`): the
 * host profile's clientInfo and capabilities, which mcp/ declares when it connects.
 */
import type { HostServer } from "../config/expand-hosts.js";
import type { ClientIdentity } from "../protocol/client-identity.js";
import { nameTable } from "../util/name-table.js";
import { hostById } from "./run-adapter.js";

/** By server copy name; the ids were checked when the config was normalized. */
export function clientIdentities(hostServers: Readonly<Record<string, HostServer>> | undefined): Record<string, ClientIdentity> {
  return nameTable(
    Object.entries(hostServers ?? {}).flatMap(([name, { host, server }]) => {
      const profile = hostById(host);
      return profile ? [[name, { host, server, clientInfo: profile.clientInfo, capabilities: profile.capabilities }] as const] : [];
    }),
  );
}
