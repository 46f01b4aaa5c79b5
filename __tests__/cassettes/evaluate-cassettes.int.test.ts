/**
 * Cassettes through the library: a run without the key that would skip its
 * LLM workflows (the action on a fork PR, `onMissingKey: "skip"`) replays
 * those with a fresh cassette and skips only the rest. Real server-everything,
 * the loopback model.
 */
// Jest's ESM loader fails ("not linked") when prepareModels' parallel dynamic imports meet `ai` for the first time. Plain Node does not.
import "ai";
import { join } from "node:path";
import { evaluate } from "../../src/eval/evaluate.js";
import { startFakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";
import { tempDir } from "../helpers/temp-dir.js";

const rules = [
  { match: "add 2 and 3", toolCalls: [{ name: "get-sum", args: { a: 2, b: 3 } }], final: "5" },
  { match: "echo hi", toolCalls: [{ name: "echo", args: { message: "hi" } }], final: "{{lastToolResult}}" },
];

test("without a key, onMissingKey skip replays the workflows that have a fresh cassette and skips the others", async () => {
  await using dir = await tempDir();
  await using fake = await startFakeLlm({ rules });
  const config = (workflows: string[]) => ({
    server: { transport: "stdio" as const, command: "mcp-server-everything" },
    model: { provider: "openai-compatible" as const, model: "fake-model", baseURL: fake.url, apiKey: "${CASSETTE_LIB_KEY}" },
    cassettes: { dir: join(dir.path, "cassettes") },
    toolRetrieval: false as const,
    workflows: [
      { name: "add", steps: [{ user: "Please add 2 and 3", expectTools: ["get-sum"] }] },
      { name: "echo", steps: [{ user: "Please echo hi", expectTools: ["echo"] }] },
    ].filter((w) => workflows.includes(w.name)),
  });
  const recorded = await evaluate(config(["add"]), {
    cassettes: "record",
    stateDir: false,
    env: { ...process.env, CASSETTE_LIB_KEY: "sk-lib-test" },
  });
  expect(recorded.workflows[0]!.cassette?.status).toBe("recorded");

  const env = { ...process.env };
  delete env.CASSETTE_LIB_KEY;
  const result = await evaluate(config(["add", "echo"]), { onMissingKey: "skip", stateDir: false, env });
  expect(result.workflows.map((w) => [w.name, w.passed, w.cassette?.status])).toEqual([["add", true, "replayed"]]);
  expect(result.skipped).toEqual([
    { kind: "workflow", name: "echo", reason: "the LLM API key is absent (CASSETTE_LIB_KEY) and it has no fresh cassette" },
  ]);

  // The same run without onMissingKey: the key is still required (cassettes are off in the config).
  await expect(evaluate(config(["add"]), { stateDir: false, env })).rejects.toMatchObject({ code: "MISSING_API_KEY" });
});
