/**
 * With `model: scripted` the driver calls each expected tool with its `args` and nothing else, so an
 * expected tool with no `args` whose tool requires parameters can only fail, and the failure would read as
 * the server's ("add [invalid-args]"). Arguments written out are the test's own, even when the server is
 * meant to refuse them. It is the config's: one issue per such entry, raised
 * where a tool name no server offers is, once the servers' lists are known. Pure.
 */
import type { ConfigIssue } from "../config/format-config-issues.js";
import { QUALIFIED_TOOL_SEPARATOR } from "../protocol/server-names.js";
import { cleanLine } from "../report/format.js";
import type { ConfigPlaces, OfferedTargets } from "./missing-targets.js";
import type { SelectedWork } from "./select-work.js";

type Expected = NonNullable<SelectedWork["workflows"][number]["expectTools"]>[number];

/** @param offered by server name; a workflow with a server never reached is not checked */
export function scriptedArgsIssues(work: SelectedWork, offered: ReadonlyMap<string, OfferedTargets>, places: ConfigPlaces): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const workflow of work.workflows) {
    if (!workflow.servers.every((s) => offered.has(s))) continue;
    const required = new Map<string, readonly string[]>();
    for (const server of workflow.servers) {
      for (const [tool, names] of offered.get(server)!.required ?? []) {
        required.set(tool, names);
        required.set(`${server}${QUALIFIED_TOOL_SEPARATOR}${tool}`, names);
      }
    }
    const at = `workflows[${places.workflows.indexOf(workflow)}]`;
    const check = (tool: Expected, path: string): void => {
      // Arguments given on purpose (a call the server should refuse) are the test's business; none at all is an oversight.
      const missing = tool.args === undefined ? (required.get(tool.name) ?? []) : [];
      if (missing.length > 0) issues.push({ path, message: message(tool, missing) });
    };
    // The calls the scripted driver makes: the steps' expected tools, else the workflow's (mcpvals 0.4 style).
    if (workflow.steps.some((step) => step.expectTools))
      workflow.steps.forEach((step, s) => step.expectTools?.forEach((tool, k) => check(tool, `${at}.steps[${s}].expectTools[${k}]`)));
    else workflow.expectTools?.forEach((tool, k) => check(tool, `${at}.expectTools[${k}]`));
  }
  return issues;
}

function message(tool: Expected, missing: readonly string[]): string {
  const names = missing.map((name) => `"${cleanLine(name)}"`).join(", ");
  return `the scripted model calls "${cleanLine(tool.name)}" with exactly its \`args\`: it has no \`args\`, and the tool requires ${names}; give them (e.g. \`args: { ${missing.map((m) => `${cleanLine(m)}: …`).join(", ")} }\`)`;
}
