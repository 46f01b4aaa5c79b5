import { scoreEndToEnd, type StepAnswer } from "../../src/scoring/score-end-to-end.js";
import { matchesText, parseRegex } from "../../src/match/match-text.js";
import type { ResolvedStep } from "../../src/config/resolved-config.js";
import { call } from "./records.js";

const step = (expectedState?: string): ResolvedStep => ({ user: "do it", expectTools: undefined, expectedState });
const answers = (...texts: string[]): StepAnswer[] => texts.map((assistant, step) => ({ step, assistant }));

describe("matchesText", () => {
  it.each<[string, string, boolean]>([
    ["The sum is 42.", "sum is 42", true],
    ["The SUM is 42.", "sum is 42", true], // substring is case-insensitive
    ["The sum is 42.", "SUM IS 42", true],
    ["The sum is 41.", "sum is 42", false],
    ["The sum is 42.", "/sum is \\d+/", true],
    ["The SUM is 42.", "/sum is \\d+/", false], // regex without i is case-sensitive
    ["The SUM is 42.", "/sum is \\d+/i", true],
    ["line one\nline two", "/one.line/s", true],
    ["line one\nline two", "/one.line/", false],
    ["total: 7", "/^total: \\d$/", true],
    ["a (b", "/a (b/", false], // invalid regex → treated as plain text "/a (b/"
    ["x /a (b/ y", "/a (b/", true],
    ["path /usr/bin here", "/usr/bin", true], // no trailing slash → plain text
    ["g flag is dropped: abcabc", "/abc/g", true],
  ])("%j contains %j → %s", (actual, expected, result) => {
    expect(matchesText(actual, expected)).toBe(result);
  });

  it("the g flag is stripped so repeated tests give the same answer", () => {
    const regex = parseRegex("/abc/gi");
    expect(regex?.flags).toBe("i");
    expect(regex?.test("ABC")).toBe(true);
    expect(regex?.test("ABC")).toBe(true);
  });

  it("parseRegex returns undefined for text and invalid patterns", () => {
    expect(parseRegex("hello")).toBeUndefined();
    expect(parseRegex("//")).toBeUndefined();
    expect(parseRegex("/a(/")).toBeUndefined();
    expect(parseRegex("/a/x")).toBeUndefined(); // x is no flag
  });
});

describe("scoreEndToEnd", () => {
  it("skipped when no expectedState anywhere", () => {
    const metric = scoreEndToEnd({ steps: [step(), step()], expectedState: undefined }, answers("a", "b"), []);
    expect(metric).toEqual({ passed: true, skipped: true, message: "no expectedState given", checks: [] });
  });

  it("checks each step's answer against its own expectedState", () => {
    const metric = scoreEndToEnd(
      { steps: [step("hello"), step(), step("/sum: \\d+/")], expectedState: undefined },
      answers("Hello there", "ignored", "sum: 12"),
      [],
    );
    expect(metric.skipped).toBe(false);
    expect(metric.passed).toBe(true);
    expect(metric.message).toBe("expected state reached");
    expect(metric.checks).toEqual([
      { scope: "step 1", expected: "hello", actual: "Hello there", passed: true },
      { scope: "step 3", expected: "/sum: \\d+/", actual: "sum: 12", passed: true },
    ]);
  });

  it("a step is not satisfied by another step's answer", () => {
    const metric = scoreEndToEnd({ steps: [step("first"), step("second")], expectedState: undefined }, answers("second", "first"), []);
    expect(metric.passed).toBe(false);
    expect(metric.checks.map((c) => c.passed)).toEqual([false, false]);
    expect(metric.message).toBe('step 1: expected the answer to contain "first"; step 2: expected the answer to contain "second"');
  });

  it("workflow-level expectedState is matched against the final answer", () => {
    const pass = scoreEndToEnd({ steps: [step(), step()], expectedState: "DONE" }, answers("started", "all done"), []);
    expect(pass.passed).toBe(true);
    expect(pass.checks).toEqual([{ scope: "workflow", expected: "DONE", actual: "all done", passed: true }]);
    const fail = scoreEndToEnd({ steps: [step(), step()], expectedState: "done" }, answers("done", "still working"), []);
    expect(fail.passed).toBe(false);
    expect(fail.message).toBe('workflow: expected the answer to contain "done"');
  });

  it("step-level and workflow-level are both checked", () => {
    const metric = scoreEndToEnd({ steps: [step("alpha")], expectedState: "omega" }, answers("alpha only"), []);
    expect(metric.checks.map((c) => [c.scope, c.passed])).toEqual([
      ["step 1", true],
      ["workflow", false],
    ]);
    expect(metric.passed).toBe(false);
  });

  it("falls back to the step's last non-empty tool result when the assistant said nothing", () => {
    const calls = [
      call("add", { step: 0, resultText: "5" }),
      call("echo", { step: 1, resultText: "Echo: first" }),
      call("echo", { step: 1, resultText: "Echo: second" }),
      call("fails", { step: 1, resultText: "" }),
    ];
    const metric = scoreEndToEnd({ steps: [step("5"), step("second")], expectedState: undefined }, answers("", "   "), calls);
    expect(metric.checks).toEqual([
      { scope: "step 1", expected: "5", actual: "5", passed: true },
      { scope: "step 2", expected: "second", actual: "Echo: second", passed: true },
    ]);
    expect(metric.passed).toBe(true);
  });

  it("step fallback does not borrow another step's tool results", () => {
    const calls = [call("echo", { step: 0, resultText: "Echo: target" })];
    const metric = scoreEndToEnd({ steps: [step(), step("target")], expectedState: undefined }, answers("ok", ""), calls);
    expect(metric.checks[0]).toMatchObject({ scope: "step 2", actual: "", passed: false });
  });

  it("workflow fallback uses the last tool result of the whole workflow", () => {
    const calls = [call("echo", { step: 0, resultText: "Echo: target" })];
    const metric = scoreEndToEnd({ steps: [step(), step()], expectedState: "target" }, answers("ok", ""), calls);
    expect(metric.checks[0]).toMatchObject({ scope: "workflow", actual: "Echo: target", passed: true });
  });

  it("a missing answer with no tool results is an empty actual", () => {
    const metric = scoreEndToEnd({ steps: [step("anything")], expectedState: undefined }, [], []);
    expect(metric.checks).toEqual([{ scope: "step 1", expected: "anything", actual: "", passed: false }]);
  });

  it("the actual text is clipped to a snippet but matched in full", () => {
    const long = `${"x".repeat(600)} needle`;
    const metric = scoreEndToEnd({ steps: [step("needle")], expectedState: undefined }, answers(long), []);
    expect(metric.passed).toBe(true);
    expect(metric.checks[0]!.actual).toBe(`${"x".repeat(500)}…`);
  });
});
