/**
 * The OpenTelemetry packages, loaded only for a traced run (they are
 * optional peers: a run without `--otlp` / `otel` / OTEL_EXPORTER_OTLP_ENDPOINT
 * never loads them). A missing one is a MissingPackageError naming the one
 * `npm i` line for all five.
 */
import { importOptional, type OptionalPackage } from "../../util/optional-package.js";

export const OTEL_PACKAGES = [
  "@opentelemetry/api",
  "@opentelemetry/sdk-trace",
  "@opentelemetry/exporter-trace-otlp-http",
  "@opentelemetry/resources",
  "@opentelemetry/semantic-conventions",
] as const satisfies readonly OptionalPackage[];

const FEATURE = "OpenTelemetry export (--otlp, otel)";

export async function loadOtel() {
  // Literal imports, one per package, so that the action's bundler sees and includes them.
  const [api, sdk, exporter, resources, semconv] = await Promise.all([
    importOptional("@opentelemetry/api", FEATURE, () => import("@opentelemetry/api"), OTEL_PACKAGES),
    importOptional("@opentelemetry/sdk-trace", FEATURE, () => import("@opentelemetry/sdk-trace"), OTEL_PACKAGES),
    importOptional(
      "@opentelemetry/exporter-trace-otlp-http",
      FEATURE,
      () => import("@opentelemetry/exporter-trace-otlp-http"),
      OTEL_PACKAGES,
    ),
    importOptional("@opentelemetry/resources", FEATURE, () => import("@opentelemetry/resources"), OTEL_PACKAGES),
    importOptional("@opentelemetry/semantic-conventions", FEATURE, () => import("@opentelemetry/semantic-conventions"), OTEL_PACKAGES),
  ]);
  return { api, sdk, exporter, resources, semconv };
}

/** The loaded packages. */
export type Otel = Awaited<ReturnType<typeof loadOtel>>;
