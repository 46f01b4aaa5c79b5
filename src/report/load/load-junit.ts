/**
 * The load report as JUnit XML: one `load` suite, one case per tool test
 * (its time: the measured stretch; a `<failure>` when the gate showed its p95
 * regressed) and an `overall` case that carries the overall gate verdict and
 * the budgets. A run that measured nothing is an `<error>` (infrastructure).
 * https://github.com/testmoapp/junitxml
 */
import type { LoadReport, LoadStats } from "../../result/load-report.js";
import { newJunitBuilder, xmlText } from "../render-junit.js";

function statsLine(s: LoadStats): string {
  return `${s.calls} calls, error rate ${s.errorRate}, p50 ${s.p50} ms, p90 ${s.p90} ms, p95 ${s.p95} ms, p99 ${s.p99} ms, max ${s.max} ms`;
}

export function renderLoadJunit(report: LoadReport): string {
  const builder = newJunitBuilder();
  builder.name("mcpvals load");
  const suite = builder.testSuite().name("load");
  const seconds = report.durationMs / 1000;
  const unit = (name: string) => report.gate?.units.find((u) => u.name === name);
  for (const tool of report.tools) {
    const test = suite
      .testCase()
      .className(xmlText(`load.${tool.server}`))
      .name(xmlText(tool.test))
      .time(seconds);
    const gated = unit(tool.test);
    test.standardOutput(xmlText(statsLine(tool.stats)));
    if (report.verdict.infrastructure) test.error(xmlText(report.verdict.reasons.join("\n")));
    else if (gated?.verdict === "regression" && gated.ratio)
      test.failure(
        xmlText(
          `p95 ${gated.head.p95} ms is ${gated.ratio.value}x the baseline's ${gated.baseline.p95} ms (interval ${gated.ratio.lower}..${gated.ratio.upper})`,
        ),
      );
  }
  const overall = suite.testCase().className("load").name("overall").time(seconds);
  overall.standardOutput(xmlText(statsLine(report.overall)));
  if (report.verdict.infrastructure) overall.error(xmlText(report.verdict.reasons.join("\n")));
  else if (!report.verdict.passed) overall.failure(xmlText(report.verdict.reasons.join("\n")));
  return `${builder.build()}\n`;
}
