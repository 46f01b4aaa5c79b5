/**
 * A span exporter that remembers why an export failed. The SDK's batch
 * processor hands export failures to OpenTelemetry's global error handler
 * (silent by default); the run wants the first one as its warning instead.
 */
import type { SpanExporter } from "@opentelemetry/sdk-trace";
import { describeError } from "../../errors.js";

/** ExportResultCode.SUCCESS of @opentelemetry/core. */
const SUCCESS = 0;

export interface WatchedExporter extends SpanExporter {
  /** Why the first failed export failed; undefined while none has. */
  readonly failure: string | undefined;
  /** Spans handed to a successful export so far. */
  readonly exported: number;
}

export function watchedExporter(inner: SpanExporter): WatchedExporter {
  let failure: string | undefined;
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
        if (result.code === SUCCESS) exported += spans.length;
        else failure ??= result.error ? describeError(result.error) : "the collector refused the spans";
        done(result);
      });
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}
