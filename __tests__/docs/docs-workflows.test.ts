/**
 * What the docs tell CI users to write, checked against the action: the
 * README's short workflow builds a baseline (a `push` trigger on the default
 * branch, since `cache-save: auto` saves only there), and every `cache-save`
 * value the docs name is one the action accepts.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { parseInputs } from "../../src/github/parse-inputs.js";
import { docsPages, docsWorkflowSnippets } from "../helpers/readme-workflows.js";
import { REPO_ROOT } from "../helpers/run-mcpvals.js";

type Triggers = string | string[] | Record<string, { branches?: string[] } | null>;

/** The events a workflow's `on:` names, with the branches a push is limited to (none: every branch). */
function triggers(on: Triggers): Map<string, string[] | undefined> {
  if (typeof on === "string") return new Map([[on, undefined]]);
  if (Array.isArray(on)) return new Map(on.map((event) => [event, undefined]));
  return new Map(Object.entries(on).map(([event, filter]) => [event, filter?.branches]));
}

test("the README's workflow runs on pull requests and on pushes to the default branch (or the gate has no baseline)", async () => {
  const readme = (await docsWorkflowSnippets()).filter(({ where }) => where.startsWith("README.md"));
  expect(readme.length).toBeGreaterThan(0);
  for (const { where, yaml } of readme) {
    const on = triggers((parseYaml(yaml) as { on: Triggers }).on);
    expect([where, on.has("pull_request")]).toEqual([where, true]);
    expect([where, on.has("push")]).toEqual([where, true]);
    const branches = on.get("push");
    if (branches !== undefined) expect([where, branches]).toEqual([where, expect.arrayContaining(["main"])]);
  }
});

test("every cache-save value in README.md and docs/ is one the action accepts", async () => {
  const named: Array<{ page: string; value: string }> = [];
  for (const page of await docsPages()) {
    const text = await readFile(join(REPO_ROOT, page), "utf8");
    for (const match of text.matchAll(/cache-save:\s*["'`]?([\w-]+)/g)) named.push({ page, value: match[1]! });
  }
  expect(named.length).toBeGreaterThan(0);
  for (const { page, value } of named) {
    const parse = () => parseInputs((name) => (name === "cache-save" ? value : ""));
    expect([
      page,
      value,
      (() => {
        try {
          parse();
          return "accepted";
        } catch (error) {
          return String(error);
        }
      })(),
    ]).toEqual([page, value, "accepted"]);
  }
  // And a value the action rejects says which ones it takes.
  expect(() => parseInputs((name) => (name === "cache-save" ? "always" : ""))).toThrow(
    'Input "cache-save" must be auto, true or false, got "always"',
  );
});
