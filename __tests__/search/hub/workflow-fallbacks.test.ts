import { argsFor, callFailure } from "../../../src/search/hub/fallbacks/workflow-fallbacks.js";
import { call } from "../../scoring/records.js";

describe("callFailure: what counts as a failed call for fallbacks", () => {
  it.each([
    ["a tool error", call("t", { ok: false, isError: true, errorKind: "tool", error: "retired" }), { errorKind: "tool", error: "retired" }],
    [
      "a timeout",
      call("t", { ok: false, errorKind: "timeout", error: "no answer within 5 ms" }),
      { errorKind: "timeout", error: "no answer within 5 ms" },
    ],
    ["invalid output", call("t", { ok: false, errorKind: "invalid-output", error: "bad" }), { errorKind: "invalid-output", error: "bad" }],
    ["a failure without details", call("t", { ok: false }), { errorKind: "error", error: "the call failed" }],
  ])("%s", (_name, record, expected) => {
    expect(callFailure({ record, result: undefined })).toEqual(expected);
  });

  it("an ok call with nothing in it (no text, no structuredContent) failed; with either it did not", () => {
    const record = call("t");
    expect(callFailure({ record, result: { content: [] } })).toEqual({
      errorKind: "empty-result",
      error: expect.stringContaining("empty result"),
    });
    expect(callFailure({ record, result: { content: [{ type: "text", text: "  " }] } })?.errorKind).toBe("empty-result");
    expect(callFailure({ record, result: { content: [{ type: "text", text: "hi" }] } })).toBeNull();
    expect(callFailure({ record, result: { content: [], structuredContent: { n: 0 } } })).toBeNull();
  });

  it("no suggestions for a tool no server offers, a cancelled call, or a call refused for authorization", () => {
    expect(callFailure({ record: call("t", { ok: false, errorKind: "unknown-tool", error: "no tool" }), result: undefined })).toBeNull();
    expect(callFailure({ record: call("t", { ok: false, errorKind: "aborted", error: "cancelled" }), result: undefined })).toBeNull();
    expect(callFailure({ record: call("t", { ok: false, errorKind: "auth", error: "no token accepted" }), result: undefined })).toBeNull();
  });
});

describe("argsFor: the failed call's arguments for the fallback", () => {
  const tool = (properties?: Record<string, object>) => ({
    name: "f",
    inputSchema: { type: "object" as const, ...(properties ? { properties } : {}) },
  });

  it("keeps only the parameters the fallback declares", () => {
    expect(argsFor(tool({ id: { type: "string" }, format: { type: "string" } }), { id: "q3", region: "eu" })).toEqual({ id: "q3" });
  });

  it("passes every argument when the fallback declares none (or is unknown)", () => {
    expect(argsFor(tool(), { id: "q3", region: "eu" })).toEqual({ id: "q3", region: "eu" });
    expect(argsFor(tool({}), { id: "q3" })).toEqual({ id: "q3" });
    expect(argsFor(undefined, { id: "q3" })).toEqual({ id: "q3" });
  });
});
