import { APICallError, RetryError } from "ai";
import { describeError } from "../errors.js";
import { clipText } from "../util/clip-text.js";
import { ModelCallError } from "./retry-model-call.js";

/**
 * One line for a failed model call that says which model, what the endpoint
 * answered and how many attempts were made, e.g.
 * `model openai:gpt-4o: HTTP 429 from https://api.openai.com/v1/chat/completions after 3 attempts: Rate limit reached`.
 */
export function describeModelError(label: string, error: unknown): string {
  // Our own retries (retry-model-call.ts) or, for calls made with maxRetries > 0, the AI SDK's.
  const attempts = ModelCallError.isInstance(error) ? error.attempts : RetryError.isInstance(error) ? error.errors.length : 1;
  const last = ModelCallError.isInstance(error) ? error.lastError : RetryError.isInstance(error) ? error.lastError : error;
  const after = attempts > 1 ? ` after ${attempts} attempts` : "";
  if (APICallError.isInstance(last)) {
    const status = last.statusCode ? `HTTP ${last.statusCode} from ${last.url}` : `no answer from ${last.url}`;
    return `model ${label}: ${status}${after}: ${firstLine(last.message)}`;
  }
  return `model ${label}${after}: ${firstLine(describeError(last))}`;
}

function firstLine(text: string): string {
  const line = text.split("\n")[0] ?? "";
  return clipText(line, 300);
}
