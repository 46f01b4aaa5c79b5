/**
 * A waiver must name something the config runs: a typo would otherwise waive
 * nothing while its author believes the regression is covered.
 */
import { clipText } from "../util/clip-text.js";
import type { ConfigIssue } from "./format-config-issues.js";
import type { Config } from "./schema.js";
import { closest } from "../util/closest-name.js";

export function waiverIssues(config: Config): ConfigIssue[] {
  const workflows = config.workflows.map((w) => w.name);
  const tests = config.toolHealthSuites.flatMap((suite) => suite.tests.flatMap((test) => (test.name ? [test.name] : [])));
  const qualified = config.toolHealthSuites.flatMap((suite) =>
    suite.tests.flatMap((test) => (test.name ? [`${suite.name}/${test.name}`] : [])),
  );
  const issues: ConfigIssue[] = [];
  config.waivers.forEach((waiver, index) => {
    if (waiver.workflow !== undefined && !workflows.includes(waiver.workflow))
      issues.push({ path: `waivers[${index}].workflow`, message: unknown("workflow", waiver.workflow, workflows) });
    if (waiver.test !== undefined && !tests.includes(waiver.test) && !qualified.includes(waiver.test))
      issues.push({ path: `waivers[${index}].test`, message: unknown("test", waiver.test, qualified) });
  });
  return issues;
}

function unknown(kind: string, name: string, known: string[]): string {
  const near = closest(name, known);
  return `no ${kind} named "${clipText(name, 100)}"${near ? `; did you mean "${near}"?` : ""}`;
}
