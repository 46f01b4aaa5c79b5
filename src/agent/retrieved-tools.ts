/**
 * The retrieval-limited agent's side of `toolSelection: { mode: "retrieve" }`
 * (RAG-MCP, https://arxiv.org/abs/2505.03275): per user message the model is
 * offered only the top-k tools ranked against that message, and the prompt
 * tokens spent on tool definitions are counted with and without the cut.
 *
 * A call to a tool that was not offered (the model may remember one from an
 * earlier turn) is not dropped: it is routed to its server like any other,
 * so it is measured and recorded.
 */
import type { McpTool as Tool } from "../protocol/mcp-types.js";
import type { ToolSet } from "ai";
import type { ToolSelectionResult } from "../result/tool-selection-result.js";
import type { AgentTools, ModelStepResult } from "./agent-steps.js";
import { nameTable } from "../util/name-table.js";

/**
 * Estimated prompt tokens of tool definitions: the JSON of each tool's name,
 * description and input schema, at 4 characters a token (the usual rule of
 * thumb for English and JSON; providers do not report it separately).
 */
export function toolPromptTokens(tools: readonly Tool[]): number {
  const chars = tools.reduce(
    (sum, { name, description, inputSchema }) => sum + JSON.stringify({ name, description, inputSchema }).length,
    0,
  );
  return Math.ceil(chars / 4);
}

/** Options of {@link retrievedTools}. */
export interface RetrievedToolsOptions {
  /** Every tool of the workflow, prepared for the model. */
  all: AgentTools;
  /** Their definitions under the names the workflow exposes (what `all` was prepared from). */
  definitions: readonly Tool[];
  topK: number;
  /** Exposed names of the best `topK` tools for a query. */
  selectTools(query: string, topK: number, signal: AbortSignal): Promise<string[]>;
}

export interface RetrievedTools {
  /** The tools to offer for one user message (same routes as `all`: any tool can still be called). */
  forStep(step: number, query: string, signal: AbortSignal): Promise<AgentTools>;
  /** Counts one model call made with the current step's tools. */
  countModelCall(): void;
  /** Lets a call to a routable tool that was not offered through (the AI SDK marks it invalid). */
  admitUnoffered(calls: ModelStepResult["toolCalls"], offered: ToolSet): ModelStepResult["toolCalls"];
  /** What the workflow result records. */
  result(): ToolSelectionResult;
}

export function retrievedTools({ all, definitions, topK, selectTools }: RetrievedToolsOptions): RetrievedTools {
  // The keys of `all.tools` are the exposed names made model-safe; route() leads back to the exposed name.
  const keyOf = new Map(Object.keys(all.tools).map((key) => [all.route(key)!.tool, key]));
  const definitionOf = new Map(definitions.map((tool) => [tool.name, tool]));
  const allTokens = toolPromptTokens(definitions);
  const steps: ToolSelectionResult["steps"] = [];
  let stepTokens = allTokens;
  const tokens = { selected: 0, all: 0 };
  return {
    async forStep(step, query, signal) {
      const offered = (await selectTools(query, topK, signal)).filter((name) => keyOf.has(name));
      steps.push({ step, offered });
      stepTokens = toolPromptTokens(offered.map((name) => definitionOf.get(name)!));
      const tools: ToolSet = nameTable(offered.map((name) => [keyOf.get(name)!, all.tools[keyOf.get(name)!]!]));
      return { ...all, tools };
    },
    countModelCall() {
      tokens.selected += stepTokens;
      tokens.all += allTokens;
    },
    admitUnoffered(calls, offered) {
      return calls.map((call) =>
        call.invalid && !Object.hasOwn(offered, call.toolName) && all.route(call.toolName) && isObject(call.input)
          ? { toolCallId: call.toolCallId, toolName: call.toolName, input: call.input }
          : call,
      );
    },
    result: () => ({ mode: "retrieve", topK, totalTools: definitions.length, steps, toolPromptTokens: { ...tokens } }),
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
