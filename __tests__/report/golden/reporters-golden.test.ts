/**
 * Golden files: every built-in reporter renders the sample run (the whole
 * lifecycle, as a run calls it), times and dates blanked, compared with the
 * committed file next to this one. After an intended change of the output:
 *   npm run test:update-golden
 * and review the diff of __tests__/report/golden/ like any other change.
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { reporters, createReporter, type ReporterName } from "../../../src/report/create-reporter.js";
import type { EvalResult } from "../../../src/result/eval-result.js";
import { captureStream } from "../../helpers/capture-stream.js";
import { sampleResult } from "../sample-result.js";
import { blankTimes } from "./blank-times.js";

const HERE = fileURLToPath(new URL(".", import.meta.url));
const UPDATE = process.env.UPDATE_GOLDEN === "1";
/** The run reporters (SARIF renders only check reports: its golden is the check's). */
const EXTENSIONS: Record<keyof typeof reporters, string> = {
  console: "txt",
  ctrf: "ctrf.json",
  html: "html",
  json: "json",
  junit: "xml",
  markdown: "md",
};

/** What a run sends a reporter, in order: start, each workflow and tool test as it ends, the result. */
async function render(name: ReporterName, result: EvalResult): Promise<string> {
  const stream = captureStream();
  const reporter = createReporter(name, name === "console" ? { stream, color: false } : { stream });
  reporter.onRunStart?.({
    configPath: result.configPath,
    model: result.model,
    workflows: result.workflows.length,
    toolTests: result.toolHealth.length,
  });
  for (const workflow of result.workflows) reporter.onWorkflowEnd?.(workflow);
  for (const test of result.toolHealth) reporter.onToolTestEnd?.(test);
  await reporter.onRunEnd?.(result);
  return blankTimes(stream.text());
}

test.each(Object.keys(reporters) as Array<keyof typeof reporters>)(
  "the %s reporter renders the sample run as its golden file",
  async (name) => {
    const file = join(HERE, `sample.${EXTENSIONS[name]}`);
    const actual = await render(name, sampleResult());
    if (UPDATE || !existsSync(file)) await writeFile(file, actual);
    // Read back even after writing: a golden file must exist and be committed for the test to mean anything.
    expect(actual).toBe(await readFile(file, "utf8"));
  },
);

test("every reporter in the table has a golden file extension", () => {
  expect(Object.keys(EXTENSIONS).sort()).toEqual(Object.keys(reporters).sort());
});
