/**
 * The server's elicitation during a conversation, answered by the simulated
 * user in character: the user model sees its persona and goal, the
 * conversation so far, and the form, and answers with a JSON object. Not a
 * user turn (the transcript does not grow); the request and the answer are
 * recorded with the tool call (serverRequests). Its content is validated
 * against the form before it is sent (mcp/client-side/answer-as-user.ts).
 */
import { generateText, type LanguageModel } from "ai";
import { z } from "zod";
import type { ResolvedUser } from "../../config/resolved-config.js";
import { describeModelError } from "../../model/describe-model-error.js";
import type { ElicitationRequest, Elicitor } from "../../protocol/server-request.js";
import type { Usage } from "../../result/usage.js";
import { toUsage } from "../agent-steps.js";
import { userModelMessages, userSystemPrompt, type Said } from "./user-prompt.js";

const AnswerSchema = z.object({
  action: z.enum(["accept", "decline", "cancel"]),
  content: z.record(z.string(), z.unknown()).optional(),
});

export interface ElicitAsUserOptions {
  model: LanguageModel;
  label: string;
  user: ResolvedUser;
  /** The conversation so far, as the user saw it. */
  said: () => readonly Said[];
  timeoutMs: number;
  temperature?: number | undefined;
  /** Told the tokens of every answer (an elicitation answer is the user model's spend too). */
  onUsage?: (usage: Usage) => void;
}

/** What the user model reads after the conversation: the form, and how to answer it. */
export function formPrompt({ message, requestedSchema }: ElicitationRequest): string {
  return [
    "(The assistant's tool now asks you to fill in a form.)",
    `Its message: ${message}`,
    `The form, as JSON Schema: ${JSON.stringify(requestedSchema)}`,
    'Answer as yourself with only a JSON object: {"action": "accept", "content": {…the fields…}} to fill it in, or {"action": "decline"} to refuse.',
  ].join("\n");
}

export function elicitAsUser({ model, label, user, said, timeoutMs, temperature, onUsage }: ElicitAsUserOptions): Elicitor {
  const by = `simulated user (persona ${user.personaLabel})`;
  return async (request, signal) => {
    let text: string;
    try {
      const result = await generateText({
        model,
        system: userSystemPrompt(user),
        messages: [...userModelMessages(said()), { role: "user", content: formPrompt(request) }],
        temperature,
        abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
        maxRetries: 0,
      });
      onUsage?.(toUsage(result.usage ?? {}));
      text = result.text;
    } catch (error) {
      throw new Error(describeModelError(label, error), { cause: error });
    }
    const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
    let parsed: z.infer<typeof AnswerSchema>;
    try {
      parsed = AnswerSchema.parse(JSON.parse(json));
    } catch {
      throw new Error(`its answer is not {"action", "content"} JSON: ${JSON.stringify(text.slice(0, 200))}`);
    }
    return { ...parsed, by };
  };
}
