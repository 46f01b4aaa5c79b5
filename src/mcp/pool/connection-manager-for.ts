/**
 * The ConnectionManager for a loaded config: its servers, connect timeout,
 * isolation, retries with backoff and circuit breaker. Every face that talks
 * to servers (a run, `mcpvals tools`, `mcpvals search`) reaches them through
 * one of these, so a flaky server is retried and a dead one fails fast the
 * same way everywhere.
 */
import type { ConnectionSettings, ServerSpec } from "../../protocol/server-spec.js";
import { ConnectionManager, type ConnectionManagerOptions } from "./connection-manager.js";
import type { SignInStore } from "../../protocol/sign-in-store.js";
import { newDatabaseId, substituteDatabaseId } from "../../protocol/substitute-database-id.js";

/** The parts of a loaded config (config/resolved-config.ts) that reach servers. */
export interface PoolConfig {
  servers: Record<string, ServerSpec>;
  timeouts: { connectMs: number };
  isolation: "workflow" | "run";
  connection: ConnectionSettings;
  /** Told each token minted during the run, so every redaction after it stars the token too. */
  secrets: string[];
}

export function connectionManagerFor(
  config: PoolConfig,
  {
    signal,
    samplers,
    transports,
    onSecret,
    signIns,
    identities,
    client,
  }: {
    signal?: AbortSignal;
    samplers?: ConnectionManagerOptions["samplers"];
    transports?: ConnectionManagerOptions["transports"];
    /** Also told each minted token (the action masks it in the log). */
    onSecret?: (value: string) => void;
    /** The sign-ins `mcpvals auth login` cached (servers with `authorizationCode`). */
    signIns?: SignInStore;
    /** By server name: the host a per-host server copy connects as (config `host:`). */
    identities?: ConnectionManagerOptions["identities"];
    /** Client set-up of every connection (e.g. a transport interceptor). */
    client?: ConnectionManagerOptions["client"];
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
    ...(identities ? { identities } : {}),
    ...(client ? { client } : {}),
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
