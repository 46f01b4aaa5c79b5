/**
 * Where a live model request stops matching the recorded one, said the way a
 * reviewer needs it: the step, the tool whose result changed, and a short
 * recorded-vs-live excerpt around the first difference.
 */
import { isDeepStrictEqual } from "node:util";
import type { CassetteDivergence } from "../result/cassette-status.js";
import type { NormalizedRequest } from "./cassette-file.js";

const CONTEXT = 40;

interface Message {
  role: string;
  content: unknown;
}

/**
 * Null when the two (masked) requests are the same. `unit` names what a user
 * message is: a workflow's "step", or a conversation's "turn".
 */
export function findDivergence(
  recorded: NormalizedRequest,
  live: NormalizedRequest,
  request: number,
  unit: "step" | "turn" = "step",
): CassetteDivergence | null {
  const recordedMessages = recorded.messages as Message[];
  const liveMessages = live.messages as Message[];
  const stepAt = (index: number): number => Math.max(0, liveMessages.slice(0, index + 1).filter((m) => m.role === "user").length - 1);
  const length = Math.max(recordedMessages.length, liveMessages.length);
  for (let index = 0; index < length; index++) {
    const before = recordedMessages[index];
    const now = liveMessages[index];
    if (isDeepStrictEqual(before, now)) continue;
    const step = stepAt(Math.min(index, liveMessages.length - 1));
    if (before?.role === "tool" && now?.role === "tool") {
      const parts = (before.content as Array<Record<string, unknown>>).map(
        (part, i) => [part, (now.content as Array<Record<string, unknown>>)[i]] as const,
      );
      const [was, is] = parts.find(([a, b]) => !isDeepStrictEqual(a, b)) ?? [before.content, now.content];
      const tool = String((is as Record<string, unknown> | undefined)?.toolName ?? (was as Record<string, unknown>).toolName ?? "?");
      const excerpt = excerpts(outputText(was), outputText(is));
      return {
        step,
        request,
        kind: "tool-result",
        tool,
        ...excerpt,
        message: `${unit} ${step + 1}: the result of tool "${tool}" changed since the recording`,
      };
    }
    const excerpt = excerpts(JSON.stringify(before ?? null), JSON.stringify(now ?? null));
    return {
      step,
      request,
      kind: "messages",
      ...excerpt,
      message: `${unit} ${step + 1}: the conversation differs from the recording at message ${index + 1} (${now?.role ?? "none"})`,
    };
  }
  const step = stepAt(liveMessages.length - 1);
  if (!isDeepStrictEqual(recorded.tools, live.tools)) {
    const names = (tools: NormalizedRequest["tools"]) => new Map(tools.map((t) => [t.name, JSON.stringify(t)]));
    const [was, is] = [names(recorded.tools), names(live.tools)];
    const added = [...is.keys()].filter((n) => !was.has(n));
    const removed = [...was.keys()].filter((n) => !is.has(n));
    const changed = [...is.keys()].filter((n) => was.has(n) && was.get(n) !== is.get(n));
    const what = [
      added.length ? `added ${added.join(", ")}` : "",
      removed.length ? `removed ${removed.join(", ")}` : "",
      changed.length ? `changed ${changed.join(", ")}` : "",
    ]
      .filter(Boolean)
      .join("; ");
    return {
      step,
      request,
      kind: "tools",
      message: `${unit} ${step + 1}: the tools offered to the model changed since the recording (${what || "order"})`,
    };
  }
  if (!isDeepStrictEqual(recorded.settings, live.settings)) {
    return {
      step,
      request,
      kind: "settings",
      ...excerpts(JSON.stringify(recorded.settings), JSON.stringify(live.settings)),
      message: `${unit} ${step + 1}: the model call settings changed since the recording`,
    };
  }
  return null;
}

function outputText(part: unknown): string {
  const output = (part as { output?: { value?: unknown } } | undefined)?.output;
  const value = output?.value ?? part;
  return typeof value === "string" ? value : JSON.stringify(value ?? null);
}

/** The two texts around their first differing character, about 2 x CONTEXT characters each. */
export function excerpts(recorded: string, live: string): { recorded: string; live: string } {
  let at = 0;
  while (at < recorded.length && at < live.length && recorded[at] === live[at]) at++;
  const cut = (text: string) => {
    const start = Math.max(0, at - CONTEXT);
    const end = Math.min(text.length, at + CONTEXT);
    return `${start > 0 ? "…" : ""}${text.slice(start, end)}${end < text.length ? "…" : ""}`;
  };
  return { recorded: cut(recorded), live: cut(live) };
}
