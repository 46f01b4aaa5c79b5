/**
 * The era-agnostic shapes of one server-to-client request and its answer. A
 * 2025-era server sends the request as a JSON-RPC request; a 2026-07-28 era
 * server returns it inside an input-required result. Either way it is
 * answered by answerServerRequest and recorded the same.
 */
import type { ServerRequestRecord } from "../result/server-request.js";

export interface ServerRequest {
  method: string;
  params?: Record<string, unknown>;
}

/** What goes back: a result, or a JSON-RPC error (a declined or failed request). */
export type ClientAnswer = { result: Record<string, unknown> } | { error: { code: number; message: string } };

/** sampling/createMessage params, as far as answering needs them. */
export interface SamplingRequest {
  messages: Array<{ role: string; content: unknown }>;
  systemPrompt?: string;
  maxTokens?: number;
  temperature?: number;
  stopSequences?: string[];
}

/** A model's answer to a sampling request. */
export interface SamplingAnswer {
  text: string;
  /** Model that answered ("provider:model"). */
  model: string;
}

/** Answers sampling with a model (built above mcp/, in model/); the signal carries the call's limit. */
export type Sampler = (request: SamplingRequest, signal: AbortSignal) => Promise<SamplingAnswer>;

/** A form-mode elicitation as the one answering it sees it. */
export interface ElicitationRequest {
  message: string;
  requestedSchema: Record<string, unknown>;
}

/** What the one answering an elicitation decided, and who that was (for the record's reason). */
export interface ElicitationAnswer {
  action: "accept" | "decline" | "cancel";
  content?: Record<string, unknown>;
  /** Who answered, e.g. "simulated user (persona terse)". */
  by: string;
}

/**
 * Answers a form-mode elicitation in character (a simulated user, agent/user/), for the tool call in flight;
 * used when no `client.elicitation` rule matches. The signal carries the call's limit.
 */
export type Elicitor = (request: ElicitationRequest, signal: AbortSignal) => Promise<ElicitationAnswer>;

/** The record without where and when it happened (the caller knows that). */
export type AnswerRecord = Pick<ServerRequestRecord, "method" | "params" | "action" | "answer" | "reason">;

export interface AnsweredRequest {
  answer: ClientAnswer;
  record: AnswerRecord;
}

/** JSON-RPC codes of the answers we send. */
export const METHOD_NOT_FOUND = -32601;
export const INTERNAL_ERROR = -32603;
export const INVALID_PARAMS = -32602;
