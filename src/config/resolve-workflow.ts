import type { ExpectedToolCall, ResolvedWorkflow } from "./resolved-config.js";
import type { ExpectTool, Workflow } from "./workflow-schema.js";
import type { ToolSelection } from "./search-schema.js";

/** A workflow with defaults applied and mcpvals 0.4 string `expectTools` expanded; every other field as parsed. */
export function resolveWorkflow(
  workflow: Workflow,
  serverNames: string[],
  defaultRepeats: number | undefined,
  defaultSelection: ToolSelection,
): ResolvedWorkflow {
  const repeats = workflow.repeats ?? defaultRepeats ?? 1;
  const steps = (workflow.steps ?? []).map((step) => ({
    // Beside a simulated user a step has no message (the user writes it): only that turn's expectations.
    user: step.user ?? "",
    expectTools: expandExpectTools(step.expectTools),
    expectedState: step.expectedState,
  }));
  const stepExpectations = steps.filter((step) => step.expectTools !== undefined);
  const { user: _user, personas: _personas, ...parsed } = workflow;
  return {
    // Every field as parsed first: a metric's own setting reaches the metric through it (see ResolvedWorkflow).
    ...parsed,
    description: workflow.description,
    steps,
    expectTools:
      expandExpectTools(workflow.expectTools) ??
      (stepExpectations.length > 0 ? stepExpectations.flatMap((step) => step.expectTools ?? []) : undefined),
    expectedState: workflow.expectedState,
    repeats,
    minPass: workflow.minPass ?? repeats,
    servers: workflow.servers ? [...new Set(workflow.servers)] : serverNames,
    toolSelection: workflow.toolSelection ?? defaultSelection,
  };
}

function expandExpectTools(entries: ExpectTool[] | undefined): ExpectedToolCall[] | undefined {
  return entries?.map((entry) => {
    if (typeof entry === "string") return { name: entry, argsMatch: "partial" };
    return entry.args === undefined
      ? { name: entry.name, argsMatch: entry.argsMatch }
      : { name: entry.name, args: entry.args, argsMatch: entry.argsMatch };
  });
}
