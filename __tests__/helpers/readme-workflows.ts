/**
 * The workflow snippets of the README's "GitHub Action" section, so tests
 * validate (and run) exactly what users copy.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parse as parseYaml } from "yaml";
import { REPO_ROOT } from "./run-mcpvals.js";

/** The ```yaml blocks of the README section headed "## GitHub Action" (up to the next "## "). */
export async function readmeWorkflowSnippets(): Promise<string[]> {
  const readme = await readFile(join(REPO_ROOT, "README.md"), "utf8");
  const start = readme.indexOf("\n## GitHub Action\n");
  if (start === -1) throw new Error('README has no "## GitHub Action" section');
  const end = readme.indexOf("\n## ", start + 1);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

/** The `with:` of the `mcpvals/action@v1` step in the README's first (copy-paste) workflow. */
export async function readmeActionInputs(): Promise<Record<string, string>> {
  const [first] = await readmeWorkflowSnippets();
  const workflow = parseYaml(first!) as { jobs: Record<string, { steps?: Array<{ uses?: string; with?: Record<string, unknown> }> }> };
  const step = Object.values(workflow.jobs)
    .flatMap((job) => job.steps ?? [])
    .find((s) => s.uses === "mcpvals/action@v1");
  if (!step) throw new Error("The README's first workflow has no mcpvals/action@v1 step");
  return Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, String(v)]));
}
