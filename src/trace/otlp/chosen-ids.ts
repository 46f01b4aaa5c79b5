/**
 * An OpenTelemetry IdGenerator (structurally: sdk-trace's `idGenerator`
 * option) that hands out ids the run chose earlier. The SDK's tracer asks
 * for a span id (and, for a root span, a trace id) synchronously inside
 * `startSpan`, so `withIds(ids, () => tracer.startSpan(...))` makes a span
 * with exactly those ids: the tool-call span whose id a server already got
 * in `_meta.traceparent` (see ../trace-context.ts).
 */
import { randomBytes } from "node:crypto";
import { newSpanId } from "../trace-context.js";

export class ChosenIds {
  #next: { traceId?: string; spanId?: string } = {};

  /** Runs `start` with these ids as the next ones handed out. */
  withIds<T>(ids: { traceId?: string; spanId?: string }, start: () => T): T {
    this.#next = ids;
    try {
      return start();
    } finally {
      this.#next = {};
    }
  }

  generateTraceId(): string {
    return this.#next.traceId ?? randomBytes(16).toString("hex");
  }

  generateSpanId(): string {
    return this.#next.spanId ?? newSpanId();
  }
}
