/**
 * The workflow snippets of the docs, so tests validate (and run) exactly what
 * users copy: docs/action.md's blocks (the first is the copy-paste workflow),
 * and every workflow shown anywhere in README.md and docs/.
 */
import { readdir, readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { parse as parseYaml } from "yaml";
import { REPO_ROOT } from "./run-mcpvals.js";

/** The page that documents the action: its first workflow is the one to copy. */
export const ACTION_PAGE = join("docs", "action.md");

function yamlBlocks(text: string): string[] {
  return [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

/** The ```yaml blocks of docs/action.md, in page order (each a whole workflow). */
export async function readmeWorkflowSnippets(): Promise<string[]> {
  return yamlBlocks(await readFile(join(REPO_ROOT, ACTION_PAGE), "utf8"));
}

/** README.md and every Markdown page under docs/, as paths relative to the repository. */
export async function docsPages(): Promise<string[]> {
  const pages = (await readdir(join(REPO_ROOT, "docs"), { recursive: true }))
    .filter((file) => file.endsWith(".md"))
    .map((file) => join("docs", file));
  return ["README.md", ...pages.sort()];
}

/** Every ```yaml block of README.md and docs/ that is a GitHub workflow (it has `jobs:`) or a piece of one (`uses:`). */
export async function docsWorkflowSnippets(): Promise<Array<{ where: string; yaml: string }>> {
  const found: Array<{ where: string; yaml: string }> = [];
  for (const page of await docsPages()) {
    const blocks = yamlBlocks(await readFile(join(REPO_ROOT, page), "utf8"));
    blocks.forEach((yaml, i) => {
      if (/^jobs:/m.test(yaml) || /^\s*-?\s*uses:/m.test(yaml)) found.push({ where: `${relative(".", page)} yaml block ${i + 1}`, yaml });
    });
  }
  return found;
}

/** The `with:` of the `mcpvals/action@v1` step in docs/action.md's first (copy-paste) workflow. */
export async function readmeActionInputs(): Promise<Record<string, string>> {
  const [first] = await readmeWorkflowSnippets();
  const workflow = parseYaml(first!) as { jobs: Record<string, { steps?: Array<{ uses?: string; with?: Record<string, unknown> }> }> };
  const step = Object.values(workflow.jobs)
    .flatMap((job) => job.steps ?? [])
    .find((s) => s.uses === "mcpvals/action@v1");
  if (!step) throw new Error(`The first workflow of ${ACTION_PAGE} has no mcpvals/action@v1 step`);
  return Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, String(v)]));
}
