/**
 * `mcpvals judge label REPORT --out FILE`: shows each workflow of a JSON
 * report that the judge graded and asks the person for a verdict (pass,
 * fail, skip, quit, or a score 0..1), appending one JSONL label per answer
 * to FILE (so a session stopped half-way keeps its labels, and a second one
 * skips what is already labelled). Answers come from a terminal or from a
 * pipe, one a line; with neither (stdin is /dev/null or closed) it refuses.
 */
import { fstatSync } from "node:fs";
import { appendFile, mkdir } from "node:fs/promises";
import { readRegularFile } from "../../util/read-regular-file.js";
import path from "node:path";
import { createInterface } from "node:readline";
import { UsageError } from "../../errors.js";
import { readResultFile } from "../../eval/merge-results.js";
import { EXIT } from "../../exit-code.js";
import { labelItemLines } from "../../report/judge-label-text.js";
import type { HumanLabel } from "../../result/judge-calibration.js";
import type { CliIo } from "../cli-io.js";

const QUESTION = "pass, fail, skip, quit, or a score 0..1? ";
const NO_INPUT =
  "`judge label` asks a question per item: run it in a terminal, or pipe the answers in, one a line (pass, fail, skip, quit, or a score 0..1).";

export async function labelReport({ report, out, io }: { report: string; out: string; io: CliIo }): Promise<number> {
  const stdin = io.stdin;
  if (!stdin || nothingPiped(stdin)) throw new UsageError(NO_INPUT);
  const result = await readResultFile(report, io.signal);
  const judged = result.workflows.filter((w) => w.metrics.llmJudge !== undefined && !w.metrics.llmJudge.skipped);
  if (judged.length === 0)
    throw new UsageError(`The report ${report} has no workflow the judge graded (run with llmJudge on, then label).`);
  const done = await labelledRefs(out);
  const ref = (name: string): string => `${path.relative(path.dirname(out), report).split(path.sep).join("/")}#${name}`;
  const todo = judged.filter((w) => !done.has(ref(w.name)));
  if (todo.length < judged.length) io.stderr.write(`${judged.length - todo.length} of ${judged.length} already labelled in ${out}\n`);
  await mkdir(path.dirname(out), { recursive: true });
  const lines = createInterface({ input: stdin, terminal: false })[Symbol.asyncIterator]();
  let answered = 0;
  try {
    for (const [index, workflow] of todo.entries()) {
      io.stdout.write(`\n${labelItemLines(workflow, { index, total: todo.length }).join("\n")}\n`);
      const answer = await ask(lines, io);
      if (answer === "eof" && answered === 0 && !stdin.isTTY) throw new UsageError(NO_INPUT);
      if (answer === "eof" || answer === "quit") break;
      if (answer === "skip") continue;
      // The run's name, as the config resolves it ("x [claude-code]" under a host): the criterion calibrate looks up.
      const label = { reportRef: ref(workflow.name), criterion: workflow.name, human: answer };
      await appendFile(out, `${JSON.stringify(label)}\n`);
      answered += 1;
    }
  } finally {
    await lines.return?.();
  }
  io.stdout.write(`\n${answered} label${answered === 1 ? "" : "s"} appended to ${out}\n`);
  return EXIT.passed;
}

/** Reads answers until one reads as an answer; a wrong one is said and asked again. */
async function ask(lines: AsyncIterator<string>, io: CliIo): Promise<HumanLabel | "skip" | "quit" | "eof"> {
  for (;;) {
    io.stdout.write(QUESTION);
    const next = await lines.next();
    if (next.done) return "eof";
    const answer = parseAnswer(next.value);
    if (answer !== null) return answer;
    io.stdout.write(`  not an answer: give pass (p), fail (f), skip (s), quit (q), or a score from 0 to 1\n`);
  }
}

export function parseAnswer(text: string): HumanLabel | "skip" | "quit" | null {
  const word = text.trim().toLowerCase();
  const named = { p: "pass", pass: "pass", f: "fail", fail: "fail", s: "skip", skip: "skip", q: "quit", quit: "quit" } as const;
  if (Object.hasOwn(named, word)) return named[word as keyof typeof named];
  if (!/^(0(\.\d+)?|1(\.0+)?|\.\d+)$/.test(word)) return null;
  return Number(word);
}

/** stdin that is neither a terminal nor a pipe or file: /dev/null (CI's "no standard input"), a closed descriptor. */
function nothingPiped(stdin: NonNullable<CliIo["stdin"]>): boolean {
  if (stdin.isTTY) return false;
  if (stdin !== process.stdin) return false;
  try {
    const stats = fstatSync(0);
    return stats.isCharacterDevice();
  } catch {
    return true;
  }
}

/** The reportRefs already in the labels file; a line that is not a label is left for `judge calibrate` to report. */
async function labelledRefs(out: string): Promise<Set<string>> {
  const text = await readRegularFile(out, { encoding: "utf8" }).catch(() => "");
  const refs = new Set<string>();
  for (const line of text.split("\n")) {
    try {
      const parsed = JSON.parse(line) as { reportRef?: unknown; "report-ref"?: unknown };
      const ref = parsed.reportRef ?? parsed["report-ref"];
      if (typeof ref === "string") refs.add(ref);
    } catch {
      // Not JSON: not ours to judge here.
    }
  }
  return refs;
}
