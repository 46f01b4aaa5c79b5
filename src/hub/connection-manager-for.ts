/**
 * The ConnectionManager for a loaded config: its servers, connect timeout,
 * isolation, retries with backoff and circuit breaker. Every face that talks
 * to servers (a run, `mcpvals tools`, `mcpvals search`) reaches them through
 * one of these, so a flaky server is retried and a dead one fails fast the
 * same way everywhere.
 */
import type { ResolvedConfig } from "../config/resolved-config.js";
import { ConnectionManager, type ConnectionManagerOptions } from "../mcp/connection-manager.js";
import type { SignInStore } from "../mcp/auth/create-server-auth.js";
import { clientIdentities } from "../hosts/client-identities.js";
import { newDatabaseId, substituteDatabaseId } from "../config/substitute-database-id.js";

export function connectionManagerFor(
  config: Pick<ResolvedConfig, "servers" | "timeouts" | "isolation" | "connection" | "secrets" | "hostServers">,
  {
    signal,
    samplers,
    transports,
    onSecret,
    signIns,
  }: {
    signal?: AbortSignal;
    samplers?: ConnectionManagerOptions["samplers"];
    transports?: ConnectionManagerOptions["transports"];
    /** Also told each minted token (the action masks it in the log). */
    onSecret?: (value: string) => void;
    /** The sign-ins `mcpvals auth login` cached (servers with `authorizationCode`). */
    signIns?: SignInStore;
  } = {},
): ConnectionManager {
  const { maxRetries, initialDelayMs, maxDelayMs, breaker } = config.connection;
  // One id for what runs outside a workflow run (tool tests, listings): never the literal placeholder, never another run's.
  const databaseId = newDatabaseId();
  return new ConnectionManager({
    servers: config.servers,
    connectTimeoutMs: config.timeouts.connectMs,
    isolation: config.isolation,
    maxRetries,
    backoff: { initialDelayMs, maxDelayMs },
    breaker,
    signal,
    runSpec: (spec) => substituteDatabaseId(spec, databaseId),
    ...(samplers ? { samplers } : {}),
    ...(transports ? { transports } : {}),
    ...(config.hostServers ? { identities: clientIdentities(config.hostServers) } : {}),
    // Tokens minted during the run join the config's secrets, so every redaction after this stars them too.
    auth: {
      onSecret: (value) => {
        if (config.secrets.includes(value)) return;
        config.secrets.push(value);
        onSecret?.(value);
      },
      ...(signIns ? { signIns } : {}),
    },
  });
}
