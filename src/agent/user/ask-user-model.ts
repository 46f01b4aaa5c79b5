/**
 * One request to the model that plays the user, for one user turn. Its
 * failure is the run's infrastructure (exit 3), named with the turn: the
 * server is not to blame for a user model that did not answer.
 */
import { generateText, type LanguageModel } from "ai";
import type { ResolvedUser } from "../../config/resolved-config.js";
import { McpvalsError } from "../../errors.js";
import { describeModelError } from "../../model/describe-model-error.js";
import type { Usage } from "../../result/usage.js";
import { toUsage } from "../agent-steps.js";
import type { AskUser } from "./conversation-turns.js";
import { userModelMessages, userSystemPrompt } from "./user-prompt.js";

export interface UserModelOptions {
  model: LanguageModel;
  /** "provider:model", for messages. */
  label: string;
  user: ResolvedUser;
  /** Limit of one call (timeouts.llmCallMs). */
  timeoutMs: number;
  temperature?: number | undefined;
  /** Told the tokens of every answer (the workflow's usage and cost count them). */
  onUsage?: (usage: Usage) => void;
}

export function askUserModel({ model, label, user, timeoutMs, temperature, onUsage }: UserModelOptions): AskUser {
  const system = userSystemPrompt(user);
  return async (said, turn, signal) => {
    try {
      const result = await generateText({
        model,
        system,
        messages: userModelMessages(said),
        temperature,
        abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        // The model carries our retries (createLanguageModel): no hidden second layer.
        maxRetries: 0,
      });
      onUsage?.(toUsage(result.usage ?? {}));
      return result.text;
    } catch (error) {
      // Cancellation is the workflow's business (timeout or abort), not the user model's.
      if (signal.aborted) throw error;
      throw new McpvalsError("MODEL", `the simulated user failed at turn ${turn + 1}: ${describeModelError(label, error)}`, {
        cause: error,
      });
    }
  };
}
