import { excerpts, findDivergence } from "../../src/cassettes/find-divergence.js";
import type { NormalizedRequest } from "../../src/cassettes/cassette-file.js";
import { maskRequest } from "../../src/cassettes/normalize-request.js";

const request = (toolText: string, tools = [{ name: "read", inputSchema: {} }]): NormalizedRequest => ({
  messages: [
    { role: "system", content: "sys" },
    { role: "user", content: [{ type: "text", text: "first" }] },
    { role: "assistant", content: [{ type: "text", text: "ok" }] },
    { role: "user", content: [{ type: "text", text: "second" }] },
    { role: "assistant", content: [{ type: "tool-call", toolCallId: "c1", toolName: "read", input: {} }] },
    { role: "tool", content: [{ type: "tool-result", toolCallId: "c1", toolName: "read", output: { type: "text", value: toolText } }] },
  ],
  tools,
  settings: {},
});

test("a changed tool result is found at its step, with the tool and short excerpts", () => {
  expect(findDivergence(request("id=1 at 10:00"), request("id=1 at 10:00"), 3)).toBeNull();
  expect(findDivergence(request("the value is 1"), request("the value is 2"), 3)).toEqual({
    step: 1,
    request: 3,
    kind: "tool-result",
    tool: "read",
    recorded: "the value is 1",
    live: "the value is 2",
    message: 'step 2: the result of tool "read" changed since the recording',
  });
});

test("a changed tool list is named by what was added, removed or changed", () => {
  const divergence = findDivergence(
    request("x"),
    request("x", [
      { name: "read", inputSchema: {} },
      { name: "write", inputSchema: {} },
    ]),
    0,
  );
  expect(divergence).toMatchObject({ kind: "tools", message: expect.stringContaining("added write") });
});

test("ignore patterns mask volatile values before matching", () => {
  const patterns = [/\d\d:\d\d/g];
  expect(findDivergence(maskRequest(request("at 10:00"), patterns), maskRequest(request("at 11:30"), patterns), 0)).toBeNull();
});

test("excerpts cut around the first difference", () => {
  const long = "a".repeat(100);
  expect(excerpts(`${long}X${long}`, `${long}Y${long}`)).toEqual({
    recorded: `…${"a".repeat(40)}X${"a".repeat(39)}…`,
    live: `…${"a".repeat(40)}Y${"a".repeat(39)}…`,
  });
});
