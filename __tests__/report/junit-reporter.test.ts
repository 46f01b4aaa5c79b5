import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { EvalResult } from "../../src/result/eval-result.js";
import { createJunitReporter } from "../../src/report/junit-reporter.js";
import { renderJunit } from "../../src/report/render-junit.js";
import { redescribe, sampleResult } from "./sample-result.js";
import { useTempDir } from "../helpers/temp-dir.js";
import { metricOf } from "../../src/scoring/workflow-metric-table.js";

const tempDir = useTempDir().dir;

interface Case {
  "@_name": string;
  "@_classname": string;
  "@_time": string;
  failure?: { "@_message": string; "#text"?: string };
  error?: { "@_message": string; "@_type"?: string; "#text"?: string };
  "system-out"?: string;
}
interface Suite {
  "@_name": string;
  "@_tests": string;
  "@_failures": string;
  "@_errors": string;
  testcase: Case[];
  properties?: { property: Array<{ "@_name": string; "@_value": string }> };
}

/** Validates, then parses into arrays wherever JUnit allows repetition. */
function parse(xml: string): { testsuites: { "@_tests": string; "@_failures": string; testsuite: Suite[] } } {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseAttributeValue: false,
    parseTagValue: false,
    alwaysCreateTextNode: false,
    isArray: (name) => ["testsuite", "testcase", "property"].includes(name),
  });
  return parser.parse(xml);
}

describe("renderJunit", () => {
  it("renders a workflows suite and one suite per tool-health suite", () => {
    const { testsuites } = parse(renderJunit(sampleResult()));
    expect(testsuites["@_tests"]).toBe("4");
    expect(testsuites["@_failures"]).toBe("2");
    expect(testsuites.testsuite.map((s) => [s["@_name"], s["@_tests"], s["@_failures"], s["@_errors"]])).toEqual([
      ["workflows", "2", "1", "0"],
      ["math", "2", "1", "0"],
    ]);

    const [workflows, math] = testsuites.testsuite;
    expect(workflows!.testcase.map((c) => [c["@_classname"], c["@_name"], c["@_time"]])).toEqual([
      ["workflows", "echo roundtrip", "1.234"],
      ["workflows", "sum then echo", "3.456"],
    ]);
    expect(workflows!.testcase[0]!.failure).toBeUndefined();

    const failed = workflows!.testcase[1]!;
    expect(failed.failure!["@_message"]).toBe(
      "toolOrder: expected echo at index 1, got get-sum; toolHealth: 1 failing call (get-sum: tool); llmJudge: score 0.40 below 0.70: The assistant computed the sum but never echoed it back. It retried get-sum with… (19 more chars)",
    );
    expect(failed.failure!["#text"]).toContain("expected: get-sum → [echo]\n  actual:   get-sum → [get-sum]");
    expect(failed.failure!["#text"]).toContain("get-sum [tool]: Expected number | got `string` <NaN>");
    expect(failed.failure!["#text"]).toContain("never echoed it back");
    expect(failed["system-out"]).toContain("step 2  everything/get-sum  35ms  tool: Expected number");

    expect(math!.testcase.map((c) => [c["@_classname"], c["@_name"], c.failure?.["@_message"] ?? null])).toEqual([
      ["math", "adds two numbers", null],
      ["math", "rejects strings", 'expected an error matching "invalid", got a result'],
    ]);
    expect(math!.testcase[1]!.failure!["#text"]).toContain("attempts: 2");
  });

  it("names each server's version, tools hash and state in the workflows suite's properties", () => {
    const result = sampleResult();
    result.servers.push({ ...result.servers[0]!, name: "spare", serverInfo: null, toolsHash: null, state: "configured" });
    const [workflows] = parse(renderJunit(result)).testsuites.testsuite;
    const properties = Object.fromEntries(workflows!.properties!.property.map((p) => [p["@_name"], p["@_value"]]));
    expect(properties["server.everything"]).toBe("example-servers/everything@1.0.0 tools 3f2a9c1b5e7d");
    expect(properties["server.spare"]).toBe("(no server info) never started");
  });

  it("reports an infrastructure failure as <error>", () => {
    const result = sampleResult();
    result.workflows[1]!.error = "model unreachable: ECONNREFUSED";
    const { testsuites } = parse(renderJunit(result));
    const failed = testsuites.testsuite[0]!.testcase[1]!;
    expect(failed.failure).toBeUndefined();
    expect(failed.error!["@_type"]).toBe("InfrastructureError");
    expect(failed.error!["@_message"]).toMatch(/^error: model unreachable: ECONNREFUSED; toolOrder:/);
    expect(testsuites.testsuite[0]!["@_errors"]).toBe("1");
  });

  it("stays valid XML whatever the servers and models returned", () => {
    const result = sampleResult();
    const hostile = 'a <b> & "c" ]]> d ]]> e \u0000\u001b[31m red \uFFFF \uD800 end';
    result.workflows[1]!.name = `weird <name> & "quotes" ${"\u0007"}`;
    metricOf(result.workflows[1]!, "toolHealth")!.failures[0]!.error = hostile;
    redescribe(result.workflows[1]!);
    result.workflows[1]!.toolCalls[1]!.error = hostile;
    result.toolHealth[1]!.error = hostile;
    result.toolHealth[1]!.suite = "suite <&>";

    const { testsuites } = parse(renderJunit(result));
    const failed = testsuites.testsuite[0]!.testcase[1]!;
    expect(failed["@_name"]).toBe('weird <name> & "quotes"');
    expect(failed.failure!["#text"]).toContain('a <b> & "c" ]] > d ]] > e  red \uFFFD \uFFFD end');
    // The renamed test now forms its own suite.
    expect(testsuites.testsuite.map((s) => s["@_name"])).toEqual(["workflows", "math", "suite <&>"]);
    expect(testsuites.testsuite[2]!.testcase[0]!.failure!["@_message"]).toBe('a <b> & "c" ]]> d ]]> e red \uFFFD \uFFFD end');
  });

  it("omits the workflows suite when there are no workflows", () => {
    const result: EvalResult = { ...sampleResult(), workflows: [] };
    const { testsuites } = parse(renderJunit(result));
    expect(testsuites.testsuite.map((s) => s["@_name"])).toEqual(["math"]);
  });

  it("does not share state between renders", () => {
    const first = renderJunit(sampleResult());
    renderJunit({ ...sampleResult(), workflows: [] });
    expect(renderJunit(sampleResult())).toBe(first);
  });
});

describe("createJunitReporter", () => {
  it("writes the XML file, creating its directory", async () => {
    const path = join(tempDir(), "junit", "mcpvals.xml");
    await createJunitReporter({ path }).onRunEnd?.(sampleResult());
    expect(await readFile(path, "utf8")).toBe(renderJunit(sampleResult()));
  });

  it("requires a path", () => {
    expect(() => createJunitReporter({ path: "" })).toThrow(/needs a file path/);
  });
});
