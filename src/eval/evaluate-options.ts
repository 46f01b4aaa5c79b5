/** Options of `evaluate()`: one object, each field documented with its default. */
import type { FailOn } from "../result/fail-on.js";
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { CassetteMode } from "../config/cassettes-schema.js";
import type { Reporter } from "../report/reporter.js";
import type { Shard } from "../result/shard.js";
import type { SearchEngine } from "../search/engine/search-engine.js";
import type { Observer, ObserverFailure } from "../trace/observer.js";
import type { TransportFactory } from "../protocol/transport-factory.js";
import type { TransportInterceptor } from "../protocol/transport-interceptor.js";

export interface EvaluateOptions {
  /** Model spec overriding the config's (`--model`), e.g. "openai:gpt-4o" or "scripted". */
  model?: string;
  /** Threshold overriding the config's. */
  threshold?: number;
  /** Turn the LLM judge on (`--llm-judge`) even when the config leaves it off. */
  llmJudge?: boolean;
  /** Run only these workflows, by name. */
  workflows?: string[];
  /** Run only these tool tests: a test name or `suite/test`, `*` and `?` as wildcards. */
  tests?: string[];
  /** Run only workflows, or only tool-health suites. */
  only?: "workflows" | "tool-health";
  /** Hooks that see progress and write the final result (observers that format). */
  reporters?: Reporter[];
  /**
   * Observers of the run as it happens: messages, tool calls, status,
   * verifier updates, and the run's milestones. They hear one channel with
   * the reporters (observers first); payloads are redacted like the report.
   * One that throws is reported on stderr and does not break the run.
   */
  observers?: Observer[];
  /** Where observer failures go. @default the run's warnings (`onWarning` of the observers and reporters; the console prints them) */
  onObserverError?: (failure: ObserverFailure) => void;
  /** Cancels the run: servers are stopped and the result so far is returned. */
  signal?: AbortSignal;
  /** Environment for `${VAR}` interpolation and API keys. @default process.env */
  env?: Record<string, string | undefined>;
  /** Where to look for a config file and resolve relative paths. @default process.cwd() */
  cwd?: string;
  /**
   * State folder (`--state-dir`, relative to `cwd`), or false to keep no state (`--no-state`). The run
   * keeps its state in the config's sub-folder of it, `<stateDir>/<state key>` (state/state-dir.ts).
   * @default the config's `stateDir`, else ".mcpvals" next to the config file (none for a config object without `stateDir`)
   */
  stateDir?: string | false;
  /** Run only this part of the work (`--shard i/N`); the result records it for `mcpvals merge`. */
  shard?: Shard;
  /**
   * How `shard` splits the work (`--shard-by`): "duration" balances the durations recorded in the state folder's
   * history (longest first; by count when it has none), "count" deals by count. Every shard must read the same
   * history for the same split: merge refuses parts whose splits differ.
   * @default "duration"
   */
  shardBy?: "duration" | "count";
  /**
   * The state sub-folder whose history.json's durations `shard` balances, instead of the run's own (the action's
   * shards: the base branch's durations, restored read-only, the same for every shard). @default the run's state folder
   */
  shardDurationsDir?: string;
  /** Units not to run because a report already holds their verdict (`--resume`, eval/resume-run.ts). @default none */
  exclude?: DoneUnits;
  /**
   * Tool search engine of the tool-retrieval metric, `toolSelection: retrieve`
   * and fallback suggestions (pass one to share its loaded model and vectors
   * between runs, or to read its stats).
   * @default one made (only when the run searches) from the config's `embeddings` and `search`, caching vectors in the state folder
   */
  searchEngine?: SearchEngine;
  /**
   * Workflows that are not run but whose tool-retrieval metric is still
   * measured (it needs no LLM): the action passes the LLM workflows it skips
   * for a missing key. Their servers are connected only to list their tools.
   */
  retrievalWorkflows?: readonly ResolvedWorkflow[];
  /**
   * What a missing LLM API key does: "throw" a MissingApiKeyError before any
   * server starts, or "skip" the workflows (listed in `skipped`, their
   * tool-retrieval metric still measured) and run the tool-health suites,
   * as the action does on fork PRs with `fail-on-missing-key: false`.
   * @default "throw"
   */
  onMissingKey?: "throw" | "skip";
  /**
   * Told every secret the run mints (servers' access and refresh tokens, signed assertions) as soon as it exists,
   * besides joining the config's secrets for redaction: the action masks each one in the runner's log.
   */
  onSecret?: (value: string) => void;
  /**
   * Cassettes mode overriding the config's `cassettes.mode` (`--record`, `--replay`, the action's `cassettes` input):
   * "record" calls the model and writes cassettes, "replay" answers from them (no key needed), "auto" replays fresh ones and records the rest.
   * @default the config's `cassettes.mode` ("off")
   */
  cassettes?: CassetteMode;
  /**
   * JSON reports to compare with (`--baseline`, each one baseline run): turns the statistical regression gate
   * on (with the config's `gate:` settings, else the defaults) against these instead of the state folder's history.
   */
  baseline?: readonly string[];
  /**
   * The hosts to run as (`run --hosts a,b`): the same as a top-level `hosts: [a, b]` in the config, over its
   * top-level `host`/`hosts`. Not with a config `loadConfig` already resolved. @default the config's
   */
  hosts?: string[];
  /** Run flaky workflows but keep them out of the gate and the score (`--quarantine`); turns the gate on. */
  quarantine?: boolean;
  /** The branch this run is for, recorded with it in the state folder's history (the action gives the PR's head branch). */
  branch?: string;
  /** Only history runs recorded for this branch (or without one) are the gate's baseline (the action gives a PR's base branch). */
  baselineBranch?: string;
  /**
   * OTLP/HTTP collector to export the run's trace to (`--otlp`): a base URL (`/v1/traces` is added) or the
   * full traces URL. Overrides the config's `otel.endpoint` and OTEL_EXPORTER_OTLP_ENDPOINT (read from `env`).
   * @default the config's `otel.endpoint`, else OTEL_EXPORTER_OTLP_ENDPOINT, else no trace
   */
  otlp?: string;
  /** Names no server offers are warnings, not a config error. @default the config's `allowMissingTools` (false) */
  allowMissingTools?: boolean;
  /** What else fails the run: "breaking" = a tool, resource or prompt changed in a breaking way since the stored baseline. @default the config's `failOn` */
  failOn?: FailOn[];
  /**
   * By server name: opens that server's wire instead of the one its spec names (the spec still names its kind in
   * reports). For tests and embedding: a real SDK server in the same process, e.g. through the SDK's
   * `InMemoryTransport.createLinkedPair()`, called once per connect try.
   * @default none (every server is reached as its spec says)
   */
  transports?: Record<string, TransportFactory>;
  /**
   * Hooks every connection's wire before its client connects: sees (and may change) each message between client
   * and server. `mcpvals mutate` plants its one change per mutant here. @default none
   */
  interceptTransport?: TransportInterceptor;
}

/** Units a report already holds a verdict for: workflows by name, tool tests as `suite/test`. */
export interface DoneUnits {
  workflows: readonly string[];
  tests: readonly string[];
}
