/**
 * elicitation/create answered by a simulated user in character (a
 * conversation's `user:`), when no `client.elicitation` rule matched. The
 * content it gives is validated against the requested schema before it is
 * sent, as a rule's is; URL mode is declined (a simulated user opens no
 * URL). A user model that fails declines the request, with the reason recorded.
 */
import { clipText } from "../../util/clip-text.js";
import { describeError } from "../../errors.js";
import type { SchemaValidator } from "../requests/schema-validator.js";
import type { AnsweredRequest, Elicitor } from "../../protocol/server-request.js";
import { summarizeContent, summarizeParams } from "../../protocol/summarize-request.js";

const METHOD = "elicitation/create";

export interface AnswerAsUserOptions {
  elicit: Elicitor;
  params: Record<string, unknown>;
  validator: SchemaValidator;
  signal: AbortSignal;
}

export async function answerAsUser({ elicit, params, validator, signal }: AnswerAsUserOptions): Promise<AnsweredRequest> {
  const summary = summarizeParams(METHOD, params);
  if (params.mode === "url") return decline(summary, "a simulated user opens no URL (url-mode elicitation)");
  const message = typeof params.message === "string" ? params.message : "";
  const requestedSchema = (params.requestedSchema ?? { type: "object", properties: {} }) as Record<string, unknown>;
  let answer: Awaited<ReturnType<Elicitor>>;
  try {
    answer = await elicit({ message, requestedSchema }, signal);
  } catch (error) {
    return decline(summary, `the simulated user could not answer: ${clipText(describeError(error), 300)}`);
  }
  if (answer.action !== "accept") {
    return {
      answer: { result: { action: answer.action } },
      record: { method: METHOD, params: summary, action: answer.action, answer: { action: answer.action }, reason: answer.by },
    };
  }
  const content = answer.content ?? {};
  const check = validator.check(requestedSchema, content);
  if (!check.valid)
    return decline(summary, `${answer.by}: its answer does not match the requested schema (${check.errors}), so it was not sent`);
  return {
    answer: { result: { action: "accept", content } },
    record: {
      method: METHOD,
      params: summary,
      action: "accept",
      answer: { action: "accept", content: summarizeContent(content) },
      reason: answer.by,
    },
  };
}

function decline(params: Record<string, unknown>, reason: string): AnsweredRequest {
  return {
    answer: { result: { action: "decline" } },
    record: { method: METHOD, params, action: "decline", answer: { action: "decline" }, reason },
  };
}
