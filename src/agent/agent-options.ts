/** What an Agent is built with, and the model it resolves to. */
import type { LanguageModel } from "ai";
import type { ModelSpec } from "../config/schema.js";
import type { Observer } from "../trace/observer.js";

/** Options of {@link Agent}. */
export interface AgentOptions {
  /** An AI SDK model, or a spec resolved like the config's (`"anthropic:claude-sonnet-4-5"`, keys from the environment). */
  model: LanguageModel | ModelSpec;
  /** @default DEFAULT_SYSTEM_PROMPT */
  system?: string;
  /** Model steps per user turn when the task does not say. @default 10 */
  maxSteps?: number;
  /** Observers of every run of this agent (in addition to the RunContext's). @default [] */
  observers?: Observer[];
  temperature?: number;
  /** Environment for API keys of a spec `model`. @default process.env */
  env?: Record<string, string | undefined>;
  /** Limit for one tool call. @default 30000 */
  toolCallMs?: number;
  /** Limit for one model call. @default 120000 */
  modelCallMs?: number;
}

/** What the model config resolves to. */
export interface AgentModelConfig {
  model: LanguageModel;
  /** "provider:model", for messages. */
  label: string;
  temperature?: number;
  /** Read responses as a stream (a model spec's `stream`). @default false */
  stream?: boolean;
}
