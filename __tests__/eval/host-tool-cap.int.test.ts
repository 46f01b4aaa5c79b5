/**
 * A host's tool cap counts every configured server's tools together, as the
 * host holds them (in the order of the workflow's servers): with
 * server-everything and the planted server (30 fillers) under Cursor, whose
 * cap is 40, each server alone fits but together they do not, and the last
 * server's last tools are the ones cut. VS Code's 128 takes them all.
 */
// Jest's ESM loader fails ("not linked") when prepareModels' parallel dynamic imports meet `ai` for the first time. Plain Node does not.
import "ai";
import { fileURLToPath } from "node:url";
import { evaluate } from "../../src/eval/evaluate.js";
import { startFakeLlm, type FakeLlm } from "../fixtures/fake-llm/fake-llm-server.js";

const PLANTED = fileURLToPath(new URL("../fixtures/servers/host-incompat-server.mjs", import.meta.url));

let fake: FakeLlm;
beforeAll(async () => {
  fake = await startFakeLlm({
    rules: [
      { match: "first filler", offeredNames: true, toolCalls: [{ name: "filler_001" }], final: "done" },
      { match: "last filler", offeredNames: true, toolCalls: [{ name: "filler_030" }], final: "done" },
    ],
  });
});
afterAll(async () => {
  await fake.close();
});

test("the cap applies to the union of the servers' tools: the last server's last tools are cut, each server alone would fit", async () => {
  const result = await evaluate(
    {
      servers: {
        everything: { transport: "stdio" as const, command: "mcp-server-everything" },
        planted: { transport: "stdio" as const, command: process.execPath, args: [PLANTED], env: { MANY: "30" } },
      },
      hosts: ["cursor", "vscode"],
      model: { provider: "openai-compatible" as const, model: "fake-model", baseURL: fake.url, apiKey: "sk-cap" },
      toolRetrieval: false as const,
      fallbacks: false as const,
      workflows: [
        { name: "first", steps: [{ user: "Please call the first filler", expectTools: ["filler_001"] }] },
        { name: "last", steps: [{ user: "Please call the last filler", expectTools: ["filler_030"] }] },
      ],
    },
    { stateDir: false },
  );
  expect(result.workflows.map((w) => [w.workflow, w.host, w.passed])).toEqual([
    ["first", "cursor", true],
    ["first", "vscode", true],
    ["last", "cursor", false],
    ["last", "vscode", true],
  ]);
  const offered = (host: string) =>
    fake.requests.find(
      (r) =>
        r.userText?.includes("last filler") &&
        r.offeredTools.includes("clean_search") &&
        (host === "cursor") === !r.offeredTools.includes("filler_030"),
    )?.offeredTools ?? [];
  // Cursor: server-everything's 14 (roots declared) + the planted server's 35, cut to 40 in config order; of those
  // 40 the planted server's 53-character name is left out too ("planted" + name is 60, over Cursor's 59).
  expect(offered("cursor")).toHaveLength(39);
  expect(offered("cursor")).toContain("filler_021");
  expect(offered("cursor")).not.toContain("filler_022");
  expect(offered("vscode").length).toBeGreaterThan(40);
  const last = result.workflows.find((w) => w.name === "last [cursor]")!;
  expect(last.toolCalls).toMatchObject([{ tool: "filler_030", ok: false }]);
  // The model was never offered it: its call is refused before it reaches a server.
  expect(last.toolCalls?.[0]?.error).toContain('"filler_030"');
});
