/**
 * Runs the action's core in this process (src/github/run-action.ts) the way
 * the bundle would run it: the inputs with action.yml's defaults, a clean
 * GITHUB_* environment and the event payload, but `core` is a recorder
 * (fake-action-core.ts) instead of workflow commands on stdout. For tests of
 * what the action decides and posts; tests of the bundle itself (the real
 * @actions/core and @actions/cache) use run-action-bundle.ts.
 */
import { runAction } from "../../src/github/run-action.js";
import { captureStream } from "./capture-stream.js";
import { fakeActionCore, type FakeActionCore } from "./fake-action-core.js";
import { ACTION_DEFAULTS, type RunActionOptions } from "./run-action-bundle.js";
import type { TempDir } from "./temp-dir.js";

/** What one in-process action run left behind. */
export interface InProcessActionRun {
  exitCode: number;
  /** The console report. */
  stdout: string;
  /** The recording core: failed, log, annotations, outputs, secrets, summaries. */
  core: FakeActionCore;
  outputs: Record<string, string>;
  /** The job summary ("" when none was written). */
  summary: string;
}

export async function runActionInProcess(
  dir: TempDir,
  { inputs = {}, env = {}, event = {}, workspace = dir.path }: RunActionOptions = {},
): Promise<InProcessActionRun> {
  const core = fakeActionCore({ ...ACTION_DEFAULTS, ...inputs });
  const stdout = captureStream();
  const exitCode = await runAction({
    core,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      GITHUB_ACTIONS: "true",
      GITHUB_WORKSPACE: workspace,
      // The action writes the summary only where GitHub gives it a file; the recorder keeps the text.
      GITHUB_STEP_SUMMARY: "step-summary",
      RUNNER_TEMP: dir.path,
      ...env,
    },
    payload: event as Record<string, unknown>,
    signal: AbortSignal.timeout(60_000),
    stdout,
  });
  return { exitCode, stdout: stdout.text(), core, outputs: core.outputs, summary: core.summaries.join("") };
}
