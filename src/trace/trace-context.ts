/**
 * The ids of a traced run, made before anything happens: the tool-call span
 * whose id goes to a server in `_meta.traceparent` must have that id before
 * the call, while the exporter (an observer, otlp/) hears of the call only
 * after it. So the run chooses every propagated id here and the events
 * carry them; the exporter builds its spans with exactly these ids.
 *
 * W3C Trace Context: https://www.w3.org/TR/trace-context/ (traceparent
 * `00-<32 hex trace id>-<16 hex parent id>-<2 hex flags>`). MCP 2026-07-28
 * reserves the `traceparent` and `tracestate` keys of a request's `_meta` for it.
 */
import { randomBytes } from "node:crypto";

/** What goes into a request's `_meta` so the server's spans join the run's trace. */
export interface TraceContextMeta {
  traceparent: string;
  tracestate?: string;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;

/** A parsed traceparent; undefined for anything malformed or all-zero ids (the W3C rules for a value to ignore). */
export function parseTraceparent(value: string | undefined): { traceId: string; spanId: string; sampled: boolean } | undefined {
  const match = TRACEPARENT.exec(value?.trim() ?? "");
  if (!match) return undefined;
  const [, traceId = "", spanId = "", flags = "00"] = match;
  if (/^0+$/.test(traceId) || /^0+$/.test(spanId)) return undefined;
  return { traceId, spanId, sampled: (Number.parseInt(flags, 16) & 1) === 1 };
}

/** `00-<traceId>-<spanId>-01`: sampled, since the run exports every span it makes. */
export function formatTraceparent(traceId: string, spanId: string): string {
  return `00-${traceId}-${spanId}-01`;
}

/** A random 8-byte span id, 16 lowercase hex characters (never all zero). */
export function newSpanId(): string {
  return nonZeroHex(8);
}

function nonZeroHex(bytes: number): string {
  for (;;) {
    const hex = randomBytes(bytes).toString("hex");
    if (!/^0+$/.test(hex)) return hex;
  }
}

/** Options of {@link RunTrace.start}. */
export interface RunTraceOptions {
  /**
   * Where an enclosing trace is read from: `TRACEPARENT` / `TRACESTATE` (the
   * names CI tracers such as otel-cli export), so a run started inside a traced
   * job becomes part of that job's trace. @default {} (a trace of its own)
   */
  env?: Record<string, string | undefined>;
}

/** One traced run: its trace id, the root span's id, and fresh ids for the spans whose ids leave the process. */
export class RunTrace {
  readonly traceId: string;
  /** The run's root span. */
  readonly rootSpanId: string;
  /** The enclosing span (from `TRACEPARENT`) the root span is a child of; undefined for a trace of its own. */
  readonly parentSpanId: string | undefined;
  /** Passed on unchanged to every server (W3C: a participant that does not change it forwards it). */
  readonly tracestate: string | undefined;

  private constructor(traceId: string, parentSpanId: string | undefined, tracestate: string | undefined) {
    this.traceId = traceId;
    this.rootSpanId = newSpanId();
    this.parentSpanId = parentSpanId;
    this.tracestate = tracestate;
  }

  static start({ env = {} }: RunTraceOptions = {}): RunTrace {
    const parent = parseTraceparent(env.TRACEPARENT);
    if (!parent) return new RunTrace(nonZeroHex(16), undefined, undefined);
    const tracestate = env.TRACESTATE?.trim();
    return new RunTrace(parent.traceId, parent.spanId, tracestate ? tracestate : undefined);
  }

  /** A new span id of this trace. */
  newSpanId(): string {
    return newSpanId();
  }

  /** The `_meta` fields for a request made inside span `spanId`. */
  metaFor(spanId: string): TraceContextMeta {
    return { traceparent: formatTraceparent(this.traceId, spanId), ...(this.tracestate ? { tracestate: this.tracestate } : {}) };
  }
}
