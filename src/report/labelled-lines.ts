/**
 * Plain-text lines for failure details: `label: text`, or the label with the
 * text indented below it when the text has several lines.
 */
import { stripControl, truncate } from "./format.js";

/** `label: text` on one line when the text is one line, else the label followed by the text indented below it. */
export function labelled(label: string, text: string, indent: string, limit: number, width = 0): string[] {
  const clean = truncate(stripControl(text), limit);
  // `width` lines up the values of neighbouring labels ("expected:" / "actual:  ").
  if (!clean.includes("\n")) return [`${indent}${`${label}:`.padEnd(width)} ${clean}`];
  return [`${indent}${label}:`, ...indentBlock(clean, `${indent}  `)];
}

export function indentBlock(text: string, indent: string): string[] {
  return text.split("\n").map((line) => `${indent}${line}`.trimEnd());
}
