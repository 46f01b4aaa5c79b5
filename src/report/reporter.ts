import type { EvalResult } from "../result/eval-result.js";
import type { ToolHealthResult } from "../result/tool-health-result.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import type { Observer } from "../trace/observer.js";

export interface RunStartInfo {
  configPath: string | null;
  model: string;
  workflows: number;
  toolTests: number;
}

/**
 * A reporter is a set of optional hooks over one run. Reporters format the
 * result; they never compute or change a score. Hooks may be async; the run
 * awaits `onRunEnd` (files are written there) but not the progress hooks.
 *
 * A reporter is also an observer: evaluate() sends the live events
 * (onMessage, onToolCall, onVerifierUpdate, onStatus) to every reporter that
 * implements them, as it does to `observers`.
 */
export interface Reporter extends Observer {
  onRunStart?(info: RunStartInfo): void;
  /** A workflow began (it may wait for a free concurrency slot before this). */
  onWorkflowStart?(workflow: { name: string }): void;
  onWorkflowEnd?(workflow: WorkflowResult): void;
  onToolTestEnd?(test: ToolHealthResult): void;
  onRunEnd?(result: EvalResult): void | Promise<void>;
  /** Something a user should know that did not fail the run (e.g. a state file was corrupt and rebuilt). */
  onWarning?(message: string): void;
}
