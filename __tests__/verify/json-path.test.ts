import { isValidJsonPath, parseJsonPath, readJsonPath } from "../../src/match/json-path.js";

test("parses dotted keys, indexes and quoted keys", () => {
  expect(parseJsonPath("$")).toEqual([]);
  expect(parseJsonPath("$.entities[0].name[\"odd key\"]['x']")).toEqual(["entities", 0, "name", "odd key", "x"]);
});

test("reads values and names the first missing segment", () => {
  const value = { entities: [{ name: "Ada", tags: ["a"] }], "odd key": 1 };
  expect(readJsonPath(value, "$.entities[0].name")).toEqual({ found: true, value: "Ada" });
  expect(readJsonPath(value, '$["odd key"]')).toEqual({ found: true, value: 1 });
  expect(readJsonPath(value, "$.entities[1].name")).toEqual({ found: false, missing: "$.entities[1]" });
  expect(readJsonPath(value, "$.entities[0].age")).toEqual({ found: false, missing: "$.entities[0].age" });
  // An index into an object is missing, not coerced.
  expect(readJsonPath(value, "$.entities[0][0]")).toEqual({ found: false, missing: "$.entities[0][0]" });
});

test("syntax errors say where and how to write it", () => {
  expect(() => parseJsonPath("entities")).toThrow(/at character 1: a path starts with "\$"/);
  expect(() => parseJsonPath("$.a[x]")).toThrow(/at character 5: expected an index like \[0\]/);
  expect(() => parseJsonPath("$.")).toThrow(/expected a key name after "."/);
  expect(isValidJsonPath("$.a b")).toBe(false);
});
