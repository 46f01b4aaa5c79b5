/**
 * The files of the state folder (default `.mcpvals/`). Plain JSON, one zod
 * schema each, every file carrying its own `version`: a file of another
 * version is rebuilt rather than misread. See docs/state-folder.md.
 *
 *   tools.json    per server: server info, tool-list hash, and per tool its
 *                 hash plus the schema snapshot the change list is computed from;
 *                 likewise its resources, resource templates and prompts
 *   metrics.json  per tool ("server/tool"): one entry per run that called it
 *                 (last HISTORY_LIMIT runs), last call, last error, last success
 *   history.json  score and per-workflow verdicts of the last HISTORY_LIMIT runs
 *   embeddings/   tool-search vectors, written by search/embeddings/embedding-store.ts: per
 *                 embedding model a JSON manifest and a Float32 file of rows
 */
import { z } from "zod";
import { nameRecord } from "../util/name-record.js";
import { nameTable } from "../util/name-table.js";
/** Tool-search vectors: one manifest + one Float32 file, of the model in use (written by search/). */
export { EMBEDDINGS_DIR } from "../search/embeddings/embedding-store.js";

/** Runs kept in metrics.json (per tool) and history.json. Bounds the folder: O(HISTORY_LIMIT × tools). */
export const HISTORY_LIMIT = 20;

export const TOOLS_FILE = "tools.json";
export const METRICS_FILE = "metrics.json";
export const HISTORY_FILE = "history.json";

export const TOOLS_FILE_VERSION = 1;
export const METRICS_FILE_VERSION = 1;
export const HISTORY_FILE_VERSION = 1;

/** What the change list needs of one tool; the hash is `toolHash` (name, description, input and output schema). */
export const ToolSnapshotSchema = z.object({
  hash: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  inputSchema: z.record(z.string(), z.unknown()),
  outputSchema: z.record(z.string(), z.unknown()).nullable(),
  annotations: z.record(z.string(), z.unknown()).nullable(),
});

/** What the change list compares of a resource (keyed by URI) or a resource template (keyed by its URI template). */
export const ResourceSnapshotSchema = z.object({
  name: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  mimeType: z.string().nullable(),
});

/** What the change list compares of a prompt (keyed by name). */
export const PromptSnapshotSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  arguments: z.array(z.object({ name: z.string(), description: z.string().nullable(), required: z.boolean() })),
});

export const ServerToolsStateSchema = z.object({
  /** When this baseline was recorded. */
  at: z.string(),
  serverInfo: z.object({ name: z.string(), version: z.string() }).nullable(),
  toolsHash: z.string(),
  tools: nameRecord(ToolSnapshotSchema),
  // Optional, so a tools.json written before resources and prompts were kept still reads as version 1 (the
  // migration): a kind without a baseline reports no changes, and the next run records it. Older builds
  // reading a newer file ignore these keys.
  /** Resources by URI; absent: no baseline yet. */
  resources: nameRecord(ResourceSnapshotSchema).optional(),
  /** Resource templates by URI template; absent: no baseline yet. */
  resourceTemplates: nameRecord(ResourceSnapshotSchema).optional(),
  /** Prompts by name; absent: no baseline yet. */
  prompts: nameRecord(PromptSnapshotSchema).optional(),
  /** Tokens of the tool list in that encoding (config `budget`); absent when the run that recorded it did not count. */
  toolTokens: z.object({ encoding: z.string(), tokens: z.number().int() }).optional(),
});

export const ToolsFileSchema = z.object({
  version: z.literal(TOOLS_FILE_VERSION),
  updatedAt: z.string(),
  servers: nameRecord(ServerToolsStateSchema),
});

/** One run's numbers for one tool. */
export const ToolRunMetricsSchema = z.object({
  /** Sequence number of the run (metrics.json `runCount` at the time). */
  run: z.number().int(),
  at: z.string(),
  calls: z.number().int(),
  /** Calls that went as intended: healthy answers and the errors a tool test expected (its success rate's numerator). */
  successes: z.number().int(),
  /** Of `successes`, the errors a tool test expected (`expectedError`); absent in older files. */
  expectedErrors: z.number().int().optional(),
  avgLatencyMs: z.number(),
  p95LatencyMs: z.number(),
});

export const ToolMetricsStateSchema = z.object({
  server: z.string(),
  tool: z.string(),
  runs: z.array(ToolRunMetricsSchema),
  lastCalledAt: z.string().nullable(),
  lastError: z.string().nullable(),
  lastSuccessAt: z.string().nullable(),
});

export const MetricsFileSchema = z.object({
  version: z.literal(METRICS_FILE_VERSION),
  /** Runs recorded so far; tools not called in the last HISTORY_LIMIT runs are dropped. */
  runCount: z.number().int(),
  tools: nameRecord(ToolMetricsStateSchema),
});

const PassCountsSchema = z.object({ passes: z.number().int().min(0), attempts: z.number().int().min(0) });

export const HistoryRunSchema = z.object({
  at: z.string(),
  score: z.number(),
  passed: z.boolean(),
  /** Workflow name → passed. */
  workflows: nameRecord(z.boolean()),
  /**
   * Pass counts per workflow (each repeat an attempt) and per tool test ("suite/test"), units that got a verdict
   * only: the samples of the statistical gate. Absent in files written before the gate; such a run counts each
   * workflow's verdict as one attempt (state/history-baseline.ts).
   */
  counts: z.object({ workflows: nameRecord(PassCountsSchema), tests: nameRecord(PassCountsSchema) }).optional(),
  /** The branch the run was for, when known (the action records it): a PR's gate compares with its base branch's runs only. */
  branch: z.string().optional(),
  /**
   * Milliseconds per workflow (all its repeats) and per tool-health suite (its tests' calls) that ran: what
   * `--shard i/N` balances (state/unit-durations.ts). Absent in files written before sharding by duration.
   */
  durations: z.object({ workflows: nameRecord(z.number().finite().min(0)), suites: nameRecord(z.number().finite().min(0)) }).optional(),
});

export const HistoryFileSchema = z.object({
  version: z.literal(HISTORY_FILE_VERSION),
  runs: z.array(HistoryRunSchema),
});

export type ToolSnapshot = z.infer<typeof ToolSnapshotSchema>;
export type ResourceSnapshot = z.infer<typeof ResourceSnapshotSchema>;
export type PromptSnapshot = z.infer<typeof PromptSnapshotSchema>;
export type ServerToolsState = z.infer<typeof ServerToolsStateSchema>;
export type ToolsFile = z.infer<typeof ToolsFileSchema>;
export type ToolRunMetrics = z.infer<typeof ToolRunMetricsSchema>;
export type ToolMetricsState = z.infer<typeof ToolMetricsStateSchema>;
export type MetricsFile = z.infer<typeof MetricsFileSchema>;
export type HistoryRun = z.infer<typeof HistoryRunSchema>;
export type HistoryFile = z.infer<typeof HistoryFileSchema>;

/** Key of a tool in metrics.json. */
export function metricsKey(server: string, tool: string): string {
  return `${server}/${tool}`;
}

export function emptyToolsFile(now: string): ToolsFile {
  return { version: TOOLS_FILE_VERSION, updatedAt: now, servers: nameTable() };
}

export function emptyMetricsFile(): MetricsFile {
  return { version: METRICS_FILE_VERSION, runCount: 0, tools: nameTable() };
}

export function emptyHistoryFile(): HistoryFile {
  return { version: HISTORY_FILE_VERSION, runs: [] };
}
