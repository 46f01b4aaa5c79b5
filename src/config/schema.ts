/**
 * The config file schema. Everything a user writes passes through here; the
 * TypeScript types are derived from it, and so is the published JSON Schema
 * (`mcpvals schema`), so editors autocomplete what the loader accepts.
 *
 * It is a superset of the mcpvals 0.4 schema: every 0.4 field is accepted.
 * Objects are strict so that a typo (`expectTool`) is an error with its
 * path rather than a silently ignored field.
 */
import { CheckSettingsSchema } from "./check-settings-schema.js";
import { z } from "zod";
import { FailOnSchema } from "../result/fail-on.js";
import { hostFields } from "./host-schema.js";
import { durationMs } from "../util/duration-schema.js";
import { CassettesSchema } from "./cassettes-schema.js";
import { GateSchema, WaiversSchema } from "./gate-schema.js";
import { OtelSchema } from "./otel-schema.js";
import { BudgetSchema } from "./budget-schema.js";
import { ConnectionSchema, ServerNameSchema, ServerSchema } from "../protocol/server-spec.js";
import { ClientSideSchema, SamplingSettingsSchema } from "../protocol/client-side-schema.js";
import { WorkflowSchema } from "./workflow-schema.js";
import { ModelObjectSchema, ModelRetriesSchema, ModelSpecSchema, PROVIDERS } from "./model-spec-schema.js";
import {
  EmbeddingsSpecSchema,
  FallbacksSchema,
  LOCAL_EMBEDDINGS,
  SearchSettingsBaseSchema,
  ToolRetrievalSchema,
  ToolSelectionSchema,
} from "./search-schema.js";

import { LimitsSchema } from "./limits-schema.js";
/** USD per 1M tokens. */
export const ModelPriceSchema = z.strictObject({
  input: z.number().min(0).describe("USD per 1M input tokens"),
  output: z.number().min(0).describe("USD per 1M output tokens"),
});

export { PROVIDERS, ModelRetriesSchema, ModelObjectSchema, ModelSpecSchema };

/** `client:` of the config: mcp's client-side settings with the sampling model parsed as a model spec. */
export const ClientSchema = ClientSideSchema.extend({
  sampling: z
    .strictObject({
      text: SamplingSettingsSchema.shape.text,
      model: ModelSpecSchema.optional().describe(
        "Answer with this model; default: the agent model (a scripted run needs `text` or a model here)",
      ),
    })
    .refine((value) => !(value.text !== undefined && value.model !== undefined), { message: "give either `text` or `model`, not both" })
    .optional()
    .describe("Declare the sampling capability and answer sampling/createMessage with a fixed text or a model"),
});

export const ToolTestSchema = z.strictObject({
  name: z.string().min(1).describe("Test name; also the tool name when none of `tool`, `resource` and `prompt` is given (mcpvals 0.4)"),
  tool: z.string().min(1).optional().describe("Tool to call (a test names one of tool, resource or prompt)"),
  resource: z
    .string()
    .min(1)
    .optional()
    .describe(
      "Resource to read: a URI, or a URI template (RFC 6570) whose variables `args` fills, e.g. demo://resource/dynamic/text/{resourceId}",
    ),
  prompt: z.string().min(1).optional().describe("Prompt to get, with `args` as its (string) arguments"),
  description: z.string().optional(),
  args: z.record(z.string(), z.unknown()).default({}),
  expectedResult: z
    .unknown()
    .optional()
    .describe("Substring for text results, deep-partial match for structured results (a resource's {contents}, a prompt's {messages})"),
  expectedError: z.string().optional().describe("The call must fail with an error containing this text"),
  expectedMimeType: z
    .string()
    .min(1)
    .optional()
    .describe(
      "Resource tests: MIME type every content item must have, e.g. text/markdown (parameters ignored unless given; text/* matches any text type)",
    ),
  maxLatency: z.number().positive().optional().describe("Fail when the call takes longer (ms)"),
  retries: z.number().int().min(0).max(5).default(0),
  timeout: durationMs().optional().describe("Per-test tool call timeout (ms)"),
  server: z.string().min(1).optional().describe("Server the tool is called on (needed when several servers are configured)"),
  allowMissing: z
    .boolean()
    .optional()
    .describe(
      "Let the test name a tool, resource or prompt its server does not offer (a negative test expecting an unknown-tool error); otherwise that is a config error",
    ),
});

export const ToolHealthSuiteSchema = z.strictObject({
  name: z.string().min(1),
  description: z.string().optional(),
  tests: z.array(ToolTestSchema).min(1),
  parallel: z
    .boolean()
    .default(false)
    .describe("Run the suite's tests at once (at most 64 calls in flight) instead of one after the other"),
  timeout: durationMs().optional().describe("Tool call timeout for this suite (ms)"),
  server: z.string().min(1).optional().describe("Server the suite's tests call (a test's own `server` wins)"),
});

export const JudgeSchema = z.union([
  z.boolean(),
  z.strictObject({
    model: ModelSpecSchema.optional().describe("Judge model; defaults to the agent model"),
    minScore: z.number().min(0).max(1).default(0.7),
    repeats: z.number().int().min(1).max(9).default(1).describe("Times the judge is asked; the verdict is the majority (a tie fails)"),
    minAgreement: z
      .number()
      .min(-1)
      .max(1)
      .optional()
      .describe(
        "Fail the run unless the judge's last calibration (`mcpvals judge calibrate`) for these criteria reached this agreement with people (Cohen's kappa, or Spearman's rho for score labels; the lower of the two); a judge never calibrated fails too",
      ),
  }),
]);

export const TimeoutsSchema = z.strictObject({
  connectMs: durationMs().default(30_000).describe("Starting or reaching a server"),
  toolCallMs: durationMs().default(30_000).describe("One tool call"),
  workflowMs: durationMs().default(300_000).describe("One whole workflow, all steps"),
  llmCallMs: durationMs().default(120_000).describe("One model call"),
  verifyMs: durationMs().default(30_000).describe("One verifier, or one setup / teardown step"),
});

const threshold = z.number().min(0).max(1);

export const SearchSettingsSchema = SearchSettingsBaseSchema.extend({
  model: ModelSpecSchema.optional().describe(
    "LLM that re-ranks hybrid results and ranks tools in llm mode; without one, hybrid keeps the fused ranking",
  ),
});

export const ConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  server: ServerSchema.optional().describe(
    'The MCP server under test: stdio (command), Streamable HTTP (url) or legacy SSE. Named "default" when `servers` is also given',
  ),
  servers: z
    .record(ServerNameSchema, ServerSchema)
    .optional()
    .describe("Several servers under test, by name; each is started only when a workflow or test uses it"),
  client: ClientSchema.optional().describe(
    "The client's side of the conversation for every server: roots, sampling, elicitation rules, logLevel (a server's own `client` overrides it key by key)",
  ),
  host: hostFields.host,
  preconnect: z.array(z.string().min(1)).default([]).describe("Servers to connect eagerly, in the background, when the run starts"),
  connection: ConnectionSchema.default(ConnectionSchema.parse({})).describe(
    "Connect retries (exponential backoff) and the circuit breaker",
  ),
  maxConnectionRetries: z.number().int().min(0).max(10).optional().describe("Alias of connection.maxRetries"),
  connectionTimeout: durationMs().optional().describe("Alias of timeouts.connectMs: limit of one connect try (ms)"),
  model: ModelSpecSchema.optional(),
  llmJudge: JudgeSchema.default(false),
  threshold: threshold.optional().describe("Minimum overall score to pass (default 0.8)"),
  passThreshold: threshold.optional().describe("Alias of threshold (mcpvals 0.4)"),
  gate: GateSchema.optional(),
  waivers: WaiversSchema,
  timeouts: TimeoutsSchema.default(TimeoutsSchema.parse({})),
  check: CheckSettingsSchema.default(CheckSettingsSchema.parse({})).describe(
    "`mcpvals check`: the probe calls it may make and the rule set it judges by",
  ),
  concurrency: z.number().int().min(1).max(64).default(4).describe("Workflows in flight at once"),
  failOn: z
    .array(FailOnSchema)
    .optional()
    .describe('Also fail the run on: "breaking" (a tool, resource or prompt changed in a breaking way since the stored baseline)'),
  allowMissingTools: z
    .boolean()
    .optional()
    .describe(
      "Let tests and workflows name tools, resources or prompts no server offers: a warning each instead of a config error (exit 2)",
    ),
  isolation: z
    .enum(["workflow", "run"])
    .default("workflow")
    .describe("workflow: each workflow gets its own stdio server process; run: one process for the whole run"),
  workflows: z
    .array(WorkflowSchema)
    .default([])
    .describe("Conversations a model holds with the server, checked against the expected tool calls and end state"),
  toolHealthSuites: z
    .array(ToolHealthSuiteSchema)
    .default([])
    .describe("Direct tool calls checked against expected results, errors and latency"),
  stateDir: z
    .string()
    .min(1)
    .optional()
    .describe(
      "State folder kept between runs (per-tool metrics, tool schema baseline, run history), relative to the config file. Default .mcpvals",
    ),
  stateKey: z
    .string()
    .regex(/^[\w-]{1,64}$/, "letters, digits, _ and - (at most 64)")
    .refine((key) => key !== "embeddings", '"embeddings" is a folder of the older flat state layout; choose another name')
    .optional()
    .describe(
      "This config's sub-folder of the state folder. Default: the config file's name without .config.<ext> (calc.config.yaml: calc), default for a config object",
    ),
  repeats: z.number().int().min(1).max(100).optional().describe("Default repeats of every workflow (pass@k / pass^k)"),
  embeddings: EmbeddingsSpecSchema.default(LOCAL_EMBEDDINGS),
  search: SearchSettingsSchema.default(SearchSettingsSchema.parse({})).describe(
    "Tool search (`mcpvals search`, the tool-retrieval metric, toolSelection, fallbacks)",
  ),
  toolRetrieval: ToolRetrievalSchema.default(ToolRetrievalSchema.parse({})).describe(
    "Tool-retrieval metric: each step's expected tools ranked against its user text (Recall@k, MRR); no LLM needed. false turns it off",
  ),
  toolSelection: ToolSelectionSchema.default(ToolSelectionSchema.parse({})),
  fallbacks: FallbacksSchema.default(FallbacksSchema.parse({})).describe(
    "Alternative tools suggested to the model when a tool call fails; false turns it off",
  ),
  cassettes: CassettesSchema.default(CassettesSchema.parse({})),
  otel: OtelSchema.optional(),
  budget: BudgetSchema.optional(),
  limits: LimitsSchema.optional(),
  hosts: z
    .array(z.string().min(1))
    .min(1)
    .optional()
    .describe(
      'Host and model-API profiles `check` grades the tools for, e.g. ["claude-code", "gemini"]; "all" for every profile (docs/hosts.md). `run` runs every workflow under each host among them (a host × workflow matrix)',
    ),
  // mcpvals 0.4 fields.
  timeout: durationMs().optional().describe("mcpvals 0.4: tool call timeout (ms); prefer timeouts.toolCallMs"),
  openaiKey: z.string().optional().describe("mcpvals 0.4: OpenAI key; prefer OPENAI_API_KEY"),
  judgeModel: z.string().optional().describe('mcpvals 0.4: judge model, e.g. "gpt-4o"; prefer llmJudge.model'),
  pricing: z
    .record(z.string().regex(/^[^:]+:.+$/, 'a "provider:model" key'), ModelPriceSchema)
    .default({})
    .describe('Model prices for the cost estimate, USD per 1M tokens, keyed "provider:model"; extends and overrides the built-in table'),
});

/** What a user writes (input side: defaults optional). */
export type ConfigInput = z.input<typeof ConfigSchema>;
/** The parsed file (defaults applied, legacy fields still present). */
export type Config = z.output<typeof ConfigSchema>;
export type ModelSpec = z.output<typeof ModelSpecSchema>;
export type ClientSettings = z.output<typeof ClientSchema>;
export type ModelObject = z.output<typeof ModelObjectSchema>;
export type ToolTest = z.output<typeof ToolTestSchema>;
export type ToolHealthSuite = z.output<typeof ToolHealthSuiteSchema>;
export type Timeouts = z.output<typeof TimeoutsSchema>;
export type ModelRetries = z.output<typeof ModelRetriesSchema>;
export type ModelPrice = z.output<typeof ModelPriceSchema>;
export type SearchSettings = z.output<typeof SearchSettingsSchema>;
