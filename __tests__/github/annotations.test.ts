import { locateConfigEntries } from "../../src/config/locate-config-entries.js";
import { buildAnnotations } from "../../src/github/annotations.js";
import { largeResult, sampleResult } from "../report/sample-result.js";

const CONFIG = `server: { command: x }
workflows:
  - name: echo roundtrip
    steps: [{ user: hi }]
  - name: add then echo
    steps: [{ user: add }]
toolHealthSuites:
  - name: math
    tests:
      - name: adds two numbers
        tool: get-sum
      - name: rejects strings
        tool: get-sum
`;

test("failed workflows and tool tests point at their config lines, worst first", () => {
  const result = sampleResult();
  const failedName = result.workflows.find((w) => !w.passed)!.name;
  const config = CONFIG.replace("add then echo", failedName);
  const annotations = buildAnnotations(result, {
    configFile: "cfg/mcpvals.config.yaml",
    locations: locateConfigEntries(config, "mcpvals.config.yaml"),
  });
  expect(annotations.map((a) => [a.level, a.title, a.file, a.line])).toEqual([
    ["error", `mcpvals: workflow "${failedName}" failed`, "cfg/mcpvals.config.yaml", 5],
    ["error", 'mcpvals: tool test "math / rejects strings" failed', "cfg/mcpvals.config.yaml", 12],
  ]);
  expect(annotations[1]!.message).toBe('get-sum: expected an error matching "invalid", got a result');
});

test("at most 10 per level (one error slot kept for the step's failure line), then one notice counting the rest", () => {
  const result = largeResult(40); // 20 failed workflows + 1 failed tool test
  const annotations = buildAnnotations(result, { configFile: null, locations: null });
  expect(annotations.filter((a) => a.level === "error")).toHaveLength(9);
  expect(annotations.at(-1)).toMatchObject({ level: "notice", message: expect.stringMatching(/^12 more findings not annotated/) });
  expect(annotations.every((a) => a.file === undefined)).toBe(true);
});

test("an entry the config does not show is annotated on line 1 of the file", () => {
  const annotations = buildAnnotations(sampleResult(), {
    configFile: "mcpvals.config.ts",
    locations: locateConfigEntries("export default {}", "mcpvals.config.ts"),
  });
  expect(annotations.every((a) => a.file === "mcpvals.config.ts" && a.line === 1)).toBe(true);
});

test("breaking tool changes and skipped workflows are warnings", () => {
  const result = {
    ...sampleResult(),
    workflows: [],
    toolHealth: [],
    skipped: [{ kind: "workflow" as const, name: "w", reason: "the LLM API key is absent (OPENAI_API_KEY)" }],
    toolChanges: {
      baselineAt: null,
      unchanged: 0,
      breaking: true,
      entries: [{ server: "s", tool: "gone", status: "removed" as const, breaking: true, changes: [] }],
    },
  };
  const annotations = buildAnnotations(result, { configFile: null, locations: null });
  expect(annotations.map((a) => [a.level, a.message])).toEqual([
    ["warning", "1 workflow not run: the LLM API key is absent (OPENAI_API_KEY). The score covers only what ran."],
    ["warning", "gone was removed"],
  ]);
});
