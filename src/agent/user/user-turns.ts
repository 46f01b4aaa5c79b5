/**
 * Where a workflow's user messages come from: its fixed steps, or a
 * simulated user (a model or a script) that reads what the agent said and
 * decides what to say next or to stop. The drivers ask for one message per
 * turn and know nothing else about who is speaking.
 */
import type { ResolvedStep, ResolvedWorkflow } from "../../config/resolved-config.js";

import type { StopReason } from "../../result/stop-reason.js";
import type { Elicitor } from "../../protocol/server-request.js";
import type { Usage } from "../../result/usage.js";

export type { StopReason };

/** One user message. */
export interface UserMessage {
  text: string;
  /** The user ended the conversation with this message (its stop marker removed): the agent does not answer it. */
  final: boolean;
}

export interface UserTurns {
  /** The next user message, given the agent's answer to the last one (null before the first); null when the conversation is over. */
  next(agentSaid: string | null, signal: AbortSignal): Promise<UserMessage | null>;
  /** How the conversation ended; undefined for fixed steps (and while it goes on). */
  stopReason(): StopReason | undefined;
  /** Answers the server's elicitation in character (a simulated user with a model); absent: only `client.elicitation` rules answer. */
  readonly elicit?: Elicitor;
  /** What the user model used so far (its turns and its elicitation answers); absent or undefined when no model played the user. */
  spend?(): UserSpend | undefined;
}

/** The tokens of the model that plays the user, and its label ("provider:model") to price them by. */
export interface UserSpend {
  usage: Usage;
  model: string;
}

/** The workflow's steps, one per turn. */
export function stepTurns(steps: readonly ResolvedStep[]): UserTurns {
  let index = 0;
  return {
    next: async () => {
      const step = steps[index++];
      return step ? { text: step.user, final: false } : null;
    },
    stopReason: () => undefined,
  };
}

/** The user side of one attempt of a workflow (made fresh per attempt: a conversation holds state). */
export type OpenUserTurns = (workflow: ResolvedWorkflow) => UserTurns;
