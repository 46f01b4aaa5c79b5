import type { ExpectedToolCall, ResolvedWorkflow } from "./resolved-config.js";
import type { ExpectTool, Workflow } from "./schema.js";
import type { ToolSelection } from "./search-schema.js";

/** A workflow with defaults applied and mcpvals 0.4 string `expectTools` expanded. */
export function resolveWorkflow(
  workflow: Workflow,
  serverNames: string[],
  defaultRepeats: number | undefined,
  defaultSelection: ToolSelection,
): ResolvedWorkflow {
  const repeats = workflow.repeats ?? defaultRepeats ?? 1;
  const steps = workflow.steps.map((step) => ({
    user: step.user,
    expectTools: expandExpectTools(step.expectTools),
    expectedState: step.expectedState,
  }));
  const stepExpectations = steps.filter((step) => step.expectTools !== undefined);
  return {
    name: workflow.name,
    description: workflow.description,
    steps,
    expectTools:
      expandExpectTools(workflow.expectTools) ??
      (stepExpectations.length > 0 ? stepExpectations.flatMap((step) => step.expectTools ?? []) : undefined),
    expectedState: workflow.expectedState,
    order: workflow.order,
    maxSteps: workflow.maxSteps,
    verify: workflow.verify,
    setup: workflow.setup,
    teardown: workflow.teardown,
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
