/**
 * The tool-retrieval metric and the retrieval-limited agent in words, for
 * every reporter: the summary numbers, the expected tools that ranked
 * outside the top k (what a server author should look at), and the prompt
 * tokens a retrieval-limited agent spent on tool definitions.
 */
import type { RetrievalResult } from "../result/retrieval-result.js";
import type { ToolSelectionResult } from "../result/tool-selection-result.js";
import { formatScore, plural } from "./format.js";
import { groupDigits } from "../util/group-digits.js";

/** An expected tool that missed the top k, with what ranked first instead. */
export interface RetrievalMiss {
  workflow: string;
  step: number;
  user: string;
  /** "server/tool" when the run had several servers, else the tool name. */
  tool: string;
  /** 1-based; null when no server of the workflow offers it. */
  rank: number | null;
  /** The tool ranked first for that step ("server/tool" or plain, like `tool`). */
  first: string | null;
}

/** `Recall@5 0.67 · MRR 0.58 · lexical · 3 expected tools`. */
export function retrievalSummary(retrieval: RetrievalResult): string {
  return `Recall@${retrieval.k} ${formatScore(retrieval.recallAtK)} · MRR ${formatScore(retrieval.mrr)} · ${retrieval.mode} · ${plural(retrieval.queries, "expected tool")}`;
}

/** `gate ≥ 0.80 ✓`, or null when no gate is set. */
export function retrievalGate(retrieval: RetrievalResult): string | null {
  return retrieval.minRecallAtK === null ? null : `gate ≥ ${formatScore(retrieval.minRecallAtK)} ${retrieval.passed ? "✓" : "✗"}`;
}

/** Every expected-tool instance outside the top k, in workflow and step order. */
export function retrievalMisses(retrieval: RetrievalResult): RetrievalMiss[] {
  const servers = new Set(retrieval.workflows.flatMap((w) => w.steps.flatMap((s) => s.expected.map((e) => e.server))));
  const qualify = servers.size > 1;
  // `top` holds "server/tool" keys; with one server the tool name alone reads better.
  const shortKey = (key: string): string => (qualify ? key : key.slice(key.indexOf("/") + 1));
  return retrieval.workflows.flatMap((workflow) =>
    workflow.steps.flatMap((step) =>
      step.expected
        .filter((expected) => expected.rank === null || expected.rank > retrieval.k)
        .map((expected) => ({
          workflow: workflow.name,
          step: step.step,
          user: step.user,
          tool: qualify ? `${expected.server}/${expected.tool}` : expected.tool,
          rank: expected.rank,
          first: step.top[0] === undefined ? null : shortKey(step.top[0]),
        })),
    ),
  );
}

/** `ranked 8` or `not offered`. */
export function rankText(rank: number | null): string {
  return rank === null ? "not offered" : `ranked ${rank}`;
}

/** `~1,200`: an estimate, so it says so. */
export function approxTokens(tokens: number): string {
  return `~${groupDigits(tokens)}`;
}

/** `top 3 of 13 tools per message · tool definitions ~1,200 prompt tokens vs ~9,800 with all tools`. */
export function toolSelectionText(selection: ToolSelectionResult): string {
  const { selected, all } = selection.toolPromptTokens;
  if (selection.mode === "discover") {
    return `discover: ${discoveryText(selection)} · tool definitions ${approxTokens(selected)} prompt tokens vs ${approxTokens(all)} with all ${plural(selection.totalTools, "tool")}`;
  }
  return `top ${selection.topK} of ${plural(selection.totalTools, "tool")} per message · tool definitions ${approxTokens(selected)} prompt tokens vs ${approxTokens(all)} with all tools`;
}

/** `3 discovery calls (1 search, 1 schema, 1 call) · get-sum found at rank 1`; per expected tool, "not found" when no search returned it. */
export function discoveryText(selection: ToolSelectionResult): string {
  const steps = selection.steps.flatMap((s) => (s.discovery ? [s.discovery] : []));
  const sum = (key: "search_tools" | "get_tool_schema" | "call_tool") => steps.reduce((n, s) => n + s.calls[key], 0);
  const calls = sum("search_tools") + sum("get_tool_schema") + sum("call_tool");
  const expected = steps
    .flatMap((s) => s.expected)
    .map((e) => (e.found ? `${e.tool} found at rank ${e.rank}` : `${e.tool} not found by any search`));
  return [
    `${plural(calls, "discovery call")} (${sum("search_tools")} search, ${sum("get_tool_schema")} schema, ${sum("call_tool")} call)`,
    ...expected,
  ].join(" · ");
}
