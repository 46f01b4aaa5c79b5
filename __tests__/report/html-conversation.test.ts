/**
 * The HTML trace replays a conversation with a simulated user turn by turn:
 * the persona and why it ended above, each user turn labelled as a turn, the
 * tool calls and the elicitation the user answered in between, the agent's
 * answers, and the last user turn left unanswered. Everything escaped.
 */
import type { WorkflowResult } from "../../src/result/workflow-result.js";
import { renderTrace } from "../../src/report/html/html-trace.js";
import { sampleResult } from "./sample-result.js";

function conversation(): WorkflowResult {
  const [base] = sampleResult().workflows as [WorkflowResult];
  const call = base.toolCalls[0]!;
  return {
    ...base,
    name: "book [persona: adversarial]",
    persona: "adversarial",
    stopReason: "user stopped",
    messages: [
      { step: 0, user: "Book a table. </div><script>alert(1)</script>", assistant: "Booked for Ada." },
      { step: 1, user: "Thanks, bye.", assistant: "" },
    ],
    toolCalls: [{ ...call, tool: "book", step: 0 }],
    serverRequests: [
      {
        server: "default",
        method: "elicitation/create",
        params: { message: "Who is booking?" },
        action: "accept",
        answer: { action: "accept", content: { name: "Ada" } },
        reason: "simulated user (persona adversarial)",
        tool: "book",
        step: 0,
        at: "2026-11-29T00:00:00.000Z",
        durationMs: 3,
      },
    ],
  };
}

test("the conversation turn by turn: persona, stop reason, turns, tool call, elicitation answered by the user, answers", () => {
  const html = renderTrace(conversation(), 0);
  expect(html).toContain("Conversation with a simulated user · persona <b>adversarial</b> · 2 turns · ended: <b>user stopped</b>");
  const order = [
    "turn 1 · user (adversarial)",
    "book",
    "simulated user (persona adversarial)",
    "Booked for Ada.",
    "turn 2 · user (adversarial)",
    "Thanks, bye.",
    "The user ended the conversation (stop marker).",
  ].map((text) => html.indexOf(text));
  expect(order.every((at) => at >= 0)).toBe(true);
  expect([...order].sort((a, b) => a - b)).toEqual(order);
  // The last user turn has no answer bubble.
  expect(html.slice(html.indexOf("Thanks, bye.")).includes("(no text)")).toBe(false);
  expect(html).not.toContain("<script>alert(1)</script>");
  expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
});

test("a workflow of fixed steps is traced as before", () => {
  const [base] = sampleResult().workflows as [WorkflowResult];
  const html = renderTrace(base, 0);
  expect(html).not.toContain("simulated user");
  expect(html).toContain("step 1 · user");
});

test("the head shows the user model's share of the tokens when a model played the user", () => {
  const html = renderTrace({ ...conversation(), userUsage: { inputTokens: 1200, outputTokens: 34, totalTokens: 1234 } }, 0);
  expect(html).toContain("· ended: <b>user stopped</b> · user model 1,234 tokens</p>");
  expect(renderTrace(conversation(), 0)).not.toContain("user model");
});
