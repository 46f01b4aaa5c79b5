import { XMLParser, XMLValidator } from "fast-xml-parser";
import { renderJunit } from "../../src/report/render-junit.js";
import { sampleResult } from "./sample-result.js";

test("skipped work appears as skipped test cases with the reason", () => {
  const xml = renderJunit({
    ...sampleResult(),
    skipped: [{ kind: "workflow", name: "needs <llm>", reason: "the LLM API key is absent (OPENAI_API_KEY)" }],
  });
  expect(XMLValidator.validate(xml)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false }).parse(xml);
  const suites = [doc.testsuites.testsuite].flat();
  const suite = suites.find((s: Record<string, string>) => s["@_name"] === "skipped");
  expect(suite["@_skipped"]).toBe("1");
  expect(suite.testcase["@_name"]).toBe("needs <llm>");
  expect(suite.testcase).toHaveProperty("skipped");
  expect(suite.testcase["system-out"]).toContain("the LLM API key is absent (OPENAI_API_KEY)");
});
