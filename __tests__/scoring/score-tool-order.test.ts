import { callMatches, describeToolOrder, scoreToolOrder } from "../../src/scoring/score-tool-order.js";
import type { ToolOrderMetric } from "../../src/scoring/tool-order-metric.js";
import { expected, type Exp } from "./records.js";

type Mode = ToolOrderMetric["mode"];
const c = (tool: string, args: unknown = {}) => ({ tool, args });

describe("scoreToolOrder: names only", () => {
  const table: Array<[string, Mode, Exp[], string[], number | null]> = [
    // in-order: subsequence, other calls may come between
    ["in-order exact sequence", "in-order", ["a", "b", "c"], ["a", "b", "c"], null],
    ["in-order with calls between", "in-order", ["a", "c"], ["x", "a", "b", "c", "y"], null],
    ["in-order repeated names", "in-order", ["a", "a"], ["a", "b", "a"], null],
    ["in-order needs two, only one", "in-order", ["a", "a"], ["a", "b"], 1],
    ["in-order wrong order", "in-order", ["b", "a"], ["a", "b"], 1],
    ["in-order first missing", "in-order", ["z", "a"], ["a", "b"], 0],
    ["in-order no calls", "in-order", ["a"], [], 0],
    // exact: the whole list
    ["exact equal", "exact", ["a", "b"], ["a", "b"], null],
    ["exact wrong at 1", "exact", ["a", "b"], ["a", "c"], 1],
    ["exact extra calls → expected.length", "exact", ["a", "b"], ["a", "b", "c", "d"], 2],
    ["exact missing calls", "exact", ["a", "b", "c"], ["a"], 1],
    ["exact no calls", "exact", ["a"], [], 0],
    ["exact same set other order", "exact", ["a", "b"], ["b", "a"], 0],
    // any: each appears somewhere
    ["any other order", "any", ["b", "a"], ["a", "x", "b"], null],
    ["any missing second", "any", ["a", "z", "y"], ["a", "b"], 1],
    ["any one call satisfies repeated entries", "any", ["a", "a"], ["a"], null],
  ];

  it.each(table)("%s", (_name, mode, exp, calls, firstMismatch) => {
    const metric = scoreToolOrder(
      expected(...exp),
      calls.map((t) => c(t)),
      mode,
    );
    expect(metric.firstMismatch).toBe(firstMismatch);
    expect(metric.passed).toBe(firstMismatch === null);
    expect(metric.skipped).toBe(false);
    expect(metric.mode).toBe(mode);
    expect(metric.expected).toEqual(exp.map((e) => (typeof e === "string" ? e : e[0])));
    expect(metric.actual).toEqual(calls);
    if (firstMismatch === null) expect(metric.message).toBe("tools called as expected");
    else expect(metric.message).not.toBe("tools called as expected");
  });
});

describe("scoreToolOrder: with args", () => {
  const table: Array<[string, Mode, Exp[], Array<[string, unknown]>, number | null]> = [
    ["partial: given keys match, extra keys ignored", "in-order", [["add", { a: 1 }]], [["add", { a: 1, b: 2 }]], null],
    ["partial: value differs", "in-order", [["add", { a: 1 }]], [["add", { a: 2, b: 2 }]], 0],
    ["partial: key absent", "in-order", [["add", { c: 1 }]], [["add", { a: 1 }]], 0],
    [
      "partial: nested values deep-equal",
      "in-order",
      [["q", { filter: { x: [1, 2] } }]],
      [["q", { filter: { x: [1, 2] }, limit: 3 }]],
      null,
    ],
    ["partial: nested values are not partial", "in-order", [["q", { filter: { x: 1 } }]], [["q", { filter: { x: 1, y: 2 } }]], 0],
    ["partial: a null expectation needs the key present", "in-order", [["q", { x: null }]], [["q", {}]], 0],
    ["exact: whole object equal", "exact", [["add", { a: 1, b: 2 }, "exact"]], [["add", { b: 2, a: 1 }]], null],
    ["exact: extra key fails", "exact", [["add", { a: 1 }, "exact"]], [["add", { a: 1, b: 2 }]], 0],
    [
      "exact argsMatch in in-order mode skips non-matching call",
      "in-order",
      [["add", { a: 1 }, "exact"]],
      [
        ["add", { a: 1, b: 2 }],
        ["add", { a: 1 }],
      ],
      null,
    ],
    [
      "in-order: args pick the later call",
      "in-order",
      [["add", { a: 2 }], "echo"],
      [
        ["add", { a: 1 }],
        ["echo", {}],
        ["add", { a: 2 }],
        ["echo", {}],
      ],
      null,
    ],
    [
      "in-order: args order matters",
      "in-order",
      [
        ["add", { a: 2 }],
        ["add", { a: 1 }],
      ],
      [
        ["add", { a: 1 }],
        ["add", { a: 2 }],
      ],
      1,
    ],
    [
      "any: args must match some call",
      "any",
      ["echo", ["add", { a: 3 }]],
      [
        ["add", { a: 1 }],
        ["echo", {}],
      ],
      1,
    ],
    [
      "exact: right name, wrong args",
      "exact",
      ["echo", ["add", { a: 3 }]],
      [
        ["echo", {}],
        ["add", { a: 1 }],
      ],
      1,
    ],
    ["no-args entry matches any args", "exact", ["add"], [["add", { whatever: true }]], null],
  ];

  it.each(table)("%s", (_name, mode, exp, calls, firstMismatch) => {
    const metric = scoreToolOrder(
      expected(...exp),
      calls.map(([t, a]) => c(t, a)),
      mode,
    );
    expect(metric.firstMismatch).toBe(firstMismatch);
    expect(metric.passed).toBe(firstMismatch === null);
  });

  it("callMatches: non-object args never match a partial expectation", () => {
    expect(callMatches({ name: "a", args: { x: 1 }, argsMatch: "partial" }, c("a", "x=1"))).toBe(false);
    expect(callMatches({ name: "a", args: { x: 1 }, argsMatch: "partial" }, c("a", [1]))).toBe(false);
    expect(callMatches({ name: "a", args: { x: 1 }, argsMatch: "exact" }, c("a", undefined))).toBe(false);
    expect(callMatches({ name: "a", argsMatch: "exact" }, c("a", undefined))).toBe(true);
    expect(callMatches({ name: "a", argsMatch: "partial" }, c("b"))).toBe(false);
  });
});

describe("scoreToolOrder: skipped and messages", () => {
  it.each<[string, Exp[] | undefined]>([
    ["undefined", undefined],
    ["empty", []],
  ])("%s expectation → skipped, passed, no mismatch", (_name, exp) => {
    const metric = scoreToolOrder(exp === undefined ? undefined : expected(...exp), [c("a")], "exact");
    expect(metric).toEqual({
      passed: true,
      skipped: true,
      message: "no expectTools given",
      mode: "exact",
      expected: [],
      actual: ["a"],
      firstMismatch: null,
    });
  });

  it("exact mode with extra calls names them", () => {
    const metric = scoreToolOrder(expected("a"), [c("a"), c("b"), c("c")], "exact");
    expect(metric.firstMismatch).toBe(1);
    expect(metric.message).toBe("expected exactly 1 calls, got 3 (extra: b, c)");
  });

  it("exact mode with missing calls says no call", () => {
    const metric = scoreToolOrder(expected("a", "b"), [c("a")], "exact");
    expect(metric.message).toBe("expected b at position 1, got no call");
  });

  it("wrong args show what the tool was called with", () => {
    const metric = scoreToolOrder(expected(["add", { a: 3 }]), [c("add", { a: 1 })], "in-order");
    expect(metric.message).toBe('expected add with args {"a":3} (position 0); add was called with {"a":1}');
  });

  it("any mode names the missing tool", () => {
    expect(scoreToolOrder(expected("a", "z"), [c("a")], "any").message).toBe("expected z to be called; it was not");
  });

  it("in-order mode names the position", () => {
    expect(scoreToolOrder(expected("b", "a"), [c("a"), c("b")], "in-order").message).toBe(
      "expected a at position 1 of the expected order; not found after the previous match",
    );
  });
});

describe("qualified expected names (several servers)", () => {
  const on = (server: string, tool: string) => ({ server, tool, args: {} });

  it("`server__tool` matches only that server's call; a plain name matches any server's", () => {
    expect(callMatches(expected("a__echo")[0]!, on("a", "echo"))).toBe(true);
    expect(callMatches(expected("a__echo")[0]!, on("b", "echo"))).toBe(false);
    expect(callMatches(expected("echo")[0]!, on("b", "echo"))).toBe(true);
    expect(scoreToolOrder(expected("b__echo", "a__echo"), [on("b", "echo"), on("a", "echo")], "exact").passed).toBe(true);
    expect(scoreToolOrder(expected("b__echo", "a__echo"), [on("a", "echo"), on("b", "echo")], "exact").passed).toBe(false);
  });
});

describe("a conversation's per-turn expectations", () => {
  const wanted = [
    { name: "get-sum", argsMatch: "partial" as const },
    { name: "echo", args: { message: "bye" }, argsMatch: "partial" as const },
  ];

  it("a mismatch names the turn it was expected in, in the message and the reason", () => {
    const metric = scoreToolOrder(wanted, [c("get-sum")], "in-order", ["turn 1", "turn 2"]);
    expect(metric).toMatchObject({ passed: false, firstMismatch: 1, firstMismatchScope: "turn 2" });
    expect(metric.message).toMatch(/^turn 2: expected echo with args/);
    expect(describeToolOrder(metric).reason).toEqual(["turn 2: ", "expected ", { quote: "echo" }, " at index 1, got ", "no call"]);
  });

  it("the right tool with other arguments is told as such, not as 'expected echo, got echo'", () => {
    const metric = scoreToolOrder(wanted, [c("get-sum"), c("echo", { message: "hi" })], "in-order", ["turn 1", "turn 2"]);
    expect(describeToolOrder(metric).reason).toEqual([
      { quote: 'turn 2: expected echo with args {"message":"bye"} (position 1); echo was called with {"message":"hi"}' },
    ]);
  });

  it("no scopes (fixed steps, or a workflow-level expectTools): no scope named", () => {
    expect(scoreToolOrder(wanted, [c("get-sum")], "in-order")).not.toHaveProperty("firstMismatchScope");
  });
});
