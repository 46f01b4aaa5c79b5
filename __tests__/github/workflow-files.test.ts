/**
 * action.yml, the repository's workflows and the README's workflow snippets
 * are validated with GitHub's own parser (@actions/workflow-parser), and
 * action.yml declares exactly the inputs the code reads.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { NoOperationTraceWriter, parseWorkflow } from "@actions/workflow-parser";
import { parseAction } from "@actions/workflow-parser/actions/index";
import { parse as parseYaml } from "yaml";
import { INPUT_NAMES } from "../../src/github/parse-inputs.js";
import { readmeActionInputs, readmeWorkflowSnippets } from "../helpers/readme-workflows.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

function workflowErrors(name: string, content: string): string[] {
  return parseWorkflow({ name, content }, new NoOperationTraceWriter()).context.errors.getErrors().map((e) => e.message);
}

test("the parser catches a broken workflow (so a clean result means something)", () => {
  expect(workflowErrors("bad.yml", "on: push\njobs:\n  a:\n    runs-on: x\n    stepz: []\n")).toEqual([expect.stringContaining("Unexpected value 'stepz'")]);
});

test("every workflow in .github/workflows parses without errors", async () => {
  const dir = join(REPO_ROOT, ".github", "workflows");
  const files = (await readdir(dir)).filter((f) => /\.ya?ml$/.test(f));
  expect(files).toEqual(expect.arrayContaining(["ci.yml", "mcpvals.yml"]));
  for (const file of files) expect({ file, errors: workflowErrors(file, await readFile(join(dir, file), "utf8")) }).toEqual({ file, errors: [] });
});

test("the reusable workflow takes the documented inputs and secrets and merges N shards", async () => {
  const workflow = parseYaml(await readFile(join(REPO_ROOT, ".github", "workflows", "mcpvals.yml"), "utf8"));
  const call = workflow.on.workflow_call;
  expect(Object.keys(call.inputs)).toEqual(expect.arrayContaining(["config", "threshold", "shards", "node-version"]));
  expect(Object.keys(call.secrets)).toEqual(expect.arrayContaining(["OPENAI_API_KEY", "ANTHROPIC_API_KEY"]));
  const shardStep = workflow.jobs.shard.steps.find((s: { uses?: string }) => s.uses === "mcpvals/action@v1");
  expect(shardStep.with).toMatchObject({ shard: "${{ matrix.shard }}/${{ inputs.shards }}", comment: false });
  const mergeStep = workflow.jobs.merge.steps.find((s: { uses?: string }) => s.uses === "mcpvals/action@v1");
  expect(mergeStep.with["merge-reports"]).toBe("mcpvals-shards/*.json");
  expect(workflow.jobs.merge.permissions).toEqual({ contents: "read", "pull-requests": "write" });
  for (const step of [shardStep, mergeStep]) for (const input of Object.keys(step.with)) expect(INPUT_NAMES).toContain(input);
});

test("the README's workflow snippets parse, and the first one asks for the permissions the action needs", async () => {
  const snippets = await readmeWorkflowSnippets();
  expect(snippets.length).toBeGreaterThanOrEqual(4);
  snippets.forEach((snippet, i) => expect({ snippet: i, errors: workflowErrors(`readme-${i}.yml`, snippet) }).toEqual({ snippet: i, errors: [] }));
  expect(parseYaml(snippets[0]!).permissions).toEqual({ contents: "read", "pull-requests": "write" });
  for (const name of Object.keys(await readmeActionInputs())) expect(INPUT_NAMES).toContain(name);
});

test("action.yml is a valid node24 action declaring exactly the inputs the code reads", async () => {
  const text = await readFile(join(REPO_ROOT, "action.yml"), "utf8");
  expect(parseAction({ name: "action.yml", content: text }, new NoOperationTraceWriter()).context.errors.getErrors()).toEqual([]);
  const action = parseYaml(text);
  expect(action.runs).toEqual({ using: "node24", main: "dist/index.js" });
  expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort());
  expect(action.inputs["github-token"].default).toBe("${{ github.token }}");
  const source = await readFile(join(REPO_ROOT, "src", "github", "run-action.ts"), "utf8");
  const written = [...source.matchAll(/setOutput\("([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(written)).toEqual(new Set(Object.keys(action.outputs)));
});
