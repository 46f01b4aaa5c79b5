/**
 * The GitHub Action face (minimal in this release: evaluate, outputs, job
 * summary, fail below the threshold). The only code that imports @actions/*.
 * Inputs are parsed here and nowhere else.
 */
import * as core from "@actions/core";
import { resolve } from "node:path";
import { evaluate } from "../eval/evaluate.js";
import { createJsonReporter } from "../report/json-reporter.js";
import { createJunitReporter } from "../report/junit-reporter.js";
import { renderMarkdown } from "../report/markdown-reporter.js";
import { createConsoleReporter } from "../report/console-reporter.js";
import type { Reporter } from "../report/reporter.js";
import { describeError } from "../errors.js";

/** GitHub's limit for one step's summary is 1 MiB; stay well below it. */
const SUMMARY_LIMIT = 900_000;

export async function runAction(): Promise<void> {
  try {
    const cwd = resolve(process.env.GITHUB_WORKSPACE ?? process.cwd(), core.getInput("working-directory") || ".");
    const thresholdInput = core.getInput("threshold");
    const threshold = thresholdInput === "" ? undefined : Number(thresholdInput);
    if (threshold !== undefined && Number.isNaN(threshold)) throw new Error(`Input "threshold" must be a number from 0 to 1, got "${thresholdInput}"`);
    const jsonPath = resolve(cwd, core.getInput("json-path") || "mcpvals-report.json");
    const junitPath = core.getInput("junit-path");
    const reporters: Reporter[] = [createConsoleReporter({ stream: process.stdout, color: true }), createJsonReporter({ path: jsonPath })];
    if (junitPath) reporters.push(createJunitReporter({ path: resolve(cwd, junitPath) }));

    const result = await evaluate(core.getInput("config") || undefined, {
      cwd,
      threshold,
      model: core.getInput("model") || undefined,
      llmJudge: core.getBooleanInput("llm-judge") || undefined,
      reporters,
    });

    core.setOutput("score", String(result.score));
    core.setOutput("passed", String(result.passed));
    core.setOutput("threshold", String(result.threshold));
    core.setOutput("report-path", jsonPath);
    if (junitPath) core.setOutput("junit-path", resolve(cwd, junitPath));
    if (core.getBooleanInput("job-summary") && process.env.GITHUB_STEP_SUMMARY) {
      await core.summary.addRaw(renderMarkdown(result, { maxLength: SUMMARY_LIMIT })).write();
    }
    if (!result.passed) {
      core.setFailed(`mcpvals score ${result.score.toFixed(2)} is below the threshold ${result.threshold.toFixed(2)}`);
    }
  } catch (error) {
    core.setFailed(`mcpvals: ${describeError(error)}`);
  }
}
