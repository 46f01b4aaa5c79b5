/**
 * `toolSelection: { mode: "discover" }`: the model of a workflow is offered
 * only search_tools, get_tool_schema and call_tool (the proxy's discovery
 * tools, same definitions and answers) over the workflow's tools. A call_tool
 * goes through the workflow's own recorded call by the tool's qualified
 * name, so the record is the downstream tool's: expectTools, arguments, tool
 * health, coverage and fallbacks see through the indirection. Searches and
 * schema reads are not tool calls of any server and are not recorded; the
 * result counts them per step, with the rank the expected tools were found at.
 */
import type { McpTool as Tool } from "../../../protocol/mcp-types.js";
import type { ToolCallOutcome } from "../../../protocol/tool-call-outcome.js";
import type { RoutedTool } from "../../../protocol/routed-tool.js";
import type { ResolvedWorkflow } from "../../../config/resolved-config.js";
import type { SearchMode } from "../../../result/search-mode.js";
import type { DiscoveryStep, ToolSelectionResult } from "../../../result/tool-selection-result.js";
import type { ToolCallRecord } from "../../../result/tool-call-record.js";
import { describeError } from "../../../errors.js";
import type { ToolSearch } from "../../engine/tool-search.js";
import { toolPromptTokens } from "../../../agent/retrieved-tools.js";
import { callFailure } from "../fallbacks/workflow-fallbacks.js";
import type { RunSearch } from "../run-search.js";
import { discoveryDefinitions, DISCOVERY_TOOLS } from "./discovery-tools.js";
import type { DiscoveryBackend, HubCallResult } from "./discovery-backend.js";
import { findTools } from "./find-tools.js";
import { QUALIFIED } from "./qualified-name.js";

/** The workflow's recorded call (with its fallbacks), by exposed or qualified name. */
export type RecordedCall = (name: string, args: Record<string, unknown>, step: number, signal: AbortSignal) => Promise<ToolCallOutcome>;

export interface WorkflowDiscoveryOptions {
  workflow: ResolvedWorkflow;
  tools: readonly RoutedTool[];
  search: { index: RunSearch["index"]; mode: SearchMode };
  call: RecordedCall;
}

export interface WorkflowDiscovery {
  /** What the model is offered: the three discovery tools. */
  readonly definitions: Tool[];
  /** The driver's callTool: discovery tools answered here; any other name goes to the workflow's call (the scripted driver calls tools by name). */
  callTool: RecordedCall;
  countModelCall(): void;
  result(): ToolSelectionResult;
}

export function workflowDiscovery({ workflow, tools, search, call }: WorkflowDiscoveryOptions): WorkflowDiscovery {
  const definitions = discoveryDefinitions();
  const stepOf = discoverySteps(workflow);
  const tokens = { selected: 0, all: 0 };
  const allTokens = toolPromptTokens(tools.map((t) => ({ ...t.definition, name: t.exposedName })));
  const ownTokens = toolPromptTokens(definitions);
  let index: ToolSearch | undefined;
  let lastOutcome: ToolCallOutcome | undefined;

  const backend: DiscoveryBackend & { step: number } = {
    step: 0,
    async search(query, { mode, limit = workflow.toolSelection.topK, server, signal }) {
      const indexed = tools
        .filter((t) => server === undefined || t.server === server)
        .map((t) => ({ server: t.server, tool: t.definition }));
      index = server === undefined ? (index ??= search.index(indexed)) : search.index(indexed);
      const { hits, note } = await findTools(index, indexed, query, { mode: mode ?? search.mode, limit, signal });
      const record = stepOf(backend.step);
      record.queries.push(query);
      recordRanks(record, hits);
      return { hits, unreachable: [], note };
    },
    async schema(server, tool) {
      return tools.find((t) => t.server === server && t.definition.name === tool)?.definition;
    },
    async call(server, tool, args, { signal, step = 0 }) {
      const outcome = await call(`${server}${QUALIFIED}${tool}`, args, step, signal ?? new AbortController().signal);
      lastOutcome = outcome;
      return hubResult(outcome);
    },
  };

  const callTool: RecordedCall = async (name, args, step, signal) => {
    const tool = DISCOVERY_TOOLS.find((t) => t.name === name);
    if (!tool) return call(name, args, step, signal);
    backend.step = step;
    stepOf(step).calls[tool.name as keyof DiscoveryStep["calls"]] += 1;
    const parsed = tool.input.safeParse(args);
    const started = performance.now();
    lastOutcome = undefined;
    const result = parsed.success
      ? await tool
          .run(backend, parsed.data, { signal, step })
          .catch((error: unknown) => ({ content: [{ type: "text" as const, text: describeError(error) }], isError: true }))
      : invalidArguments(name, parsed.error.issues);
    // call_tool: the downstream record (recorded by the workflow's call) with the proxy's answer for the model.
    // (Set by backend.call during run(): the assignment above does not narrow it.)
    const downstream = lastOutcome as ToolCallOutcome | undefined;
    if (name === "call_tool" && downstream) return { ...downstream, result, modelNote: undefined };
    return { record: discoveryRecord(name, args, step, performance.now() - started, result.isError === true), result };
  };

  return {
    definitions,
    callTool,
    countModelCall() {
      tokens.selected += ownTokens;
      tokens.all += allTokens;
    },
    result: () => ({
      mode: "discover",
      topK: workflow.toolSelection.topK,
      totalTools: tools.length,
      steps: workflow.steps.map((_, step) => ({ step, offered: definitions.map((d) => d.name), discovery: stepOf(step) })),
      toolPromptTokens: { ...tokens },
    }),
  };
}

/** A discovery tool's own call: never a server's, so it only stands in the agent's transcript. */
function discoveryRecord(tool: string, args: Record<string, unknown>, step: number, latencyMs: number, failed: boolean): ToolCallRecord {
  return {
    server: "mcpvals",
    tool,
    args,
    step,
    startedAt: new Date().toISOString(),
    ok: !failed,
    isError: failed,
    latencyMs,
    errorKind: failed ? "tool" : null,
    error: null,
    resultText: "",
  };
}

/** A workflow call as the proxy's call_tool reports it (suggestions from the workflow's fallbacks). */
function hubResult(outcome: ToolCallOutcome): HubCallResult {
  const failure = callFailure(outcome);
  const ok = outcome.record.ok && failure === null;
  if (ok) return { success: true, record: outcome.record, ...(outcome.result ? { result: outcome.result } : {}) };
  const note = outcome.modelNote?.((name) => name) as
    { fallback_suggestions?: HubCallResult["fallback_suggestions"]; fallback?: { tool: string; ok: boolean; result: string } } | undefined;
  const plain = (server: string, tool: string) =>
    tool.startsWith(`${server}${QUALIFIED}`) ? tool.slice(server.length + QUALIFIED.length) : tool;
  const suggestions = note?.fallback_suggestions?.map((s) => ({ ...s, tool: plain(s.server, s.tool) }));
  // autoRetryFallback called the first suggestion: reported as the proxy reports it.
  const first = suggestions?.[0];
  const fallback =
    note?.fallback && first
      ? {
          server: first.server,
          tool: first.tool,
          success: note.fallback.ok,
          result: { content: [{ type: "text" as const, text: note.fallback.result }] },
        }
      : undefined;
  return {
    success: false,
    record: outcome.record,
    ...(outcome.result ? { result: outcome.result } : {}),
    error: failure?.error ?? outcome.record.error ?? "the call failed",
    ...(suggestions ? { fallback_suggestions: suggestions } : {}),
    ...(fallback ? { fallback } : {}),
  };
}

/** Each step's discovery counts, made on first use. */
function discoverySteps(workflow: ResolvedWorkflow): (step: number) => DiscoveryStep {
  const steps = new Map<number, DiscoveryStep>();
  return (step) => {
    const found = steps.get(step) ?? {
      calls: { search_tools: 0, get_tool_schema: 0, call_tool: 0 },
      queries: [],
      expected: expectedOf(workflow, step),
    };
    steps.set(step, found);
    return found;
  };
}

/** Marks the step's expected tools a search found, keeping the best (lowest) rank each was found at. */
function recordRanks(record: DiscoveryStep, hits: ReadonlyArray<{ server: string; tool: string }>): void {
  for (const expected of record.expected) {
    const rank = hits.findIndex((hit) => names(hit.server, hit.tool).includes(expected.tool)) + 1;
    if (rank > 0 && (expected.rank === null || rank < expected.rank)) Object.assign(expected, { found: true, rank });
  }
}

/** The answer to a discovery tool called with arguments its input schema refuses. */
function invalidArguments(name: string, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  return {
    content: [
      {
        type: "text" as const,
        text: `invalid arguments for ${name}: ${issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}`,
      },
    ],
    isError: true,
  };
}

/** The names an expected tool may be written as: plain or qualified. */
function names(server: string, tool: string): string[] {
  return [tool, `${server}${QUALIFIED}${tool}`];
}

/** The step's expected tools (each once), none found yet. */
function expectedOf(workflow: ResolvedWorkflow, step: number): DiscoveryStep["expected"] {
  const expected = workflow.steps[step]?.expectTools ?? (workflow.steps.length === 1 ? workflow.expectTools : undefined) ?? [];
  return [...new Set(expected.map((e) => e.name))].map((tool) => ({ tool, found: false, rank: null }));
}
