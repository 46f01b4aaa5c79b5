/**
 * Tool-description hygiene, entirely local: text aimed at the model rather
 * than the user (tool poisoning), invisible or bidirectional Unicode that
 * hides text from a reviewer, very long descriptions, and tools that shadow
 * a tool of another configured server. Warnings that quote what matched.
 */
import type { McpTool } from "../protocol/mcp-types.js";
import { type CheckRecorder, type CheckVerdict, fail, pass } from "./check-recorder.js";

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
  // An order to read one, not its mere mention: usage text may name ".env" as a file a search finds.
  [
    /\b(read|open|cat|load|include|attach|copy|upload|send|pass|access|fetch|get)\b[^.\n]{0,40}(~\/\.ssh|id_rsa|\.aws\/credentials|\.env\b|\/etc\/passwd|mcp\.json|private key)/i,
    "a request to read secrets or config files",
  ],
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
    const parts = toolTexts(tool);
    const text = parts.map((p) => p.text).join("\n");
    const hidden = HIDDEN_INSTRUCTIONS.map(([pattern, what]) => ({ what, found: pattern.exec(text) })).find((h) => h.found);
    recorder.add(
      "hygiene/hidden-instructions",
      "info",
      target,
      hidden?.found ? fail(`${hidden.what}: "${quoteInstruction(text, hidden.found)}"`) : pass("no instructions aimed at the model"),
    );
    recorder.add("hygiene/invisible-unicode", "info", target, invisibleVerdict(parts));
    const length = (tool.description ?? "").length;
    recorder.add(
      "hygiene/long-description",
      "info",
      target,
      length > LONG_DESCRIPTION
        ? fail(`description has ${length} characters (over ${LONG_DESCRIPTION})`)
        : pass(`description has ${length} characters`),
    );
    const shadowed = [...otherServers].filter(([, names]) => names.includes(tool.name)).map(([server]) => server);
    recorder.add(
      "hygiene/tool-shadowing",
      "info",
      target,
      shadowed.length > 0
        ? fail(`also offered by server ${shadowed.map((s) => `"${s}"`).join(", ")}: a model cannot tell them apart`)
        : pass("no other configured server offers this name"),
    );
  }
}

/** One string of a tool and where it is: name, title, description and every string in the input schema (parameter descriptions carry poisoning too). */
interface ToolString {
  where: string;
  text: string;
}

function toolTexts(tool: McpTool): ToolString[] {
  return [
    { where: "name", text: tool.name },
    { where: "title", text: tool.title ?? "" },
    { where: "description", text: tool.description ?? "" },
    ...schemaStrings(tool.inputSchema, "inputSchema"),
  ];
}

function schemaStrings(value: unknown, where: string): ToolString[] {
  if (typeof value === "string") return [{ where, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => schemaStrings(item, `${where}/${i}`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => schemaStrings(item, `${where}/${key}`));
  return [];
}

/** The first invisible character, quoted within its own string (never glued to the next one) and named by where it is. */
function invisibleVerdict(parts: readonly ToolString[]): CheckVerdict {
  for (const { where, text } of parts) {
    const found = INVISIBLE.exec(text);
    if (!found) continue;
    const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
    return fail(
      `invisible or bidirectional character U+${code} in the ${where} at offset ${found.index}: "${quoteAround(text, found.index)}"`,
    );
  }
  return pass("no invisible characters");
}

/** The text around `index` within one string, with the invisible character shown as its code. */
function quoteAround(text: string, index: number): string {
  return text
    .slice(Math.max(0, index - 20), index + 20)
    .replace(INVISIBLE, (c) => `<U+${c.codePointAt(0)!.toString(16).toUpperCase()}>`)
    .replace(/\s+/g, " ");
}

/** Characters of an instruction quoted after the tag that opens it. */
const INSTRUCTION_QUOTE = 120;

/** What matched; for a tag (`<IMPORTANT>`), the tag with the instruction inside it, up to its closing tag. */
function quoteInstruction(text: string, found: RegExpExecArray): string {
  const tag = /^<\s*([a-z]+)\s*>$/i.exec(found[0]);
  if (!tag) return found[0];
  const after = text.slice(found.index + found[0].length);
  const close = new RegExp(`<\\s*/\\s*${tag[1]}\\s*>`, "i").exec(after);
  const inside = (close ? after.slice(0, close.index) : after).replace(/\s+/g, " ").trim();
  const cut = inside.length > INSTRUCTION_QUOTE ? `${inside.slice(0, INSTRUCTION_QUOTE)}…` : inside;
  return `${found[0]} ${cut}${close && inside.length <= INSTRUCTION_QUOTE ? ` ${close[0]}` : ""}`;
}
