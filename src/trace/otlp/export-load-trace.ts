/**
 * A load run as one OpenTelemetry trace, sent when it ends: a root span
 * `mcpvals load` over the measured stretch, and one span per tool test over the
 * same stretch, each carrying its calls, errors, error rate and latency
 * percentiles as attributes (and the gate's ratio and verdict where it ran).
 * Not a span per call: a million calls would drown a collector, and the
 * histograms already hold every latency. A collector that is down or silent
 * costs a warning within `flushTimeoutMs`, never the run.
 */
import type { Attributes } from "@opentelemetry/api";
import type { OtlpTarget } from "../../config/resolve-otlp-target.js";
import type { LoadReport, LoadStats } from "../../result/load-report.js";
import { settlesWithin } from "../../util/settles-within.js";
import { deadlineAgents } from "./deadline-agent.js";
import { loadOtel } from "./load-otel.js";
import { watchedExporter } from "./watched-exporter.js";

function statsAttributes(s: LoadStats): Attributes {
  return {
    "mcpvals.load.calls": s.calls,
    "mcpvals.load.errors": s.errors,
    "mcpvals.load.error_rate": s.errorRate,
    "mcpvals.load.throughput": s.throughput,
    "mcpvals.load.p50_ms": s.p50,
    "mcpvals.load.p90_ms": s.p90,
    "mcpvals.load.p95_ms": s.p95,
    "mcpvals.load.p99_ms": s.p99,
    "mcpvals.load.max_ms": s.max,
  };
}

function gateAttributes(report: LoadReport, name: string): Attributes {
  const unit = report.gate?.units.find((u) => u.name === name);
  if (!unit) return {};
  return {
    "mcpvals.load.gate.verdict": unit.verdict,
    ...(unit.ratio
      ? {
          "mcpvals.load.gate.ratio": unit.ratio.value,
          "mcpvals.load.gate.lower": unit.ratio.lower,
          "mcpvals.load.gate.upper": unit.ratio.upper,
        }
      : {}),
  };
}

export async function exportLoadTrace({
  report,
  target,
  version,
  onWarning,
}: {
  report: LoadReport;
  target: OtlpTarget;
  version: string;
  onWarning: (message: string) => void;
}): Promise<void> {
  const { api, sdk, exporter: otlp, resources, semconv } = await loadOtel();
  const agents = deadlineAgents(target.flushTimeoutMs);
  const exporter = watchedExporter(
    new otlp.OTLPTraceExporter({
      url: target.url,
      headers: target.headers,
      timeoutMillis: target.flushTimeoutMs,
      httpAgentOptions: agents.factory,
    }),
  );
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({
      [semconv.ATTR_SERVICE_NAME]: target.serviceName,
      [semconv.ATTR_SERVICE_VERSION]: version,
    }),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter, exportTimeoutMillis: target.flushTimeoutMs })],
  });
  const tracer = provider.getTracer("mcpvals", version);
  const startTime = new Date(Date.parse(report.startedAt) || Date.now());
  const endTime = new Date(startTime.getTime() + report.durationMs);
  const root = tracer.startSpan("mcpvals load", {
    startTime,
    attributes: {
      ...statsAttributes(report.overall),
      ...gateAttributes(report, "overall"),
      "mcpvals.load.passed": report.verdict.passed,
      "mcpvals.load.partial": report.partial,
    },
  });
  if (!report.verdict.passed) root.setStatus({ code: api.SpanStatusCode.ERROR, message: report.verdict.reasons.join("; ").slice(0, 2000) });
  const parent = api.trace.setSpan(api.context.active(), root);
  for (const tool of report.tools) {
    const span = tracer.startSpan(
      `load ${tool.test}`,
      {
        startTime,
        attributes: {
          "mcp.tool.name": tool.tool,
          "mcpvals.server": tool.server,
          ...statsAttributes(tool.stats),
          ...gateAttributes(report, tool.test),
        },
      },
      parent,
    );
    span.end(endTime);
  }
  root.end(endTime);
  const where = `OTLP export to ${target.url}`;
  if (!(await settlesWithin(provider.shutdown(), target.flushTimeoutMs))) {
    agents.destroyAll();
    onWarning(`${where}: no answer within ${target.flushTimeoutMs} ms (otel.flushTimeoutMs); the trace may be incomplete`);
  } else if (exporter.failure) {
    onWarning(`${where} failed: ${exporter.failure}; the trace may be incomplete`);
  }
}
