/**
 * The pure half of the unknown-name check: which names of a resolved config
 * no server offers, with the config path and the name most likely meant.
 */
import { resolveConfig } from "../../src/config/load-config.js";
import { missingTargets, type OfferedTargets } from "../../src/eval/missing-targets.js";

const lists = (tools: string[], extra: Partial<OfferedTargets> = {}): OfferedTargets => ({
  tools,
  resources: [],
  resourceTemplates: [],
  prompts: [],
  ...extra,
});

test("a workflow over two servers accepts plain, qualified and discovery names, and flags the rest once each", () => {
  const config = resolveConfig(
    {
      servers: { fs: { command: "fs" }, calc: { command: "calc" } },
      workflows: [
        {
          name: "w",
          steps: [
            { user: "a", expectTools: ["read_file", "calc__add", "search_tools"] },
            { user: "b", expectTools: ["ad", "ad", "fs__add"] },
          ],
        },
      ],
    },
    { env: {} },
  );
  const offered = new Map([
    ["fs", lists(["read_file"])],
    ["calc", lists(["add"])],
  ]);
  const issues = missingTargets({ workflows: config.workflows, suites: [] }, offered, config);
  expect(issues.map((i) => i.path)).toEqual(["workflows[0].steps[1].expectTools[0]", "workflows[0].steps[1].expectTools[2]"]);
  expect(issues[0]!.message).toBe('tool "ad" is not offered by servers "fs", "calc"; did you mean "add"? (offered: "read_file", "add")');
  // A server not reached (no lists) leaves the workflow unchecked: its tool may be the one meant.
  expect(missingTargets({ workflows: config.workflows, suites: [] }, new Map([["fs", lists(["read_file"])]]), config)).toEqual([]);
});

test("tests: a resource matches a listed URI or a template, allowMissing skips, a failed listing is not judged, server text is cleaned", () => {
  const config = resolveConfig(
    {
      server: { command: "s" },
      toolHealthSuites: [
        {
          name: "s",
          tests: [
            { name: "by template", resource: "notes://a/1" },
            { name: "listed", resource: "notes://readme" },
            { name: "typo", resource: "notes://redme" },
            { name: "negative", tool: "nope", allowMissing: true },
            { name: "prompt", prompt: "greet" },
          ],
        },
      ],
    },
    { env: {} },
  );
  const offered = new Map([
    ["default", lists(["echo\u001b[2J"], { resources: ["notes://readme"], resourceTemplates: ["notes://a/{id}"], prompts: undefined })],
  ]);
  const issues = missingTargets({ workflows: [], suites: config.toolHealthSuites }, offered, config);
  expect(issues).toEqual([
    {
      path: "toolHealthSuites[0].tests[2].resource",
      message:
        'resource "notes://redme" is not offered by server "default"; did you mean "notes://readme"? (offered: "notes://readme", "notes://a/{id}")',
    },
  ]);
  const tools = missingTargets(
    {
      workflows: [],
      suites: [{ ...config.toolHealthSuites[0]!, tests: [{ ...config.toolHealthSuites[0]!.tests[3]!, allowMissing: false }] }],
    },
    offered,
    config,
  );
  expect(tools[0]!.message).toBe('tool "nope" is not offered by server "default" (offered: "echo")');
});
