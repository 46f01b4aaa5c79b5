import { locateConfigEntries } from "../../src/config/locate-config-entries.js";

test("YAML: workflows, suites and tests by name", () => {
  const text =
    "server: { command: x }\nworkflows:\n  - name: first\n    steps: []\n  -\n    steps: []\n    name: second\ntoolHealthSuites:\n  - name: s\n    tests:\n      - { name: t1, tool: a }\n      - name: t2\n";
  const at = locateConfigEntries(text, "c.yml");
  expect([at.workflow("first"), at.workflow("second"), at.suite("s"), at.toolTest("s", "t1"), at.toolTest("s", "t2")]).toEqual([
    3, 6, 9, 11, 12,
  ]);
  expect(at.workflow("missing")).toBeUndefined();
});

test("JSON is read with positions too", () => {
  const text = JSON.stringify(
    {
      workflows: [
        { name: "a", steps: [] },
        { name: "b", steps: [] },
      ],
      toolHealthSuites: [{ name: "s", tests: [{ name: "t" }] }],
    },
    null,
    2,
  );
  const at = locateConfigEntries(text, "mcpvals.config.json");
  const lineOf = (needle: string): number => text.split("\n").findIndex((l) => l.includes(needle)) + 1;
  // The entry starts at its `{`, the line before its name.
  expect(at.workflow("b")).toBe(lineOf('"name": "b"') - 1);
  expect(at.toolTest("s", "t")).toBe(lineOf('"name": "t"') - 1);
});

test("TS configs: the name text, a test found after its own suite", () => {
  const text =
    'export default defineConfig({\n  workflows: [{ name: "w one", steps: [] }],\n  toolHealthSuites: [\n    { name: "a", tests: [{ name: "same" }] },\n    { name: \'b\', tests: [\n      { name: `same` }] },\n  ],\n});\n';
  const at = locateConfigEntries(text, "mcpvals.config.ts");
  expect([at.workflow("w one"), at.toolTest("a", "same"), at.toolTest("b", "same"), at.workflow("nope")]).toEqual([2, 4, 6, undefined]);
});

test("a YAML file that no longer parses falls back to the text search", () => {
  const at = locateConfigEntries("workflows:\n  - name: w\n   bad: [\n", "c.yaml");
  expect(at.workflow("w")).toBe(2);
});
