export const id = 20;
export const ids = [20];
export const modules = {

/***/ 20:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  createOtlpObserver: () => (/* binding */ createOtlpObserver)
});

// UNUSED EXPORTS: OtlpObserver

// EXTERNAL MODULE: ./src/util/settles-within.ts
var settles_within = __webpack_require__(76654);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/trace/trace-context.ts
var trace_context = __webpack_require__(39110);
;// CONCATENATED MODULE: ./src/trace/otlp/chosen-ids.ts
/**
 * An OpenTelemetry IdGenerator (structurally: sdk-trace's `idGenerator`
 * option) that hands out ids the run chose earlier. The SDK's tracer asks
 * for a span id (and, for a root span, a trace id) synchronously inside
 * `startSpan`, so `withIds(ids, () => tracer.startSpan(...))` makes a span
 * with exactly those ids: the tool-call span whose id a server already got
 * in `_meta.traceparent` (see ../trace-context.ts).
 */


class ChosenIds {
    #next = {};
    /** Runs `start` with these ids as the next ones handed out. */
    withIds(ids, start) {
        this.#next = ids;
        try {
            return start();
        }
        finally {
            this.#next = {};
        }
    }
    generateTraceId() {
        return this.#next.traceId ?? (0,external_node_crypto_.randomBytes)(16).toString("hex");
    }
    generateSpanId() {
        return this.#next.spanId ?? (0,trace_context/* newSpanId */.aG)();
    }
}

;// CONCATENATED MODULE: ./src/trace/otlp/gen-ai-attributes.ts
/**
 * The OpenTelemetry GenAI and MCP semantic-convention keys the run's spans
 * carry (https://opentelemetry.io/docs/specs/semconv/gen-ai/). They are still
 * "incubating", and the semantic-conventions package asks libraries to copy
 * incubating keys rather than import its `incubating` entry at run time (it
 * may change in a minor release, and it is ~800 kB of JavaScript to load).
 * __tests__/trace/gen-ai-attributes.test.ts checks every value against the
 * installed package, so a renamed key fails a test instead of a dashboard.
 */
const GEN_AI = {
    ATTR_GEN_AI_OPERATION_NAME: "gen_ai.operation.name",
    ATTR_GEN_AI_PROVIDER_NAME: "gen_ai.provider.name",
    ATTR_GEN_AI_REQUEST_MODEL: "gen_ai.request.model",
    ATTR_GEN_AI_USAGE_INPUT_TOKENS: "gen_ai.usage.input_tokens",
    ATTR_GEN_AI_USAGE_OUTPUT_TOKENS: "gen_ai.usage.output_tokens",
    ATTR_GEN_AI_TOOL_NAME: "gen_ai.tool.name",
    ATTR_GEN_AI_WORKFLOW_NAME: "gen_ai.workflow.name",
    ATTR_GEN_AI_EVALUATION_NAME: "gen_ai.evaluation.name",
    ATTR_GEN_AI_EVALUATION_SCORE_VALUE: "gen_ai.evaluation.score.value",
    ATTR_GEN_AI_EVALUATION_SCORE_LABEL: "gen_ai.evaluation.score.label",
    ATTR_GEN_AI_EVALUATION_EXPLANATION: "gen_ai.evaluation.explanation",
    ATTR_MCP_METHOD_NAME: "mcp.method.name",
    GEN_AI_OPERATION_NAME_VALUE_CHAT: "chat",
    GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL: "execute_tool",
    GEN_AI_OPERATION_NAME_VALUE_INVOKE_WORKFLOW: "invoke_workflow",
};
/** The event a verdict is told by (semconv "gen_ai.evaluation.result"). */
const EVALUATION_EVENT = "gen_ai.evaluation.result";

// EXTERNAL MODULE: ./src/util/optional-package.ts
var optional_package = __webpack_require__(76035);
;// CONCATENATED MODULE: ./src/trace/otlp/load-otel.ts
/**
 * The OpenTelemetry packages, loaded only for a traced run (they are
 * optional peers: a run without `--otlp` / `otel` / OTEL_EXPORTER_OTLP_ENDPOINT
 * never loads them). A missing one is a MissingPackageError naming the one
 * `npm i` line for all five.
 */

const OTEL_PACKAGES = [
    "@opentelemetry/api",
    "@opentelemetry/sdk-trace",
    "@opentelemetry/exporter-trace-otlp-http",
    "@opentelemetry/resources",
    "@opentelemetry/semantic-conventions",
];
const FEATURE = "OpenTelemetry export (--otlp, otel)";
async function loadOtel() {
    // Literal imports, one per package, so that the action's bundler sees and includes them.
    const [api, sdk, exporter, resources, semconv] = await Promise.all([
        (0,optional_package/* importOptional */.Gm)("@opentelemetry/api", FEATURE, () => Promise.all(/* import() */[__webpack_require__.e(1427), __webpack_require__.e(7272)]).then(__webpack_require__.bind(__webpack_require__, 7272)), OTEL_PACKAGES),
        (0,optional_package/* importOptional */.Gm)("@opentelemetry/sdk-trace", FEATURE, () => Promise.all(/* import() */[__webpack_require__.e(2123), __webpack_require__.e(1427), __webpack_require__.e(5069)]).then(__webpack_require__.bind(__webpack_require__, 15069)), OTEL_PACKAGES),
        (0,optional_package/* importOptional */.Gm)("@opentelemetry/exporter-trace-otlp-http", FEATURE, () => __webpack_require__.e(/* import() */ 1791).then(__webpack_require__.bind(__webpack_require__, 51791)), OTEL_PACKAGES),
        (0,optional_package/* importOptional */.Gm)("@opentelemetry/resources", FEATURE, () => Promise.all(/* import() */[__webpack_require__.e(2123), __webpack_require__.e(9772)]).then(__webpack_require__.bind(__webpack_require__, 19772)), OTEL_PACKAGES),
        (0,optional_package/* importOptional */.Gm)("@opentelemetry/semantic-conventions", FEATURE, () => Promise.all(/* import() */[__webpack_require__.e(2123), __webpack_require__.e(3815)]).then(__webpack_require__.bind(__webpack_require__, 93815)), OTEL_PACKAGES),
    ]);
    return { api, sdk, exporter, resources, semconv };
}

;// CONCATENATED MODULE: ./src/trace/otlp/span-attributes.ts

function runAttributes(info) {
    return {
        "mcpvals.model": info.model,
        "mcpvals.workflows": info.workflows,
        "mcpvals.tool_tests": info.toolTests,
        ...(info.configPath ? { "mcpvals.config": info.configPath } : {}),
    };
}
/** The run's verdict: passed, score against threshold, counts. */
function runVerdictAttributes(result) {
    return {
        ...verdictAttributes({ name: "mcpvals.run", passed: result.passed, score: result.score }),
        "mcpvals.threshold": result.threshold,
        ...(result.cancelled ? { "mcpvals.cancelled": true } : {}),
    };
}
function workflowAttributes(name) {
    return {
        [GEN_AI.ATTR_GEN_AI_OPERATION_NAME]: GEN_AI.GEN_AI_OPERATION_NAME_VALUE_INVOKE_WORKFLOW,
        [GEN_AI.ATTR_GEN_AI_WORKFLOW_NAME]: name,
    };
}
function workflowVerdictAttributes(result) {
    return {
        ...verdictAttributes({ name: result.name, passed: result.passed, score: result.score }),
        "mcpvals.tool_calls": result.toolCalls.length,
        ...(result.usage ? usageAttributes(result.usage) : {}),
        ...(result.costUsd != null ? { "mcpvals.cost_usd": result.costUsd } : {}),
        ...(result.error ? { "mcpvals.error": result.error } : {}),
    };
}
/** A workflow's metrics, each a verdict of its own (skipped ones left out). */
function metricVerdicts(result) {
    return Object.entries(result.metrics).flatMap(([name, value]) => {
        const metric = value;
        if (!metric || metric.skipped === true || typeof metric.passed !== "boolean")
            return [];
        return [
            {
                name,
                passed: metric.passed,
                ...(typeof metric.score === "number" ? { score: metric.score } : {}),
                ...(typeof metric.message === "string" && metric.message ? { explanation: metric.message } : {}),
            },
        ];
    });
}
function evaluationEventAttributes(verdict) {
    return {
        [GEN_AI.ATTR_GEN_AI_EVALUATION_NAME]: verdict.name,
        [GEN_AI.ATTR_GEN_AI_EVALUATION_SCORE_LABEL]: verdict.passed ? "pass" : "fail",
        ...(verdict.score !== undefined ? { [GEN_AI.ATTR_GEN_AI_EVALUATION_SCORE_VALUE]: verdict.score } : {}),
        ...(verdict.explanation ? { [GEN_AI.ATTR_GEN_AI_EVALUATION_EXPLANATION]: verdict.explanation } : {}),
    };
}
function modelCallAttributes(event) {
    const colon = event.model.indexOf(":");
    const [provider, model] = colon > 0 ? [event.model.slice(0, colon), event.model.slice(colon + 1)] : [event.model, event.model];
    return {
        [GEN_AI.ATTR_GEN_AI_OPERATION_NAME]: GEN_AI.GEN_AI_OPERATION_NAME_VALUE_CHAT,
        [GEN_AI.ATTR_GEN_AI_PROVIDER_NAME]: provider,
        [GEN_AI.ATTR_GEN_AI_REQUEST_MODEL]: model,
        "mcpvals.step": event.step,
        "mcpvals.tool_calls_requested": event.toolCalls,
        ...(event.usage ? usageAttributes(event.usage) : {}),
    };
}
function toolCallAttributes(event) {
    return {
        [GEN_AI.ATTR_GEN_AI_OPERATION_NAME]: GEN_AI.GEN_AI_OPERATION_NAME_VALUE_EXECUTE_TOOL,
        [GEN_AI.ATTR_GEN_AI_TOOL_NAME]: event.name,
        [GEN_AI.ATTR_MCP_METHOD_NAME]: "tools/call",
        "mcpvals.server": event.server,
        "mcpvals.step": event.step,
        "mcpvals.tool.ok": event.ok,
        ...(event.isError ? { "mcpvals.tool.is_error": true } : {}),
    };
}
function serverRequestAttributes(request) {
    return {
        [GEN_AI.ATTR_MCP_METHOD_NAME]: request.method,
        "mcpvals.server": request.server,
        "mcpvals.server_request.action": request.action,
        "mcpvals.server_request.reason": request.reason,
    };
}
function toolTestAttributes(test) {
    return {
        [GEN_AI.ATTR_GEN_AI_TOOL_NAME]: test.tool,
        "mcpvals.suite": test.suite,
        "mcpvals.attempts": test.attempts,
        ...verdictAttributes({ name: test.test, passed: test.passed }),
        ...(test.error ? { "mcpvals.error": test.error } : {}),
    };
}
function verdictAttributes(verdict) {
    return {
        "mcpvals.passed": verdict.passed,
        [GEN_AI.ATTR_GEN_AI_EVALUATION_SCORE_LABEL]: verdict.passed ? "pass" : "fail",
        ...(verdict.score !== undefined ? { "mcpvals.score": verdict.score, [GEN_AI.ATTR_GEN_AI_EVALUATION_SCORE_VALUE]: verdict.score } : {}),
    };
}
function usageAttributes(usage) {
    return { [GEN_AI.ATTR_GEN_AI_USAGE_INPUT_TOKENS]: usage.inputTokens, [GEN_AI.ATTR_GEN_AI_USAGE_OUTPUT_TOKENS]: usage.outputTokens };
}

// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(83916);
;// CONCATENATED MODULE: ./src/trace/otlp/watched-exporter.ts

/** ExportResultCode.SUCCESS of @opentelemetry/core. */
const SUCCESS = 0;
function watchedExporter(inner) {
    let failure;
    let exported = 0;
    return {
        get failure() {
            return failure;
        },
        get exported() {
            return exported;
        },
        export(spans, done) {
            inner.export(spans, (result) => {
                if (result.code === SUCCESS)
                    exported += spans.length;
                else
                    failure ??= result.error ? (0,errors/* describeError */.Uc)(result.error) : "the collector refused the spans";
                done(result);
            });
        },
        shutdown: () => inner.shutdown(),
        forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
    };
}

// EXTERNAL MODULE: external "node:http"
var external_node_http_ = __webpack_require__(37067);
var external_node_http_default = /*#__PURE__*/__webpack_require__.n(external_node_http_);
// EXTERNAL MODULE: external "node:https"
var external_node_https_ = __webpack_require__(44708);
var external_node_https_default = /*#__PURE__*/__webpack_require__.n(external_node_https_);
;// CONCATENATED MODULE: ./src/trace/otlp/deadline-agent.ts
/**
 * The HTTP agent of the OTLP exporter. The exporter's own time limit is a
 * socket *idle* timeout, which a collector that trickles its answer a byte
 * at a time never trips: the request lived on past the run ("still busy 5 s
 * … exiting") though docs/tracing.md promises `flushTimeoutMs` bounds the
 * wait. Here every export gets a socket of its own (no keep-alive) that is
 * destroyed `deadlineMs` after it opened, whatever it is doing, and
 * `destroyAll` ends the ones still open when the flush gives up.
 */


function deadlineAgents(deadlineMs) {
    const open = new Set();
    const track = (socket) => {
        if (!socket)
            return;
        open.add(socket);
        const timer = setTimeout(() => socket.destroy(new Error(`no complete answer within ${deadlineMs} ms`)), deadlineMs);
        // The deadline never keeps the process alive by itself: only the socket does, and only until then.
        timer.unref();
        socket.once("close", () => {
            clearTimeout(timer);
            open.delete(socket);
        });
    };
    const factory = (protocol) => {
        const agent = protocol === "https:" ? new (external_node_https_default()).Agent({ keepAlive: false }) : new (external_node_http_default()).Agent({ keepAlive: false });
        const create = agent.createConnection.bind(agent);
        agent.createConnection = (options, callback) => {
            const socket = create(options, callback);
            track(socket);
            return socket;
        };
        return agent;
    };
    return {
        factory,
        destroyAll: () => {
            for (const socket of open)
                socket.destroy();
        },
    };
}

;// CONCATENATED MODULE: ./src/trace/otlp/otlp-observer.ts







/** Loads the OpenTelemetry packages (a MissingPackageError names the install line) and makes the observer. */
async function createOtlpObserver(options) {
    return new OtlpObserver(options, await loadOtel());
}
const HEX_SPAN_ID = /^[0-9a-f]{16}$/;
/** Start and end of something that took `durationMs` from `startedAt` (or ended just now, when that is unknown). */
function timed(startedAt, durationMs) {
    const begun = startedAt ? Date.parse(startedAt) : Number.NaN;
    const startTime = Number.isNaN(begun) ? Date.now() - durationMs : begun;
    return { startTime: new Date(startTime), endTime: new Date(startTime + durationMs) };
}
/** See the module comment. `shutdown` ends and flushes a run that ended by throwing (onRunEnd calls it otherwise). */
class OtlpObserver {
    #options;
    #api;
    #ids = new ChosenIds();
    #exporter;
    #agents;
    #provider;
    #tracer;
    #workflows = new Map();
    // Tool calls belong to the model call that asked for them: the workflow's latest one.
    #lastModelCall = new Map();
    #root;
    #closing;
    constructor(options, otel) {
        const { target, version } = options;
        const { sdk, resources, semconv } = otel;
        this.#options = options;
        this.#api = otel.api;
        this.#agents = deadlineAgents(target.flushTimeoutMs);
        this.#exporter = watchedExporter(new otel.exporter.OTLPTraceExporter({
            url: target.url,
            headers: target.headers,
            timeoutMillis: target.flushTimeoutMs,
            httpAgentOptions: this.#agents.factory,
        }));
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
    onRunStart(info) {
        this.#runSpan().setAttributes(runAttributes(info));
    }
    onWorkflowStart({ name }) {
        this.#workflows.set(name, this.#start(`invoke_workflow ${name}`, { parent: this.#runSpan(), attributes: workflowAttributes(name) }));
    }
    onModelCall(event) {
        const { startTime, endTime } = timed(event.startedAt, event.durationMs);
        const span = this.#start(`chat ${event.model}`, {
            parent: this.#workflows.get(event.workflow) ?? this.#runSpan(),
            kind: this.#api.SpanKind.CLIENT,
            attributes: modelCallAttributes(event),
            startTime,
        });
        if (event.error)
            this.#fail(span, event.error);
        span.end(endTime);
        this.#lastModelCall.set(event.workflow, span);
    }
    onToolCall(event) {
        const { startTime, endTime } = timed(event.startedAt, event.latencyMs);
        const span = this.#start(`tools/call ${event.name}`, {
            parent: this.#lastModelCall.get(event.workflow) ?? this.#workflows.get(event.workflow) ?? this.#runSpan(),
            kind: this.#api.SpanKind.CLIENT,
            attributes: toolCallAttributes(event),
            startTime,
            ...(event.spanId ? { spanId: event.spanId } : {}),
        });
        if (!event.ok)
            this.#fail(span, event.error ?? "failed");
        for (const request of event.serverRequests ?? [])
            this.#serverRequest(span, request);
        span.end(endTime);
    }
    onWorkflowEnd(result) {
        const span = this.#workflows.get(result.name) ?? this.#start(`invoke_workflow ${result.name}`, { parent: this.#runSpan() });
        this.#workflows.delete(result.name);
        this.#lastModelCall.delete(result.name);
        span.setAttributes(workflowVerdictAttributes(result));
        for (const verdict of metricVerdicts(result))
            span.addEvent(EVALUATION_EVENT, evaluationEventAttributes(verdict));
        if (!result.passed)
            this.#fail(span, result.error ?? "the workflow failed");
        span.end();
    }
    onToolTestEnd(test) {
        const endTime = Date.now();
        const span = this.#start(`tool test ${test.test}`, {
            parent: this.#runSpan(),
            attributes: toolTestAttributes(test),
            startTime: new Date(endTime - test.latencyMs),
            // The id its calls sent in `_meta.traceparent`: the server's own spans are children of this one.
            ...(test.spanId ? { spanId: test.spanId } : {}),
        });
        if (!test.passed)
            this.#fail(span, test.error ?? "the test failed");
        span.end(new Date(endTime));
    }
    async onRunEnd(result) {
        const span = this.#runSpan();
        span.setAttributes(runVerdictAttributes(result));
        if (!result.passed)
            this.#fail(span, result.cancelled ? "cancelled" : "the run failed its gate");
        await this.shutdown();
    }
    /** Ends what is still open and sends the rest, waiting at most `flushTimeoutMs`; a problem is a warning. Once. */
    shutdown() {
        this.#closing ??= this.#flush();
        return this.#closing;
    }
    async #flush() {
        const { target, onWarning } = this.#options;
        for (const span of this.#workflows.values())
            span.end();
        this.#root?.end();
        const where = `OTLP export to ${target.url}`;
        if (!(await (0,settles_within/* settlesWithin */.o)(this.#provider.shutdown(), target.flushTimeoutMs))) {
            // Given up on: the request ends here too, not whenever the collector stops (a trickled answer never idles).
            this.#agents.destroyAll();
            onWarning(`${where}: no answer within ${target.flushTimeoutMs} ms (otel.flushTimeoutMs); the trace may be incomplete`);
        }
        else if (this.#exporter.failure) {
            onWarning(`${where} failed: ${this.#exporter.failure}; the trace may be incomplete`);
        }
    }
    #serverRequest(parent, request) {
        const { startTime, endTime } = timed(request.at, request.durationMs);
        const span = this.#start(request.method, {
            parent,
            kind: this.#api.SpanKind.SERVER,
            attributes: serverRequestAttributes(request),
            startTime,
        });
        if (request.action === "error")
            this.#fail(span, request.reason);
        span.end(endTime);
    }
    #runSpan() {
        this.#root ??= this.#start("mcpvals run", { parent: undefined, spanId: this.#options.trace.rootSpanId });
        return this.#root;
    }
    #start(name, { parent, kind, attributes: attrs, startTime, spanId }) {
        const chosen = { traceId: this.#options.trace.traceId, ...(spanId && HEX_SPAN_ID.test(spanId) ? { spanId } : {}) };
        const options = { kind: kind ?? this.#api.SpanKind.INTERNAL, attributes: attrs ?? {}, startTime: startTime ?? new Date() };
        return this.#ids.withIds(chosen, () => this.#tracer.startSpan(name, options, this.#parentContext(parent)));
    }
    #parentContext(parent) {
        const api = this.#api;
        if (parent)
            return api.trace.setSpan(api.ROOT_CONTEXT, parent);
        const { traceId, parentSpanId } = this.#options.trace;
        if (!parentSpanId)
            return api.ROOT_CONTEXT;
        // A run started inside a traced job (TRACEPARENT): the root span is a child of the job's span.
        return api.trace.setSpanContext(api.ROOT_CONTEXT, {
            traceId,
            spanId: parentSpanId,
            traceFlags: api.TraceFlags.SAMPLED,
            isRemote: true,
        });
    }
    #fail(span, message) {
        span.setStatus({ code: this.#api.SpanStatusCode.ERROR, message });
    }
}


/***/ })

};

//# sourceMappingURL=20.index.js.map