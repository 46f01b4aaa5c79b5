/**
 * The regression gate in JUnit: a "regression gate" testsuite, one case per
 * unit. A regression that fails the gate is a `<failure>`; a unit the gate
 * cannot decide yet is `<skipped>` with how many more attempts would decide
 * it (never a silent pass); the rest pass with their numbers in the output.
 */
import type { Builder } from "junit-report-builder";
import type { GateResult } from "../result/gate-result.js";
import { comparisonText, flakyText, gateUnitLine } from "./gate-text.js";
import { runRateText } from "./gate-summary.js";

export function addGateSuite(
  builder: Builder,
  gate: GateResult | undefined,
  text: { xml: (s: string) => string; cdata: (s: string) => string },
): void {
  if (!gate || gate.units.length === 0) return;
  const suite = builder.testSuite().name("regression gate");
  suite
    .property("passRate", text.xml(runRateText(gate)))
    .property("baseline", text.xml(`${gate.baseline.source}, ${gate.baseline.runs} runs`))
    .property("minEffect", String(gate.settings.minEffect))
    .property("confidence", String(gate.settings.confidence));
  for (const unit of gate.units) {
    const testCase = suite
      .testCase()
      .className(unit.kind === "workflow" ? "workflows" : "tool-health")
      .name(text.xml(unit.name));
    const flaky = unit.flaky ? `; ${flakyText(unit.flaky)}` : "";
    const line = `${gateUnitLine(unit) ?? `${unit.verdict.replace("_", " ")}: ${comparisonText(unit)}`}${flaky}`;
    if (unit.outcome === "fail") testCase.failure(text.xml(line.slice(0, 500)), "regression");
    else if (unit.outcome === "undecided") testCase.skipped();
    testCase.standardOutput(text.cdata(line));
  }
}
