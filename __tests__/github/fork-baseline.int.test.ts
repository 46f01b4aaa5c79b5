/**
 * Issue 36 (defect 1): a pull request from a fork's `main` into `main` looked
 * like the base branch, because runs were keyed by the head branch's name
 * (GITHUB_HEAD_REF). Its own failing runs then became its baseline: the
 * second push gave `insufficient_data` (exit 0) where the first gave
 * `regression`. The action in this process (runAction), one state folder
 * shared by every run (what a cache restored across them holds), a real MCP
 * server and the scripted driver.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { FIXTURE_SERVER_PATH } from "../fixtures/servers/start-http-server.js";
import { runActionInProcess } from "../helpers/run-action-in-process.js";
import { tempDir, type TempDir } from "../helpers/run-mcpvals.js";

function config(expectedState: string): string {
  return JSON.stringify({
    server: { command: process.execPath, args: [FIXTURE_SERVER_PATH] },
    model: "scripted",
    threshold: 0,
    gate: { minSamples: 5 },
    workflows: [
      {
        name: "echoes",
        repeats: 5,
        minPass: 1,
        steps: [{ user: "echo hi", expectTools: [{ name: "echo", args: { message: "hi" } }], expectedState }],
      },
    ],
  });
}

const BASE = { GITHUB_REPOSITORY: "o/r", GITHUB_SERVER_URL: "https://github.example", GITHUB_SHA: "abc", GITHUB_RUN_ATTEMPT: "1" };
const PUSH_ENV = { ...BASE, GITHUB_EVENT_NAME: "push", GITHUB_REF: "refs/heads/main", GITHUB_REF_NAME: "main" };
const PUSH_EVENT = { repository: { full_name: "o/r", default_branch: "main" } };

function prFrom(headRepo: string, headBranch: string) {
  return {
    env: { ...BASE, GITHUB_EVENT_NAME: "pull_request", GITHUB_HEAD_REF: headBranch, GITHUB_BASE_REF: "main", GITHUB_REF_NAME: "7/merge" },
    event: {
      pull_request: {
        number: 7,
        head: { ref: headBranch, repo: { full_name: headRepo } },
        base: { ref: "main", repo: { full_name: "o/r" } },
      },
      repository: { full_name: "o/r", default_branch: "main" },
    },
  };
}

async function run(dir: TempDir, expectedState: string, env: Record<string, string>, event: object, runId: string) {
  await dir.write("mcpvals.config.json", config(expectedState));
  const inputs = { config: "mcpvals.config.json", cache: "false", "state-dir": "state", "json-path": `run-${runId}.json` };
  const action = await runActionInProcess(dir, { inputs, env: { ...env, GITHUB_RUN_ID: runId }, event });
  const report = JSON.parse(await readFile(join(dir.path, `run-${runId}.json`), "utf8")) as {
    gate?: { units: Array<{ verdict: string; baseline: { attempts: number } }> };
  };
  return { exitCode: action.exitCode, unit: report.gate?.units[0] };
}

test.each([
  ["a fork's main", "someone/r", "main"],
  ["a branch called feature", "o/r", "feature"],
])("%s: the base branch passes 5/5, the PR fails 0/5 twice: a regression both times", async (_, headRepo, headBranch) => {
  await using dir = await tempDir();
  const base = await run(dir, "Echo: hi", PUSH_ENV, PUSH_EVENT, "1");
  expect(base.exitCode).toBe(0);
  const pr = prFrom(headRepo, headBranch);
  const first = await run(dir, "nope", pr.env, pr.event, "2");
  expect(first.unit).toMatchObject({ verdict: "regression", baseline: { attempts: 5 } });
  expect(first.exitCode).toBe(1);
  // Its own failing run is not its baseline: still only the base branch's 5 attempts.
  const second = await run(dir, "nope", pr.env, pr.event, "3");
  expect(second.unit).toMatchObject({ verdict: "regression", baseline: { attempts: 5 } });
  expect(second.exitCode).toBe(1);
});
