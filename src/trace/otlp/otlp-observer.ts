/**
 * The run as one OpenTelemetry trace, built by an observer of the run's
 * event channel (nothing threaded through eval): a root span for the run,
 * one per workflow, under it one per model call, under each the tool calls
 * the model asked for, and under a tool call the requests the server made
 * meanwhile (sampling, elicitation, roots). Tool tests get a span each
 * under the root. Verdicts are attributes and `gen_ai.evaluation.result`
 * events. The spans go out over OTLP/HTTP (JSON) through the official SDK,
 * in batches while the run goes on, the rest when it ends, within
 * `flushTimeoutMs`: a collector that is down or silent costs a warning,
 * never the run.
 *
 * Span ids that left the process (a tool call's `_meta.traceparent`) come
 * with the events; ChosenIds makes the SDK use them.
 */
import type { Attributes, Context, Span, SpanKind as SpanKindType, TimeInput, Tracer } from "@opentelemetry/api";
import type { OtlpTarget } from "../../config/resolve-otlp-target.js";
import { settlesWithin } from "../../util/settles-within.js";
import type { ModelCallEvent, Observer, RunStartInfo, ToolCallEvent, ToolTestEvent } from "../observer.js";
import type { EvalResult } from "../../result/eval-result.js";
import type { WorkflowResult } from "../../result/workflow-result.js";
import type { ServerRequestRecord } from "../../result/server-request.js";
import type { RunTrace } from "../trace-context.js";
import { ChosenIds } from "./chosen-ids.js";
import { EVALUATION_EVENT } from "./gen-ai-attributes.js";
import { loadOtel, type Otel } from "./load-otel.js";
import * as attributes from "./span-attributes.js";
import { watchedExporter, type WatchedExporter } from "./watched-exporter.js";
import { deadlineAgents, type DeadlineAgents } from "./deadline-agent.js";

/** Options of {@link createOtlpObserver}. */
export interface OtlpObserverOptions {
  target: OtlpTarget;
  trace: RunTrace;
  /** Where an export problem goes (the run's warnings). */
  onWarning: (message: string) => void;
  /** The traces' service.version. */
  version: string;
}

/** Loads the OpenTelemetry packages (a MissingPackageError names the install line) and makes the observer. */
export async function createOtlpObserver(options: OtlpObserverOptions): Promise<OtlpObserver> {
  return new OtlpObserver(options, await loadOtel());
}

const HEX_SPAN_ID = /^[0-9a-f]{16}$/;

interface StartOptions {
  parent: Span | undefined;
  kind?: SpanKindType;
  attributes?: Attributes;
  startTime?: TimeInput;
  spanId?: string;
}

/** Start and end of something that took `durationMs` from `startedAt` (or ended just now, when that is unknown). */
function timed(startedAt: string | undefined, durationMs: number): { startTime: Date; endTime: Date } {
  const begun = startedAt ? Date.parse(startedAt) : Number.NaN;
  const startTime = Number.isNaN(begun) ? Date.now() - durationMs : begun;
  return { startTime: new Date(startTime), endTime: new Date(startTime + durationMs) };
}

/** See the module comment. `shutdown` ends and flushes a run that ended by throwing (onRunEnd calls it otherwise). */
export class OtlpObserver implements Observer {
  readonly #options: OtlpObserverOptions;
  readonly #api: Otel["api"];
  readonly #ids = new ChosenIds();
  readonly #exporter: WatchedExporter;
  readonly #agents: DeadlineAgents;
  readonly #provider: InstanceType<Otel["sdk"]["TracerProvider"]>;
  readonly #tracer: Tracer;
  readonly #workflows = new Map<string, Span>();
  // Tool calls belong to the model call that asked for them: the workflow's latest one.
  readonly #lastModelCall = new Map<string, Span>();
  #root: Span | undefined;
  #closing: Promise<void> | undefined;

  constructor(options: OtlpObserverOptions, otel: Otel) {
    const { target, version } = options;
    const { sdk, resources, semconv } = otel;
    this.#options = options;
    this.#api = otel.api;
    this.#agents = deadlineAgents(target.flushTimeoutMs);
    this.#exporter = watchedExporter(
      new otel.exporter.OTLPTraceExporter({
        url: target.url,
        headers: target.headers,
        timeoutMillis: target.flushTimeoutMs,
        httpAgentOptions: this.#agents.factory,
      }),
    );
    this.#provider = new sdk.TracerProvider({
      resource: resources.resourceFromAttributes({
        [semconv.ATTR_SERVICE_NAME]: target.serviceName,
        [semconv.ATTR_SERVICE_VERSION]: version,
      }),
      idGenerator: this.#ids,
      spanProcessors: [new sdk.BatchSpanProcessor({ exporter: this.#exporter, exportTimeoutMillis: target.flushTimeoutMs })],
    });
    this.#tracer = this.#provider.getTracer("mcpvals", version);
  }

  onRunStart(info: RunStartInfo): void {
    this.#runSpan().setAttributes(attributes.runAttributes(info));
  }

  onWorkflowStart({ name }: { name: string }): void {
    this.#workflows.set(
      name,
      this.#start(`invoke_workflow ${name}`, { parent: this.#runSpan(), attributes: attributes.workflowAttributes(name) }),
    );
  }

  onModelCall(event: ModelCallEvent): void {
    const { startTime, endTime } = timed(event.startedAt, event.durationMs);
    const span = this.#start(`chat ${event.model}`, {
      parent: this.#workflows.get(event.workflow) ?? this.#runSpan(),
      kind: this.#api.SpanKind.CLIENT,
      attributes: attributes.modelCallAttributes(event),
      startTime,
    });
    if (event.error) this.#fail(span, event.error);
    span.end(endTime);
    this.#lastModelCall.set(event.workflow, span);
  }

  onToolCall(event: ToolCallEvent): void {
    const { startTime, endTime } = timed(event.startedAt, event.latencyMs);
    const span = this.#start(`tools/call ${event.name}`, {
      parent: this.#lastModelCall.get(event.workflow) ?? this.#workflows.get(event.workflow) ?? this.#runSpan(),
      kind: this.#api.SpanKind.CLIENT,
      attributes: attributes.toolCallAttributes(event),
      startTime,
      ...(event.spanId ? { spanId: event.spanId } : {}),
    });
    if (!event.ok) this.#fail(span, event.error ?? "failed");
    for (const request of event.serverRequests ?? []) this.#serverRequest(span, request);
    span.end(endTime);
  }

  onWorkflowEnd(result: WorkflowResult): void {
    const span = this.#workflows.get(result.name) ?? this.#start(`invoke_workflow ${result.name}`, { parent: this.#runSpan() });
    this.#workflows.delete(result.name);
    this.#lastModelCall.delete(result.name);
    span.setAttributes(attributes.workflowVerdictAttributes(result));
    for (const verdict of attributes.metricVerdicts(result)) span.addEvent(EVALUATION_EVENT, attributes.evaluationEventAttributes(verdict));
    if (!result.passed) this.#fail(span, result.error ?? "the workflow failed");
    span.end();
  }

  onToolTestEnd(test: ToolTestEvent): void {
    const endTime = Date.now();
    const span = this.#start(`tool test ${test.test}`, {
      parent: this.#runSpan(),
      attributes: attributes.toolTestAttributes(test),
      startTime: new Date(endTime - test.latencyMs),
      // The id its calls sent in `_meta.traceparent`: the server's own spans are children of this one.
      ...(test.spanId ? { spanId: test.spanId } : {}),
    });
    if (!test.passed) this.#fail(span, test.error ?? "the test failed");
    span.end(new Date(endTime));
  }

  async onRunEnd(result: EvalResult): Promise<void> {
    const span = this.#runSpan();
    span.setAttributes(attributes.runVerdictAttributes(result));
    if (!result.passed) this.#fail(span, result.cancelled ? "cancelled" : "the run failed its gate");
    await this.shutdown();
  }

  /** Ends what is still open and sends the rest, waiting at most `flushTimeoutMs`; a problem is a warning. Once. */
  shutdown(): Promise<void> {
    this.#closing ??= this.#flush();
    return this.#closing;
  }

  async #flush(): Promise<void> {
    const { target, onWarning } = this.#options;
    for (const span of this.#workflows.values()) span.end();
    this.#root?.end();
    const where = `OTLP export to ${target.url}`;
    if (!(await settlesWithin(this.#provider.shutdown(), target.flushTimeoutMs))) {
      // Given up on: the request ends here too, not whenever the collector stops (a trickled answer never idles).
      this.#agents.destroyAll();
      onWarning(`${where}: no answer within ${target.flushTimeoutMs} ms (otel.flushTimeoutMs); the trace may be incomplete`);
    } else if (this.#exporter.failure) {
      onWarning(`${where} failed: ${this.#exporter.failure}; the trace may be incomplete`);
    }
  }

  #serverRequest(parent: Span, request: ServerRequestRecord): void {
    const { startTime, endTime } = timed(request.at, request.durationMs);
    const span = this.#start(request.method, {
      parent,
      kind: this.#api.SpanKind.SERVER,
      attributes: attributes.serverRequestAttributes(request),
      startTime,
    });
    if (request.action === "error") this.#fail(span, request.reason);
    span.end(endTime);
  }

  #runSpan(): Span {
    this.#root ??= this.#start("mcpvals run", { parent: undefined, spanId: this.#options.trace.rootSpanId });
    return this.#root;
  }

  #start(name: string, { parent, kind, attributes: attrs, startTime, spanId }: StartOptions): Span {
    const chosen = { traceId: this.#options.trace.traceId, ...(spanId && HEX_SPAN_ID.test(spanId) ? { spanId } : {}) };
    const options = { kind: kind ?? this.#api.SpanKind.INTERNAL, attributes: attrs ?? {}, startTime: startTime ?? new Date() };
    return this.#ids.withIds(chosen, () => this.#tracer.startSpan(name, options, this.#parentContext(parent)));
  }

  #parentContext(parent: Span | undefined): Context {
    const api = this.#api;
    if (parent) return api.trace.setSpan(api.ROOT_CONTEXT, parent);
    const { traceId, parentSpanId } = this.#options.trace;
    if (!parentSpanId) return api.ROOT_CONTEXT;
    // A run started inside a traced job (TRACEPARENT): the root span is a child of the job's span.
    return api.trace.setSpanContext(api.ROOT_CONTEXT, {
      traceId,
      spanId: parentSpanId,
      traceFlags: api.TraceFlags.SAMPLED,
      isRemote: true,
    });
  }

  #fail(span: Span, message: string): void {
    span.setStatus({ code: this.#api.SpanStatusCode.ERROR, message });
  }
}
