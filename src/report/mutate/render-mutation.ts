/**
 * The mutation report as console text, Markdown (also the PR comment's
 * section) and JUnit XML (one case per mutant). Every string a server could
 * have influenced (item names, details) goes through the one sanitiser of
 * its output kind.
 */
import pc from "picocolors";
import type { MutantResult, MutationReport } from "../../result/mutation-report.js";
import { cleanLine, formatDuration, truncate } from "../format.js";
import { codeSpan, escapeText } from "../markdown/markdown-escape.js";
import { cdataText, newJunitBuilder, xmlText } from "../render-junit.js";
import { baselineLine, gateLine, mutantLabel, scoreLine, topSurvivors } from "./mutation-text.js";

// One module for every renderer, so a report's outputs load it once (they render side by side).
export { renderMutationHtml } from "./mutation-html.js";

/** Survivors a PR comment lists; the rest are in the JSON and HTML reports. */
const TOP_SURVIVORS = 10;

export function renderMutationConsole(report: MutationReport, { color }: { color: boolean }): string {
  const c = color ? pc : pc.createColors(false);
  const paint = { killed: c.green, survived: c.red, timeout: c.yellow, infrastructure: c.yellow, equivalent: c.dim };
  const lines = [
    c.bold(
      `Mutation testing: ${report.counts.total} mutants (the suite passed unmutated in ${formatDuration(report.unmutated.durationMs)})`,
    ),
  ];
  for (const mutant of report.mutants.filter((m) => m.status !== "equivalent")) {
    const by = mutant.killedBy.length > 0 ? ` by ${mutant.killedBy.map(cleanLine).join(", ")}` : "";
    lines.push(`  ${paint[mutant.status](mutant.status.padEnd(14))} ${cleanLine(mutantLabel(mutant, report))}${by}`);
    if (mutant.status === "survived" && mutant.suggestion) lines.push(c.dim(`      add: ${cleanLine(mutant.suggestion)}`));
    if (mutant.status === "timeout" || mutant.status === "infrastructure")
      lines.push(c.dim(`      ${cleanLine(truncate(mutant.detail, 300))}`));
  }
  if (report.counts.equivalent > 0)
    lines.push(c.dim(`  ${report.counts.equivalent} equivalent (changed nothing the suite could see; see the JSON report)`));
  lines.push("", `${c.bold("Mutation score:")} ${scoreLine(report)}`);
  const baseline = baselineLine(report);
  if (baseline) lines.push(baseline);
  const gate = gateLine(report);
  if (gate) lines.push(report.passed ? c.green(gate) : c.red(gate));
  return `${lines.join("\n")}\n`;
}

export function renderMutationMarkdown(report: MutationReport): string {
  const lines = ["## Mutation score", "", `**${scoreLine(report)}**`];
  const baseline = baselineLine(report);
  if (baseline) lines.push("", baseline);
  const gate = gateLine(report);
  if (gate) lines.push("", escapeText(gate));
  const survivors = topSurvivors(report, TOP_SURVIVORS);
  if (survivors.length > 0) {
    lines.push(
      "",
      "### Survivors: the suite did not notice these",
      "",
      "| Mutant | What changed | Suggested assertion |",
      "| --- | --- | --- |",
    );
    for (const m of survivors)
      lines.push(`| ${escapeText(mutantLabel(m, report))} | ${escapeText(m.detail)} | ${escapeText(m.suggestion ?? "")} |`);
    if (report.counts.survived > survivors.length)
      lines.push("", `…and ${report.counts.survived - survivors.length} more in the JSON report.`);
  }
  const other = report.mutants.filter((m) => m.status === "timeout" || m.status === "infrastructure");
  if (other.length > 0) {
    lines.push("", "### Not counted (timeouts and infrastructure)", "");
    for (const m of other) lines.push(`- ${codeSpan(m.id)} ${m.status}: ${escapeText(truncate(m.detail, 300))}`);
  }
  return `${lines.join("\n")}\n`;
}

export function renderMutationJunit(report: MutationReport): string {
  const builder = newJunitBuilder();
  const suite = builder.testSuite().name("mutants");
  for (const mutant of report.mutants) addCase(suite.testCase(), mutant, report);
  return `${builder.build()}\n`;
}

type TestCase = ReturnType<ReturnType<ReturnType<typeof newJunitBuilder>["testSuite"]>["testCase"]>;

/** killed passes (the suite caught it), survived fails, timeout and infrastructure are errors, equivalent is skipped. */
function addCase(testCase: TestCase, mutant: MutantResult, report: MutationReport): void {
  testCase
    .className(xmlText(`mutants.${mutant.operator}`))
    .name(xmlText(mutantLabel(mutant, report)))
    .time(mutant.durationMs / 1000);
  const detail = xmlText(truncate(mutant.detail, 500));
  if (mutant.status === "killed") testCase.standardOutput(cdataText(`killed by ${mutant.killedBy.join(", ")}`));
  else if (mutant.status === "survived") testCase.failure(detail).stacktrace(cdataText(`add: ${mutant.suggestion ?? ""}`));
  else if (mutant.status === "equivalent") testCase.skipped();
  else testCase.error(detail, mutant.status === "timeout" ? "Timeout" : "InfrastructureError");
}
