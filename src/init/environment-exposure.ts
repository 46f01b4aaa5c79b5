/**
 * Tools whose answers would carry the server's environment or secrets (such
 * as server-everything's `get-env`): a test of one stores them in every
 * report, so `init` never writes one live. Known by what the tool says it is
 * (a word of its name or description) or, for a read-only tool it called,
 * by an answer that quotes a value of the server's environment.
 */
import { resultText } from "../protocol/result-text.js";
import type { McpTool } from "../protocol/mcp-types.js";
import type { McpCallToolResult } from "../protocol/mcp-types.js";

const REVEALING_WORDS = /^(env|environ|environment|secrets?|tokens?|credentials?|passwords?)$/i;

/** Values shorter than this turn up in answers by chance ("root", "C.UTF-8"). */
const MIN_VALUE_LENGTH = 8;

/** Why the tool's answer may carry the environment or secrets, judged by its name and description; null when nothing says so. */
export function revealingWords(tool: Pick<McpTool, "name" | "description" | "title">): string | null {
  for (const [field, text] of [
    ["name", tool.name],
    ["title", tool.title],
    ["description", tool.description],
  ] as const) {
    // A name splits into its parts (get-env, get_env, getEnv); prose keeps identifiers whole, so a
    // description that only names a variable (GITHUB_TOKEN) does not say the tool returns tokens.
    const words = field === "name" ? text.replace(/([a-z])([A-Z])/g, "$1 $2").split(/[^A-Za-z]+/) : (text ?? "").split(/[^A-Za-z_]+/);
    const word = words.find((w) => REVEALING_WORDS.test(w));
    if (word) return `its ${field} mentions "${word.toLowerCase()}"`;
  }
  return null;
}

/** True when the answer quotes a value of the server's environment (as is or JSON-escaped). */
export function quotesEnvironment(result: McpCallToolResult | undefined, envValues: readonly string[]): boolean {
  if (!result) return false;
  const text = `${resultText(result)}\n${JSON.stringify(result.structuredContent ?? null)}`;
  return envValues.some(
    (value) => value.length >= MIN_VALUE_LENGTH && (text.includes(value) || text.includes(JSON.stringify(value).slice(1, -1))),
  );
}

/** The comment a skipped tool is written under. */
export function exposureReason(why: string): string {
  return `not a test: ${why}; a test of it would store the server's environment or secrets in every report`;
}
