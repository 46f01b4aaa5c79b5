/**
 * The result of `mcpvals load`: latency and throughput per tool test and
 * overall, the server's resources over time, the gate's verdict on the p95
 * ratio, and the budgets. Written as the JSON report (`--json`) and read back
 * as a baseline (`--baseline`), where it is untrusted: every field is bounded
 * here. Documented field by field in docs/load.md ("JSON report").
 */
import { z } from "zod";

/** A histogram as HdrHistogram's compressed base64 (microseconds), at most 1 MB of text. */
const HistogramTextSchema = z.string().max(1_000_000);

export const LoadStatsSchema = z.object({
  calls: z.number().int().min(0),
  errors: z.number().int().min(0),
  /** errors / calls, 0 without calls. */
  errorRate: z.number().min(0).max(1),
  /** Recorded calls per second of the measured stretch. */
  throughput: z.number().min(0),
  /** Latencies in milliseconds (open loop: from each call's intended start). */
  p50: z.number().min(0),
  p90: z.number().min(0),
  p95: z.number().min(0),
  p99: z.number().min(0),
  max: z.number().min(0),
  mean: z.number().min(0),
  /** Failed calls by kind: `protocol -32001`, `transport HTTP 503`, `tool`, `timeout`, ... */
  errorKinds: z.record(z.string().max(200), z.number().int().min(0)),
  /** Every recorded latency (µs), HdrHistogram compressed base64: what a later run's gate resamples. */
  histogram: HistogramTextSchema,
});

export const LoadToolSchema = z.object({
  /** The tool test, "suite/test". */
  test: z.string().max(500),
  server: z.string().max(200),
  tool: z.string().max(500),
  stats: LoadStatsSchema,
  /** Open loop: the same calls measured from when each was actually sent (what coordinated omission would show). */
  uncorrected: LoadStatsSchema.optional(),
});

export const LoadWindowSchema = z.object({
  /** Seconds since the measured stretch began (window start). */
  at: z.number().min(0),
  calls: z.number().int().min(0),
  errors: z.number().int().min(0),
  p50: z.number().min(0),
  p95: z.number().min(0),
  max: z.number().min(0),
});

export const ProcessSampleSchema = z.object({
  at: z.number().min(0),
  rssMb: z.number().min(0),
  /** CPU used since the previous sample, in percent of one core. */
  cpuPercent: z.number().min(0),
});

export const LoadServerSchema = z.object({
  server: z.string().max(200),
  transport: z.string().max(20),
  protocolVersion: z.string().max(50),
  /** Server processes sampled (stdio, local). */
  processes: z.number().int().min(0),
  /** Summed over the server's processes; empty when none is local (HTTP) or /proc is not there. */
  samples: z.array(ProcessSampleSchema).max(100_000),
});

export const LoadGateUnitSchema = z.object({
  /** "overall" or the test's "suite/test". */
  name: z.string().max(500),
  head: z.object({ calls: z.number().int().min(0), p95: z.number().min(0) }),
  baseline: z.object({ calls: z.number().int().min(0), p95: z.number().min(0) }),
  /** p95 / baseline p95 and its bootstrap interval; null when a side has too few calls. */
  ratio: z.object({ value: z.number(), lower: z.number(), upper: z.number() }).nullable(),
  verdict: z.enum(["regression", "improvement", "no_change", "insufficient_data"]),
  /**
   * The spread of p95 between runs (sd of its logarithm) the interval includes: measured from the base
   * runs, or assumed (`load.runNoise`) when they are too few to show it. Absent in reports before it existed.
   */
  runNoise: z.object({ sigma: z.number().min(0), source: z.enum(["measured", "assumed"]), runs: z.number().int().min(0) }).optional(),
});

export const LoadGateSchema = z.object({
  source: z.enum(["baseline-file", "history"]),
  /** Baseline runs pooled (history), or 1 for a file. */
  baselineRuns: z.number().int().min(0),
  maxSlowdown: z.number(),
  confidence: z.number(),
  resamples: z.number().int(),
  seed: z.number().int(),
  minCalls: z.number().int(),
  units: z.array(LoadGateUnitSchema).max(10_000),
  /** regression if any unit regressed; else insufficient_data if the overall unit is; else the overall verdict. */
  verdict: z.enum(["regression", "improvement", "no_change", "insufficient_data"]),
});

export const LoadBudgetSchema = z.object({
  name: z.enum(["p95Ms", "errorRate"]),
  limit: z.number(),
  actual: z.number(),
  passed: z.boolean(),
});

export const LoadReportSchema = z.object({
  kind: z.literal("load"),
  schemaVersion: z.literal(1),
  startedAt: z.string().max(100),
  /** Length of the measured stretch (after the warmup), ms. */
  durationMs: z.number().min(0),
  /** Why the run stopped: its duration or call count, a cap, or Ctrl-C (then the report is partial). */
  stoppedBy: z.enum(["duration", "calls", "cap", "interrupted", "failed"]),
  partial: z.boolean(),
  settings: z.object({
    concurrency: z.number().int(),
    connections: z.number().int(),
    arrival: z.union([z.literal("closed"), z.object({ open: z.number() })]),
    durationMs: z.number(),
    calls: z.number().int(),
    rampUpMs: z.number(),
    warmupMs: z.number(),
  }),
  /** How latency is measured: from the send (closed loop), or from the intended send time (open loop, corrected). */
  latencyFrom: z.enum(["send", "intended-start"]),
  overall: LoadStatsSchema,
  /** Open loop: overall latency measured from the actual send, beside the corrected `overall`. */
  uncorrected: LoadStatsSchema.optional(),
  tools: z.array(LoadToolSchema).max(10_000),
  /** Overall latency (ms) at SPECTRUM_PERCENTILES, for the percentile plot; `uncorrected` likewise in an open loop. */
  spectrum: z.object({
    corrected: z.array(z.object({ percentile: z.number(), ms: z.number() })).max(100),
    uncorrected: z
      .array(z.object({ percentile: z.number(), ms: z.number() }))
      .max(100)
      .optional(),
  }),
  timeline: z.array(LoadWindowSchema).max(100_000),
  servers: z.array(LoadServerSchema).max(1_000),
  gate: LoadGateSchema.nullable(),
  budgets: z.array(LoadBudgetSchema),
  /** The verdict, computed once (load/decide-load-verdict.ts): reporters and the exit code only read it. */
  verdict: z.object({
    passed: z.boolean(),
    /** Nothing was measured because a server could not be reached, or the run was interrupted. */
    infrastructure: z.boolean(),
    reasons: z.array(z.string().max(2_000)).max(1_000),
  }),
  warnings: z.array(z.string().max(2_000)).max(1_000),
});

export type LoadStats = z.infer<typeof LoadStatsSchema>;
export type LoadTool = z.infer<typeof LoadToolSchema>;
export type LoadWindow = z.infer<typeof LoadWindowSchema>;
export type ProcessSample = z.infer<typeof ProcessSampleSchema>;
export type LoadServer = z.infer<typeof LoadServerSchema>;
export type LoadGateUnit = z.infer<typeof LoadGateUnitSchema>;
export type LoadGate = z.infer<typeof LoadGateSchema>;
export type LoadBudget = z.infer<typeof LoadBudgetSchema>;
export type LoadReport = z.infer<typeof LoadReportSchema>;
