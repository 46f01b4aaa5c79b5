/**
 * Rule sets frozen per release: every report names the set it was judged by;
 * a rule newer than the pinned set is pending (shown, never failing); an
 * unknown set is a usage error naming the known ones; `--call TOOL=JSON`
 * names a probe call or says what is wrong with it.
 */
import { checkVerdict, markPending, runCheck } from "../../src/check/run-check.js";
import { parseProbeCall } from "../../src/check/probe-calls.js";
import { DEFAULT_RULE_SET, NEXT_RULE_SET, resolveRuleSet } from "../../src/check/rules/rule-sets.js";
import { CHECK_RULES } from "../../src/check/rules/rule-table.js";
import type { CheckOutcome } from "../../src/result/check-report.js";

const failedError: CheckOutcome = {
  id: "jsonrpc/id-echo",
  level: "error",
  status: "failed",
  reason: 'answered request id 1 with id "1"',
  target: { server: "s", kind: "server", name: null },
  era: null,
};

test("the default is the newest frozen set; latest is the next one; mcpvals- prefixes are accepted", () => {
  expect(resolveRuleSet(undefined)).toEqual({ version: DEFAULT_RULE_SET, name: `mcpvals-${DEFAULT_RULE_SET}` });
  expect(resolveRuleSet("mcpvals-2026.12").version).toBe("2026.12");
  expect(resolveRuleSet("latest").version).toBe(NEXT_RULE_SET);
  expect(() => resolveRuleSet("2025.01")).toThrow(/--rules 2025\.01: no such rule set; use latest or one of 2026\.12/);
});

test("a rule newer than the pinned set is pending: shown, never failing; under its own set it fails", () => {
  // Pinned before the rule entered: pending, and the run passes.
  const before = markPending([failedError], "2026.06");
  expect(before[0]).toMatchObject({ pending: true, status: "failed" });
  expect(checkVerdict(before, false).passed).toBe(true);
  // Pinned at or after it: a failure like any other.
  const at = markPending([failedError], DEFAULT_RULE_SET);
  expect(at[0]!.pending).toBeUndefined();
  expect(checkVerdict(at, false).passed).toBe(false);
  // Every rule records the set it entered; none is newer than the next set.
  for (const rule of CHECK_RULES) expect(rule.since <= NEXT_RULE_SET).toBe(true);
});

test("every check report names its rule set; an unknown one fails before any server starts", async () => {
  const report = await runCheck({ servers: {} });
  expect(report.ruleSet).toBe(`mcpvals-${DEFAULT_RULE_SET}`);
  await expect(runCheck({ servers: {}, rules: "1999.01" })).rejects.toThrow(/no such rule set/);
});

test("--call TOOL=JSON names a probe call; bad JSON says what to write", () => {
  expect(parseProbeCall('report={"topic":"mcp"}')).toEqual({ tool: "report", args: { topic: "mcp" } });
  expect(parseProbeCall("report")).toEqual({ tool: "report", args: {} });
  expect(() => parseProbeCall("report={topic}")).toThrow(/--call report=\{topic\}: the arguments after "=" are not JSON/);
  expect(() => parseProbeCall("report=[1]")).toThrow(/must be a JSON object/);
});
