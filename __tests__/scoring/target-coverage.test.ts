import { mergeTargetCoverage, targetCoverage } from "../../src/scoring/target-coverage.js";
import { scoreMimeType } from "../../src/scoring/score-mime-type.js";

const offerings = {
  resources: [
    { uri: "x://a", name: "a" },
    { uri: "x://b", name: "b" },
  ],
  resourceTemplates: [{ uriTemplate: "x://notes/{id}", name: "note" }],
  prompts: [{ name: "greet" }, { name: "bye" }],
};

test("a listed URI exercises its resource, any other URI the templates it expands; prompts by name", () => {
  const stats = [
    { server: "s", tool: "resource:x://a" },
    { server: "s", tool: "resource:x://notes/7" },
    { server: "s", tool: "prompt:greet" },
    { server: "s", tool: "greet" }, // a tool of the same name is no prompt
  ];
  expect(targetCoverage([{ server: "s", offerings }], stats)).toEqual({
    resources: { exercised: 2, total: 3, ratio: 0.6667, unexercised: ["x://b"] },
    prompts: { exercised: 1, total: 2, ratio: 0.5, unexercised: ["bye"] },
  });
});

test("a kind no server offers is left out; servers never reached do not count; several servers qualify names", () => {
  const none = { resources: [], resourceTemplates: [], prompts: [] };
  expect(
    targetCoverage(
      [
        { server: "s", offerings: none },
        { server: "t", offerings: undefined },
      ],
      [],
    ),
  ).toEqual({});
  const both = targetCoverage(
    [
      { server: "s", offerings },
      { server: "t", offerings: { ...none, prompts: [{ name: "greet" }] } },
    ],
    [{ server: "t", tool: "prompt:greet" }],
  );
  expect(both.prompts).toEqual({ exercised: 1, total: 3, ratio: 0.3333, unexercised: ["s/bye", "s/greet"] });
});

test("merging shards: a target is unexercised only when no part exercised it", () => {
  const part = (unexercised: string[]) => ({ prompts: { exercised: 3 - unexercised.length, total: 3, ratio: 0, unexercised } });
  expect(mergeTargetCoverage([part(["a", "b"]), part(["b", "c"]), {}])).toEqual({
    prompts: { exercised: 2, total: 3, ratio: 0.6667, unexercised: ["b"] },
  });
  expect(mergeTargetCoverage([{}, {}])).toEqual({});
});

test("MIME types: essence compared case-insensitively, parameters only when expected, text/* for any text type", () => {
  expect(scoreMimeType("text/plain", ["text/plain; charset=utf-8", "TEXT/PLAIN"]).passed).toBe(true);
  expect(scoreMimeType("text/plain; charset=utf-8", ["text/plain"]).passed).toBe(false);
  expect(scoreMimeType("text/*", ["text/markdown", "text/plain"]).passed).toBe(true);
  expect(scoreMimeType("text/markdown", ["text/markdown", null])).toEqual({
    passed: false,
    reason: "expected MIME type text/markdown, got text/markdown, (none)",
  });
  expect(scoreMimeType("image/png", ["text/plain"]).reason).toBe("expected MIME type image/png, got text/plain");
});
