/**
 * A report JSON from a fork (the workflow_run recipe comments with it) is
 * untrusted: no field may inject Markdown into the PR comment, the
 * `<summary>` line stays one line, and names never @-mention anyone.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { readResultFile } from "../../src/eval/merge-results.js";
import { renderActionReport } from "../../src/github/comment-body.js";
import { sampleResult } from "../report/sample-result.js";
import { useTempDir } from "../helpers/temp-dir.js";

const temp = useTempDir();
const INJECTED = "x\n\n# Pwned\n\n![tracker](https://evil.example/p.png)\n\n[click](https://evil.example)\n";

/** The sample run with hostile text where a fork can put it, read back the way the recipe reads it. */
async function tamperedReport(): Promise<string> {
  const result = sampleResult();
  const failed = result.workflows[1]!;
  failed.name = "sum @octocat";
  failed.metrics.endToEnd = {
    passed: false,
    skipped: false,
    message: "@octocat look",
    checks: [{ scope: INJECTED, expected: "a", actual: "b", passed: false }],
  };
  result.toolHealth[1]!.tool = "@my-org/security-team";
  result.toolHealth[1]!.error = "cc @octocat and @my-org/team";
  const file = path.join(temp.dir(), "report.json");
  await writeFile(file, JSON.stringify(result));
  return renderActionReport(await readResultFile(file), { maxLength: 65_536, marker: "<!-- mcpvals:comment:x -->" });
}

test("a field placed inside <summary> cannot add headings, images or links: the summary is one line", async () => {
  const body = await tamperedReport();
  const summary = body.split("\n").find((line) => line.startsWith("<summary>"))!;
  expect(summary).toMatch(/<\/summary>$/);
  expect(summary).toContain("# Pwned");
  expect(body).not.toMatch(/^#+ Pwned/m);
  expect(body).not.toMatch(/^!\[tracker\]/m);
  expect(body).not.toMatch(/^\[click\]/m);
});

test("server and report text makes no live @-mention in the comment", async () => {
  const body = await tamperedReport();
  expect(body).toContain("octocat");
  expect(body).toContain("security-team");
  // GitHub links an `@` directly followed by a name after a non-word character (or a line start).
  expect(body).not.toMatch(/(^|[^A-Za-z0-9_])@[A-Za-z0-9]/m);
});
