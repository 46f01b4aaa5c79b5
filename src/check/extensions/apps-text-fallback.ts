/**
 * `ext/apps/text-fallback`: a tool with a UI still answers in text, for the
 * hosts that render no app ("Tools MUST return meaningful content array even
 * when UI is available"; "Servers SHOULD provide text-only fallback behavior
 * for all UI-enabled tools"). Needs a call: only with `--call`, on the app
 * tools the user named (`check.calls`) or that are read-only (sampled
 * arguments); any other app tool is never called, and the skip says what to name.
 *
 * @see https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx
 */
import type { McpTool } from "../../protocol/mcp-types.js";
import { clipText } from "../../util/clip-text.js";
import { type CheckRecorder, fail, pass, skip } from "../check-recorder.js";
import { type ProbeCall, probeCalls, probeNeeds } from "../probe-calls.js";
import type { ExtensionPeer } from "./extension-peer.js";

const RULE = "ext/apps/text-fallback";

export interface TextFallbackOptions {
  era: string;
  signal: AbortSignal;
  /** `--call`: may call tools. */
  call: boolean;
  calls: readonly ProbeCall[];
}

export async function appsTextFallback(
  recorder: CheckRecorder,
  connection: ExtensionPeer,
  appTools: readonly McpTool[],
  { era, signal, call, calls }: TextFallbackOptions,
): Promise<void> {
  if (!call)
    return recorder.add(RULE, "warning", recorder.target(), skip("needs a tool call: run with --call to call read-only app tools"));
  const tried = probeCalls(appTools, calls);
  let answered = 0;
  for (const { tool, args } of tried) {
    const reply = await connection.exchange("tools/call", { name: tool, arguments: args }, { era, signal });
    // A failed call says nothing about the fallback: the result is what hosts show.
    if (!reply.ok || reply.result.isError === true || reply.result.resultType === "task") continue;
    answered++;
    const content = Array.isArray(reply.result.content) ? (reply.result.content as Array<Record<string, unknown>>) : [];
    const text = content.find((c) => c.type === "text" && typeof c.text === "string" && c.text.trim() !== "");
    const kinds = content.map((c) => clipText(String(c.type), 20)).join(", ") || "nothing";
    recorder.add(
      RULE,
      "warning",
      recorder.target("tool", tool),
      text
        ? pass(`answers with text too ("${clipText(String(text.text), 60)}") for hosts without MCP Apps`)
        : fail(`answered with no text content (content: ${kinds}): a host without MCP Apps shows its user nothing`),
    );
  }
  if (answered === 0) recorder.add(RULE, "warning", recorder.target(), skip(probeNeeds(tried, "with a result")));
}
