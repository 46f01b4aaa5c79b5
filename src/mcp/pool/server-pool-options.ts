/** Options of a ServerPool (server-pool.ts): one configured server's connections. */
import type { ServerSpec } from "../../protocol/server-spec.js";
import type { BackoffOptions, Sleep } from "./retry-with-backoff.js";
import type { CircuitBreakerOptions } from "./circuit-breaker.js";
import type { Sampler } from "../../protocol/server-request.js";
import type { ClientSetup } from "../transport/connect-server.js";
import type { SpawnLimiter } from "./spawn-limiter.js";
import type { TransportFactory } from "../../protocol/transport-factory.js";
import type { AuthSetup } from "../auth/create-server-auth.js";

export interface ServerPoolOptions {
  name: string;
  spec: ServerSpec;
  /** The spec of connections opened without a lease's own (the run's `{{databaseId}}` in it). @default spec */
  runSpec?: ServerSpec;
  connectTimeoutMs: number;
  isolation: "workflow" | "run";
  /**
   * The run's signal. A shared connection is opened under it rather than under
   * the first caller's, so one workflow timing out while connecting does not
   * fail every later workflow.
   */
  signal?: AbortSignal;
  /** Retries of a failed connect (each retry is a fresh process or connection). @default 0 */
  maxRetries?: number;
  /** Delays between retries. */
  backoff?: BackoffOptions;
  /** Circuit breaker settings; without them there is no breaker. */
  breaker?: CircuitBreakerOptions;
  /** Injected for tests. @default a real setTimeout sleep */
  sleep?: Sleep;
  /** Wall clock for `connectedAt` and the breaker. @default Date.now */
  now?: () => number;
  /** Answers the server's sampling requests with a model (`client.sampling` without a fixed text). */
  sample?: Sampler;
  /** Capabilities and server-request handlers of every client this pool opens. */
  client?: ClientSetup;
  /** Shared by the run's pools: how many stdio servers start at once. Without it, no limit. */
  spawnLimiter?: SpawnLimiter;
  /** Opens each connection's wire instead of the spec (in-process servers in tests). */
  transport?: TransportFactory;
  /** Where minted tokens go (redaction) and the cached sign-ins, for a server with `auth`. */
  auth?: AuthSetup;
}
