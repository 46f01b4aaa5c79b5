/**
 * "Runs that do not search start as fast as before": in a fresh process,
 * a run without the retrieval metric (off, nothing names expectTools, or
 * tool-health only) and without fallbacks never imports tool search, the AI
 * SDK or the embedding model. Fallback suggestions (on by default) load tool
 * search for the run, but the AI SDK and the model only when a call fails. A
 * lexical metric loads tool search but still not the AI SDK.
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

test("toolRetrieval: false and fallbacks: false load no tool search", async () => {
  expect(await loads({ ...retrievalConfig(false), fallbacks: false, search: { mode: "hybrid" } })).toMatchObject({
    passed: true,
    retrieval: null,
    ...nothing,
  });
});

test("no expectTools anywhere and fallbacks off load no tool search", async () => {
  const config = {
    server: EVERYTHING,
    model: "scripted",
    fallbacks: false,
    workflows: [{ name: "chat", steps: [{ user: "Echo back hello", expectedState: "" }] }],
  };
  expect(await loads(config)).toMatchObject({ retrieval: null, ...nothing });
});

test("with fallbacks on (the default) and every call succeeding, neither the AI SDK nor the model loads", async () => {
  expect(await loads({ ...retrievalConfig(false), search: { mode: "hybrid" } })).toMatchObject({
    passed: true,
    retrieval: null,
    ai: false,
    embeddingModel: false,
    toolSearch: true,
  });
});

test("a tool-health-only run loads no tool search", async () => {
  const config = {
    ...retrievalConfig({ k: 3, mode: "hybrid" }),
    toolHealthSuites: [{ name: "s", tests: [{ name: "echo", args: { message: "x" } }] }],
  };
  expect(await loads(config, "tool-health")).toMatchObject({ passed: true, retrieval: null, ...nothing });
});

test("a lexical metric loads tool search (the hook sees lazy imports) but not the AI SDK or a model", async () => {
  expect(await loads(retrievalConfig({ k: 3, mode: "lexical" }))).toMatchObject({
    retrieval: expect.objectContaining({ recallAtK: 0.75 }),
    ai: false,
    embeddingModel: false,
    toolSearch: true,
  });
});
