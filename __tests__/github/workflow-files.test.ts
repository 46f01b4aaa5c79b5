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
import { INPUT_DEFAULTS, INPUT_NAMES, parseInputs, type InputName } from "../../src/github/parse-inputs.js";
import { readmeActionInputs, readmeWorkflowSnippets } from "../helpers/readme-workflows.js";
import { ACTION_DEFAULTS } from "../helpers/run-action-bundle.js";
import { REPO_ROOT, tempDir } from "../helpers/run-mcpvals.js";
import { execa } from "execa";

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
  const secrets = ["OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GOOGLE_GENERATIVE_AI_API_KEY", "GEMINI_API_KEY", "XAI_API_KEY", "OPENAI_COMPATIBLE_API_KEY"];
  expect(Object.keys(call.secrets).sort()).toEqual([...secrets].sort());
  const shardStep = workflow.jobs.shard.steps.find((s: { uses?: string }) => s.uses === "mcpvals/action@v1");
  // Shards neither comment nor annotate: the merge job does both, once.
  expect(shardStep.with).toMatchObject({ shard: "${{ matrix.shard }}/${{ inputs.shards }}", comment: false, annotations: false });
  // Every declared secret reaches the step that calls the LLM.
  expect(shardStep.env).toEqual(Object.fromEntries(secrets.map((name) => [name, `\${{ secrets.${name} }}`])));
  const mergeStep = workflow.jobs.merge.steps.find((s: { uses?: string }) => s.uses === "mcpvals/action@v1");
  expect(mergeStep.with["merge-reports"]).toBe("mcpvals-shards/*.json");
  expect(workflow.jobs.merge.if).toBe("${{ !cancelled() }}");
  // Artifact names carry a per-config prefix (two calls in one run must not collide): upload and download agree.
  expect(call.inputs["artifact-prefix"]).toMatchObject({ type: "string", default: "" });
  const upload = workflow.jobs.shard.steps.find((s: { uses?: string }) => s.uses?.startsWith("actions/upload-artifact"));
  const download = workflow.jobs.merge.steps.find((s: { uses?: string }) => s.uses?.startsWith("actions/download-artifact"));
  expect(upload.with.name).toBe("${{ needs.plan.outputs.artifact-prefix }}-shard-${{ matrix.shard }}");
  expect(download.with.pattern).toBe("${{ needs.plan.outputs.artifact-prefix }}-shard-*");
  expect(workflow.jobs.merge.needs).toEqual(expect.arrayContaining(["plan", "shard"]));
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

/** The README's action input table: input name -> its "default" cell. */
async function readmeInputTable(): Promise<Record<string, string>> {
  const readme = await readFile(join(REPO_ROOT, "README.md"), "utf8");
  const start = readme.indexOf("| input | default | meaning |");
  expect(start).toBeGreaterThan(-1);
  const rows = readme.slice(start).split("\n").slice(2);
  const table: Record<string, string> = {};
  for (const row of rows) {
    if (!row.startsWith("|")) break;
    const [names, defaultCell] = row.split(" | ").map((cell) => cell.replace(/^\| /, "").trim());
    // One row may document several inputs: "`comment` / `annotations` / `job-summary`".
    for (const [, name] of names!.matchAll(/`([^`]+)`/g)) table[name!] = defaultCell!;
  }
  return table;
}

test("action.yml's defaults, the code's defaults and the README's input table agree", async () => {
  const action = parseYaml(await readFile(join(REPO_ROOT, "action.yml"), "utf8")) as { inputs: Record<string, { default?: string }> };
  const literal = Object.fromEntries(Object.entries(action.inputs).flatMap(([name, input]) => (input.default !== undefined && !input.default.includes("${{") ? [[name, input.default]] : [])));
  expect(INPUT_DEFAULTS).toEqual(literal);
  // The tests fill in exactly these, as GitHub does.
  expect(ACTION_DEFAULTS).toEqual(literal);
  // Empty inputs mean what action.yml's defaults mean (what a runner passes when a workflow leaves them out).
  expect(parseInputs(() => "")).toEqual(parseInputs((name: InputName) => literal[name] ?? ""));

  const readme = await readmeInputTable();
  expect(Object.keys(readme).sort()).toEqual([...INPUT_NAMES].sort());
  for (const name of INPUT_NAMES) {
    const declared = action.inputs[name]!.default;
    // A default is written as the literal value in backticks; an input without one describes what empty means.
    if (declared !== undefined) expect({ name, readme: readme[name] }).toEqual({ name, readme: `\`${declared}\`` });
    else expect({ name, readme: readme[name] }).toEqual({ name, readme: expect.not.stringMatching(/^`[^`]*`$/) });
  }
});

test("the plan step derives distinct artifact prefixes for distinct configs (run with bash, as on the runner)", async () => {
  const workflow = parseYaml(await readFile(join(REPO_ROOT, ".github", "workflows", "mcpvals.yml"), "utf8"));
  const step = workflow.jobs.plan.steps.find((s: { id?: string }) => s.id === "plan");
  const prefix = async (env: Record<string, string>): Promise<string> => {
    await using dir = await tempDir();
    const output = join(dir.path, "out");
    await execa("bash", ["-e", "-c", step.run], { env: { PATH: process.env.PATH ?? "", SHARDS: "3", GITHUB_OUTPUT: output, ...env }, extendEnv: false });
    const text = await readFile(output, "utf8");
    expect(text).toContain("shards=[1,2,3]\n");
    return /^artifact-prefix=(.*)$/m.exec(text)![1]!;
  };
  const a = await prefix({ PREFIX: "", CONFIG: "./servers/a/mcpvals.config.yaml" });
  const b = await prefix({ PREFIX: "", CONFIG: "./servers/b/mcpvals.config.yaml" });
  expect(a).toBe("mcpvals-.-servers-a-mcpvals.config.yaml");
  expect(b).not.toBe(a);
  expect(a).not.toMatch(/[\\/:*?"<>|]/);
  expect(await prefix({ PREFIX: "nightly", CONFIG: "./x.yaml" })).toBe("nightly");
});
