/**
 * Expected against actual text, line by line (longest common subsequence), for
 * state checks and verifiers. Long texts are cut before diffing: the table is
 * for reading, the JSON report has everything.
 */
import { clip, esc } from "./html-escape.js";

const MAX_LINES = 200;
const MAX_CHARS = 20_000;

type Op = { kind: " " | "-" | "+"; line: string };

function lines(text: string): { lines: string[]; cut: boolean } {
  const { text: shown, dropped } = clip(text, MAX_CHARS);
  const all = shown.split("\n");
  return { lines: all.slice(0, MAX_LINES), cut: dropped > 0 || all.length > MAX_LINES };
}

/** Edit script from `a` to `b` by LCS: O(n·m) with n, m ≤ 200. */
function diffLines(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const table: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--)
      table[i]![j] = a[i] === b[j] ? table[i + 1]![j + 1]! + 1 : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) {
      ops.push({ kind: " ", line: a[i]! });
      i++;
      j++;
    } else if (i < n && (j >= m || table[i + 1]![j]! >= table[i]![j + 1]!)) {
      ops.push({ kind: "-", line: a[i++]! });
    } else {
      ops.push({ kind: "+", line: b[j++]! });
    }
  }
  return ops;
}

/** A unified diff block: `-` expected, `+` actual. */
export function renderDiff(expected: string, actual: string): string {
  const a = lines(expected);
  const b = lines(actual);
  const ops = diffLines(a.lines, b.lines);
  const body = ops
    .map((op) => `<span class="d${op.kind === "-" ? "del" : op.kind === "+" ? "add" : "same"}">${op.kind} ${esc(op.line)}</span>`)
    .join("");
  const note =
    a.cut || b.cut ? `<p class="note">Long text: the diff shows the first ${MAX_LINES} lines; the JSON report has the full text.</p>` : "";
  return `<div class="diff"><div class="legend"><span class="ddel">- expected</span> <span class="dadd">+ actual</span></div><pre>${body}</pre>${note}</div>`;
}
