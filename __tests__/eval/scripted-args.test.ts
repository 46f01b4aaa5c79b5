/**
 * With the scripted driver an expected tool is called with exactly its `args`: one that leaves out a
 * parameter the tool requires is the config's mistake, named with its path, not a server failure.
 */
import { resolveConfig } from "../../src/config/load-config.js";
import type { OfferedTargets } from "../../src/eval/missing-targets.js";
import { scriptedArgsIssues } from "../../src/eval/scripted-args.js";

const lists = (required: Record<string, string[]>): OfferedTargets => ({
  tools: Object.keys(required),
  required: new Map(Object.entries(required)),
  resources: [],
  resourceTemplates: [],
  prompts: [],
});

test("an expected tool with no args whose tool requires some is an issue at its path; args written out (even a wrong call on purpose), optional-only tools and unknown names are not", () => {
  const config = resolveConfig(
    {
      servers: { calc: { command: "calc" }, fs: { command: "fs" } },
      workflows: [
        {
          name: "w",
          steps: [
            { user: "a", expectTools: ["add", { name: "add", args: { a: 1 } }, { name: "calc__add", args: { a: 1, b: 2 } }] },
            { user: "b", expectTools: ["list", "nope"] },
          ],
        },
      ],
    },
    { env: {} },
  );
  const offered = new Map([
    ["calc", lists({ add: ["a", "b"] })],
    ["fs", lists({ list: [] })],
  ]);
  const issues = scriptedArgsIssues({ workflows: config.workflows, suites: [] }, offered, config);
  expect(issues).toEqual([
    {
      path: "workflows[0].steps[0].expectTools[0]",
      message:
        'the scripted model calls "add" with exactly its `args`: it has no `args`, and the tool requires "a", "b"; give them (e.g. `args: { a: …, b: … }`)',
    },
  ]);
  // A server never reached leaves the workflow unchecked.
  expect(scriptedArgsIssues({ workflows: config.workflows, suites: [] }, new Map([["calc", lists({ add: ["a"] })]]), config)).toEqual([]);
});
