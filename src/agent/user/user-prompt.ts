/**
 * What the model that plays the user is told. Its system prompt holds the
 * persona, the goal and the stop marker; the conversation reaches it with the
 * roles turned round (its own messages as the assistant's, the agent's as the
 * user's), and only in words: tool calls and results never reach it.
 */
import type { ModelMessage } from "ai";
import type { ResolvedUser } from "../../config/resolved-config.js";

/** The loopback model of the tests recognises user-model requests by this opening. */
export const USER_PROMPT_OPENING = "You are playing the user in a conversation with an AI assistant";

/** The first message the user model gets, so that even its opening line answers something. */
export const CONVERSATION_START = "(The conversation starts. Write your first message to the assistant.)";

export function userSystemPrompt(user: Pick<ResolvedUser, "persona" | "goal" | "stop">): string {
  return [
    `${USER_PROMPT_OPENING} that uses tools on your behalf. Stay in character: write only what this user would write, one message at a time.`,
    `Who you are: ${user.persona}`,
    `Your goal: ${user.goal}`,
    "Do not solve the task yourself and do not invent results; ask the assistant. Answer its questions as this user would.",
    `When your goal is reached, or it clearly cannot be reached, write a short last message that ends with ${user.stop} and nothing after it.`,
  ].join("\n");
}

/** One line of the conversation as the user saw it. */
export interface Said {
  by: "user" | "agent";
  text: string;
}

/** The conversation from the user's side: the user's own lines are the assistant's here. */
export function userModelMessages(said: readonly Said[]): ModelMessage[] {
  return [
    { role: "user", content: CONVERSATION_START },
    ...said.map((line): ModelMessage =>
      line.by === "user" ? { role: "assistant", content: line.text } : { role: "user", content: line.text || "(no answer)" },
    ),
  ];
}
