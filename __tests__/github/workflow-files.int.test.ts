/**
 * action.yml, the repository's workflows and every workflow snippet of the
 * docs (README.md, docs/) are validated with GitHub's own parser (@actions/workflow-parser), and
 * action.yml declares exactly the inputs the code reads.
 */
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { NoOperationTraceWriter, parseWorkflow } from "@actions/workflow-parser";
import { parseAction } from "@actions/workflow-parser/actions/index";
import { parse as parseYaml } from "yaml";
import { INPUT_DEFAULTS, INPUT_NAMES, parseInputs, type InputName } from "../../src/github/parse-inputs.js";
import { ACTION_REPORT_OUTPUTS } from "../../src/github/write-action-reports.js";
import { ACTION_PAGE, docsWorkflowSnippets, readmeActionInputs, readmeWorkflowSnippets } from "../helpers/readme-workflows.js";
import { ACTION_DEFAULTS } from "../helpers/run-action-bundle.js";
import { REPO_ROOT, tempDir } from "../helpers/run-mcpvals.js";
import { execa } from "execa";

/** Where the reusable workflow checks out the action of its own commit, and runs it from. */
const ACTION_CHECKOUT_PATH = "./.mcpvals-action";

function workflowErrors(name: string, content: string): string[] {
  return parseWorkflow({ name, content }, new NoOperationTraceWriter())
    .context.errors.getErrors()
    .map((e) => e.message);
}

test("the parser catches a broken workflow (so a clean result means something)", () => {
  expect(workflowErrors("bad.yml", "on: push\njobs:\n  a:\n    runs-on: x\n    stepz: []\n")).toEqual([
    expect.stringContaining("Unexpected value 'stepz'"),
  ]);
});

test("every workflow in .github/workflows parses without errors", async () => {
  const dir = join(REPO_ROOT, ".github", "workflows");
  const files = (await readdir(dir)).filter((f) => /\.ya?ml$/.test(f));
  expect(files).toEqual(expect.arrayContaining(["ci.yml", "mcpvals.yml"]));
  for (const file of files)
    expect({ file, errors: workflowErrors(file, await readFile(join(dir, file), "utf8")) }).toEqual({ file, errors: [] });
});

test("the reusable workflow takes the documented inputs and secrets and merges N shards", async () => {
  const workflow = parseYaml(await readFile(join(REPO_ROOT, ".github", "workflows", "mcpvals.yml"), "utf8"));
  const call = workflow.on.workflow_call;
  expect(Object.keys(call.inputs)).toEqual(expect.arrayContaining(["config", "threshold", "shards", "node-version"]));
  const secrets = [
    "OPENAI_API_KEY",
    "ANTHROPIC_API_KEY",
    "GOOGLE_GENERATIVE_AI_API_KEY",
    "GEMINI_API_KEY",
    "XAI_API_KEY",
    "OPENAI_COMPATIBLE_API_KEY",
  ];
  expect(Object.keys(call.secrets).sort()).toEqual([...secrets, "github-token"].sort());
  const shardStep = workflow.jobs.shard.steps.find((s: { uses?: string }) => s.uses === ACTION_CHECKOUT_PATH);
  // Shards neither comment nor annotate: the merge job does both, once.
  expect(shardStep.with).toMatchObject({ shard: "${{ matrix.shard }}/${{ inputs.shards }}", comment: false, annotations: false });
  // Every declared secret reaches the step that calls the LLM.
  expect(shardStep.env).toEqual(Object.fromEntries(secrets.map((name) => [name, `\${{ secrets.${name} }}`])));
  const mergeStep = workflow.jobs.merge.steps.find((s: { uses?: string }) => s.uses === ACTION_CHECKOUT_PATH);
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

test("docs/action.md's workflows parse, and the first one asks for the permissions the action needs", async () => {
  const snippets = await readmeWorkflowSnippets();
  expect(snippets.length).toBeGreaterThanOrEqual(4);
  snippets.forEach((snippet, i) =>
    expect({ snippet: i, errors: workflowErrors(`action-${i}.yml`, snippet) }).toEqual({ snippet: i, errors: [] }),
  );
  expect(parseYaml(snippets[0]!).permissions).toEqual({ contents: "read", "pull-requests": "write" });
  for (const name of Object.keys(await readmeActionInputs())) expect(INPUT_NAMES).toContain(name);
});

test("every workflow in README.md and docs/ is whole, parses, sets up Node 24 and uses one version of each action", async () => {
  const snippets = await docsWorkflowSnippets();
  // The README's own, the action page's, the cassette recipe at least.
  expect(snippets.length).toBeGreaterThanOrEqual(6);
  const versions = new Map<string, Set<string>>();
  for (const { where, yaml } of snippets) {
    // A piece of a workflow cannot be parsed or copied as it is: every snippet is a whole workflow.
    expect({ where, errors: workflowErrors("docs.yml", yaml) }).toEqual({ where, errors: [] });
    const jobs = Object.values(
      (parseYaml(yaml) as { jobs: Record<string, { steps?: Array<{ uses?: string; with?: Record<string, unknown> }> }> }).jobs,
    );
    const steps = jobs.flatMap((job) => job.steps ?? []);
    for (const uses of steps.flatMap((step) => (step.uses ? [step.uses] : []))) {
      const [action, version] = uses.split("@");
      if (!versions.has(action!)) versions.set(action!, new Set());
      versions.get(action!)!.add(version!);
    }
    // mcpvals needs Node >= 22: a job that installs and runs it sets up Node 24 first (the reusable workflow does it itself).
    const runsMcpvals = steps.some((step) => step.uses === "mcpvals/action@v1" && !step.with?.["merge-reports"]);
    if (runsMcpvals)
      expect({ where, setupNode: steps.find((step) => step.uses?.startsWith("actions/setup-node"))?.with }).toEqual({
        where,
        setupNode: { "node-version": 24 },
      });
  }
  // One spelling of the action, and one version of each action across the docs.
  expect([...versions.keys()].filter((action) => action.startsWith("mcpvals/") && !action.startsWith("mcpvals/action"))).toEqual([]);
  expect(Object.fromEntries([...versions].filter(([, v]) => v.size > 1).map(([action, v]) => [action, [...v]]))).toEqual({});
});

test("action.yml is a valid node24 action declaring exactly the inputs the code reads", async () => {
  const text = await readFile(join(REPO_ROOT, "action.yml"), "utf8");
  expect(parseAction({ name: "action.yml", content: text }, new NoOperationTraceWriter()).context.errors.getErrors()).toEqual([]);
  const action = parseYaml(text);
  expect(action.runs).toEqual({ using: "node24", main: "dist/index.js" });
  expect(Object.keys(action.inputs).sort()).toEqual([...INPUT_NAMES].sort());
  expect(action.inputs["github-token"].default).toBe("${{ github.token }}");
  // Set by name in the code, or by the reporter table's entry for each report file.
  const sources = await Promise.all(
    ["run-action.ts", "write-action-reports.ts", "action-mutate.ts", "action-load.ts"].map((file) =>
      readFile(join(REPO_ROOT, "src", "github", file), "utf8"),
    ),
  );
  const written = [...sources.join("\n").matchAll(/setOutput\("([^"]+)"/g)].map((m) => m[1]);
  const reportOutputs = Object.values(ACTION_REPORT_OUTPUTS);
  expect(new Set([...written, ...reportOutputs])).toEqual(new Set(Object.keys(action.outputs)));
});

/** An input table of docs/action.md (the action's, or the reusable workflow's own): input name -> its "default" cell. */
async function readmeInputTable(header = "| input | default | meaning |"): Promise<Record<string, string>> {
  const readme = await readFile(join(REPO_ROOT, ACTION_PAGE), "utf8");
  const start = readme.indexOf(header);
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

test("action.yml's defaults, the code's defaults and the docs' input table agree", async () => {
  const action = parseYaml(await readFile(join(REPO_ROOT, "action.yml"), "utf8")) as { inputs: Record<string, { default?: string }> };
  const literal = Object.fromEntries(
    Object.entries(action.inputs).flatMap(([name, input]) =>
      input.default !== undefined && !input.default.includes("${{") ? [[name, input.default]] : [],
    ),
  );
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
    await execa("bash", ["-e", "-c", step.run], {
      env: { PATH: process.env.PATH ?? "", SHARDS: "3", GITHUB_OUTPUT: output, ...env },
      extendEnv: false,
    });
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

describe("the reusable workflow passes the action through", () => {
  interface ActionYml {
    inputs: Record<string, { description?: string; default?: string }>;
    outputs: Record<string, { description?: string }>;
  }
  interface Step {
    uses?: string;
    with?: Record<string, unknown>;
  }
  /** Inputs the workflow sets itself, per shard and for the merge. */
  const SET_BY_WORKFLOW = ["shard", "merge-reports"];
  /** `mutate: true` runs in an unsharded job only (a sharded mutate is mcpvals-mutate.yml's): not taken, not exposed. */
  const UNSHARDED_ONLY = ["mutate", "mutate-min-score", "mutate-json-path"];
  const UNSHARDED_OUTPUTS = ["mutation-score", "mutation-report-path", "load-report-path"];
  /** A secret of the workflow instead of an input: a caller's `with:` cannot read `secrets`. */
  const AS_SECRET = ["github-token"];
  /** Inputs a sharded run refuses (parse-inputs.ts): `load` measures in a job of its own (docs/action.md). */
  const NOT_SHARDED = ["load", "load-json-path"];
  /** The workflow's own inputs: the matrix, the runner's Node, the install command, artifact names. */
  const OWN = ["shards", "node-version", "install", "artifact-prefix"];
  /** Deliberately different defaults: the merge job has always written JUnit. */
  const OTHER_DEFAULTS: Record<string, string> = { "junit-path": "mcpvals-junit.xml" };

  const load = async () => ({
    action: parseYaml(await readFile(join(REPO_ROOT, "action.yml"), "utf8")) as ActionYml,
    workflow: parseYaml(await readFile(join(REPO_ROOT, ".github", "workflows", "mcpvals.yml"), "utf8")),
  });
  const actionSteps = (workflow: { jobs: Record<string, { steps: Step[] }> }) =>
    Object.entries(workflow.jobs).flatMap(([job, { steps }]) =>
      steps.filter((s) => s.uses === ACTION_CHECKOUT_PATH).map((step) => ({ job, step })),
    );

  test("every input and output of action.yml and of the workflow has a description", async () => {
    const { action, workflow } = await load();
    const call = workflow.on.workflow_call;
    const missing = [
      ...Object.entries(action.inputs)
        .filter(([, v]) => !v.description?.trim())
        .map(([k]) => `action.yml input ${k}`),
      ...Object.entries(action.outputs)
        .filter(([, v]) => !v.description?.trim())
        .map(([k]) => `action.yml output ${k}`),
      ...Object.entries(call.inputs as Record<string, { description?: string }>)
        .filter(([, v]) => !v.description?.trim())
        .map(([k]) => `workflow input ${k}`),
      ...Object.entries(call.outputs as Record<string, { description?: string }>)
        .filter(([, v]) => !v.description?.trim())
        .map(([k]) => `workflow output ${k}`),
    ];
    expect(missing).toEqual([]);
  });

  test("it takes every action input (same defaults) but those it sets itself, and hands each one to the action", async () => {
    const { action, workflow } = await load();
    const call = workflow.on.workflow_call;
    const passed = Object.keys(action.inputs).filter(
      (name) =>
        !SET_BY_WORKFLOW.includes(name) && !AS_SECRET.includes(name) && !UNSHARDED_ONLY.includes(name) && !NOT_SHARDED.includes(name),
    );
    expect(Object.keys(call.inputs).sort()).toEqual([...passed, ...OWN].sort());
    for (const name of AS_SECRET) expect(call.secrets).toHaveProperty([name]);
    for (const name of passed) {
      const declared = call.inputs[name].default;
      const expected = OTHER_DEFAULTS[name] ?? action.inputs[name]!.default ?? "";
      expect({ name, default: String(declared) }).toEqual({ name, default: expected });
      // Booleans are typed as booleans, so a caller's `comment: flase` fails before any job starts.
      if (expected === "true" || expected === "false") expect({ name, type: call.inputs[name].type }).toEqual({ name, type: "boolean" });
    }

    // Each passed input reaches at least one action step as `${{ inputs.<name> }}`; each step sets only action inputs.
    const steps = actionSteps(workflow);
    expect(steps.map((s) => s.job).sort()).toEqual(["merge", "shard"]);
    for (const name of passed) {
      const users = steps.filter(({ step }) => step.with?.[name] === `\${{ inputs.${name} }}`).map((s) => s.job);
      expect({ name, users: users.length > 0 }).toEqual({ name, users: true });
    }
    const merge = steps.find((s) => s.job === "merge")!.step;
    expect(merge.with!["github-token"]).toBe("${{ secrets.github-token || github.token }}");
    for (const { step } of steps) for (const input of Object.keys(step.with ?? {})) expect(Object.keys(action.inputs)).toContain(input);
  });

  test("it exposes every output of the action, from the merge step", async () => {
    const { action, workflow } = await load();
    const outputs = workflow.on.workflow_call.outputs as Record<string, { value: string }>;
    const exposed = Object.keys(action.outputs).filter((name) => !UNSHARDED_OUTPUTS.includes(name));
    expect(Object.keys(outputs).sort()).toEqual(exposed.sort());
    for (const name of exposed) {
      expect(outputs[name]!.value).toBe(`\${{ jobs.merge.outputs.${name} }}`);
      expect(workflow.jobs.merge.outputs[name]).toBe(`\${{ steps.mcpvals.outputs.${name} }}`);
    }
  });

  test("each job runs the action of the workflow's own commit, not a tag", async () => {
    const { workflow } = await load();
    const text = await readFile(join(REPO_ROOT, ".github", "workflows", "mcpvals.yml"), "utf8");
    // No `uses:` names the action by tag: the only mention of mcpvals/action@v1 is the documented GHES fallback.
    const code = text.split("\n").filter((line) => !line.trimStart().startsWith("#"));
    expect(code.filter((line) => /uses:\s*mcpvals\/action@/.test(line))).toEqual([]);
    for (const job of ["shard", "merge"]) {
      const steps = workflow.jobs[job].steps as Step[];
      const checkout = steps.findIndex((s) => s.uses?.startsWith("actions/checkout") && s.with?.path === ".mcpvals-action");
      const run = steps.findIndex((s) => s.uses === ACTION_CHECKOUT_PATH);
      expect({
        job,
        checkout: checkout >= 0,
        before: checkout < run,
        first: steps[0]!.uses?.startsWith("actions/checkout") && steps[0]!.with === undefined,
      }).toEqual({ job, checkout: true, before: true, first: true });
      expect(steps[checkout]!.with).toMatchObject({
        repository: "${{ job.workflow_repository || 'mcpvals/action' }}",
        ref: "${{ job.workflow_sha || 'v1' }}",
        "persist-credentials": false,
      });
      // The sparse checkout has what the runner loads: action.yml and the bundle.
      expect(String(steps[checkout]!.with!["sparse-checkout"]).trim().split("\n").sort()).toEqual(["action.yml", "dist"]);
    }
  });

  test("the docs' table of the workflow's own inputs matches the workflow", async () => {
    const { workflow } = await load();
    const table = await readmeInputTable("| workflow input | default | meaning |");
    expect(Object.keys(table).sort()).toEqual([...OWN].sort());
    for (const name of OWN) {
      const declared = String(workflow.on.workflow_call.inputs[name].default);
      if (declared !== "") expect({ name, readme: table[name] }).toEqual({ name, readme: `\`${declared}\`` });
    }
    // The prose names every passed-through input.
    const readme = await readFile(join(REPO_ROOT, ACTION_PAGE), "utf8");
    const section = readme.slice(readme.indexOf("## Sharding"), readme.indexOf("| workflow input | default | meaning |"));
    for (const name of Object.keys(workflow.on.workflow_call.inputs).filter((n) => !OWN.includes(n)))
      expect(section).toContain(`\`${name}\``);
  });
});

test("the mutate workflow runs `mcpvals mutate --shard i/N` on the matrix and merges every shard's report", async () => {
  const workflow = parseYaml(await readFile(join(REPO_ROOT, ".github", "workflows", "mcpvals-mutate.yml"), "utf8"));
  const runs = (job: string): string[] => workflow.jobs[job].steps.flatMap((s: { run?: string }) => (s.run ? [s.run] : []));
  expect(runs("shard").find((r) => r.includes("mcpvals mutate"))).toContain('--shard "$SHARD"');
  const shardEnv = workflow.jobs.shard.steps.find((s: { run?: string }) => s.run?.includes("mcpvals mutate")).env;
  expect(shardEnv.SHARD).toBe("${{ matrix.shard }}/${{ inputs.shards }}");
  expect(runs("merge").find((r) => r.includes("mcpvals merge"))).toContain("mcpvals-shards/*.json");
  expect(workflow.jobs.merge.if).toBe("${{ !cancelled() }}");
  const upload = workflow.jobs.shard.steps.find((s: { uses?: string }) => s.uses?.startsWith("actions/upload-artifact"));
  const download = workflow.jobs.merge.steps.find((s: { uses?: string }) => s.uses?.startsWith("actions/download-artifact"));
  expect(download.with.pattern).toBe(`${upload.with.name.replace("${{ matrix.shard }}", "*")}`);
});
