import { BUILTIN_PRICES, estimateCostUsd, priceFor } from "../../src/agent/pricing.js";
import { runUsage } from "../../src/scoring/run-usage.js";
import { formatUsage } from "../../src/report/format-usage.js";
import type { WorkflowResult } from "../../src/result/workflow-result.js";

describe("pricing", () => {
  it("knows a few well-known models; the config overrides and extends", () => {
    expect(priceFor("openai:gpt-4o")).toEqual(BUILTIN_PRICES["openai:gpt-4o"]);
    expect(priceFor("anthropic:claude-sonnet-4-5", { "anthropic:claude-sonnet-4-5": { input: 1, output: 2 } })).toEqual({
      input: 1,
      output: 2,
    });
    expect(priceFor("ollama:llama3")).toBeUndefined();
    expect(priceFor("openai-compatible:llama3", { "openai-compatible:llama3": { input: 0, output: 0 } })).toEqual({ input: 0, output: 0 });
    expect(priceFor("toString")).toBeUndefined();
  });

  it("estimates USD per 1M tokens; unknown price or usage → null", () => {
    expect(estimateCostUsd({ inputTokens: 1_000_000, outputTokens: 500_000, totalTokens: 1_500_000 }, { input: 3, output: 15 })).toBe(10.5);
    expect(estimateCostUsd({ inputTokens: 1234, outputTokens: 56, totalTokens: 1290 }, { input: 0.15, output: 0.6 })).toBe(0.000219);
    expect(estimateCostUsd({ inputTokens: 1, outputTokens: 1, totalTokens: 2 }, undefined)).toBeNull();
    expect(estimateCostUsd(null, { input: 1, output: 1 })).toBeNull();
  });

  it("run totals: summed usage; a cost only when every workflow's is known", () => {
    const w = (usage: WorkflowResult["usage"], costUsd?: number | null) => ({ usage, costUsd }) as WorkflowResult;
    const u = (n: number) => ({ inputTokens: n, outputTokens: n, totalTokens: 2 * n });
    expect(runUsage([w(null), w(null)])).toEqual({});
    expect(runUsage([w(u(10), 0.1), w(u(5), 0.2), w(null)])).toEqual({ usage: u(15), costUsd: 0.3 });
    expect(runUsage([w(u(10), 0.1), w(u(5), null)])).toEqual({ usage: u(15), costUsd: null });
  });

  it("formats tokens and an estimated cost", () => {
    expect(formatUsage(null, null)).toBeNull();
    expect(formatUsage({ inputTokens: 10000, outputTokens: 2345, totalTokens: 12345 }, 0.0123)).toBe(
      "12,345 tokens (10,000 in / 2,345 out) · ~$0.012 est.",
    );
    expect(formatUsage({ inputTokens: 1, outputTokens: 1, totalTokens: 2 }, null)).toBe("2 tokens (1 in / 1 out)");
    expect(formatUsage({ inputTokens: 1, outputTokens: 1, totalTokens: 2 }, 12.345)).toContain("~$12.35 est.");
  });
});
