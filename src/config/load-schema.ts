/**
 * The config's `load:` settings for `mcpvals load` (docs/load.md): how hard,
 * how long and in what pattern the tool tests are replayed against the server,
 * and what fails the run. Every run is bounded: without `duration` or `calls`
 * it stops after LOAD_LIMITS.defaultDurationMs, and the caps below hold always.
 */
import { z } from "zod";
import { durationMs } from "../util/duration-schema.js";

/** Defaults and hard caps (docs/load.md "Limits"). */
export const LOAD_LIMITS = {
  /** A run that names neither `duration` nor `calls` stops after this long. */
  defaultDurationMs: 30_000,
  /** No run lasts longer (a run bounded by `calls` alone stops here too). */
  maxDurationMs: 3_600_000,
  /** No run makes more calls (a run bounded by `duration` alone stops here too). */
  maxCalls: 1_000_000,
  maxConcurrency: 256,
  maxConnections: 32,
  /** Highest open-loop arrival rate, calls per second. */
  maxRate: 10_000,
  /** Default connections: one per worker, at most this many (each stdio connection is a server process). */
  defaultConnections: 4,
} as const;

export const LoadArrivalSchema = z.union([
  z.literal("closed"),
  z.strictObject({
    open: z
      .number()
      .positive()
      .max(LOAD_LIMITS.maxRate)
      .describe("Calls started per second, whatever the server's pace (latency measured from each call's intended start)"),
  }),
]);

export const LoadSettingsSchema = z
  .strictObject({
    concurrency: z
      .number()
      .int()
      .min(1)
      .max(LOAD_LIMITS.maxConcurrency)
      .default(8)
      .describe("Calls in flight at once (closed loop: workers; open loop: the most in flight before calls queue)"),
    duration: durationMs()
      .max(LOAD_LIMITS.maxDurationMs, `at most ${LOAD_LIMITS.maxDurationMs} ms (1 hour)`)
      .optional()
      .describe("How long to keep calling (ms); with `calls` too, whichever comes first. Default 30000 when neither is given"),
    calls: z.number().int().min(1).max(LOAD_LIMITS.maxCalls).optional().describe("How many calls to make (after the warmup)"),
    rampUp: durationMs({ min: 0 })
      .default(0)
      .describe("Time over which the workers start (closed) or the rate climbs to its target (open), ms"),
    arrival: LoadArrivalSchema.default("closed").describe(
      "closed: each worker calls again as soon as its call answers; { open: rate }: calls start at a fixed rate",
    ),
    tests: z
      .array(z.string().min(1))
      .min(1)
      .optional()
      .describe('The tool tests to replay, by name or "suite/test" (default: every tool test of the config)'),
    warmup: durationMs({ min: 0 }).default(0).describe("Calls during this first stretch (ms) are made but not recorded"),
    connections: z
      .number()
      .int()
      .min(1)
      .max(LOAD_LIMITS.maxConnections)
      .optional()
      .describe("Connections to each server; over stdio one server process each. Default: concurrency, at most 4"),
    maxSlowdown: z
      .number()
      .gt(1)
      .max(100)
      .default(1.2)
      .describe("Regression when the whole interval of p95 / baseline p95 lies above this ratio"),
    confidence: z.number().gt(0.5).lt(1).default(0.95).describe("Confidence of the p95-ratio interval"),
    minCalls: z
      .number()
      .int()
      .min(20)
      .default(200)
      .describe("Recorded calls each side needs (this run, the baseline) before the gate gives a verdict"),
    runNoise: z
      .number()
      .min(0)
      .max(1)
      .default(0.07)
      .describe(
        "How much p95 moves between runs of the same code (sd of its logarithm), assumed when the baseline has fewer than 5 runs to measure it from; 0 trusts one run's own sampling",
      ),
    p95Ms: z.number().positive().optional().describe("Absolute budget: fail when the overall p95 exceeds this (ms)"),
    errorRate: z.number().min(0).max(1).optional().describe("Absolute budget: fail when the fraction of failed calls exceeds this"),
    allowHosts: z
      .array(z.string().min(1))
      .default([])
      .describe("Hosts other than loopback that load may be sent to (an HTTP server's host name, exactly)"),
  })
  .describe("`mcpvals load`: replay the tool tests as load, record latency in HDR histograms, gate on the base branch's p95");

export type LoadSettings = z.output<typeof LoadSettingsSchema>;
export type LoadArrival = z.output<typeof LoadArrivalSchema>;
