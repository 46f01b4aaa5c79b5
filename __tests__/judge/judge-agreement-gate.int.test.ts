/**
 * llmJudge.minAgreement through real runs (a real stdio server, the loopback model as agent and judge): a judge
 * never calibrated fails the run with the reason in the verdict; `judge calibrate` over labels that point into the
 * run's own JSON report (reportRef) stores an agreement that the next run shows in its heads and gates on; a
 * higher minAgreement fails with the measured value, and editing the criterion makes the calibration stale.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { EvalResultSchema } from "../../src/result/eval-result.js";
import { contentText, startFakeLlm, type ChatCompletionRequestBody, type JudgeVerdict } from "../fixtures/fake-llm/fake-llm-server.js";
import { runMcpvals, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const TEXT_SERVER = fileURLToPath(new URL("../fixtures/servers/text-server.mjs", import.meta.url));

/** The item number in a labelled transcript ("ITEM-3"); -1 for the run's own conversation. */
function itemOf(body: ChatCompletionRequestBody): number {
  const user = (body.messages ?? []).map((m) => contentText(m.content)).join("\n");
  return Number(/ITEM-(\d+)/.exec(user)?.[1] ?? -1);
}

/** Passes the run's conversation and items 0-5 (item 5 is a person's "fail": one disagreement in 11). */
function judge(body: ChatCompletionRequestBody): JudgeVerdict {
  const passed = itemOf(body) < 6;
  return { score: passed ? 0.9 : 0.2, passed, reasoning: passed ? "Reported it." : "Missed it." };
}

async function writeConfig(dir: TempDir, baseURL: string, minAgreement: number, expectedState = "Revenue is up"): Promise<void> {
  const spec = await dir.write("spec.json", {
    serverInfo: { name: "reports", version: "1" },
    tools: [{ name: "read_report", description: "Read the quarterly report.", output: "Revenue is up 4%." }],
  });
  await dir.write("mcpvals.config.json", {
    server: { command: process.execPath, args: [TEXT_SERVER, spec] },
    model: { provider: "openai-compatible", model: "fake-model", baseURL },
    llmJudge: { minAgreement },
    workflows: [{ name: "report", steps: [{ user: "Please read the report" }], expectedState }],
  });
}

async function run(dir: TempDir) {
  const cli = await runMcpvals(["run", "--json", "r.json", "--markdown", "r.md", "--html", "r.html", "--junit", "r.xml", "-r", "console"], {
    cwd: dir.path,
  });
  const read = (name: string) => readFile(join(dir.path, name), "utf8");
  return {
    ...cli,
    result: EvalResultSchema.parse(JSON.parse(await read("r.json"))),
    markdown: await read("r.md"),
    html: await read("r.html"),
    junit: await read("r.xml"),
  };
}

test("minAgreement: uncalibrated fails, calibrated above passes, below fails with the value, a changed criterion is stale", async () => {
  await using fake = await startFakeLlm({
    rules: [{ match: "read the report", toolCalls: [{ name: "read_report" }], final: "The report says: {{lastToolResult}}" }],
    judge,
  });
  await using dir = await tempDir();
  await writeConfig(dir, fake.url, 0.6);

  const never = await run(dir);
  expect(never.result.workflows[0]!.passed).toBe(true);
  expect(never.exitCode).toBe(1);
  expect(never.result.judgeCalibration).toMatchObject({ last: null, minAgreement: 0.6, agreement: null, passed: false });
  expect(never.result.verdict.reasons).toEqual([
    "the judge openai-compatible:fake-model has no calibration for the current criteria, and llmJudge.minAgreement is 0.60: run `mcpvals judge calibrate --labels FILE`",
  ]);
  expect(never.result.verdict.infrastructure).toBe(false);
  expect(never.stdout).toContain(
    "judge openai-compatible:fake-model: never calibrated for these criteria (mcpvals judge calibrate); minAgreement 0.60",
  );

  // Ten labelled transcripts plus the run's own conversation, by reference into its JSON report.
  const lines = Array.from({ length: 10 }, (_, i) =>
    JSON.stringify({
      transcript: { messages: [{ user: "Please read the report", assistant: `ITEM-${i} revenue` }] },
      criterion: "report",
      human: i < 5 ? "pass" : "fail",
    }),
  );
  lines.push(JSON.stringify({ "report-ref": "r.json#report", criterion: "report", human: "pass" }));
  await dir.write("labels.jsonl", `${lines.join("\n")}\n`);
  const calibrated = await runMcpvals(["judge", "calibrate", "--labels", "labels.jsonl"], { cwd: dir.path });
  expect(calibrated.stderr).toBe("");
  expect(calibrated.exitCode).toBe(0);
  // [[6, 0], [1, 4]] over 11: po 10/11, pe 62/121, kappa = (10/11 - 62/121) / (1 - 62/121) = 48/59.
  expect(calibrated.stdout).toContain("agreement: κ 0.81 (95% CI");

  const passing = await run(dir);
  expect(passing.exitCode).toBe(0);
  expect(passing.result.judgeCalibration).toMatchObject({ minAgreement: 0.6, passed: true, last: { items: 11, criteria: ["report"] } });
  expect(passing.result.judgeCalibration!.agreement).toBeCloseTo(48 / 59, 12);
  const measured = passing.result.judgeCalibration!.last!.measuredAt;
  const when = `${measured.slice(0, 10)} ${measured.slice(11, 16)} UTC`;
  expect(passing.stdout).toContain(`judge openai-compatible:fake-model: agreement κ 0.81 (95% CI`);
  expect(passing.markdown).toContain(`Judge agreement: κ 0.81 (95% CI`);
  expect(passing.markdown).toContain(`measured ${when}; minAgreement 0.60 met`);
  expect(passing.html).toContain("<dt>judge agreement</dt><dd>κ 0.81 (95% CI");
  expect(passing.junit).toMatch(/<property name="judgeAgreement" value="κ 0\.81 \(95% CI [^"]*minAgreement 0\.60 met"\/>/);

  await writeConfig(dir, fake.url, 0.9);
  const below = await run(dir);
  expect(below.exitCode).toBe(1);
  expect(below.result.verdict.reasons).toEqual([
    `the judge openai-compatible:fake-model agrees with people at 0.81 (calibrated ${measured}), below llmJudge.minAgreement 0.90`,
  ]);
  expect(below.stdout).toContain("below llmJudge.minAgreement 0.90");
  expect(below.markdown).toContain("minAgreement 0.90 NOT met");

  await writeConfig(dir, fake.url, 0.6, "Revenue is up 4%");
  const stale = await run(dir);
  expect(stale.exitCode).toBe(1);
  expect(stale.result.judgeCalibration!.last).toBeNull();
});
