/**
 * YAML output of server text (`mcpvals init`): values through the `yaml`
 * library's Document API, every string double-quoted and escaped by the
 * library, so no server text can start a key, a comment or a document
 * (https://yaml.org/spec/1.2.2/#731-double-quoted-style).
 */
import { Document, isScalar, Scalar, visit } from "yaml";
import { escapeEnvReferences } from "../config/interpolate-env.js";

/** Line breaks to YAML 1.1 readers (and some editors) that JSON-style quoting leaves raw: NEL, LS, PS. */
const UNICODE_BREAKS: Record<string, string> = { "\u0085": "\\N", "\u2028": "\\L", "\u2029": "\\P" };

const OPTIONS = {
  lineWidth: 0,
  doubleQuotedMinMultiLineLength: Number.POSITIVE_INFINITY,
  defaultStringType: "QUOTE_DOUBLE",
  defaultKeyType: "PLAIN",
} as const;

/**
 * Comment text on one line: control characters, ANSI sequences and every
 * kind of line break become spaces, so a comment can never end early.
 */
export function yamlComment(text: string): string {
  return text
    .replace(/\u001b\[[0-?]*[ -/]*[@-~]/g, " ")
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Every string in `value` (deeply; keys are never interpolated) with `${`
 * escaped, so what a server said stays literal when the config is loaded.
 */
export function literalStrings(value: unknown): unknown {
  if (typeof value === "string") return escapeEnvReferences(value);
  if (Array.isArray(value)) return value.map(literalStrings);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, literalStrings(item)]));
  }
  return value;
}

/**
 * The document's text: strings double-quoted on one line; a key that is not
 * printable ASCII (from a server's input schema) quoted too. Raw NEL/LS/PS
 * can then only be inside double quotes, where they are written as escapes.
 */
export function yamlText(doc: Document): string {
  visit(doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && typeof pair.key.value === "string" && /[^ -~]/.test(pair.key.value)) pair.key.type = Scalar.QUOTE_DOUBLE;
    },
  });
  return doc.toString(OPTIONS).replace(/[\u0085\u2028\u2029]/g, (ch) => UNICODE_BREAKS[ch]!);
}
