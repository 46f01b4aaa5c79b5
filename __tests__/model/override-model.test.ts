import { overrideModel } from "../../src/model/override-model.js";

test("a bare --model name keeps the config's provider and its settings", () => {
  const configured = { provider: "openai-compatible" as const, model: "llama3", baseURL: "http://127.0.0.1:11434/v1", stream: false };
  expect(overrideModel(configured, "qwen3")).toEqual({ ...configured, model: "qwen3" });
  expect(overrideModel("anthropic:claude-sonnet-4-5", "claude-opus-4-1")).toBe("anthropic:claude-opus-4-1");
  // Without a configured model the name stands alone (resolveModel reads its implied provider); scripted is never a model name.
  expect(overrideModel(undefined, "gpt-4o")).toBe("gpt-4o");
  expect(overrideModel(configured, "scripted")).toBe("scripted");
});
