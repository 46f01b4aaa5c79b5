/**
 * Hands out connections to one configured server. With stdio and workflow
 * isolation every lease starts a fresh process, so state cannot leak between
 * workflows; HTTP servers (and stdio with `isolation: run`) share one
 * connection, opened on first use. Two concurrent first uses open it once.
 *
 * Every connect is retried with exponential backoff and guarded by a circuit breaker (both optional
 * here, configured by the ConnectionManager): a dead server fails fast with a ServerUnavailableError
 * instead of stalling every workflow. A server's connections share one token source (auth).
 */
import type { McpTool as Tool } from "../../protocol/mcp-types.js";
import type { ServerSpec } from "../../protocol/server-spec.js";
import type { ServerReport } from "../../result/server-report.js";
import { describeError, ServerConnectError } from "../../errors.js";
import { CircuitBreaker } from "./circuit-breaker.js";
import type { ServerOfferings } from "../../protocol/server-offerings.js";
import { SharedConnection } from "./shared-connection.js";
import { connectServer, type ServerConnection } from "../transport/connect-server.js";
import { authForServer } from "../auth/create-server-auth.js";
import type { AuthProvider, PriorDiscovery } from "@modelcontextprotocol/client";
import { retryWithBackoff } from "./retry-with-backoff.js";
import { BreakerRefused, connectFailure, probeClosedConnection } from "./connect-failure.js";
import { canonicalJson, toolsHash } from "../../protocol/tools-hash.js";
import type { Traffic } from "../../protocol/tool-call-outcome.js";
import { untilAborted } from "../../util/until-aborted.js";
import type { ServerPoolOptions } from "./server-pool-options.js";
import { connectInSlot, SpareDropped, WarmSpares, type SpareSlot } from "./warm-spares.js";
import { connectionWarnings, outsideTraffic } from "./pool-traffic.js";
import { ClosingConnections, type CloseOptions } from "./closing-connections.js";
import { permanentFailure } from "./permanent-failure.js";

export interface Lease {
  connection: ServerConnection;
  /** Returns the connection; closes it when it was private to this lease. */
  release(): Promise<void>;
}

export type { ServerPoolOptions };

export class ServerPool {
  /** The connection every lease gets when the server is shared (HTTP, or stdio with isolation: run). */
  private readonly shared: SharedConnection;
  /** Connections opened ahead of time (preconnect, expected leases), each handed to one workflow lease. */
  private readonly spares: WarmSpares;
  private readonly open = new Set<ServerConnection>();
  /** Every connection made, for their warnings. */
  private readonly seen = new Set<ServerConnection>();
  private readonly pending = new Set<Promise<unknown>>();
  /** Released connections still closing (their process exiting): closeAll waits for them. */
  private readonly closing = new ClosingConnections();
  private readonly breaker: CircuitBreaker | undefined;
  private connections = 0;
  private connecting = 0;
  private lastOutcome: "connected" | "failed" | null = null;
  private connectedAtMs: number | null = null;
  private firstSeen: ServerConnection | undefined;
  private lastError: string | null = null;
  /** Traffic of every connection opened, for what came outside any single call. */
  private readonly traffics: Traffic[] = [];
  /** The first connection's tools, for workflows that start on them while their own process starts. */
  private toolsFound: (tools: Tool[]) => void = () => undefined;
  private readonly toolsKnown = new Promise<Tool[]>((resolve) => (this.toolsFound = resolve));
  /** Why the look at the lists (offered) failed, for the lease that would have taken its connection. */
  private lookFailure: unknown;
  /** What a connection without a lease's own spec starts from (tool tests, listings, spares, a shared connection). */
  private readonly runSpec: ServerSpec;
  /** The era verdict every later connect reuses, so only the first one probes. */
  private verdictCache: PriorDiscovery | undefined;
  private readonly auth: AuthProvider | undefined;

  constructor(private readonly options: ServerPoolOptions) {
    this.breaker = options.breaker ? new CircuitBreaker({ now: options.now, ...options.breaker }) : undefined;
    this.runSpec = options.runSpec ?? options.spec;
    this.auth = authForServer(options.name, options.spec, { signal: options.signal, ...options.auth });
    // A spare does not retry: when it fails, its lease connects itself, with the retries.
    this.spares = new WarmSpares(
      (slot) =>
        this.track(this.connect(this.options.signal, this.runSpec, slot)).catch(
          (error: unknown) => void (slot.look ? (this.lookFailure = error) : undefined),
        ),
      () => this.lastOutcome === "connected",
    );
    // A shared connection that dies is forgotten, so the next lease reconnects (through the retries and the breaker); the report says it failed.
    this.shared = new SharedConnection({
      connect: () => this.track(this.connect(this.options.signal)),
      retryFailed: this.breaker !== undefined,
      onLost: (connection, reason) => {
        this.open.delete(connection);
        this.lastOutcome = "failed";
        this.lastError = `the connection was lost: ${reason}`;
        this.breaker?.recordFailure();
      },
    });
  }

  get name(): string {
    return this.options.name;
  }

  /** The configured server spec. */
  get spec(): ServerSpec {
    return this.options.spec;
  }

  private get isShared(): boolean {
    return this.options.spec.transport !== "stdio" || this.options.isolation === "run";
  }

  /**
   * @param options.spec a spec for this lease only (per-run `{{databaseId}}`);
   *   honoured for private (stdio, isolation: workflow) connections, ignored
   *   for a shared one, which is opened once from the configured spec.
   */
  async acquire(signal?: AbortSignal, options: { spec?: ServerSpec } = {}): Promise<Lease> {
    if (this.isShared) return { connection: await this.shared.get(signal), release: async () => undefined };
    // A preconnected spare was started from the configured spec: it serves only a lease that asks for the same one.
    const spec = options.spec ?? this.runSpec;
    const spare =
      canonicalJson(spec) === canonicalJson(this.runSpec)
        ? await untilAborted(this.spares.take() ?? Promise.resolve(undefined), signal)
        : undefined;
    // A look at the lists that failed for good (a version the server cannot speak, a command that cannot run) was this lease's one try.
    if (spare === undefined && spec === this.runSpec && permanentFailure(this.lookFailure)) throw this.lookFailure;
    const connection = spare ?? (await this.connect(signal, spec));
    return {
      connection,
      // Resolves once the process has exited; a caller with nothing to do after it need not wait (closeAll does).
      release: () => {
        this.open.delete(connection);
        return this.closing.close(connection);
      },
    };
  }

  /**
   * Connects ahead of first use, in the background (`preconnect`). Never
   * throws: a failure is recorded in the report and the breaker, and the
   * first real use connects again (or fails fast while the breaker is open).
   */
  preconnect(): void {
    if (this.isShared) {
      void this.acquire().catch(() => undefined);
      return;
    }
    this.spares.startOne();
  }

  /**
   * `count` more workflow leases of the configured spec are coming: keeps up
   * to `ahead` fresh processes starting or ready for them (isolation
   * workflow, stdio; a shared connection needs none).
   */
  expect(count: number, ahead: number): void {
    if (!this.isShared && count > 0) this.spares.expect(count, ahead);
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    const done = () => void this.pending.delete(promise);
    promise.then(done, done);
    return promise;
  }

  private async connect(signal?: AbortSignal, spec: ServerSpec = this.runSpec, spare?: SpareSlot): Promise<ServerConnection> {
    const { name, connectTimeoutMs, backoff, sleep, now = Date.now } = this.options;
    const maxRetries = spare ? 0 : (this.options.maxRetries ?? 0);
    let tries = 0;
    this.connecting += 1;
    try {
      return await retryWithBackoff({
        maxRetries,
        ...backoff,
        sleep,
        signal,
        // An open breaker stops the retries: waiting out the backoff would not help.
        // A command that cannot be run at all fails the same way every time.
        shouldRetry: (error) =>
          this.breaker?.state !== "open" && !(error instanceof ServerConnectError && error.permanent) && !(error instanceof SpareDropped),
        attempt: async () => {
          if (this.breaker && !this.breaker.tryAcquire()) throw new BreakerRefused();
          const open = (): Promise<ServerConnection> => {
            tries += 1;
            this.connections += 1;
            const { client, sample, transport } = this.options;
            const prior = this.verdictCache;
            return connectServer({ name, spec, timeoutMs: connectTimeoutMs, signal, client, prior, sample, transport, auth: this.auth });
          };
          try {
            const connection = spec.transport === "stdio" ? await connectInSlot(this.options.spawnLimiter, open, spare) : await open();
            this.verdictCache ??= connection.verdict;
            this.traffics.push(connection.traffic.outside);
            this.breaker?.recordSuccess();
            this.open.add(connection);
            this.seen.add(connection);
            this.firstSeen ??= connection;
            this.toolsFound(this.firstSeen.tools);
            this.connectedAtMs ??= now();
            this.lastOutcome = "connected";
            this.spares.topUp();
            return connection;
          } catch (error) {
            if (error instanceof SpareDropped) {
              this.breaker?.abandonProbe();
              throw error;
            }
            this.lastError = describeError(error);
            this.lastOutcome = "failed";
            // The server exited on the era probe: a 2025 server that wants initialize first.
            if (probeClosedConnection(error)) this.verdictCache = { kind: "legacy" };
            // A cancelled connect says nothing about the server's health; a look at its lists leaves it to the lease.
            if (signal?.aborted || spare?.look) this.breaker?.abandonProbe();
            else this.breaker?.recordFailure();
            throw error;
          }
        },
      });
    } catch (error) {
      const details = () => ({ attempts: tries, lastError: this.lastError, breakerOpenedAt: this.breakerOpenedAt });
      throw connectFailure(error, { name, guarded: maxRetries !== 0 || this.breaker !== undefined, details });
    } finally {
      this.connecting -= 1;
    }
  }

  /**
   * The server's first connection, for what it offers (made now when there is none): a private one waits as the next
   * lease's spare, so no extra process; undefined when it failed. Throws when a shared connection cannot be made.
   */
  async offered(signal?: AbortSignal): Promise<ServerConnection | undefined> {
    if (this.firstSeen) return this.firstSeen;
    if (this.isShared) return (await this.acquire(signal)).connection;
    this.spares.startOne(true);
    return untilAborted(this.spares.first() ?? Promise.resolve(undefined), signal);
  }

  /** Resolves with the first successful connection's tools (pending until one). */
  firstTools(): Promise<Tool[]> {
    return this.toolsKnown;
  }

  /** Tools of the first successful connection (all connections to one server offer the same list). */
  get tools(): Tool[] | undefined {
    return this.firstSeen?.tools;
  }

  /** Resources, templates and prompts of the first successful connection; undefined before one. */
  get offerings(): ServerOfferings | undefined {
    const first = this.firstSeen;
    return first ? { resources: first.resources, resourceTemplates: first.resourceTemplates, prompts: first.prompts } : undefined;
  }

  /** What the first successful connection said about the server; null before one. */
  get serverInfo(): ServerReport["serverInfo"] {
    return this.firstSeen?.serverInfo ?? null;
  }

  /** configured: never tried; connecting: a connect is under way; connected / failed: how the last try ended. */
  get state(): NonNullable<ServerReport["state"]> {
    if (this.connecting > 0) return "connecting";
    return this.lastOutcome ?? "configured";
  }

  /** ISO time the breaker last opened; null while closed or without a breaker. */
  private get breakerOpenedAt(): string | null {
    const openedAt = this.breaker?.openedAt;
    return openedAt == null ? null : new Date(openedAt).toISOString();
  }

  report(): ServerReport {
    const first = this.firstSeen;
    return {
      name: this.options.name,
      transport: this.options.spec.transport,
      connectedVia: first?.transport ?? null,
      serverInfo: this.serverInfo,
      tools: first?.tools.length ?? 0,
      toolsHash: first ? toolsHash(first.tools) : null,
      protocolVersion: first?.protocolVersion ?? null,
      connections: this.connections,
      error: first ? null : this.lastError,
      state: this.state,
      connectedAt: this.connectedAtMs === null ? null : new Date(this.connectedAtMs).toISOString(),
      attempts: this.connections,
      lastError: this.lastError,
      breaker: this.breaker?.state ?? "closed",
      breakerOpenedAt: this.breakerOpenedAt,
      ...outsideTraffic(this.traffics),
      ...connectionWarnings(this.seen),
    };
  }

  async closeAll(options: CloseOptions = {}): Promise<void> {
    // Spares not started yet never start; connects under way (a spare nobody used) finish first, so no process outlives the run.
    this.spares.dropQueued();
    await Promise.allSettled([...this.pending]);
    const all = [...this.open];
    this.open.clear();
    await this.closing.closeAll(all, options);
  }
}
