/**
 * JUnit XML, the test-report format CI systems (GitHub Actions test-report
 * actions, GitLab, Jenkins, CircleCI, Azure Pipelines) display natively.
 * Format reference: https://github.com/testmoapp/junitxml and
 * https://llg.cubic.org/docs/junit/ (Jenkins' schema).
 *
 * Layout: a `workflows` testsuite with one testcase per workflow, then one
 * testsuite per tool-health suite with one testcase per test. Failed metrics
 * become `<failure>`, infrastructure errors (server did not start, model
 * unreachable) become `<error>`, which is how CI tells "the server is wrong"
 * from "the run could not happen".
 *
 * The renderer, apart from the reporter (junit-reporter.ts): junit-report-builder
 * and its XML builder (~4 MB of heap) load only in a run that writes JUnit.
 */
import { judgeCalibrationLine } from "./judge-calibration-text.js";
import junitReportBuilder from "junit-report-builder";
import type { Builder } from "junit-report-builder";
import type { EvalResult } from "../result/eval-result.js";
import type { ToolHealthResult } from "../result/tool-health-result.js";
import type { WorkflowResult } from "../result/workflow-result.js";
import { toolTestFailureDetails, toolTestFailureReason, workflowFailureDetails, workflowFailureReasons } from "./failure-reasons.js";
import { formatDuration, formatScore, oneLine, shortHash, stepLabel, stripControl, truncate } from "./format.js";
import { repeatsLine, verifierLine, verifiersOf } from "./verification-lines.js";
import { rankText, retrievalMisses, retrievalSummary } from "./retrieval-text.js";
import { retrievalGateFailure } from "./verdict-text.js";
import { addGateSuite } from "./junit-gate.js";
import { budgetBreachText, serverTokensText } from "./tool-tokens-text.js";

// The package is CommonJS with `module.exports = builder`, but its typings say
// `export default`, which TypeScript (NodeNext) reads as `module.exports.default`.
// At runtime Node's ESM loader hands us `module.exports` itself, while a bundler
// may add `.default`; accept both so the library and the action bundle work.
const rootBuilder = ((junitReportBuilder as unknown as { default?: Builder }).default ?? junitReportBuilder) as unknown as Builder;

/** A fresh JUnit document builder (the check report writes one too). */
export function newJunitBuilder(): Builder {
  return rootBuilder.newBuilder();
}

/** Text in failure bodies; the full values are in the JSON report. */
const DETAIL_TEXT_LIMIT = 4000;
/** `message` attributes are shown on one line in CI UIs. */
const MESSAGE_LIMIT = 500;

/** Ties the cases to the exact servers they ran against: name@version, tools hash and state, one property per server. */
function addServerProperties(suite: { property(name: string, value: string): unknown }, result: EvalResult): void {
  for (const server of result.servers) {
    const version = server.serverInfo ? `${server.serverInfo.name}@${server.serverInfo.version}` : "(no server info)";
    const hash = server.toolsHash ? ` tools ${shortHash(server.toolsHash)}` : "";
    const state = server.state ? ` ${server.state === "configured" ? "never started" : server.state}` : "";
    suite.property(`server.${xmlText(server.name)}`, xmlText(`${version}${hash}${state}`));
  }
}

/**
 * Coverage counted by kind (`coverage.tools` = "3/13", `coverage.resources`,
 * `coverage.prompts`), on each suite; only when a server offers resources or
 * prompts, so a tools-only report stays as it was.
 */
function addCoverageProperties(suite: { property(name: string, value: string): unknown }, result: EvalResult): void {
  const { coverage } = result;
  if (!coverage.resources && !coverage.prompts) return;
  suite.property("coverage.tools", `${coverage.exercised}/${coverage.total}`);
  if (coverage.resources) suite.property("coverage.resources", `${coverage.resources.exercised}/${coverage.resources.total}`);
  if (coverage.prompts) suite.property("coverage.prompts", `${coverage.prompts.exercised}/${coverage.prompts.total}`);
}

/** Renders the result as a JUnit XML document. Pure: each call uses its own builder, so runs never share state. */
export function renderJunit(result: EvalResult): string {
  const builder = rootBuilder.newBuilder();
  builder.name("mcpvals");
  const timestamp = junitTimestamp(result.startedAt);

  if (result.workflows.length > 0) {
    const suite = builder.testSuite().name("workflows");
    if (timestamp !== null) suite.timestamp(timestamp);
    suite.time(seconds(result.workflows.reduce((sum, w) => sum + w.durationMs, 0)));
    // Run-level context a CI user needs to read the cases: what was asked of the score, and which model ran.
    suite
      .property("score", formatScore(result.score))
      .property("threshold", formatScore(result.threshold))
      .property("model", xmlText(result.model));
    if (result.judgeModel !== null) suite.property("judgeModel", xmlText(result.judgeModel));
    if (result.judgeCalibration) suite.property("judgeAgreement", xmlText(judgeCalibrationLine(result.judgeCalibration)));
    addServerProperties(suite, result);
    addCoverageProperties(suite, result);
    for (const workflow of result.workflows) addWorkflowCase(suite.testCase(), workflow);
  }

  for (const [name, tests] of groupBySuite(result.toolHealth)) {
    const suite = builder.testSuite().name(xmlText(name));
    if (timestamp !== null) suite.timestamp(timestamp);
    suite.time(seconds(tests.reduce((sum, t) => sum + t.latencyMs, 0)));
    addCoverageProperties(suite, result);
    for (const test of tests) addToolTestCase(suite.testCase(), test, name);
  }

  if (result.retrieval) addRetrievalSuite(builder, result.retrieval, timestamp);
  addGateSuite(builder, result.gate, { xml: xmlText, cdata: cdataText });
  if (result.toolTokens) addToolTokensSuite(builder, result.toolTokens, timestamp);

  // Work that did not run (LLM workflows without a key on a fork PR) is reported as skipped, never left out.
  const skipped = result.skipped ?? [];
  if (skipped.length > 0) {
    const suite = builder.testSuite().name("skipped");
    for (const item of skipped) {
      suite
        .testCase()
        .className(item.kind === "workflow" ? "workflows" : "tool-health")
        .name(xmlText(item.name))
        .skipped()
        .standardOutput(cdataText(`skipped: ${item.reason}`));
    }
  }

  return `${builder.build()}\n`;
}

type TestCase = ReturnType<ReturnType<Builder["testSuite"]>["testCase"]>;

function addWorkflowCase(testCase: TestCase, workflow: WorkflowResult): void {
  testCase.className("workflows").name(xmlText(workflow.name)).time(seconds(workflow.durationMs));
  // Under a host the name ends with it (`details [claude-code]`); the property lets a CI view group by host.
  if (workflow.host !== undefined) testCase.property("host", xmlText(workflow.host));
  // A conversation's persona and why it ended: a persona × workflow cell is one test case.
  if (workflow.persona !== undefined) testCase.property("persona", xmlText(workflow.persona));
  if (workflow.stopReason !== undefined) testCase.property("stopReason", xmlText(workflow.stopReason));
  // pass@k numbers and each verifier's verdict, also for passing cases.
  if (workflow.repeats) {
    const r = workflow.repeats;
    testCase
      .property("pass@1", formatScore(r.pass1))
      .property(`pass@${r.k}`, String(r.passAtK))
      .property(`pass^${r.k}`, String(r.passHatK))
      .property("minPass", String(r.minPass));
  }
  for (const v of verifiersOf(workflow)) testCase.property(`verify: ${xmlText(v.name)}`, v.passed ? "passed" : "failed");
  if (workflow.passed && workflow.error === null) {
    const verification = [
      ...(workflow.repeats ? [repeatsLine(workflow.repeats)] : []),
      ...verifiersOf(workflow).map((v) => verifierLine(v)),
    ];
    if (verification.length > 0) testCase.standardOutput(cdataText(verification.join("\n")));
    return;
  }

  const reasons = workflowFailureReasons(workflow);
  const details = workflowFailureDetails(workflow, { textLimit: DETAIL_TEXT_LIMIT }).join("\n");
  if (workflow.error !== null) {
    // Metrics of a workflow that could not run say nothing about the server, so the error is the whole story.
    testCase.error(message(reasons.join("; ")), "InfrastructureError", cdataText(details));
  } else {
    testCase.failure(message(reasons.join("; "))).stacktrace(cdataText(details));
  }
  if (workflow.toolCalls.length > 0) testCase.standardOutput(cdataText(toolCallLog(workflow)));
}

function addToolTestCase(testCase: TestCase, test: ToolHealthResult, suite: string): void {
  testCase.className(xmlText(suite)).name(xmlText(test.test)).time(seconds(test.latencyMs));
  if (test.passed) return;
  testCase
    .failure(message(toolTestFailureReason(test, MESSAGE_LIMIT)))
    .stacktrace(cdataText(toolTestFailureDetails(test, DETAIL_TEXT_LIMIT).join("\n")));
}

/** The tool-retrieval metric as one case: it fails when its gate (minRecallAtK) failed the run. */
function addRetrievalSuite(builder: Builder, retrieval: NonNullable<EvalResult["retrieval"]>, timestamp: string | null): void {
  const suite = builder.testSuite().name("tool retrieval");
  if (timestamp !== null) suite.timestamp(timestamp);
  suite
    .property("mode", retrieval.mode)
    .property(`recall@${retrieval.k}`, formatScore(retrieval.recallAtK))
    .property("mrr", formatScore(retrieval.mrr));
  const testCase = suite.testCase().className("tool-retrieval").name("tool retrieval");
  const misses = retrievalMisses(retrieval).map(
    (m) => `${m.workflow} › ${stepLabel(m.step)}: ${m.tool} ${rankText(m.rank)}${m.first === null ? "" : ` (first: ${m.first})`}`,
  );
  const body = [retrievalSummary(retrieval), ...(retrieval.error ? [retrieval.error] : []), ...misses].join("\n");
  if (retrieval.passed) testCase.standardOutput(cdataText(body));
  else testCase.failure(message(retrievalGateFailure(retrieval))).stacktrace(cdataText(body));
}

/** The tool-definition token count as one case per server: it fails when the server or one of its tools is over budget. */
function addToolTokensSuite(builder: Builder, toolTokens: NonNullable<EvalResult["toolTokens"]>, timestamp: string | null): void {
  const suite = builder.testSuite().name("tool definitions");
  if (timestamp !== null) suite.timestamp(timestamp);
  suite.property("encoding", toolTokens.encoding);
  for (const server of toolTokens.servers) {
    const testCase = suite.testCase().className("tool-definitions").name(xmlText(server.server));
    const body = [serverTokensText(server), ...server.tools.map((t) => `${t.tool}: ${t.tokens}`)].join("\n");
    const breaches = toolTokens.breaches.filter((b) => b.server === server.server).map(budgetBreachText);
    if (breaches.length === 0) testCase.standardOutput(cdataText(body));
    else testCase.failure(message(breaches.join("; "))).stacktrace(cdataText(body));
  }
}

/** Every tool call of a failed workflow, one per line: the trace a CI user reads first. */
function toolCallLog(workflow: WorkflowResult): string {
  return workflow.toolCalls
    .map((call) => {
      const status = call.ok ? "ok" : `${call.errorKind ?? "error"}: ${truncate(oneLine(stripControl(call.error ?? "")), 300)}`;
      return `${stepLabel(call.step)}  ${call.server}/${call.tool}  ${formatDuration(call.latencyMs)}  ${status}`;
    })
    .join("\n");
}

/** Keeps the suites in the order their first test appears in the result. */
function groupBySuite(tests: readonly ToolHealthResult[]): Map<string, ToolHealthResult[]> {
  const groups = new Map<string, ToolHealthResult[]>();
  for (const test of tests) {
    const group = groups.get(test.suite);
    if (group) group.push(test);
    else groups.set(test.suite, [test]);
  }
  return groups;
}

/** JUnit times are seconds; millisecond precision is all a CI UI shows. */
function seconds(ms: number): number {
  return Math.round(ms) / 1000;
}

/** JUnit's schema wants a zone-less ISO 8601 date-time; UTC keeps the file the same on every machine. */
function junitTimestamp(startedAt: string): string | null {
  const date = new Date(startedAt);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 19);
}

function message(text: string): string {
  return truncate(oneLine(xmlText(text)), MESSAGE_LIMIT);
}

// XML 1.0 forbids U+FFFE, U+FFFF and unpaired surrogates; xmlbuilder throws on them rather than escaping.
const XML_INVALID = /[\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Server and model text made safe for XML: control characters and escape
 * sequences removed, other illegal characters replaced with U+FFFD. The
 * builder escapes `<`, `&` and quotes itself.
 */
export function xmlText(text: string): string {
  return stripControl(text).replace(XML_INVALID, "\uFFFD");
}

/**
 * Text for a CDATA section. xmlbuilder splits only the first `]]>`, and a
 * second one would end the section early, so all of them are broken up.
 */
function cdataText(text: string): string {
  return xmlText(text).replaceAll("]]>", "]] >");
}
