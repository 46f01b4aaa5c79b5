/**
 * How to reach a server: the server spec (stdio, Streamable HTTP, legacy SSE)
 * and the connection settings (retries, backoff, breaker). protocol/ owns
 * these; mcp/ connects by them and the config schema builds on them.
 */
import { z } from "zod";
import { durationMs } from "../util/duration-schema.js";
import {
  DEFAULT_COOLDOWN_MS,
  DEFAULT_FAILURE_THRESHOLD,
  DEFAULT_INITIAL_DELAY_MS,
  DEFAULT_MAX_DELAY_MS,
  DEFAULT_MAX_RETRIES,
} from "./connection-defaults.js";
import { ServerAuthSchema } from "./auth-schema.js";
import { ClientSideSchema } from "./client-side-schema.js";
import { ProtocolSchema } from "./protocol-schema.js";
import { SandboxSchema } from "./sandbox-schema.js";

const stringRecord = z.record(z.string(), z.string());
const client = ClientSideSchema.optional().describe(
  "The client's side for this server (roots, sampling, elicitation, logLevel), key by key over the top-level `client`",
);

// The OS takes command lines and environments as C strings: a NUL byte cannot be passed on.
const processText = z
  .string()
  .refine((text) => !text.includes("\0"), "contains a NUL byte (\\u0000), which a command line or environment cannot carry");

export const StdioServerSchema = z.strictObject({
  transport: z.literal("stdio"),
  command: processText.min(1).describe("Executable that starts the server"),
  args: z.array(processText).default([]).describe("Arguments passed to the command"),
  env: z
    .record(processText, processText)
    .default({})
    .describe(
      "Environment for the server process, on top of a minimal safe base (PATH, HOME, ...). The parent environment is not inherited.",
    ),
  cwd: z.string().optional().describe("Working directory of the server process (relative to the config file)"),
  maxMessageMb: z
    .number()
    .positive()
    .max(1024)
    .optional()
    .describe(
      "Largest message accepted from the server (MB, default 10); a larger answer fails its call with a clear reason and the run goes on",
    ),
  stopGraceMs: z
    .number()
    .int()
    .positive()
    .max(600_000)
    .optional()
    .describe(
      "How long the server gets to exit on its own after its stdin closes (ms, default 2000); then SIGTERM, and SIGKILL after as long again. At the end of a run a server still exiting gets SIGTERM at once",
    ),
  sandbox: SandboxSchema.optional(),
  client,
  protocol: ProtocolSchema,
});

export const StreamableHttpServerSchema = z.strictObject({
  transport: z.literal("shttp"),
  url: z.url().describe("Streamable HTTP endpoint, e.g. http://127.0.0.1:3001/mcp"),
  headers: stringRecord.default({}).describe("Headers sent with every request (values are treated as secrets)"),
  auth: ServerAuthSchema.optional(),
  fallbackToSse: z.boolean().default(true).describe("Try the legacy SSE transport when the endpoint does not speak Streamable HTTP"),
  client,
  protocol: ProtocolSchema,
});

export const SseServerSchema = z.strictObject({
  transport: z.literal("sse"),
  url: z.url().describe("Legacy SSE endpoint, e.g. http://127.0.0.1:3001/sse"),
  headers: stringRecord.default({}).describe("Headers sent with every request (values are treated as secrets)"),
  auth: ServerAuthSchema.optional(),
  // Accepted for mcpvals 0.4 compatibility; a run is short-lived and does not reconnect.
  reconnect: z.boolean().optional(),
  reconnectInterval: z.number().optional(),
  maxReconnectAttempts: z.number().optional(),
  client,
  protocol: ProtocolSchema,
});

/** `transport` may be left out: `command` implies stdio and `url` implies Streamable HTTP. */
export const ServerSchema = z.preprocess(
  (value) => {
    if (value && typeof value === "object" && !Array.isArray(value) && !("transport" in value)) {
      if ("command" in value) return { transport: "stdio", ...value };
      if ("url" in value) return { transport: "shttp", ...value };
    }
    return value;
  },
  z.discriminatedUnion("transport", [StdioServerSchema, StreamableHttpServerSchema, SseServerSchema]),
);

/** Server names appear in qualified tool names (`server__tool`) and reports. */
export const ServerNameSchema = z.string().regex(/^[A-Za-z0-9_-]+$/, "a server name may only use letters, digits, _ and -");

export const BreakerSchema = z.strictObject({
  failureThreshold: z
    .number()
    .int()
    .min(1)
    .default(DEFAULT_FAILURE_THRESHOLD)
    .describe("Consecutive failed connect tries that open the circuit breaker"),
  cooldownMs: durationMs({ min: 0 })
    .default(DEFAULT_COOLDOWN_MS)
    .describe("How long an open breaker refuses connects before one probe is allowed (ms)"),
});

export const ConnectionSchema = z.strictObject({
  maxRetries: z
    .number()
    .int()
    .min(0)
    .max(10)
    .default(DEFAULT_MAX_RETRIES)
    .describe("Retries of a failed connect, with exponential backoff"),
  initialDelayMs: durationMs({ min: 0 })
    .default(DEFAULT_INITIAL_DELAY_MS)
    .describe("Backoff before the first retry (ms); doubles per retry"),
  maxDelayMs: durationMs({ min: 0 }).default(DEFAULT_MAX_DELAY_MS).describe("Longest backoff between two tries (ms)"),
  breaker: BreakerSchema.default(BreakerSchema.parse({})),
});

export type ServerSpec = z.output<typeof ServerSchema>;
export type StdioServerSpec = z.output<typeof StdioServerSchema>;
export type HttpServerSpec = z.output<typeof StreamableHttpServerSchema> | z.output<typeof SseServerSchema>;
export type ConnectionSettings = z.output<typeof ConnectionSchema>;
