import type { FailOn } from "../result/fail-on.js";
import type { CheckSettings } from "./check-settings-schema.js";
import type { GateSettings, Waiver } from "./gate-schema.js";
import type { ConnectionSettings, ServerSpec } from "../protocol/server-spec.js";
import type { ModelPrice, ModelSpec, SearchSettings, Timeouts, ToolHealthSuite } from "./schema.js";
import type { EmbeddingsSpec, FallbackSettings, ToolRetrievalSettings, ToolSelection } from "./search-schema.js";
import type { SearchMode } from "../result/search-mode.js";
import type { HookStep, VerifierSpec } from "./verify-schema.js";
import type { CassetteSettings } from "./cassettes-schema.js";
import type { OtelSettings } from "./otel-schema.js";
import type { Budget } from "./budget-schema.js";
import type { Limits } from "./limits-schema.js";
import type { MutateSettings } from "./mutate-schema.js";
import type { LoadSettings } from "./load-schema.js";
import type { SamplingModel } from "./resolve-servers.js";
import type { Workflow } from "./workflow-schema.js";
import type { UserSettings } from "./user-schema.js";

/** An `expectTools` entry with the shorthand string form expanded. */
export interface ExpectedToolCall {
  name: string;
  args?: Record<string, unknown>;
  argsMatch: "partial" | "exact";
}

export interface ResolvedStep {
  user: string;
  expectTools: ExpectedToolCall[] | undefined;
  expectedState: string | undefined;
}

/**
 * A workflow with defaults applied. It carries every field of the workflow as
 * parsed, not only those below (which resolution fills in or changes), so that
 * a metric's own setting, added to config/workflow-schema.ts, reaches the
 * metric (scoring/workflow-trace.ts) without being listed here as well.
 */
export interface ResolvedWorkflow extends Omit<
  Workflow,
  "steps" | "expectTools" | "repeats" | "minPass" | "servers" | "toolSelection" | "host" | "hosts" | "user" | "personas"
> {
  name: string;
  description: string | undefined;
  steps: ResolvedStep[];
  /** Workflow-level expectations: the workflow's own `expectTools`, else the steps' concatenated; undefined when none given. */
  expectTools: ExpectedToolCall[] | undefined;
  /** Expected end state of the whole workflow (checked against the final message). */
  expectedState: string | undefined;
  order: "in-order" | "exact" | "any";
  maxSteps: number;
  /** State checks after the agent finishes; strings may hold `{{databaseId}}`. */
  verify: VerifierSpec[];
  /** Steps before / after each run of the workflow. */
  setup: HookStep[];
  teardown: HookStep[];
  /** Runs of the workflow (k in pass@k). @default 1 */
  repeats: number;
  /** Runs that must pass for the workflow to pass. @default repeats (pass^k) */
  minPass: number;
  /** Servers the workflow uses, by name (all configured servers unless it says otherwise). */
  servers: string[];
  /** Which tools the model sees: all, or the top-k per user message (the workflow's own, else the config's). */
  toolSelection: ToolSelection;
  /** The host profile this copy runs as (`host:` / `hosts:`); absent: as mcpvals. */
  host?: string;
  /** The simulated user that holds the conversation (`user:`); absent: the steps are the user's messages. */
  user?: ResolvedUser;
  /** The persona's label (a preset name, or `custom-N`); set with `user`. */
  persona?: string;
  /** A copy's configured workflow name (a copy per persona, protocol era or host is named `<this> [<copy>]…`); absent on the workflow itself. */
  copyOf?: string;
}

/** `workflows[].user` with its persona resolved to text (a preset's, or the config's own). */
export interface ResolvedUser extends Omit<UserSettings, "persona"> {
  /** What the user model is told about who it is. */
  persona: string;
  /** The preset's name, or `custom-N` for a persona written out (N: its place in `personas`, from 1). */
  personaLabel: string;
}

/** Where a per-host server copy came from (config `host:`, expand-hosts.ts): the server as the config names it, and the host. */
export interface HostServer {
  /** The configured server name (before protocol-era copies): what the host prefixes tool names with. */
  server: string;
  host: string;
}

/** An unset variable in a server's `auth` (config/defer-auth-secrets.ts): which one, and at which field. */
export interface UnsetAuthSecret {
  variable: string;
  /** Field path, e.g. `servers.api.auth.clientCredentials.clientSecret`. */
  path: string;
}

/** What a tool-health test calls. */
export type ToolTestTarget =
  | { kind: "tool"; name: string }
  /** `uri` is the template expanded when the test gave one (`uriTemplate`). */
  | { kind: "resource"; uri: string; uriTemplate: string | null }
  | { kind: "prompt"; name: string };

export interface ResolvedToolTest {
  suite: string;
  name: string;
  /** The tool's name on its server; for a resource or prompt its key, `resource:<uri>` / `prompt:<name>` (util/target-key.ts). */
  tool: string;
  /** What the test calls; a tool unless the test names `resource` or `prompt`. */
  target: ToolTestTarget;
  /** Resource tests: the MIME type every content item must have. */
  expectedMimeType?: string;
  args: Record<string, unknown>;
  expectedResult: unknown;
  expectedError: string | undefined;
  maxLatency: number | undefined;
  retries: number;
  timeoutMs: number;
  /** Server the tool is called on. */
  server: string;
  /** The target may be one its server does not offer (a negative test). */
  allowMissing?: boolean;
  /** A copy's configured test name (a copy per protocol era or host is named `<this> [<copy>]…`); absent on the test itself. */
  copyOf?: string;
}

/**
 * The config after validation, environment interpolation and mcpvals 0.4
 * field mapping: the one shape the rest of the library reads.
 */
export interface ResolvedConfig {
  /** Absolute path of the config file; null when the config was passed as an object. */
  file: string | null;
  /** Directory relative paths (server cwd) are resolved against. */
  baseDir: string;
  /** The first configured server ("default" when the single `server` is used); kept for single-server callers. */
  server: ServerSpec;
  /** Every configured server by name, in config order: the single `server` is named "default". */
  servers: Record<string, ServerSpec>;
  /** Servers whose sampling requests a model answers (`client.sampling` without `text`), by name; absent when none. */
  samplingModels?: Record<string, SamplingModel>;
  /** Per-host copies of servers (`everything@claude-code`): the configured server and the host, by copy name; absent without hosts. */
  hostServers?: Record<string, HostServer>;
  /** Servers to connect eagerly, in the background. */
  preconnect: string[];
  /** Connect retries and circuit breaker (aliases `maxConnectionRetries` resolved). */
  connection: ConnectionSettings;
  /** Agent model; undefined when the config names none (the run then uses the default model). */
  model: ModelSpec | undefined;
  /** Judge settings; null when the judge is off. `model` undefined = same as the agent. */
  judge: { model: ModelSpec | undefined; minScore: number; repeats: number; minAgreement?: number | undefined } | null;
  threshold: number;
  /** The statistical regression gate; null when the config has no `gate:` (a `--baseline` turns it on with defaults). */
  gate: GateSettings | null;
  /** Named regressions turned into warnings until a date. */
  waivers: Waiver[];
  timeouts: Timeouts;
  /** `mcpvals check`: probe calls and the pinned rule set. */
  check: CheckSettings;
  concurrency: number;
  /** Names no server offers are warnings, not a config error. @default false */
  allowMissingTools?: boolean;
  /** What else fails the run (`failOn`): "breaking" tool changes. */
  failOn?: FailOn[];
  isolation: "workflow" | "run";
  workflows: ResolvedWorkflow[];
  toolHealthSuites: Array<Omit<ToolHealthSuite, "tests"> & { tests: ResolvedToolTest[] }>;
  /** mcpvals 0.4 `openaiKey`: used as the OpenAI key when no other is given. */
  legacyOpenAiKey: string | undefined;
  /** `stateDir` as written in the config (relative to `baseDir`); undefined = the default `.mcpvals`. */
  stateDir?: string;
  /** `stateKey` as written in the config; undefined = derived from the file name (state/state-dir.ts stateKeyOf). */
  stateKey?: string;
  /** Values that must never appear in any output (API keys, server env values, headers). */
  secrets: string[];
  /** The config's `pricing`: USD per 1M tokens by "provider:model", over the built-in table. */
  pricing?: Record<string, ModelPrice>;
  /** Embedding model of tool search. */
  embeddings: EmbeddingsSpec;
  /** Tool search settings (mode, re-rank model). */
  search: SearchSettings;
  /** The tool-retrieval metric (mode resolved from search.mode); null when turned off. */
  toolRetrieval: (ToolRetrievalSettings & { mode: SearchMode }) | null;
  /** Fallback suggestions on failed tool calls; null when turned off. */
  fallbacks: FallbackSettings | null;
  /** Record / replay of model exchanges; `dir` is absolute. Absent = off. */
  cassettes?: CassetteSettings;
  /** OpenTelemetry export settings as written; absent = only `--otlp` or OTEL_EXPORTER_OTLP_ENDPOINT turn tracing on. */
  otel?: OtelSettings;
  /** `mcpvals load` settings as written; absent: load runs with the defaults. */
  load?: LoadSettings;
  /** Tool-definition token budget; absent: tokens are not counted (the tokenizer is not loaded). */
  budget?: Budget;
  /** Provider rate limits (`limits`); absent: none. */
  limits?: Limits;
  /** `mcpvals mutate` settings; absent: every operator and item, no score gate. */
  mutate?: MutateSettings;
  /**
   * Servers whose `auth` reads an unset variable, by name (loaded with `deferAuthSecrets`: a fork PR has no secrets).
   * A run skips the work that needs them and never connects them.
   */
  /** Host and model-API profiles `check --hosts` grades the tools for ("all" kept as written). */
  hosts?: string[];
  unsetAuth?: Record<string, UnsetAuthSecret[]>;
}
