/**
 * Runs the action the way GitHub does: `node <entry>` with inputs as INPUT_*
 * variables, GITHUB_* variables, an event payload file, and the
 * GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files. The entry is the committed
 * bundle dist/index.js; MCPVALS_ACTION_ENTRY points it at another build
 * (e.g. `npx ncc build src/action/main.ts -o /tmp/gh-dist`) while iterating.
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { execa } from "execa";
import { parse as parseYaml } from "yaml";
import { REPO_ROOT, type TempDir } from "./run-mcpvals.js";

export const ACTION_ENTRY = process.env.MCPVALS_ACTION_ENTRY ?? join(REPO_ROOT, "dist", "index.js");

/**
 * The defaults GitHub fills in from action.yml when a workflow leaves an input
 * out, read from action.yml itself so the tests run what GitHub runs.
 * Expression defaults (`github-token: ${{ github.token }}`) are left out: the
 * runner evaluates them, and each test passes the token it means.
 */
export const ACTION_DEFAULTS: Record<string, string> = readActionDefaults();

function readActionDefaults(): Record<string, string> {
  const action = parseYaml(readFileSync(join(REPO_ROOT, "action.yml"), "utf8")) as { inputs: Record<string, { default?: unknown }> };
  return Object.fromEntries(
    Object.entries(action.inputs)
      .filter(([, input]) => input.default !== undefined && !String(input.default).includes("${{"))
      .map(([name, input]) => [name, String(input.default)]),
  );
}

/** What one action run left behind. */
export interface ActionRun {
  exitCode: number;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
}

/** Options for {@link runActionBundle}. */
export interface RunActionOptions {
  /** Inputs as a workflow's `with:` gives them (defaults from action.yml are added). */
  inputs?: Record<string, string>;
  /** Extra environment (GITHUB_*, API keys, cache service variables). */
  env?: Record<string, string>;
  /** The event payload written to GITHUB_EVENT_PATH. */
  event?: unknown;
  /** GITHUB_WORKSPACE. @default dir.path */
  workspace?: string;
}

let runs = 0;

export async function runActionBundle(
  dir: TempDir,
  { inputs = {}, env: extraEnv = {}, event = {}, workspace = dir.path }: RunActionOptions = {},
): Promise<ActionRun> {
  const n = ++runs;
  const output = await dir.write(`github-output-${n}`, "");
  const summary = await dir.write(`step-summary-${n}`, "");
  const eventPath = await dir.write(`event-${n}.json`, JSON.stringify(event));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    GITHUB_ACTIONS: "true",
    GITHUB_WORKSPACE: workspace,
    GITHUB_OUTPUT: output,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_EVENT_PATH: eventPath,
    RUNNER_TEMP: dir.path,
    ...extraEnv,
  };
  for (const [name, value] of Object.entries({ ...ACTION_DEFAULTS, ...inputs }))
    env[`INPUT_${name.replace(/ /g, "_").toUpperCase()}`] = value;
  const run = await execa(process.execPath, [ACTION_ENTRY], { env, extendEnv: false, reject: false, timeout: 60_000, cwd: workspace });
  return {
    exitCode: run.exitCode ?? -1,
    stdout: String(run.stdout),
    stderr: String(run.stderr),
    outputs: parseOutputs(await readFile(output, "utf8")),
    summary: await readFile(summary, "utf8"),
  };
}

/** GITHUB_OUTPUT uses `name<<delimiter` blocks. */
export function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1]!] = match[3]!;
  return outputs;
}
