/** What `judge label` takes as an answer: the words and their first letters, or a score from 0 to 1; nothing else. */
import { parseAnswer } from "../../src/cli/commands/judge-label.js";

test.each([
  ["pass", "pass"],
  [" P ", "pass"],
  ["FAIL", "fail"],
  ["f", "fail"],
  ["s", "skip"],
  ["quit", "quit"],
  ["0", 0],
  ["1", 1],
  ["1.0", 1],
  ["0.25", 0.25],
  [".5", 0.5],
])("%j reads as %j", (text, answer) => {
  expect(parseAnswer(text)).toBe(answer);
});

test.each(["", "yes", "1.5", "-0.1", "2", "0x1", "1e-1", "constructor", "__proto__", "pass fail"])("%j is no answer", (text) => {
  expect(parseAnswer(text)).toBeNull();
});
