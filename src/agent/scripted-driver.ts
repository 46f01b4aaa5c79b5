/**
 * No LLM: each step's expected tools are called directly, in order, with
 * their `args`. A deterministic smoke test of the server and of the
 * expectations themselves; it needs no key and no network. It ignores
 * `toolSelection`: with no model there is no prompt to cut tools from. With
 * a simulated user (a script, or a model) the user's messages come from it.
 */
import type { Driver, DriverContext, DriverOutput, StepMessage } from "./driver.js";
import { stepTurns, type OpenUserTurns } from "./user/user-turns.js";

/** The scripted driver's label (what the report shows as the model). */
export const SCRIPTED_LABEL = "scripted";

export function createScriptedDriver({ openTurns = (workflow) => stepTurns(workflow.steps) }: { openTurns?: OpenUserTurns } = {}): Driver {
  return {
    label: SCRIPTED_LABEL,
    async run({ workflow, callTool, signal, onMessage, converse }: DriverContext): Promise<DriverOutput> {
      const messages: StepMessage[] = [];
      const anyStepHasTools = workflow.steps.some((s) => s.expectTools);
      const turns = openTurns(workflow);
      converse?.(turns);
      let agentSaid: string | null = null;
      for (let index = 0; ; index++) {
        const user = await turns.next(agentSaid, signal);
        if (!user) break;
        onMessage?.({ step: index, role: "user", text: user.text });
        if (user.final) {
          messages.push({ step: index, user: user.text, assistant: "" });
          break;
        }
        const step = workflow.steps[index];
        // Workflow-level expectTools (mcpvals 0.4 style, and a conversation's) run in the first turn.
        const calls = anyStepHasTools ? (step?.expectTools ?? []) : index === 0 ? (workflow.expectTools ?? []) : [];
        let last = "";
        for (const call of calls) {
          signal.throwIfAborted();
          const { record, result } = await callTool(call.name, call.args ?? {}, index, signal);
          last = result ? record.resultText : `Error (${record.errorKind}): ${record.error}`;
        }
        messages.push({ step: index, user: user.text, assistant: last });
        onMessage?.({ step: index, role: "assistant", text: last });
        agentSaid = last;
      }
      const stopReason = turns.stopReason();
      return { messages, usage: null, ...(stopReason ? { stopReason } : {}) };
    },
  };
}
