/**
 * The resources of one Agent API run and the channel its events go out on
 * (here, beside the Agent API that is its only user: it owns connections, so
 * it is no trace concern; config runs have their own, eval/open-run.ts).
 *
 * A RunContext reaches servers through a ConnectionManager (handed in, or
 * its own: shared connections per server spec, closed with the context),
 * owns any other disposable resource handed to it, and the isolation id of
 * the run (`databaseId`, for per-run state such as a database name). It is
 * async-disposable, so `await using ctx = new RunContext(...)` closes
 * everything, even on a throw.
 *
 * Its events go out on one EventChannel (event-channel.ts): in order, and an
 * observer that throws is reported through `onObserverError` and in
 * `observerFailures`, never breaking the run.
 */
import type { ServerSpec } from "../protocol/server-spec.js";
import type { ServerConnection } from "../mcp/transport/connect-server.js";
import { ConnectionManager } from "../mcp/pool/connection-manager.js";
import { newDatabaseId } from "../protocol/substitute-database-id.js";
import { EventChannel } from "../trace/event-channel.js";
import type { Observer, ObserverEventName, ObserverEvents, ObserverFailure } from "../trace/observer.js";

/** Options of {@link RunContext}. */
export interface RunContextOptions {
  /** @default [] */
  observers?: Observer[];
  /** Isolation id for per-run state. @default a fresh `mcpvals_<8 hex>` (as config workflows get) */
  databaseId?: string;
  /** Called for each observer hook that throws. @default write one line to stderr */
  onObserverError?: (failure: ObserverFailure) => void;
  /** Cancels the run: pending connects abort. */
  signal?: AbortSignal;
  /** Limit for starting/reaching one server (when the context makes its own ConnectionManager). @default 30000 */
  connectTimeoutMs?: number;
  /**
   * Where connections come from. A context given one does not close it.
   * @default its own: no retries, one shared connection per (name, spec), closed when the context is disposed
   */
  connections?: ConnectionManager;
}

/** Shared resources and the event channel of one run (see the module comment). */
export class RunContext implements AsyncDisposable {
  readonly databaseId: string;
  readonly signal: AbortSignal;
  readonly channel: EventChannel;
  readonly connections: ConnectionManager;
  private readonly ownsConnections: boolean;
  private readonly resources: AsyncDisposable[] = [];
  private disposed = false;

  constructor({
    observers = [],
    databaseId = newDatabaseId(),
    onObserverError,
    signal,
    connectTimeoutMs = 30_000,
    connections,
  }: RunContextOptions = {}) {
    this.databaseId = databaseId;
    this.signal = signal ?? new AbortController().signal;
    this.channel = new EventChannel({ observers, onFailure: onObserverError });
    this.ownsConnections = connections === undefined;
    this.connections =
      connections ?? new ConnectionManager({ servers: {}, connectTimeoutMs, isolation: "run", maxRetries: 0, signal: this.signal });
  }

  /** The observers hearing this context, in order. */
  get observers(): Observer[] {
    return this.channel.observers;
  }

  /** Every observer failure so far, in order. */
  get observerFailures(): ObserverFailure[] {
    return this.channel.failures;
  }

  /** Adds an observer; it sees events from now on. */
  addObserver(observer: Observer): void {
    this.channel.add(observer);
  }

  /**
   * Calls `event` on every observer that has it, in order, synchronously, so
   * events keep their order even when the caller does not await. The promise
   * waits for async hooks and never rejects. `also` adds observers for this
   * one event, reported like the context's own.
   */
  async emit<E extends ObserverEventName>(
    event: E,
    payload: ObserverEvents[E],
    options: { also?: readonly Observer[] } = {},
  ): Promise<void> {
    await this.channel.notify(event, payload, options);
  }

  /**
   * The connection to the server `spec`, opened on first use and shared
   * after that (key order aside: the same spec written twice shares one
   * connection). A failed connect is not kept: the next caller tries again.
   */
  connect(name: string, spec: ServerSpec): Promise<ServerConnection> {
    if (this.disposed) return Promise.reject(new Error("the RunContext is disposed"));
    return this.connections.connectInline(name, spec, this.signal);
  }

  /** Hands a resource (an HTTP client, a database pool) to the context: it is disposed with it, last in first out. */
  use<T extends AsyncDisposable>(resource: T): T {
    this.resources.push(resource);
    return resource;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    if (this.ownsConnections) await this.connections.closeAll();
    for (const resource of this.resources.reverse()) await resource[Symbol.asyncDispose]();
  }
}
