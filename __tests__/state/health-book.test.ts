import { HealthBook } from "../../src/state/health-book.js";
import type { MetricsFile } from "../../src/state/state-files.js";

const run = (run: number, calls: number, successes: number) => ({
  run,
  at: "2026-11-01T00:00:00.000Z",
  calls,
  successes,
  avgLatencyMs: 1,
  p95LatencyMs: 1,
});

const metrics: MetricsFile = {
  version: 1,
  runCount: 2,
  tools: {
    "fs/read_file": {
      server: "fs",
      tool: "read_file",
      runs: [run(1, 3, 2), run(2, 2, 2)],
      lastCalledAt: null,
      lastError: null,
      lastSuccessAt: "2026-11-02T00:00:00.000Z",
    },
  },
};

test("starts from the stored runs, adds this run's calls, and knows nothing of other tools", () => {
  const book = HealthBook.fromMetrics(metrics);
  expect(book.health("fs", "read_file")).toEqual({ calls: 5, successes: 4, lastSuccessAt: "2026-11-02T00:00:00.000Z" });
  expect(book.health("other", "read_file")).toEqual({ calls: 0, successes: 0, lastSuccessAt: null });

  book.record({ server: "fs", tool: "read_file", ok: false, errorKind: "tool", startedAt: "2026-11-20T10:00:00.000Z" });
  book.record({ server: "fs", tool: "read_file", ok: true, errorKind: null, startedAt: "2026-11-20T11:00:00.000Z" });
  // An older success does not move the last success back.
  book.record({ server: "fs", tool: "read_file", ok: true, errorKind: null, startedAt: "2026-11-01T00:00:00.000Z" });
  expect(book.health("fs", "read_file")).toEqual({ calls: 8, successes: 6, lastSuccessAt: "2026-11-20T11:00:00.000Z" });
});

test("calls that never reached a server are not counted; a record without a time uses the clock", () => {
  const book = HealthBook.fromMetrics(null);
  book.record({ server: "fs", tool: "nope", ok: false, errorKind: "unknown-tool" });
  expect(book.health("fs", "nope").calls).toBe(0);
  book.record({ server: "fs", tool: "write_file", ok: true, errorKind: null }, new Date("2026-11-20T12:00:00.000Z"));
  expect(book.health("fs", "write_file")).toEqual({ calls: 1, successes: 1, lastSuccessAt: "2026-11-20T12:00:00.000Z" });
});
