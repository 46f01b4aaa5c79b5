/**
 * The AI SDK middleware that puts cassettes between the driver (and the
 * judge) and the model: a call inside a workflow with a cassette session is
 * answered from the recording, or goes to the model and is recorded. Both
 * generate and stream calls pass here, so the driver's `stream` setting does
 * not matter to a cassette. Outside a session it is transparent.
 */
import { wrapLanguageModel, type LanguageModel, type LanguageModelMiddleware } from "ai";
import type { RecordedResponse } from "./cassette-file.js";
import { sortKeys } from "./cassette-file.js";
import { cassetteStorage } from "./cassette-storage.js";
import type { ModelRole } from "./cassette-session.js";
import type { ModelGenerateResult, ModelStreamPart, ModelStreamResult } from "./model-call-types.js";

export function cassetteMiddleware(role: ModelRole): LanguageModelMiddleware {
  return {
    wrapGenerate: async ({ doGenerate, params }) => {
      const session = cassetteStorage.getStore();
      if (!session) return doGenerate();
      const turn = session.next(role, params);
      if ("replay" in turn) return replayGenerate(turn.replay);
      const result = await doGenerate();
      session.record(role, turn.live, recordedResponse(result.content, result.finishReason, result.usage));
      return result;
    },
    wrapStream: async ({ doStream, params }) => {
      const session = cassetteStorage.getStore();
      if (!session) return doStream();
      const turn = session.next(role, params);
      if ("replay" in turn) return { stream: replayStream(turn.replay) };
      const result = await doStream();
      const parts: ModelStreamPart[] = [];
      const recorder = new TransformStream<ModelStreamPart, ModelStreamPart>({
        transform(part, controller) {
          parts.push(part);
          controller.enqueue(part);
        },
        flush() {
          const response = responseFromParts(parts);
          if (response) session.record(role, turn.live, response);
        },
      });
      return { ...result, stream: result.stream.pipeThrough(recorder) };
    },
  };
}

function recordedResponse(content: readonly object[], finishReason: object, usage: object): RecordedResponse {
  // Provider metadata (ids, timings of the provider) is not part of the answer and would make every re-recording differ.
  const kept = content.map((part) => {
    const { providerMetadata: _ignored, ...rest } = part as { providerMetadata?: unknown; type: string };
    return rest;
  });
  return JSON.parse(JSON.stringify(sortKeys({ content: kept, finishReason, usage: { ...usage, raw: undefined } }))) as RecordedResponse;
}

function replayGenerate(response: RecordedResponse): ModelGenerateResult {
  return {
    content: response.content,
    finishReason: response.finishReason,
    usage: response.usage,
    warnings: [],
  } as unknown as ModelGenerateResult;
}

/** The recorded answer as the parts a provider would stream. */
function replayStream(response: RecordedResponse): ModelStreamResult["stream"] {
  const parts: unknown[] = [{ type: "stream-start", warnings: [] }];
  response.content.forEach((part, index) => {
    const id = String(index);
    if (part.type === "text" || part.type === "reasoning") {
      parts.push(
        { type: `${part.type}-start`, id },
        { type: `${part.type}-delta`, id, delta: (part as { text?: string }).text ?? "" },
        { type: `${part.type}-end`, id },
      );
    } else parts.push(part);
  });
  parts.push({ type: "finish", finishReason: response.finishReason, usage: response.usage });
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part as ModelStreamPart);
      controller.close();
    },
  });
}

/** The answer a stream carried; null when it ended without finishing (an error or a cancel is not recorded). */
function responseFromParts(parts: readonly ModelStreamPart[]): RecordedResponse | null {
  const content: object[] = [];
  const open = new Map<string, { type: string; text: string }>();
  let finish: Extract<ModelStreamPart, { type: "finish" }> | undefined;
  for (const part of parts) {
    switch (part.type) {
      case "text-start":
      case "reasoning-start": {
        const entry = { type: part.type === "text-start" ? "text" : "reasoning", text: "" };
        open.set(`${entry.type}:${part.id}`, entry);
        content.push(entry);
        break;
      }
      case "text-delta":
      case "reasoning-delta": {
        const entry = open.get(`${part.type === "text-delta" ? "text" : "reasoning"}:${part.id}`);
        if (entry) entry.text += part.delta;
        break;
      }
      case "tool-call":
        content.push(part);
        break;
      case "finish":
        finish = part;
        break;
      default:
        break;
    }
  }
  return finish ? recordedResponse(content, finish.finishReason, finish.usage) : null;
}

/** `model` with cassettes in front of it (transparent outside a cassette session). */
export function withCassettes(model: LanguageModel, role: ModelRole): LanguageModel {
  return wrapLanguageModel({ model: model as Parameters<typeof wrapLanguageModel>[0]["model"], middleware: cassetteMiddleware(role) });
}
