import { EvalResultSchema } from "../../src/result/eval-result.js";
import { largeResult, sampleResult } from "./sample-result.js";

describe("reporter test fixtures", () => {
  it("the sample result is a valid EvalResult", () => {
    const result = sampleResult();
    expect(EvalResultSchema.parse(result)).toEqual(result);
  });

  it("the large result is a valid EvalResult with the requested workflows", () => {
    const result = EvalResultSchema.parse(largeResult(10));
    expect(result.workflows).toHaveLength(10);
    expect(result.summary.workflows).toEqual({ total: 10, passed: 5 });
  });

  it("returns a fresh copy each time", () => {
    const a = sampleResult();
    a.workflows[0]!.name = "changed";
    expect(sampleResult().workflows[0]!.name).toBe("echo roundtrip");
  });
});
