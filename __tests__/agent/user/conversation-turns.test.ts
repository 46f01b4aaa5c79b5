/** A simulated user's side of the conversation, pure: opening, one ask per turn, the stop marker, the turn limit, scripts. */
import { conversationTurns } from "../../../src/agent/user/conversation-turns.js";
import { stripStop } from "../../../src/agent/user/strip-stop.js";
import { userModelMessages } from "../../../src/agent/user/user-prompt.js";
import type { ResolvedUser } from "../../../src/config/resolved-config.js";

const signal = new AbortController().signal;
const user = (extra: Partial<ResolvedUser> = {}): ResolvedUser => ({
  persona: "terse",
  personaLabel: "terse",
  goal: "g",
  maxTurns: 8,
  stop: "###STOP###",
  ...extra,
});

test("the marker is removed wherever it stands", () => {
  expect(stripStop("Thanks ###STOP###", "###STOP###")).toEqual({ text: "Thanks", stopped: true });
  expect(stripStop("###STOP### bye", "###STOP###")).toEqual({ text: "bye", stopped: true });
  expect(stripStop("go on", "###STOP###")).toEqual({ text: "go on", stopped: false });
});

test("the opening is verbatim, then one ask per user turn; the marked message is the last, unanswered", async () => {
  const asked: number[] = [];
  const replies = ["now b", "done <END>"];
  const turns = conversationTurns({
    user: user({ opening: "do a", stop: "<END>" }),
    ask: async (_said, turn) => {
      asked.push(turn);
      return replies.shift()!;
    },
  });
  expect(await turns.next(null, signal)).toEqual({ text: "do a", final: false });
  expect(await turns.next("a done", signal)).toEqual({ text: "now b", final: false });
  expect(await turns.next("b done", signal)).toEqual({ text: "done", final: true });
  expect(await turns.next(null, signal)).toBeNull();
  expect(asked).toEqual([1, 2]);
  expect(turns.stopReason()).toBe("user stopped");
  // The user model saw its own lines as the assistant's and the agent's as the other party's.
  expect(userModelMessages(turns.said()).map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant", "user", "assistant"]);
});

test("maxTurns user messages without the marker end as the turn limit, with no extra ask", async () => {
  let asks = 0;
  const turns = conversationTurns({ user: user({ maxTurns: 2 }), ask: async () => `message ${++asks}` });
  await turns.next(null, signal);
  await turns.next("x", signal);
  expect(await turns.next("y", signal)).toBeNull();
  expect(turns.stopReason()).toBe("turn limit");
  expect(asks).toBe(2);
});

test("a script needs no model; one that runs out without the marker ends as no message", async () => {
  const turns = conversationTurns({ user: user({ script: ["one", "two"] }) });
  expect((await turns.next(null, signal))?.text).toBe("one");
  expect((await turns.next("a", signal))?.text).toBe("two");
  expect(await turns.next("b", signal)).toBeNull();
  expect(turns.stopReason()).toBe("no message");
  expect(turns.elicit).toBeUndefined();
});
