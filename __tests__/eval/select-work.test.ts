/**
 * `--test NAME` runs one tool test as `--workflow` runs one workflow: a test name or `suite/test`, `*` and `?`
 * as wildcards; a pattern that names nothing is a usage error listing the tests, never an empty pass.
 */
import { resolveConfig } from "../../src/config/load-config.js";
import { selectWork } from "../../src/eval/select-work.js";

const config = resolveConfig(
  {
    server: { command: "srv" },
    workflows: [{ name: "w", steps: [{ user: "hi" }] }],
    toolHealthSuites: [
      {
        name: "math",
        tests: [
          { name: "sum", tool: "add", args: {} },
          { name: "sum twice", tool: "add", args: {} },
        ],
      },
      {
        name: "text",
        tests: [
          { name: "echo", tool: "echo", args: {} },
          { name: "sum", tool: "add", args: {} },
        ],
      },
    ],
  },
  { env: {} },
);
const picked = (tests: string[], workflows?: string[]) => {
  const work = selectWork(config, { tests, ...(workflows ? { workflows } : {}) });
  return {
    workflows: work.workflows.map((w) => w.name),
    tests: work.suites.map((s) => `${s.name}: ${s.tests.map((t) => t.name).join(", ")}`),
  };
};

test("a name, a suite/test and a glob select those tests only; with --workflow both kinds run", () => {
  expect(picked(["echo"])).toEqual({ workflows: [], tests: ["text: echo"] });
  expect(picked(["math/sum"])).toEqual({ workflows: [], tests: ["math: sum"] });
  expect(picked(["sum*"])).toEqual({ workflows: [], tests: ["math: sum, sum twice", "text: sum"] });
  expect(picked(["text/*", "sum?twice"])).toEqual({ workflows: [], tests: ["math: sum twice", "text: echo, sum"] });
  expect(picked(["echo"], ["w"])).toEqual({ workflows: ["w"], tests: ["text: echo"] });
  // The tests are the config's own objects: config paths (did-you-mean errors) still find them.
  expect(selectWork(config, { tests: ["echo"] }).suites[0]!.tests[0]).toBe(config.toolHealthSuites[1]!.tests[0]);
});

test("a pattern that names no test is a usage error listing the tests; regex characters are literal", () => {
  expect(() => selectWork(config, { tests: ["ech"] })).toThrow(
    '--test "ech" names no tool test. Tests in the config (suite/test): "math/sum", "math/sum twice", "text/echo", "text/sum".',
  );
  expect(() => selectWork(config, { tests: ["s.m"] })).toThrow(/--test "s\.m" names no tool test/);
});

test("--workflow with persona × host copies: the configured name runs every cell, a copy's tags narrow it, globs match", () => {
  const cells = resolveConfig(
    {
      server: { command: "srv" },
      hosts: ["claude-code", "claude-desktop"],
      workflows: [
        { name: "book", user: { goal: "book a table" }, personas: ["terse", "verbose"] },
        { name: "plain", steps: [{ user: "hi" }] },
      ],
    },
    { env: {} },
  );
  const names = (workflows: string[]) => selectWork(cells, { workflows }).workflows.map((w) => w.name);
  expect(names(["book"])).toEqual([
    "book [persona: terse] [claude-code]",
    "book [persona: terse] [claude-desktop]",
    "book [persona: verbose] [claude-code]",
    "book [persona: verbose] [claude-desktop]",
  ]);
  expect(names(["book [persona: terse]"])).toEqual(["book [persona: terse] [claude-code]", "book [persona: terse] [claude-desktop]"]);
  expect(names(["book [claude-desktop]"])).toEqual(["book [persona: terse] [claude-desktop]", "book [persona: verbose] [claude-desktop]"]);
  expect(names(["book [persona: verbose] [claude-code]"])).toEqual(["book [persona: verbose] [claude-code]"]);
  expect(names(["book*verbose*", "plain [claude-code]"])).toEqual([
    "book [persona: verbose] [claude-code]",
    "book [persona: verbose] [claude-desktop]",
    "plain [claude-code]",
  ]);
  // A tag is matched whole: "boo" is no workflow, and the error lists the configured names with their copies.
  expect(() => names(["boo"])).toThrow(
    /No workflow named "boo"\. Workflows in the config: "book" \(copies: "book \[persona: terse\] \[claude-code\]", .*\), "plain" \(copies: /,
  );
});

test("--test with host copies: the configured name runs every host's copy, a copy's full name one", () => {
  const cells = resolveConfig(
    {
      server: { command: "srv" },
      hosts: ["claude-code", "cursor"],
      toolHealthSuites: [{ name: "s", tests: [{ name: "echo", tool: "echo", args: {} }] }],
    },
    { env: {} },
  );
  const names = (tests: string[]) => selectWork(cells, { tests }).suites.flatMap((s) => s.tests.map((t) => t.name));
  expect(names(["echo"])).toEqual(["echo [claude-code]", "echo [cursor]"]);
  expect(names(["s/echo"])).toEqual(["echo [claude-code]", "echo [cursor]"]);
  expect(names(["echo [cursor]"])).toEqual(["echo [cursor]"]);
});
