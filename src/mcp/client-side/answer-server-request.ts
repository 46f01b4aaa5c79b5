/**
 * The client's answer to one server request, whatever the protocol era:
 * request in, answer out plus a record for the trace. roots/list, sampling
 * and elicitation are answered from the `client:` settings; anything the
 * config has no answer for is declined with a JSON-RPC error, never left
 * waiting. Never throws.
 */
import { clipText } from "../../util/clip-text.js";
import { describeError } from "../../errors.js";
import type { SchemaValidator } from "../requests/schema-validator.js";
import { answerElicitation, findElicitationRule } from "./answer-elicitation.js";
import { answerAsUser } from "./answer-as-user.js";
import type { ClientSideSettings } from "../../protocol/client-side-schema.js";
import {
  INTERNAL_ERROR,
  METHOD_NOT_FOUND,
  type AnsweredRequest,
  type Elicitor,
  type Sampler,
  type SamplingRequest,
  type ServerRequest,
} from "../../protocol/server-request.js";
import { summarizeParams } from "../../protocol/summarize-request.js";

export interface AnswerServerRequestOptions {
  request: ServerRequest;
  /** The server's merged `client:` settings; undefined = declare nothing, answer nothing. */
  settings: ClientSideSettings | undefined;
  /** Answers sampling with a model (`sampling.model`, or the agent's); absent: only a fixed text can answer. */
  sample?: Sampler;
  /** Answers form-mode elicitation no `client.elicitation` rule matches (a simulated user, for the call in flight). */
  elicit?: Elicitor;
  validator: SchemaValidator;
  /** Ends a model call when the connection closes or the run is cancelled. */
  signal: AbortSignal;
}

export async function answerServerRequest({
  request,
  settings,
  sample,
  elicit,
  validator,
  signal,
}: AnswerServerRequestOptions): Promise<AnsweredRequest> {
  const { method, params = {} } = request;
  const summary = summarizeParams(method, params);
  switch (method) {
    case "roots/list": {
      if (!settings?.roots) break;
      const roots = settings.roots.map((root) => (root.name === undefined ? { uri: root.uri } : { uri: root.uri, name: root.name }));
      return {
        answer: { result: { roots } },
        record: { method, params: summary, action: "answer", answer: { roots: roots.map((r) => r.uri) }, reason: "client.roots" },
      };
    }
    case "sampling/createMessage": {
      if (!settings?.sampling) break;
      if (settings.sampling.text !== undefined)
        return samplingAnswer(summary, settings.sampling.text, "mcpvals-fixed-text", "client.sampling.text");
      if (!sample) return declined(method, summary, "client.sampling has no text and no model to answer with", METHOD_NOT_FOUND);
      try {
        const answer = await sample(params as unknown as SamplingRequest, signal);
        return samplingAnswer(summary, answer.text, answer.model, `client.sampling model ${answer.model}`);
      } catch (error) {
        const message = `the sampling model failed: ${describeError(error)}`;
        return {
          answer: { error: { code: INTERNAL_ERROR, message } },
          record: { method, params: summary, action: "error", answer: { error: clipText(message, 300) }, reason: "client.sampling.model" },
        };
      }
    }
    case "elicitation/create": {
      // A fixed answer of the config wins; else the simulated user answers in character.
      if (elicit && findElicitationRule(settings?.elicitation ?? [], params) < 0)
        return answerAsUser({ elicit, params, validator, signal });
      if (!settings?.elicitation) break;
      return answerElicitation(settings.elicitation, params, validator);
    }
  }
  return declined(method, summary, `the config has no answer for ${method} (see client: in the config)`, METHOD_NOT_FOUND);
}

function samplingAnswer(params: Record<string, unknown>, text: string, model: string, reason: string): AnsweredRequest {
  return {
    answer: { result: { role: "assistant", content: { type: "text", text }, model, stopReason: "endTurn" } },
    record: { method: "sampling/createMessage", params, action: "answer", answer: { text: clipText(text, 300), model }, reason },
  };
}

function declined(method: string, params: Record<string, unknown>, reason: string, code: number): AnsweredRequest {
  return {
    answer: { error: { code, message: `mcpvals declined ${method}: ${reason}` } },
    record: { method, params, action: "decline", answer: { error: reason }, reason },
  };
}
