/**
 * The CTRF reporter: its document has the CTRF schema's shape and counts, it
 * reports skipped work and the retrieval gate, and it comes out of `report`
 * and `merge` through the generated `--ctrf PATH` flag (run and the action:
 * __tests__/cli/output-flags.int.test.ts and __tests__/github/run-action.int.test.ts).
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { renderCtrf } from "../../../src/report/ctrf-reporter.js";
import type { EvalResult } from "../../../src/result/eval-result.js";
import { runCliInProcess } from "../../helpers/run-cli-in-process.js";
import { tempDir } from "../../helpers/run-mcpvals.js";
import { sampleResult } from "../sample-result.js";
import { CtrfShape } from "./ctrf-shape.js";

test("the sample run is a valid CTRF document whose summary counts its tests", () => {
  const report = CtrfShape.parse(renderCtrf(sampleResult()));
  const { summary, tests } = report.results;
  expect(summary).toMatchObject({ tests: 4, passed: 2, failed: 2, skipped: 0 });
  expect(summary.stop - summary.start).toBe(4200);
  expect(tests.find((t) => t.name === "sum then echo")).toMatchObject({
    status: "failed",
    suite: ["workflows"],
    message: expect.stringContaining("toolOrder: expected echo at index 1, got get-sum"),
  });
});

test("skipped work, the retrieval gate and server text with escape sequences", () => {
  const base = sampleResult();
  const result: EvalResult = {
    ...base,
    workflows: base.workflows.map((w, i) => (i === 0 ? { ...w, name: "echo \u001b[31mred\u001b[0m" } : w)),
    skipped: [{ kind: "workflow", name: "needs a key", reason: "OPENAI_API_KEY is not set" }],
    retrieval: {
      mode: "lexical",
      k: 5,
      recallAtK: 0.5,
      mrr: 0.5,
      queries: 2,
      minRecallAtK: 0.9,
      passed: false,
      error: null,
      workflows: [],
    },
  };
  const report = CtrfShape.parse(renderCtrf(result));
  expect(report.results.summary).toMatchObject({ tests: 6, failed: 3, skipped: 1 });
  expect(report.results.tests.map((t) => t.name)).toContain("echo red");
  expect(report.results.tests.find((t) => t.status === "skipped")).toMatchObject({ name: "needs a key", suite: ["workflows"] });
  expect(report.results.tests.find((t) => t.name === "tool retrieval")).toMatchObject({
    status: "failed",
    message: "tool retrieval Recall@5 0.50 is below minRecallAtK 0.90",
  });
});

test("report and merge write CTRF with --ctrf PATH and -r ctrf=PATH", async () => {
  await using dir = await tempDir();
  await writeFile(join(dir.path, "r.json"), JSON.stringify(sampleResult()));
  const report = await runCliInProcess(["report", "r.json", "--ctrf", "out/r.ctrf.json"], { cwd: dir.path });
  expect(report.stderr).toBe("");
  expect(report.code).toBe(0);
  const written = CtrfShape.parse(JSON.parse(await readFile(join(dir.path, "out", "r.ctrf.json"), "utf8")));
  expect(written.results.summary.tests).toBe(4);

  const merged = await runCliInProcess(["merge", "r.json", "-r", "ctrf=m.ctrf.json"], { cwd: dir.path });
  expect(merged.code).toBe(1); // the sample run failed its threshold
  expect(CtrfShape.parse(JSON.parse(await readFile(join(dir.path, "m.ctrf.json"), "utf8"))).results.summary.failed).toBe(2);
});
