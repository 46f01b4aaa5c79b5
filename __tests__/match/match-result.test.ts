import { matchesResult, resultMismatch } from "../../src/match/match-result.js";

test("a string matches the text as a case-insensitive substring or a /regex/", () => {
  expect(matchesResult("SUM IS", "The sum is 8.", undefined)).toBe(true);
  expect(matchesResult("/sum is \\d+/", "The sum is 8.", undefined)).toBe(true);
  expect(matchesResult("difference", "The sum is 8.", undefined)).toBe(false);
});

test("an object is a deep-partial match of the structured content or of the text parsed as JSON", () => {
  expect(matchesResult({ a: 1 }, "", { a: 1, b: 2 })).toBe(true);
  expect(matchesResult({ a: 1 }, '{"a":1,"b":2}', undefined)).toBe(true);
  expect(matchesResult({ a: 2 }, '{"a":1}', { a: 1 })).toBe(false);
});

test("a number equals the structured content or stands alone in the text", () => {
  expect(matchesResult(8, "", 8)).toBe(true);
  expect(matchesResult(8, "The sum is 8.", undefined)).toBe(true);
  expect(matchesResult(8, "The sum is 18.", undefined)).toBe(false);
  expect(matchesResult(8, "The sum is 8.5", undefined)).toBe(false);
});

test("the mismatch reason quotes what was expected and a clip of what came", () => {
  expect(resultMismatch(8, `a${"x".repeat(400)}`)).toBe(`expected result 8, got a${"x".repeat(299)}…`);
});
