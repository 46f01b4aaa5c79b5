/**
 * All configured servers of a run, connected lazily: a server's pool is
 * created on its first use, so a server no workflow or test touches is never
 * started, and the report still lists it (state "configured"). `preconnect`
 * starts the named servers eagerly, in the background.
 */
import type { McpTool as Tool } from "../../protocol/mcp-types.js";
import type { ServerSpec } from "../../protocol/server-spec.js";
import type { ServerReport } from "../../result/server-report.js";
import { UsageError } from "../../errors.js";
import type { CircuitBreakerOptions } from "./circuit-breaker.js";
import { DEFAULT_MAX_RETRIES } from "../../protocol/connection-defaults.js";
import { type BackoffOptions, type Sleep } from "./retry-with-backoff.js";
import { ServerPool } from "./server-pool.js";
import type { CloseOptions } from "./closing-connections.js";
import type { ServerOfferings } from "../../protocol/server-offerings.js";
import type { Sampler } from "../../protocol/server-request.js";
import type { ClientSetup, ServerConnection } from "../transport/connect-server.js";
import { canonicalJson } from "../../protocol/tools-hash.js";
import { SpawnLimiter } from "./spawn-limiter.js";
import { ownValue } from "../../util/name-table.js";
import type { TransportFactory } from "../../protocol/transport-factory.js";
import type { AuthSetup } from "../auth/create-server-auth.js";
import type { ClientIdentity } from "../client-side/client-identity.js";

/** Options of the {@link ConnectionManager}. */
export interface ConnectionManagerOptions {
  /** Configured servers by name, in config order. */
  servers: Record<string, ServerSpec>;
  /** Limit for one connect try (start + handshake + tools/list). */
  connectTimeoutMs: number;
  isolation: "workflow" | "run";
  /** Retries of a failed connect. @default 3 */
  maxRetries?: number;
  backoff?: BackoffOptions;
  /** Circuit breaker per server. @default the CircuitBreaker defaults */
  breaker?: CircuitBreakerOptions;
  /** The run's signal: cancels connects and backoff sleeps. */
  signal?: AbortSignal;
  /** Injected for tests. */
  sleep?: Sleep;
  /** Injected for tests. @default Date.now */
  now?: () => number;
  /** The model answering a server's sampling requests (`client.sampling` without a fixed text), by server name. */
  samplers?: Record<string, Sampler>;
  /** Capabilities and server-request handlers installed on every client before it connects. */
  client?: ClientSetup;
  /**
   * The spec a configured server's connections start from when a lease brings none of its own (tool tests,
   * listings, spares): eval puts the run's `{{databaseId}}` in it. @default the configured spec as is
   */
  runSpec?: (spec: ServerSpec) => ServerSpec;
  /** Stdio servers started at once, over all servers. @default os.availableParallelism() */
  spawnLimit?: number;
  /** By server name: opens that server's wire instead of its spec (in-process servers in tests). */
  transports?: Record<string, TransportFactory>;
  /** Where the tokens servers' `auth` mints go (redaction), and the sign-ins `mcpvals auth login` cached. */
  auth?: AuthSetup;
  /** By server name: the host it connects as (per-host server copies, config `host:`); others connect as mcpvals. */
  identities?: Record<string, ClientIdentity>;
}

export class ConnectionManager {
  private readonly pools = new Map<string, ServerPool>();
  /** Pools of servers given by spec at run time (the Agent SDK's `mcps`), by name and spec. */
  private readonly inline = new Map<string, ServerPool>();
  /** One for all pools: the cores are shared, whichever server starts. */
  readonly spawnLimiter: SpawnLimiter;

  constructor(private readonly options: ConnectionManagerOptions) {
    this.spawnLimiter = new SpawnLimiter(options.spawnLimit);
  }

  /** Configured server names, in config order. */
  get names(): string[] {
    return Object.keys(this.options.servers);
  }

  /** The pool of one server, created on first use. Unknown names are a usage error. */
  pool(name: string): ServerPool {
    const existing = this.pools.get(name);
    if (existing) return existing;
    const spec = ownValue(this.options.servers, name);
    if (!spec) throw new UsageError(`No server named "${name}". Servers in the config: ${this.names.map((n) => `"${n}"`).join(", ")}.`);
    const {
      connectTimeoutMs,
      isolation,
      maxRetries = DEFAULT_MAX_RETRIES,
      backoff,
      breaker = {},
      signal,
      sleep,
      now,
      client,
      samplers,
      transports,
    } = this.options;
    const runSpec = this.options.runSpec?.(spec) ?? spec;
    const sample = ownValue(samplers, name);
    const transport = ownValue(transports, name);
    const identity = ownValue(this.options.identities, name);
    const pool = new ServerPool({
      name,
      spec,
      runSpec,
      connectTimeoutMs,
      isolation,
      maxRetries,
      backoff,
      breaker,
      signal,
      sleep,
      now,
      // A per-host server copy connects as its host: its own pool, so never a connection of another identity.
      client: identity ? { ...client, identity } : client,
      sample,
      spawnLimiter: this.spawnLimiter,
      transport,
      auth: { ...this.options.auth, stepTimeoutMs: connectTimeoutMs },
    });
    this.pools.set(name, pool);
    return pool;
  }

  /**
   * A shared connection to a server given by its spec rather than by config
   * name (the Agent SDK's `mcps`): one pool per distinct (name, spec), with
   * this manager's retries and breaker (none unless configured). A failed
   * connect is not kept, so the next caller tries again. Closed by closeAll;
   * not in `reports()`, which lists the configured servers.
   */
  async connectInline(name: string, spec: ServerSpec, signal?: AbortSignal): Promise<ServerConnection> {
    const key = `${name}\u0000${canonicalJson(spec)}`;
    let pool = this.inline.get(key);
    if (!pool) {
      const { connectTimeoutMs, maxRetries = DEFAULT_MAX_RETRIES, backoff, breaker, signal: runSignal, sleep, now, client } = this.options;
      pool = new ServerPool({
        name,
        spec,
        connectTimeoutMs,
        isolation: "run",
        maxRetries,
        backoff,
        breaker,
        signal: runSignal,
        sleep,
        now,
        client,
        spawnLimiter: this.spawnLimiter,
        auth: { ...this.options.auth, stepTimeoutMs: connectTimeoutMs },
      });
      this.inline.set(key, pool);
    }
    try {
      return (await pool.acquire(signal)).connection;
    } catch (error) {
      if (this.inline.get(key) === pool) this.inline.delete(key);
      await pool.closeAll();
      throw error;
    }
  }

  /** The host a server connects as (a per-host server copy); undefined: as mcpvals. */
  identityOf(name: string): ClientIdentity | undefined {
    return ownValue(this.options.identities, name);
  }

  /** Starts connecting the named servers in the background; failures show in the report. */
  preconnect(names: readonly string[]): void {
    for (const name of names) this.pool(name).preconnect();
  }

  /**
   * Leases of the configured specs still to come, by server (a run's
   * workflows): with workflow isolation, up to `ahead` fresh processes per
   * server start ahead of need, so a workflow's server is ready when it
   * begins. Each goes to one lease; those left over are closed by closeAll.
   */
  expect(leases: Readonly<Record<string, number>>, ahead: number): void {
    for (const [name, count] of Object.entries(leases)) this.pool(name).expect(count, ahead);
  }

  /**
   * Connects to one server (with the pool's retries and breaker), returns
   * what it offers (tools, and resources, templates and prompts) and lets the
   * connection go: for commands that only look.
   */
  async listTools(
    name: string,
    signal?: AbortSignal,
  ): Promise<{ tools: Tool[]; serverInfo: ServerReport["serverInfo"]; offerings: ServerOfferings }> {
    const lease = await this.pool(name).acquire(signal);
    try {
      const { tools, serverInfo, resources, resourceTemplates, prompts } = lease.connection;
      return { tools, serverInfo, offerings: { resources, resourceTemplates, prompts } };
    } finally {
      await lease.release();
    }
  }

  /** Tools of every server connected so far, with the server's name. */
  tools(): Array<{ server: string; tool: Tool }> {
    return [...this.pools.values()].flatMap((pool) => (pool.tools ?? []).map((tool) => ({ server: pool.name, tool })));
  }

  /**
   * Every configured server with the tools (and resources, templates and
   * prompts) it offered, or undefined when it was never reached (so a stored
   * baseline is kept, not reported as removed).
   */
  serverTools(): Array<{
    server: string;
    tools: Tool[] | undefined;
    serverInfo: ServerReport["serverInfo"];
    offerings: ServerOfferings | undefined;
  }> {
    return this.names.map((name) => {
      const pool = this.pools.get(name);
      return { server: name, tools: pool?.tools, serverInfo: pool?.serverInfo ?? null, offerings: pool?.offerings };
    });
  }

  /**
   * One entry per configured server, started or not, in config order. A
   * server nobody used gets its (never connected) pool's report: state "configured".
   */
  reports(): ServerReport[] {
    return this.names.map((name) => this.pool(name).report());
  }

  /**
   * Closes one server's connections and forgets its pool, so the next use
   * starts it afresh (the proxy's `refresh_tools(force)`: a server whose tools
   * changed on disk is only seen anew by a new process).
   */
  async restart(name: string): Promise<void> {
    const pool = this.pools.get(name);
    this.pools.delete(name);
    await pool?.closeAll();
  }

  /** Whether a server was ever tried (connected, connecting or failed), without creating its pool. */
  started(name: string): boolean {
    const state = this.pools.get(name)?.state;
    return state !== undefined && state !== "configured";
  }

  /** Closes every connection and waits for those whose leases were released and are still closing; `hurryAfterMs`: see CloseOptions. */
  async closeAll(options: CloseOptions = {}): Promise<void> {
    const inline = [...this.inline.values()];
    this.inline.clear();
    await Promise.all([...this.pools.values(), ...inline].map((pool) => pool.closeAll(options)));
    // A rotated refresh token being written back must land whole before the command returns and the process ends.
    await this.options.auth?.signIns?.settled?.();
  }
}
