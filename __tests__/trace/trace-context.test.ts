import { formatTraceparent, parseTraceparent, RunTrace } from "../../src/trace/trace-context.js";

test("a traceparent is read only when well formed, with non-zero ids", () => {
  expect(parseTraceparent("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")).toEqual({
    traceId: "4bf92f3577b34da6a3ce929d0e0e4736",
    spanId: "00f067aa0ba902b7",
    sampled: true,
  });
  expect(parseTraceparent("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00")?.sampled).toBe(false);
  for (const bad of [
    undefined,
    "",
    "01-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
    "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01",
  ]) {
    expect(parseTraceparent(bad)).toBeUndefined();
  }
  expect(parseTraceparent(`00-${"0".repeat(32)}-00f067aa0ba902b7-01`)).toBeUndefined();
  expect(parseTraceparent(`00-4bf92f3577b34da6a3ce929d0e0e4736-${"0".repeat(16)}-01`)).toBeUndefined();
});

test("a run's trace: its own ids, or the enclosing trace's from TRACEPARENT with TRACESTATE passed on", () => {
  const own = RunTrace.start();
  expect(own.traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(own.parentSpanId).toBeUndefined();
  const spanId = own.newSpanId();
  expect(spanId).toMatch(/^[0-9a-f]{16}$/);
  expect(own.metaFor(spanId)).toEqual({ traceparent: formatTraceparent(own.traceId, spanId) });

  const joined = RunTrace.start({ env: { TRACEPARENT: "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01", TRACESTATE: "ci=7" } });
  expect([joined.traceId, joined.parentSpanId]).toEqual(["4bf92f3577b34da6a3ce929d0e0e4736", "00f067aa0ba902b7"]);
  expect(joined.metaFor("1111111111111111")).toEqual({
    traceparent: "00-4bf92f3577b34da6a3ce929d0e0e4736-1111111111111111-01",
    tracestate: "ci=7",
  });
  // A malformed TRACEPARENT is ignored (W3C), and its TRACESTATE with it.
  expect(RunTrace.start({ env: { TRACEPARENT: "garbage", TRACESTATE: "ci=7" } }).tracestate).toBeUndefined();
});
