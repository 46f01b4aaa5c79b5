/**
 * Tool-description hygiene, entirely local: text aimed at the model rather
 * than the user (tool poisoning), invisible or bidirectional Unicode that
 * hides text from a reviewer, very long descriptions, and tools that shadow
 * a tool of another configured server. Warnings that quote what matched.
 */
import type { McpTool } from "../mcp/mcp-types.js";
import { type CheckRecorder, fail, pass } from "./check-recorder.js";

/** Phrases that address the model with orders a user would not see. */
const HIDDEN_INSTRUCTIONS: ReadonlyArray<[RegExp, string]> = [
  [/<\s*(important|system|instructions?|secret|hidden)\s*>/i, "a tag addressing the model"],
  [
    /\b(ignore|disregard|forget)\s+(all\s+|any\s+)?(previous|prior|above|earlier|other)\s+(instructions|directions|rules|prompts?)/i,
    "an order to ignore instructions",
  ],
  [
    /\b(do not|don't|never)\s+(tell|inform|mention|reveal|show)\s+(this\s+to\s+)?(the\s+)?user/i,
    "an order to hide something from the user",
  ],
  [/(~\/\.ssh|id_rsa|\.aws\/credentials|\.env\b|\/etc\/passwd|mcp\.json|private key)/i, "a request to read secrets or config files"],
  [/\b(before|instead of)\s+(using|calling)\s+(this|any other|the other)\s+tool/i, "an order about other tools"],
  [
    /\b(send|post|upload|forward|exfiltrate)\b[^.]{0,60}\b(api[_ ]?keys?|tokens?|passwords?|credentials|secrets?)\b/i,
    "a request to send credentials",
  ],
];

/** Zero-width, bidirectional-control and tag characters: they hide or reorder text. */
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u{E0000}-\u{E007F}]/u;

/** Descriptions longer than this are a warning: they cost every prompt and hide what they ask. */
export const LONG_DESCRIPTION = 1500;

export function hygieneChecks(
  recorder: CheckRecorder,
  tools: readonly McpTool[],
  otherServers: ReadonlyMap<string, readonly string[]>,
): void {
  for (const tool of tools) {
    const target = recorder.target("tool", tool.name);
    const text = toolText(tool);
    const hidden = HIDDEN_INSTRUCTIONS.map(([pattern, what]) => ({ what, match: pattern.exec(text)?.[0] })).find((h) => h.match);
    recorder.add(
      "hygiene/hidden-instructions",
      "warning",
      target,
      hidden ? fail(`${hidden.what}: "${hidden.match}"`) : pass("no instructions aimed at the model"),
    );
    const invisible = INVISIBLE.exec(text);
    recorder.add(
      "hygiene/invisible-unicode",
      "warning",
      target,
      invisible
        ? fail(
            `invisible or bidirectional character U+${invisible[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")} at offset ${invisible.index}: "${quoteAround(text, invisible.index)}"`,
          )
        : pass("no invisible characters"),
    );
    const length = (tool.description ?? "").length;
    recorder.add(
      "hygiene/long-description",
      "warning",
      target,
      length > LONG_DESCRIPTION
        ? fail(`description has ${length} characters (over ${LONG_DESCRIPTION})`)
        : pass(`description has ${length} characters`),
    );
    const shadowed = [...otherServers].filter(([, names]) => names.includes(tool.name)).map(([server]) => server);
    recorder.add(
      "hygiene/tool-shadowing",
      "warning",
      target,
      shadowed.length > 0
        ? fail(`also offered by server ${shadowed.map((s) => `"${s}"`).join(", ")}: a model cannot tell them apart`)
        : pass("no other configured server offers this name"),
    );
  }
}

/** Name, description and every string in the input schema (parameter descriptions carry poisoning too). */
function toolText(tool: McpTool): string {
  return [tool.name, tool.title ?? "", tool.description ?? "", ...schemaStrings(tool.inputSchema)].join("\n");
}

function schemaStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(schemaStrings);
  if (value && typeof value === "object") return Object.values(value).flatMap(schemaStrings);
  return [];
}

/** The text around `index`, with the invisible character shown as its code. */
function quoteAround(text: string, index: number): string {
  return text
    .slice(Math.max(0, index - 20), index + 20)
    .replace(INVISIBLE, (c) => `<U+${c.codePointAt(0)!.toString(16).toUpperCase()}>`)
    .replace(/\s+/g, " ");
}
