/** The config's `otel`: export the run as one OpenTelemetry trace over OTLP/HTTP (docs/tracing.md). */
import { z } from "zod";
import { durationMs } from "../util/duration-schema.js";

/** An http(s) URL: the exporter speaks OTLP/HTTP only. */
export const OtlpEndpointSchema = z
  .string()
  .refine(
    (value) => /^https?:$/.test(safeProtocol(value)),
    "an http:// or https:// URL of an OTLP/HTTP collector, e.g. http://localhost:4318",
  );

function safeProtocol(value: string): string {
  try {
    return new URL(value).protocol;
  } catch {
    return "";
  }
}

export const OtelSchema = z
  .strictObject({
    endpoint: OtlpEndpointSchema.optional().describe(
      "OTLP/HTTP collector: its base URL (http://localhost:4318; spans go to /v1/traces) or the full /v1/traces URL. Default: OTEL_EXPORTER_OTLP_ENDPOINT",
    ),
    headers: z
      .record(z.string(), z.string())
      .default({})
      .describe("Headers of every export request, e.g. an API key as ${VAR} (values are treated as secrets)"),
    serviceName: z.string().min(1).default("mcpvals").describe("The traces' service.name"),
    flushTimeoutMs: durationMs()
      .default(5000)
      .describe("How long the end of the run waits for the last spans to reach the collector; an unreachable one is a warning"),
  })
  .describe("OpenTelemetry: one trace per run (workflow → model call → tool call → server request), exported over OTLP/HTTP");

export type OtelSettings = z.output<typeof OtelSchema>;
