/**
 * The resources of one run and the channel its events go out on.
 *
 * A RunContext owns MCP connections (opened once per server spec and shared
 * by every agent run that uses the context), any other disposable resource
 * handed to it, and the isolation id of the run (`databaseId`, for per-run
 * state such as a database name). It is async-disposable, so
 * `await using ctx = new RunContext(...)` closes everything, even on a throw.
 *
 * It broadcasts events to observers in order. An observer that throws (or
 * whose promise rejects) is reported through `onObserverError` and in
 * `observerFailures`, and never breaks the run.
 */
import type { ServerSpec } from "../mcp/server-spec.js";
import { connectServer, type ServerConnection } from "../mcp/connect-server.js";
import { canonicalJson } from "../mcp/tools-hash.js";
import { describeError } from "../errors.js";
import { newDatabaseId } from "../config/substitute-database-id.js";
import type { Observer, ObserverEventName, ObserverEvents, ObserverFailure } from "./observer.js";

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
  /** Limit for starting/reaching one server. @default 30000 */
  connectTimeoutMs?: number;
}

/** Shared resources and the event channel of one run (see the module comment). */
export class RunContext implements AsyncDisposable {
  readonly databaseId: string;
  readonly observers: Observer[];
  readonly signal: AbortSignal;
  /** Every observer failure so far, in order. */
  readonly observerFailures: ObserverFailure[] = [];
  private readonly onObserverError: (failure: ObserverFailure) => void;
  private readonly connectTimeoutMs: number;
  private readonly connections = new Map<string, Promise<ServerConnection>>();
  private readonly resources: AsyncDisposable[] = [];
  private disposed = false;

  constructor({ observers = [], databaseId = newDatabaseId(), onObserverError, signal, connectTimeoutMs = 30_000 }: RunContextOptions = {}) {
    this.observers = [...observers];
    this.databaseId = databaseId;
    this.signal = signal ?? new AbortController().signal;
    this.connectTimeoutMs = connectTimeoutMs;
    this.onObserverError = onObserverError ?? ((failure) => process.stderr.write(`mcpvals: ${failure.message}\n`));
  }

  /** Adds an observer; it sees events from now on. */
  addObserver(observer: Observer): void {
    this.observers.push(observer);
  }

  /**
   * Calls `event` on every observer that has it, in order, synchronously, so
   * events keep their order even when the caller does not await. The promise
   * waits for async hooks and never rejects. `also` adds observers for this
   * one event, reported like the context's own.
   */
  async emit<E extends ObserverEventName>(event: E, payload: ObserverEvents[E], { also = [] }: { also?: readonly Observer[] } = {}): Promise<void> {
    const pending: Array<Promise<void>> = [];
    // `also`: observers of one caller (an Agent's own), numbered after the context's.
    [...this.observers, ...also].forEach((observer, index) => {
      const hook = observer[event] as ((this: Observer, value: ObserverEvents[E]) => unknown) | undefined;
      if (typeof hook !== "function") return;
      try {
        const returned = hook.call(observer, payload);
        if (returned && typeof (returned as PromiseLike<unknown>).then === "function") {
          pending.push(Promise.resolve(returned).then(() => undefined, (error: unknown) => this.fail(index, event, error)));
        }
      } catch (error) {
        this.fail(index, event, error);
      }
    });
    await Promise.all(pending);
  }

  /**
   * The connection to the server `spec`, opened on first use and shared
   * after that; closed when the context is disposed. Keyed by name and spec
   * (key order aside: the same spec written twice shares one connection).
   */
  connect(name: string, spec: ServerSpec): Promise<ServerConnection> {
    if (this.disposed) return Promise.reject(new Error("the RunContext is disposed"));
    const key = `${name}\u0000${canonicalJson(spec)}`;
    let connection = this.connections.get(key);
    if (!connection) {
      connection = connectServer({ name, spec, timeoutMs: this.connectTimeoutMs, signal: this.signal });
      // A failed connect is not cached: the next caller may try again.
      connection.catch(() => this.connections.delete(key));
      this.connections.set(key, connection);
    }
    return connection;
  }

  /** Hands a resource (an HTTP client, a database pool) to the context: it is disposed with it, last in first out. */
  use<T extends AsyncDisposable>(resource: T): T {
    this.resources.push(resource);
    return resource;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    if (this.disposed) return;
    this.disposed = true;
    const connections = [...this.connections.values()];
    this.connections.clear();
    await Promise.all(connections.map((c) => c.then((connection) => connection.close(), () => undefined)));
    for (const resource of this.resources.reverse()) await resource[Symbol.asyncDispose]();
  }

  private fail(index: number, event: ObserverEventName, error: unknown): void {
    const failure: ObserverFailure = { index, event, error, message: `observer #${index + 1} ${event}: ${describeError(error)}` };
    this.observerFailures.push(failure);
    try {
      this.onObserverError(failure);
    } catch {
      // Reporting a failure must not become one.
    }
  }
}
