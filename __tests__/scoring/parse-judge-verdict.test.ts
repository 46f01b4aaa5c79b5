import { parseJudgeVerdict } from "../../src/scoring/parse-judge-verdict.js";

const verdict = (text: string) => {
  const parsed = parseJudgeVerdict(text);
  if ("error" in parsed) throw new Error(`expected a verdict, got error: ${parsed.error}`);
  return parsed.verdict;
};
const error = (text: string) => {
  const parsed = parseJudgeVerdict(text);
  if (!("error" in parsed)) throw new Error(`expected an error, got verdict: ${JSON.stringify(parsed.verdict)}`);
  return parsed.error;
};

describe("parseJudgeVerdict: accepted answers", () => {
  it.each([
    ["bare JSON", '{"score": 0.8, "passed": true, "reasoning": "good"}', { score: 0.8, passed: true, reasoning: "good" }],
    [
      "fenced JSON",
      '```json\n{"score": 1, "passed": true, "reasoning": "all done"}\n```',
      { score: 1, passed: true, reasoning: "all done" },
    ],
    [
      "prose around JSON",
      'Here is my verdict:\n{"score": 0, "passed": false, "reasoning": "nothing happened"}\nHope that helps!',
      { score: 0, passed: false, reasoning: "nothing happened" },
    ],
    [
      "braces and quotes inside strings",
      '{"score": 0.5, "passed": false, "reasoning": "said \\"{\\" then } oops"} trailing }',
      { score: 0.5, passed: false, reasoning: 'said "{" then } oops' },
    ],
    [
      "nested objects before the end",
      '{"score": 0.9, "passed": true, "reasoning": "ok", "details": {"a": {"b": 1}}}',
      { score: 0.9, passed: true, reasoning: "ok" },
    ],
    [
      "numeric string score is coerced",
      '{"score": "0.75", "passed": true, "reasoning": "r"}',
      { score: 0.75, passed: true, reasoning: "r" },
    ],
    [
      "braces in prose before the JSON",
      'In {score, passed} form: {"score": 0.6, "passed": true, "reasoning": "ok"}',
      { score: 0.6, passed: true, reasoning: "ok" },
    ],
    [
      "a stray unclosed brace before the JSON",
      'Note { this\n{"score": 0.4, "passed": false, "reasoning": "x"}',
      { score: 0.4, passed: false, reasoning: "x" },
    ],
    ["a score without passed (the threshold decides)", '{"score": 0.9, "reasoning": "fine"}', { score: 0.9, reasoning: "fine" }],
    [
      "the first valid verdict is read",
      '{"score": 0.2, "passed": false, "reasoning": "a"} {"score": 1, "passed": true, "reasoning": "b"}',
      { score: 0.2, passed: false, reasoning: "a" },
    ],
  ])("%s", (_name, text, expected) => {
    expect(verdict(text)).toEqual(expected);
  });
});

describe("parseJudgeVerdict: rejected answers", () => {
  it.each([
    ["no JSON at all", "The assistant did well. Score: 9/10.", /did not answer with a JSON object: The assistant did well/],
    ["empty answer", "", /did not answer with a JSON object/],
    ["unbalanced JSON", '{"score": 1, "passed": true', /did not answer with a JSON object/],
    ["invalid JSON", "{score: 1, passed: true, reasoning: 'x'}", /could not be parsed/],
    ["score above 1", '{"score": 8, "passed": true, "reasoning": "r"}', /score:/],
    ["score below 0", '{"score": -0.1, "passed": false, "reasoning": "r"}', /score:/],
    ["score not a number", '{"score": "high", "passed": true, "reasoning": "r"}', /score:/],
    ["score missing", '{"passed": true, "reasoning": "r"}', /score:/],
    ["score null", '{"score": null, "passed": true, "reasoning": "r"}', /score:/],
    ["score boolean", '{"score": true, "passed": true, "reasoning": "r"}', /score:/],
    ["score empty string", '{"score": "", "passed": true, "reasoning": "r"}', /score:/],
    ["passed as a string", '{"score": 1, "passed": "yes", "reasoning": "r"}', /passed:/],
    ["reasoning missing", '{"score": 1, "passed": true}', /reasoning:/],
  ])("%s", (_name, text, message) => {
    expect(error(text)).toMatch(message);
  });

  it("shape errors say what a verdict must look like", () => {
    expect(error("{}")).toMatch(/^the judge's answer is not \{score 0\.\.1, passed\?, reasoning\}: /);
  });

  it("long answers are clipped in the message", () => {
    const message = error("x".repeat(1000));
    expect(message).toBe(`the judge did not answer with a JSON object: ${"x".repeat(200)}…`);
  });
});
