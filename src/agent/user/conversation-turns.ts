/**
 * A simulated user's side of a conversation (the "How a conversation
 * runs"): the first message is `opening` verbatim, else the user's own; each
 * later one answers the agent. Exactly one request to the user model per
 * user turn (`ask`), none at all with a `script`. A script that runs out, or
 * an empty message, ends it as "no message". A message holding the stop
 * marker ends the conversation (the marker is removed, the rest stays as the
 * last user turn); `maxTurns` user messages without it end it as "turn limit".
 */
import type { ResolvedUser } from "../../config/resolved-config.js";
import { stripStop } from "./strip-stop.js";
import type { Said } from "./user-prompt.js";
import type { Elicitor } from "../../protocol/server-request.js";
import type { StopReason, UserMessage, UserTurns } from "./user-turns.js";

/** Asks the user model for its next message (turn: 0-based index of the user turn it writes). */
export type AskUser = (said: readonly Said[], turn: number, signal: AbortSignal) => Promise<string>;

export interface ConversationTurnsOptions {
  user: ResolvedUser;
  /** The user model; absent with a script (then nothing asks a model). */
  ask?: AskUser;
  /** Answers elicitation in character, given the conversation so far; absent with a script. */
  elicitWith?: (said: () => readonly Said[]) => Elicitor;
}

/** The conversation as it went so far, for elicitation answered in character. */
export interface ConversationTurns extends UserTurns {
  said(): readonly Said[];
}

export function conversationTurns({ user, ask, elicitWith }: ConversationTurnsOptions): ConversationTurns {
  const said: Said[] = [];
  let turn = 0;
  let stopped: StopReason | undefined;

  const write = async (signal: AbortSignal): Promise<string | undefined> => {
    if (turn === 0 && user.opening !== undefined) return user.opening;
    if (user.script) return user.script[turn];
    if (!ask) throw new Error("a simulated user needs a model or a script");
    return ask(said, turn, signal);
  };

  return {
    ...(elicitWith ? { elicit: elicitWith(() => said) } : {}),
    said: () => said,
    stopReason: () => stopped,
    async next(agentSaid, signal): Promise<UserMessage | null> {
      if (agentSaid !== null) said.push({ by: "agent", text: agentSaid });
      if (stopped) return null;
      if (turn >= user.maxTurns) {
        stopped = "turn limit";
        return null;
      }
      const raw = await write(signal);
      const { text, stopped: marked } = stripStop(raw ?? "", user.stop);
      // The script ran out, or the model wrote nothing: the user is gone, but never said the goal was reached.
      if (raw === undefined || (text === "" && !marked)) {
        stopped = "no message";
        return null;
      }
      turn++;
      if (marked) stopped = "user stopped";
      if (text === "") return null;
      said.push({ by: "user", text });
      return { text, final: marked };
    },
  };
}
