import { UsageError } from "../../src/errors.js";
import { OtelSchema } from "../../src/config/otel-schema.js";
import { resolveOtlpTarget, tracesUrl } from "../../src/config/resolve-otlp-target.js";

const otel = (input: object) => OtelSchema.parse(input);

test("--otlp over otel.endpoint over OTEL_EXPORTER_OTLP_ENDPOINT; none of them: no trace", () => {
  const env = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://env:4318" };
  expect(resolveOtlpTarget(undefined, {})).toBeNull();
  expect(resolveOtlpTarget(otel({ serviceName: "x" }), { env: { OTEL_EXPORTER_OTLP_ENDPOINT: " " } })).toBeNull();
  expect(resolveOtlpTarget(undefined, { env })?.url).toBe("http://env:4318/v1/traces");
  expect(resolveOtlpTarget(otel({ endpoint: "http://config:4318" }), { env })?.url).toBe("http://config:4318/v1/traces");
  expect(resolveOtlpTarget(otel({ endpoint: "http://config:4318" }), { env, otlp: "https://cli.example/otel" })).toEqual({
    url: "https://cli.example/otel/v1/traces",
    headers: {},
    serviceName: "mcpvals",
    flushTimeoutMs: 5000,
  });
});

test("a full traces URL stays as is; a base URL gets /v1/traces", () => {
  expect(tracesUrl("http://localhost:4318")).toBe("http://localhost:4318/v1/traces");
  expect(tracesUrl("http://localhost:4318/")).toBe("http://localhost:4318/v1/traces");
  expect(tracesUrl("https://otel.example/api/v1/traces")).toBe("https://otel.example/api/v1/traces");
});

test("an endpoint that is not an http(s) URL is a usage error naming its source", () => {
  expect(() => resolveOtlpTarget(undefined, { env: { OTEL_EXPORTER_OTLP_ENDPOINT: "grpc://x:4317" } })).toThrow(UsageError);
  expect(() => resolveOtlpTarget(undefined, { env: { OTEL_EXPORTER_OTLP_ENDPOINT: "grpc://x:4317" } })).toThrow(
    /^OTEL_EXPORTER_OTLP_ENDPOINT: "grpc/,
  );
  expect(OtelSchema.safeParse({ endpoint: "localhost:4318" }).success).toBe(false);
});
