/**
 * No LLM: each step's expected tools are called directly, in order, with
 * their `args`. A deterministic smoke test of the server and of the
 * expectations themselves; it needs no key and no network. It ignores
 * `toolSelection`: with no model there is no prompt to cut tools from.
 */
import type { Driver, DriverContext, DriverOutput, StepMessage } from "./driver.js";

/** The scripted driver's label (what the report shows as the model). */
export const SCRIPTED_LABEL = "scripted";

export function createScriptedDriver(): Driver {
  return {
    label: SCRIPTED_LABEL,
    async run({ workflow, callTool, signal, onMessage }: DriverContext): Promise<DriverOutput> {
      const messages: StepMessage[] = [];
      const anyStepHasTools = workflow.steps.some((s) => s.expectTools);
      for (const [index, step] of workflow.steps.entries()) {
        // Workflow-level expectTools (mcpvals 0.4 style) run in the first step.
        const calls = anyStepHasTools ? (step.expectTools ?? []) : index === 0 ? (workflow.expectTools ?? []) : [];
        onMessage?.({ step: index, role: "user", text: step.user });
        let last = "";
        for (const call of calls) {
          signal.throwIfAborted();
          const { record, result } = await callTool(call.name, call.args ?? {}, index, signal);
          last = result ? record.resultText : `Error (${record.errorKind}): ${record.error}`;
        }
        messages.push({ step: index, user: step.user, assistant: last });
        onMessage?.({ step: index, role: "assistant", text: last });
      }
      return { messages, usage: null };
    },
  };
}
