/**
 * Where a run's trace goes, if anywhere: `--otlp URL` (the `otlp` option) over
 * the config's `otel.endpoint` over OTEL_EXPORTER_OTLP_ENDPOINT, the variable
 * every OpenTelemetry SDK reads. None of them: the run is not traced.
 */
import { UsageError } from "../errors.js";
import { OtelSchema, OtlpEndpointSchema, type OtelSettings } from "./otel-schema.js";

/** A resolved export target. */
export interface OtlpTarget {
  /** The full traces URL (…/v1/traces). */
  url: string;
  headers: Record<string, string>;
  serviceName: string;
  flushTimeoutMs: number;
}

/** Options of {@link resolveOtlpTarget}. */
export interface ResolveOtlpTargetOptions {
  /** `--otlp URL`. @default none */
  otlp?: string | undefined;
  /** @default {} */
  env?: Record<string, string | undefined>;
}

const TRACES_PATH = "v1/traces";

export function resolveOtlpTarget(otel: OtelSettings | undefined, { otlp, env = {} }: ResolveOtlpTargetOptions = {}): OtlpTarget | null {
  const settings = otel ?? OtelSchema.parse({});
  const fromEnv = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || undefined;
  const [endpoint, source] =
    otlp !== undefined
      ? [otlp, "--otlp"]
      : settings.endpoint
        ? [settings.endpoint, "otel.endpoint"]
        : [fromEnv, "OTEL_EXPORTER_OTLP_ENDPOINT"];
  if (endpoint === undefined) return null;
  const checked = OtlpEndpointSchema.safeParse(endpoint);
  if (!checked.success) throw new UsageError(`${source}: "${endpoint}" is not ${checked.error.issues[0]?.message ?? "a URL"}`);
  return {
    url: tracesUrl(endpoint),
    headers: settings.headers,
    serviceName: settings.serviceName,
    flushTimeoutMs: settings.flushTimeoutMs,
  };
}

/** A base endpoint gets `/v1/traces` (as OTEL_EXPORTER_OTLP_ENDPOINT does in every SDK); a full traces URL stays as is. */
export function tracesUrl(endpoint: string): string {
  const url = new URL(endpoint);
  if (url.pathname.replace(/\/+$/, "").endsWith(`/${TRACES_PATH}`)) return url.toString();
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/${TRACES_PATH}`;
  return url.toString();
}
