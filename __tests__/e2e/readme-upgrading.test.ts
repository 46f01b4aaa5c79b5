/**
 * The "From 0.4" example of docs/upgrading.md is a 0.4 config as it was: the
 * CLI of this version reads it unchanged (`mcpvals list` parses and resolves it
 * without starting its server). The fuller 0.4 contract is in cli-config.test.ts.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT, runMcpvals, tempDir } from "../helpers/run-mcpvals.js";

test("the upgrading page's 0.4 config loads unchanged", async () => {
  const page = await readFile(join(REPO_ROOT, "docs", "upgrading.md"), "utf8");
  const start = page.indexOf("\n## From 0.4\n");
  expect(start).toBeGreaterThan(-1);
  const end = page.indexOf("\n## ", start + 1);
  const section = page.slice(start, end === -1 ? undefined : end);
  const [yaml] = [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
  // The example uses the 0.4 names the section promises.
  for (const field of ["passThreshold:", "judgeModel:", "timeout:", "expectTools: [add, multiply]"]) expect(yaml).toContain(field);

  await using dir = await tempDir();
  const config = await dir.write("mcpvals.config.yaml", yaml!);
  const run = await runMcpvals(["list", "-c", config, "--json"], { cwd: dir.path });
  expect({ exitCode: run.exitCode, stderr: run.stderr }).toEqual({ exitCode: 0, stderr: "" });
  expect(JSON.parse(run.stdout)).toMatchObject({
    workflows: [{ name: "add then multiply", expectTools: ["add", "multiply"] }],
    toolTests: [{ suite: "math", name: "add", tool: "add" }],
  });
});
