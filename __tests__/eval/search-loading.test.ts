/**
 * "Runs that do not search start as fast as before": in a fresh process,
 * a run without the retrieval metric (off, nothing names expectTools, or
 * tool-health only) never imports tool search, the AI SDK or the embedding
 * model. A lexical metric loads tool search but still not the AI SDK.
 */
import { execa } from "execa";
import { fileURLToPath } from "node:url";
import { EVERYTHING, retrievalConfig } from "../fixtures/configs/retrieval-config.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

const SCRIPT = fileURLToPath(new URL("../fixtures/search/evaluate-with-load-log.mjs", import.meta.url));

async function loads(config: object, only?: string) {
  const run = await execa(process.execPath, [SCRIPT, JSON.stringify(config), REPO_ROOT, ...(only ? [only] : [])], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "" },
    extendEnv: false,
    timeout: 25_000,
  });
  return JSON.parse(run.stdout) as { passed: boolean; retrieval: unknown; ai: boolean; embeddingModel: boolean; toolSearch: boolean };
}

const nothing = { ai: false, embeddingModel: false, toolSearch: false };

test("toolRetrieval: false loads no tool search", async () => {
  expect(await loads({ ...retrievalConfig(false), search: { mode: "hybrid" } })).toMatchObject({ passed: true, retrieval: null, ...nothing });
});

test("no expectTools anywhere loads no tool search", async () => {
  const config = { server: EVERYTHING, model: "scripted", workflows: [{ name: "chat", steps: [{ user: "Echo back hello", expectedState: "" }] }] };
  expect(await loads(config)).toMatchObject({ retrieval: null, ...nothing });
});

test("a tool-health-only run loads no tool search", async () => {
  const config = { ...retrievalConfig({ k: 3, mode: "hybrid" }), toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { message: "x" } }] }] };
  expect(await loads(config, "tool-health")).toMatchObject({ passed: true, retrieval: null, ...nothing });
});

test("a lexical metric loads tool search (the hook sees lazy imports) but not the AI SDK or a model", async () => {
  expect(await loads(retrievalConfig({ k: 3, mode: "lexical" }))).toMatchObject({ retrieval: expect.objectContaining({ recallAtK: 0.75 }), ai: false, embeddingModel: false, toolSearch: true });
});
