/**
 * The operator table and what its operators do to answers, the score, the
 * config's did-you-mean, and the reporters' handling of hostile server text:
 * pure code, no server.
 */
import { ConfigError } from "../../src/errors.js";
import { resolveConfig } from "../../src/config/load-config.js";
import { FAIL_EVERY, MUTATION_OPERATORS } from "../../src/mutate/mutation-operators.js";
import { perturbJson, perturbText } from "../../src/mutate/perturb-value.js";
import { scoreMutants } from "../../src/mutate/score-mutants.js";
import { MUTATION_OPERATOR_IDS, type MutantResult, type MutationReport } from "../../src/result/mutation-report.js";
import { renderMutationConsole, renderMutationJunit, renderMutationMarkdown } from "../../src/report/mutate/render-mutation.js";
import { renderMutationHtml } from "../../src/report/mutate/mutation-html.js";

const op = (id: (typeof MUTATION_OPERATOR_IDS)[number]) => MUTATION_OPERATORS.get(id)!;

test("the table has exactly one operator per stable id, in the ids' order", () => {
  expect([...MUTATION_OPERATORS.keys()]).toEqual([...MUTATION_OPERATOR_IDS]);
});

test("perturbation is deterministic: numbers up by one, texts without digits reversed, keys kept", () => {
  expect(perturbText("The sum is 41 (of 40 and 1)")).toBe("The sum is 42 (of 41 and 2)");
  expect(perturbText("Echo: ping")).toBe("gnip :ohcE");
  expect(perturbText("99999999999999999999")).toBe("100000000000000000000");
  expect(perturbJson({ sum: 5, label: "ok", nested: [1, { flag: true }] })).toEqual({ sum: 6, label: "ko", nested: [2, { flag: true }] });
});

test("list operators change only the item's entry in tools/list", () => {
  const list = {
    tools: [
      { name: "add", description: "Adds.", inputSchema: { type: "object", properties: { a: {}, b: {} }, required: ["a", "b"] } },
      { name: "echo", inputSchema: { type: "object" } },
    ],
  };
  expect(op("drop-tool").list!(list, "add")).toEqual({ tools: [list.tools[1]] });
  expect((op("rename-tool").list!(list, "add").tools as Array<{ name: string }>).map((t) => t.name)).toEqual(["add_mutant", "echo"]);
  expect((op("drop-required-property").list!(list, "add").tools as Array<{ inputSchema: unknown }>)[0]!.inputSchema).toEqual({
    type: "object",
    properties: { b: {} },
    required: ["b"],
  });
  // A tool without a required property is left as it was: the mutant is then equivalent.
  expect(op("drop-required-property").list!(list, "echo")).toEqual(list);
});

test("a renamed tool answers calls of its new name and refuses the old one; fail-one-in-n fails the same call numbers", () => {
  expect(op("rename-tool").request!({ name: "add_mutant", arguments: {} }, "add", 1)).toEqual({ params: { name: "add", arguments: {} } });
  expect(op("rename-tool").request!({ name: "add" }, "add", 1)).toMatchObject({ error: { code: -32602 } });
  const failed = [1, 2, 3, 4, 5, 6, 7].filter((call) => "error" in (op("fail-one-in-n").request!({}, "x", call) ?? {}));
  expect(failed).toEqual([1, 1 + FAIL_EVERY, 1 + 2 * FAIL_EVERY]);
});

test("result operators", () => {
  const result = { content: [{ type: "text", text: "5" }], structuredContent: { sum: 5 } };
  expect(op("result-is-error").answer!(result, 1)).toEqual({ ...result, isError: true });
  expect(op("empty-content").answer!(result, 1)).toEqual({ content: [], structuredContent: { sum: 5 } });
  expect(op("perturb-result").answer!(result, 1)).toEqual({ content: [{ type: "text", text: "6" }], structuredContent: { sum: 6 } });
  expect(op("drop-structured-content").answer!(result, 1)).toEqual({ content: result.content });
  expect(op("delay-past-timeout").answer!(result, 1)).toBe("hold");
  expect(op("stale-resource").answer!({ contents: [{ uri: "a://b", mimeType: "text/plain", text: "fresh" }] }, 1)).toEqual({
    contents: [{ uri: "a://b", mimeType: "text/plain", text: "" }],
  });
  const prompt = { messages: [{ role: "user", content: { type: "text", text: "Summarize 3 files" } }] };
  expect(op("change-prompt-messages").answer!(prompt, 1)).toEqual({
    messages: [{ role: "user", content: { type: "text", text: "Summarize 4 files" } }],
  });
});

const mutant = (status: MutantResult["status"], extra: Partial<MutantResult> = {}): MutantResult => ({
  id: `perturb-result:default:${status}`,
  operator: "perturb-result",
  server: "default",
  kind: "tool",
  item: status,
  status,
  killedBy: status === "killed" ? ["basics/t"] : [],
  detail: "d",
  applied: 1,
  durationMs: 5,
  ...extra,
});

test("score = killed / (killed + survived); timeouts, infrastructure and equivalents are out; the gate", () => {
  const all = [
    mutant("killed"),
    mutant("killed"),
    mutant("killed"),
    mutant("survived"),
    mutant("timeout"),
    mutant("infrastructure"),
    mutant("equivalent"),
  ];
  const score = scoreMutants(all, { minScore: 0.8 });
  expect(score.mutationScore).toBe(0.75);
  expect(score.counts).toEqual({ total: 7, killed: 3, survived: 1, timeout: 1, infrastructure: 1, equivalent: 1 });
  expect(score.passed).toBe(false);
  expect(score.reasons).toEqual(["mutation score 75.0% is below minScore 80.0% (1 survived)"]);
  expect(scoreMutants(all, { minScore: 0.75 }).passed).toBe(true);
  expect(scoreMutants([mutant("timeout")], { minScore: 0.5 }).passed).toBe(false);
  expect(scoreMutants([mutant("timeout")], { minScore: 0.5, partial: true }).passed).toBe(true);
});

test("server text in a mutant (an item name) cannot inject Markdown, HTML, terminal sequences or workflow commands", () => {
  const hostile = "x|<img src=x onerror=alert(1)>\u001b[31m\n::error::pwned @team";
  const survivor = mutant("survived", { item: hostile, detail: hostile, suggestion: `expectedResult on a test of "${hostile}"` });
  const report: MutationReport = {
    kind: "mutation",
    schemaVersion: 1,
    generator: { name: "mcpvals", version: "0" },
    configPath: null,
    startedAt: new Date(0).toISOString(),
    durationMs: 1,
    mutationScore: 0,
    minScore: null,
    passed: true,
    reasons: [],
    counts: { total: 1, killed: 0, survived: 1, timeout: 0, infrastructure: 0, equivalent: 0 },
    unmutated: { durationMs: 1, score: 1 },
    baseline: { mutationScore: 0.5, change: -0.5 },
    shard: null,
    mutants: [survivor],
  };
  const markdown = renderMutationMarkdown(report);
  expect(markdown).not.toContain("<img");
  expect(markdown).toContain("x\\|&lt;img");
  expect(markdown).not.toContain("@team");
  expect(markdown).toContain("-50.0 points against the baseline (50%)");
  const text = renderMutationConsole(report, { color: false });
  expect(text).not.toContain("\u001b");
  expect(text).not.toMatch(/^::error::/m);
  expect(renderMutationHtml(report)).not.toContain("<img");
  const junit = renderMutationJunit(report);
  expect(junit).toContain('name="perturb-result on tool x|&lt;img');
  expect(junit).not.toContain("\u001b");
});

test("a misspelled operator in mutate.operators is a config error with a did-you-mean", () => {
  const error = (() => {
    try {
      resolveConfig({ server: { command: "x" }, toolHealthSuites: [], mutate: { operators: ["perturb-results"] } });
    } catch (e) {
      return e;
    }
  })();
  expect(ConfigError.isInstance(error)).toBe(true);
  expect((error as ConfigError).issues).toEqual([
    expect.objectContaining({ path: "mutate.operators[0]", message: expect.stringContaining('did you mean "perturb-result"?') }),
  ]);
});
