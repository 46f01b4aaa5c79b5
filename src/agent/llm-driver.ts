/**
 * Drives a workflow through a language model, with the same loop as the
 * Agent API (agent-loop.ts). Steps are turns of one conversation: each user
 * message is appended to the history, the model may call tools up to
 * `maxSteps` times, and its final text is that step's answer. Every tool
 * call goes through the workflow's `callTool`, so it is measured and
 * recorded; calls refused before reaching the server are recorded too.
 * With `toolSelection: { mode: "retrieve" }` each user message is offered
 * only the tools ranked best against it (retrieved-tools.ts). With a
 * simulated user (`user:`) the messages come from it instead of the steps,
 * one per turn, until it stops (agent/user/).
 */
import type { LanguageModel, ModelMessage } from "ai";
import type { Usage } from "../result/usage.js";
import type { Driver, DriverContext, DriverOutput, StepMessage } from "./driver.js";
import { McpvalsError } from "../errors.js";
import { describeModelError } from "../model/describe-model-error.js";
import { addUsage, modelStep, prepareTools, type ModelStepOptions, type ModelStepResult } from "./agent-steps.js";
import { runTurn } from "./agent-loop.js";
import { retrievedTools } from "./retrieved-tools.js";
import { DEFAULT_SYSTEM_PROMPT } from "./system-prompt.js";
import { stepTurns, type OpenUserTurns } from "./user/user-turns.js";

export interface LlmDriverOptions {
  model: LanguageModel;
  label: string;
  stream: boolean;
  temperature: number | undefined;
  /** Limit for one model call. The model retries itself (createLanguageModel), so the AI SDK's retries stay off. */
  stepTimeoutMs: number;
  /** Where a workflow's user messages come from (a simulated user, see agent/user/). @default its steps */
  openTurns?: OpenUserTurns;
}

export function createLlmDriver({
  model,
  label,
  stream,
  temperature,
  stepTimeoutMs,
  openTurns = (workflow) => stepTurns(workflow.steps),
}: LlmDriverOptions): Driver {
  return {
    label,
    async run({
      workflow,
      tools: exposedTools,
      servers,
      callTool,
      recordRejectedCall,
      selectTools,
      signal,
      onMessage,
      onModelCall,
      converse,
    }: DriverContext): Promise<DriverOutput> {
      const history: ModelMessage[] = [];
      const messages: StepMessage[] = [];
      let usage: Usage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
      // The workflow's tools arrive already named for the model (qualified where two servers share a name);
      // calls go back through the workflow's callTool by that name, which routes them to their server.
      const tools = prepareTools({
        connections: [{ name: servers.join(", "), tools: exposedTools }],
        servers,
        invoke: ({ tool }, args, step, callSignal) => callTool(tool, args, step, callSignal ?? signal),
      });
      // toolSelection retrieve: each user message sees only the tools ranked best against it.
      const { toolSelection } = workflow;
      const retrieved =
        toolSelection.mode === "retrieve" && selectTools
          ? retrievedTools({ all: tools, definitions: exposedTools, topK: toolSelection.topK, selectTools })
          : null;
      const turns = openTurns(workflow);
      converse?.(turns);
      let agentSaid: string | null = null;
      for (let index = 0; ; index++) {
        const user = await turns.next(agentSaid, signal);
        if (!user) break;
        history.push({ role: "user", content: user.text });
        onMessage?.({ step: index, role: "user", text: user.text });
        // The user ended the conversation with this message: it stays in the transcript, unanswered.
        if (user.final) {
          messages.push({ step: index, user: user.text, assistant: "" });
          break;
        }
        const offered = retrieved ? await retrieved.forStep(index, user.text, signal) : tools;
        const outcome = await runTurn({
          messages: history,
          tools: offered,
          maxSteps: workflow.maxSteps,
          turn: index,
          signal,
          getResponse: async (conversation, toolSet, turnSignal) => {
            const call = { model, messages: conversation, tools: toolSet, system: DEFAULT_SYSTEM_PROMPT, temperature, stream };
            const response = await reportedModelStep(
              { ...call, signal: turnSignal, timeoutMs: stepTimeoutMs },
              { label, step: index, runSignal: signal, ...(onModelCall ? { onModelCall } : {}) },
            );
            retrieved?.countModelCall();
            return retrieved ? { ...response, toolCalls: retrieved.admitUnoffered(response.toolCalls, toolSet) } : response;
          },
          onToolCall: ({ record, reachedServer }) => {
            // Calls that reached the server were recorded by callTool.
            if (!reachedServer) {
              const errorKind = record.errorKind === "invalid-args" ? "invalid-args" : "unknown-tool";
              recordRejectedCall({ tool: record.tool, args: record.args, step: record.step, errorKind, error: record.error ?? "" });
            }
          },
        });
        usage = addUsage(usage, outcome.usage);
        messages.push({ step: index, user: user.text, assistant: outcome.text, usage: outcome.usage });
        onMessage?.({ step: index, role: "assistant", text: outcome.text });
        agentSaid = outcome.text;
      }
      const stopReason = turns.stopReason();
      return { messages, usage, ...(retrieved ? { toolSelection: retrieved.result() } : {}), ...(stopReason ? { stopReason } : {}) };
    },
  };
}

/**
 * One model call, told to `onModelCall` whether it answered or failed; a failure that is not the workflow's
 * cancellation becomes a MODEL error naming the model.
 */
async function reportedModelStep(
  options: ModelStepOptions,
  {
    label,
    step,
    runSignal,
    onModelCall,
  }: { label: string; step: number; runSignal: AbortSignal; onModelCall?: DriverContext["onModelCall"] },
): Promise<ModelStepResult> {
  const startedAt = new Date().toISOString();
  const started = performance.now();
  try {
    const response = await modelStep(options);
    const { usage, durationMs } = response;
    onModelCall?.({ step, startedAt, durationMs, usage, toolCalls: response.toolCalls.length });
    return response;
  } catch (error) {
    const durationMs = Math.round(performance.now() - started);
    // Cancellation is the workflow's business (timeout or abort), not the model's.
    if (runSignal.aborted) {
      onModelCall?.({ step, startedAt, durationMs, toolCalls: 0, error: "cancelled" });
      throw error;
    }
    const failure = new McpvalsError("MODEL", describeModelError(label, error), { cause: error });
    onModelCall?.({ step, startedAt, durationMs, toolCalls: 0, error: failure.message });
    throw failure;
  }
}
