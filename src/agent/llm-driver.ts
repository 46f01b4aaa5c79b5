/**
 * Drives a workflow through a language model with the AI SDK's tool loop.
 * Steps are turns of one conversation: each user message is appended to the
 * history, the model may call tools up to `maxSteps` times, and its final
 * text is that step's answer.
 */
import { generateText, isStepCount, streamText, type LanguageModel, type ModelMessage } from "ai";
import type { Usage } from "../eval/result-schema.js";
import type { Driver, DriverContext, DriverOutput, StepMessage } from "./driver.js";
import { createMcpToolSet } from "./mcp-tool-set.js";
import { describeError, McpvalsError } from "../errors.js";
import { describeModelError } from "./describe-model-error.js";
import { toUsage } from "./agent-steps.js";

export interface LlmDriverOptions {
  model: LanguageModel;
  label: string;
  stream: boolean;
  temperature: number | undefined;
  /** Limit for one model call, including its tool executions. */
  stepTimeoutMs: number;
  /** AI SDK retries of a failed model call. Models from createLanguageModel retry themselves (retry-model-call.ts). @default 0 */
  maxRetries?: number;
}

const SYSTEM_PROMPT =
  "You are an assistant with access to tools from an MCP server. Use the tools to do what the user asks, then answer briefly with the result.";

export function createLlmDriver({ model, label, stream, temperature, stepTimeoutMs, maxRetries = 0 }: LlmDriverOptions): Driver {
  return {
    label,
    async run({ workflow, connection, callTool, recordRejectedCall, signal, onMessage }: DriverContext): Promise<DriverOutput> {
      const history: ModelMessage[] = [];
      const messages: StepMessage[] = [];
      const usage: Usage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
      for (const [index, step] of workflow.steps.entries()) {
        history.push({ role: "user", content: step.user });
        onMessage?.({ step: index, role: "user", text: step.user });
        const toolSet = createMcpToolSet({ connection, step: index, callTool, signal });
        const options = {
          model,
          system: SYSTEM_PROMPT,
          messages: history,
          tools: toolSet.tools,
          // The AI SDK answers calls to unknown tools (and unparsable arguments)
          // itself without running a tool: record them as the failed calls they are.
          onStepEnd: (stepResult: { content: ReadonlyArray<{ type: string; toolCallId?: string; toolName?: string; input?: unknown; error?: unknown }> }) => {
            for (const part of stepResult.content) {
              if (part.type !== "tool-error" || !part.toolCallId || toolSet.executed.has(part.toolCallId)) continue;
              const mcpName = toolSet.mcpName(part.toolName ?? "");
              recordRejectedCall({
                tool: mcpName ?? part.toolName ?? "(unnamed)",
                args: part.input ?? null,
                step: index,
                errorKind: mcpName ? "invalid-args" : "unknown-tool",
                error: mcpName
                  ? `the model sent arguments that could not be parsed: ${describeError(part.error)}`
                  : `server "${connection.name}" has no tool "${part.toolName}" (the model asked for it)`,
              });
            }
          },
          stopWhen: isStepCount(workflow.maxSteps),
          abortSignal: signal,
          timeout: { stepMs: stepTimeoutMs },
          maxRetries,
          temperature,
        };
        let text: string;
        let responseMessages: ModelMessage[];
        let stepUsage: { inputTokens: number | undefined; outputTokens: number | undefined; totalTokens: number | undefined };
        try {
          if (stream) {
            let streamError: unknown;
            const result = streamText({ ...options, onError: ({ error }) => void (streamError = error) });
            text = await result.text;
            if (streamError) throw streamError;
            responseMessages = (await result.response).messages;
            stepUsage = await result.totalUsage;
          } else {
            const result = await generateText(options);
            text = result.text;
            responseMessages = result.response.messages;
            stepUsage = result.totalUsage;
          }
        } catch (error) {
          // Cancellation is the workflow's business (timeout or abort), not the model's.
          if (signal.aborted) throw error;
          throw new McpvalsError("MODEL", describeModelError(label, error), { cause: error });
        }
        history.push(...responseMessages);
        const thisStep = toUsage(stepUsage);
        usage.inputTokens += thisStep.inputTokens;
        usage.outputTokens += thisStep.outputTokens;
        usage.totalTokens += thisStep.totalTokens;
        messages.push({ step: index, user: step.user, assistant: text, usage: thisStep });
        onMessage?.({ step: index, role: "assistant", text });
      }
      return { messages, usage };
    },
  };
}
