import { scoreToolTest } from "../../src/scoring/score-tool-test.js";
import { matchesDeepPartial, matchesKeys, deepEqual } from "../../src/match/match-values.js";
import { call } from "./records.js";

type Test = { expectedResult?: unknown; expectedError?: string; maxLatency?: number };
const t = (test: Test) => ({ expectedResult: test.expectedResult, expectedError: test.expectedError, maxLatency: test.maxLatency });

describe("match-values", () => {
  it.each<[unknown, unknown, boolean]>([
    [{ a: 1, b: { c: [1, 2, 3], d: "hello world" } }, { b: { c: [1, 2], d: "world" } }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: [1] }, { a: [1, 2] }, false], // expected array longer than actual
    [{ a: [{ id: 1, x: 2 }, { id: 2 }] }, { a: [{ id: 1 }, { id: 2 }] }, true],
    [{ a: [{ id: 2 }, { id: 1 }] }, { a: [{ id: 1 }] }, false], // element-by-index, not "contains"
    [{ s: "Hello" }, { s: "hello" }, false], // nested strings: case-sensitive substring
    [{ n: 1 }, { n: "1" }, false],
    [{ n: null }, { n: null }, true],
    [{}, { n: null }, false],
    [[1, 2], { 0: 1 }, false], // an object expectation needs an object
    [{ a: 1 }, [1], false],
    [5, 5, true],
    [true, true, true],
    [true, 1, false],
  ])("matchesDeepPartial(%j, %j) → %s", (actual, expected, result) => {
    expect(matchesDeepPartial(actual, expected)).toBe(result);
  });

  it("matchesKeys compares top-level keys with deep equality", () => {
    expect(matchesKeys({ a: { x: 1 }, b: 2 }, { a: { x: 1 } })).toBe(true);
    expect(matchesKeys({ a: { x: 1, y: 2 } }, { a: { x: 1 } })).toBe(false);
    expect(matchesKeys(null, {})).toBe(false);
    expect(matchesKeys([], {})).toBe(false);
    expect(matchesKeys({}, {})).toBe(true);
  });

  it("deepEqual ignores key order but not types", () => {
    expect(deepEqual({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: "1" })).toBe(false);
  });
});

describe("scoreToolTest: expectedResult", () => {
  const ok = (resultText: string) => call("t", { resultText });

  it.each<[string, unknown, string, unknown, boolean]>([
    ["string substring, case-insensitive", "echo: HI", "Echo: hi", undefined, true],
    ["string not contained", "bye", "Echo: hi", undefined, false],
    ["regex", "/^Echo: \\w+$/", "Echo: hi", undefined, true],
    ["regex case-sensitive", "/^echo/", "Echo: hi", undefined, false],
    ["string is matched against text, not structured content", "sum", "5", { sum: 5 }, false],
    ["object against structured content", { sum: 5 }, "5", { sum: 5 }, true],
    [
      "object deep-partial against structured content",
      { user: { name: "Ada" } },
      "",
      { user: { name: "Ada Lovelace", id: 1 }, extra: true },
      true,
    ],
    ["object against structured content, wrong value", { sum: 6 }, "5", { sum: 5 }, false],
    ["object against JSON text", { count: 2 }, '{"count":2,"items":["a","b"]}', undefined, true],
    ["array against JSON text", ["a"], '["a","b"]', undefined, true],
    ["object against JSON text, wrong value", { count: 3 }, '{"count":2}', undefined, false],
    ["object against non-JSON text", { count: 2 }, "count: 2", undefined, false],
    ["JSON text is tried when structured content does not match", { b: 1 }, '{"b":1}', { a: 1 }, true],
    ["number equal to parsed text", 5, "5", { sum: 5 }, true],
    ["number equal to structured content", 7, "seven", 7, true],
    ["number differs", 6, "5", undefined, false],
    ["boolean against text", true, "true", undefined, true],
    ["number against trimmed non-JSON text", 5, " 5 ", undefined, true],
    ["number as a standalone token in prose", 8, "The sum is 8.", undefined, true],
    ["number inside a longer number does not match", 8, "The sum is 18.", undefined, false],
    ["number as the integer part of a decimal does not match", 8, "The sum is 8.5", undefined, false],
    ["boolean token in prose", false, "enabled: false", undefined, true],
    ["null against JSON null", null, "null", undefined, true],
    ["null against empty text", null, "", undefined, false],
  ])("%s", (_name, expectedResult, text, structured, passed) => {
    const verdict = scoreToolTest(t({ expectedResult }), ok(text), structured);
    expect(verdict.passed).toBe(passed);
    if (passed) expect(verdict.reason).toBeNull();
    else expect(verdict.reason).toContain(`expected result ${JSON.stringify(expectedResult)}, got `);
  });

  it("no expectation: a healthy call passes", () => {
    expect(scoreToolTest(t({}), ok("whatever"), undefined)).toEqual({ passed: true, reason: null });
  });

  it("a failed call fails with its errorKind, whatever the expectation", () => {
    const record = call("fails", { ok: false, isError: true, errorKind: "tool", error: "fixture failure", resultText: "fixture failure" });
    expect(scoreToolTest(t({ expectedResult: "fixture" }), record, undefined)).toEqual({ passed: false, reason: "tool: fixture failure" });
  });

  it("long results are clipped in the reason", () => {
    const verdict = scoreToolTest(t({ expectedResult: "nope" }), ok("y".repeat(400)), undefined);
    expect(verdict.reason).toBe(`expected result "nope", got ${"y".repeat(300)}…`);
  });
});

describe("scoreToolTest: expectedError", () => {
  it.each<[string, Partial<Parameters<typeof call>[1]>, string, boolean, RegExp | null]>([
    [
      "isError with matching text",
      { ok: false, isError: true, errorKind: "tool", error: "fixture failure: always fails", resultText: "fixture failure: always fails" },
      "ALWAYS FAILS",
      true,
      null,
    ],
    [
      "isError matched by regex",
      { ok: false, isError: true, errorKind: "tool", error: "code 42", resultText: "code 42" },
      "/code \\d+/",
      true,
      null,
    ],
    [
      "protocol error matched on error",
      { ok: false, errorKind: "protocol", error: "JSON-RPC error -32603: boom", resultText: "" },
      "boom",
      true,
      null,
    ],
    ["timeout counts as an error", { ok: false, errorKind: "timeout", error: "no answer within 300 ms" }, "no answer", true, null],
    [
      "invalid-args with server isError text",
      {
        ok: false,
        isError: true,
        errorKind: "invalid-args",
        error: "arguments do not match",
        resultText: "Invalid arguments for tool add",
      },
      "invalid arguments for tool",
      true,
      null,
    ],
    [
      "error text does not match",
      { ok: false, isError: true, errorKind: "tool", error: "fixture failure", resultText: "fixture failure" },
      "permission denied",
      false,
      /expected an error containing "permission denied", got: fixture failure/,
    ],
    ["the call succeeded", { resultText: "5" }, "fail", false, /but the call succeeded/],
    [
      "invalid output is not the expected error",
      { ok: false, errorKind: "invalid-output", error: "structuredContent does not match the outputSchema" },
      "outputSchema",
      false,
      /but the call succeeded/,
    ],
  ])("%s", (_name, overrides, expectedError, passed, reason) => {
    const verdict = scoreToolTest(t({ expectedError }), call("x", overrides), undefined);
    expect(verdict.passed).toBe(passed);
    if (reason) expect(verdict.reason).toMatch(reason);
    else expect(verdict.reason).toBeNull();
  });

  it("expectedError wins over expectedResult", () => {
    const record = call("fails", { ok: false, isError: true, errorKind: "tool", error: "boom", resultText: "boom" });
    expect(scoreToolTest(t({ expectedError: "boom", expectedResult: "something else" }), record, undefined).passed).toBe(true);
  });

  it("an expected error still honours maxLatency", () => {
    const record = call("fails", { ok: false, isError: true, errorKind: "tool", error: "boom", resultText: "boom", latencyMs: 250.4 });
    expect(scoreToolTest(t({ expectedError: "boom", maxLatency: 100 }), record, undefined)).toEqual({
      passed: false,
      reason: "took 250 ms, more than maxLatency 100 ms",
    });
  });
});

describe("scoreToolTest: maxLatency", () => {
  it.each([
    [99, 100, true],
    [100, 100, true],
    [100.6, 100, false],
    [1500, 1000, false],
  ])("latency %d ms with maxLatency %d → %s", (latencyMs, maxLatency, passed) => {
    const verdict = scoreToolTest(t({ expectedResult: "5", maxLatency }), call("add", { resultText: "5", latencyMs }), undefined);
    expect(verdict.passed).toBe(passed);
    if (!passed) expect(verdict.reason).toBe(`took ${Math.round(latencyMs)} ms, more than maxLatency ${maxLatency} ms`);
  });

  it("a wrong result is reported before latency", () => {
    const verdict = scoreToolTest(t({ expectedResult: "6", maxLatency: 1 }), call("add", { resultText: "5", latencyMs: 50 }), undefined);
    expect(verdict.reason).toMatch(/^expected result "6"/);
  });
});
