/**
 * The tool-definition token count in words, shared by the console, Markdown
 * (and so the PR comment), HTML and JUnit: "tool definitions: 3,412 tokens,
 * +220 since the last run (2026-11-20)". Formats what the result holds;
 * computes nothing. Server and tool names are the caller's to sanitise.
 */
import type { ServerToolTokens, ToolTokens } from "../result/tool-tokens.js";

const number = (n: number): string => n.toLocaleString("en-US");

/** "+220", "-15", "±0". */
function signed(delta: number): string {
  return delta > 0 ? `+${number(delta)}` : delta < 0 ? `-${number(-delta)}` : "±0";
}

/** "3,412 tokens, +220 since 2026-11-20" for one server; "3,412 tokens" without a baseline. */
export function serverTokensText(server: Pick<ServerToolTokens, "tokens" | "baseline" | "baselineAt">): string {
  const change =
    server.baseline === null
      ? ""
      : `, ${signed(server.tokens - server.baseline)} since ${server.baselineAt?.slice(0, 10) ?? "the last run"}`;
  return `${number(server.tokens)} tokens${change}`;
}

/** The headline: one server's count, or the total with each server's count after it. */
export function toolTokensLine(toolTokens: ToolTokens): string {
  const { servers, encoding } = toolTokens;
  if (servers.length === 1) return `tool definitions: ${serverTokensText(servers[0]!)} (${encoding})`;
  const total = servers.reduce((sum, s) => sum + s.tokens, 0);
  return `tool definitions: ${number(total)} tokens (${encoding}): ${servers.map((s) => `${s.server} ${serverTokensText(s)}`).join("; ")}`;
}

/** The limits in words: "budget perServer 4,000, perTool 800"; "" without a budget. */
export function budgetText(toolTokens: ToolTokens): string {
  const { budget } = toolTokens;
  if (!budget) return "";
  const parts = [
    ...(budget.perServer === undefined ? [] : [`perServer ${number(budget.perServer)}`]),
    ...(budget.perTool === undefined ? [] : [`perTool ${number(budget.perTool)}`]),
  ];
  return `budget ${parts.join(", ")}`;
}

/** One line per breach of the budget. */
export function budgetBreachLines(toolTokens: ToolTokens): string[] {
  return toolTokens.breaches.map(budgetBreachText);
}

/** "tool echo of server default takes 1,204 tokens, over budget.perTool 1,000". */
export function budgetBreachText({ server, tool, tokens, limit }: ToolTokens["breaches"][number]): string {
  const what = tool === null ? `the tools of server ${server} take` : `tool ${tool} of server ${server} takes`;
  return `${what} ${tokens.toLocaleString("en-US")} tokens, over budget.${tool === null ? "perServer" : "perTool"} ${limit.toLocaleString("en-US")}`;
}
