/**
 * The labels file of `mcpvals judge calibrate`: JSONL, one labelled item a
 * line (docs/judge-calibration.md). Each line is checked with zod, and its
 * criterion must name a workflow of the config (whose expectedState is what
 * the judge checks). Every problem names the file and the line; all of them
 * (up to a bound) are reported at once, as a config error (exit 2).
 */
import path from "node:path";
import { z } from "zod";
import type { ResolvedWorkflow } from "../../config/resolved-config.js";
import { formatPath } from "../../config/format-path.js";
import { ConfigError, describeError } from "../../errors.js";
import { HumanLabelSchema, type HumanLabel } from "../../result/judge-calibration.js";
import { clipText } from "../../util/clip-text.js";
import { readRegularFile } from "../../util/read-regular-file.js";

const TranscriptSchema = z.strictObject({
  messages: z.array(z.strictObject({ user: z.string(), assistant: z.string() })).min(1),
  toolCalls: z
    .array(
      z.strictObject({
        /** The message (from 0) the call belongs to. */
        step: z.number().int().min(0).default(0),
        tool: z.string().min(1),
        args: z.unknown().optional(),
        ok: z.boolean().default(true),
        result: z.string().default(""),
        error: z.string().optional(),
      }),
    )
    .default([]),
});

/** One line. `reportRef` ("report.json#workflow") and its spelling from the issue, `report-ref`, are the same field. */
export const LabelLineSchema = z
  .strictObject({
    transcript: TranscriptSchema.optional(),
    reportRef: z.string().min(1).optional(),
    "report-ref": z.string().min(1).optional(),
    criterion: z.string().min(1),
    human: HumanLabelSchema,
    /** Free text for the person labelling; ignored. */
    note: z.string().optional(),
  })
  .refine((line) => [line.transcript, line.reportRef, line["report-ref"]].filter((v) => v !== undefined).length === 1, {
    message: "give exactly one of transcript, reportRef (or report-ref)",
  });

export type LabelTranscript = z.infer<typeof TranscriptSchema>;

/** A labelled item, checked: its transcript inline, or where in which JSON report to find it. */
export interface LabelItem {
  line: number;
  criterion: ResolvedWorkflow;
  human: HumanLabel;
  source: { transcript: LabelTranscript } | { report: string; workflow: string };
}

/** Problems listed before the rest are counted: a wrong file is seen in the first few lines. */
const PROBLEM_LIMIT = 20;

export async function readLabels(options: {
  file: string;
  workflows: readonly ResolvedWorkflow[];
  signal?: AbortSignal;
}): Promise<LabelItem[]> {
  const { file, workflows, signal } = options;
  let text: string;
  try {
    text = await readRegularFile(file, { encoding: "utf8", signal });
  } catch (error) {
    throw new ConfigError(`Cannot read the labels file ${file}: ${describeError(error)}`, { file, cause: error });
  }
  const byName = new Map(workflows.map((w) => [w.name, w]));
  const items: LabelItem[] = [];
  const problems: Array<{ path: string; message: string }> = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    if (raw.trim() === "") return;
    const line = index + 1;
    const read = readLine(raw, line, path.dirname(file), byName);
    if ("problem" in read) problems.push({ path: `line ${line}`, message: read.problem });
    else items.push(read.item);
  });
  if (problems.length > 0) throw labelsError(file, problems, [...byName.keys()]);
  if (items.length === 0) throw new ConfigError(`The labels file ${file} has no labelled items (one JSON object a line).`, { file });
  return items;
}

function readLine(
  raw: string,
  line: number,
  baseDir: string,
  byName: ReadonlyMap<string, ResolvedWorkflow>,
): { item: LabelItem } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    // The parser's message quotes the text: say what, not the text itself.
    return { problem: "not a JSON object (each line is one JSON object)" };
  }
  const parsed = LabelLineSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return { problem: `${issue.path.length > 0 ? `${formatPath(issue.path)}: ` : ""}${issue.message}` };
  }
  const { criterion: name, human, transcript } = parsed.data;
  const criterion = byName.get(name);
  if (!criterion) return { problem: `unknown criterion "${clipText(name, 80)}": it names no workflow of the config` };
  if (transcript) return { item: { line, criterion, human, source: { transcript } } };
  const ref = (parsed.data.reportRef ?? parsed.data["report-ref"])!;
  const hash = ref.indexOf("#");
  if (hash <= 0 || hash === ref.length - 1) return { problem: `reportRef "${clipText(ref, 80)}" is not "REPORT.json#WORKFLOW"` };
  return { item: { line, criterion, human, source: { report: path.resolve(baseDir, ref.slice(0, hash)), workflow: ref.slice(hash + 1) } } };
}

function labelsError(file: string, problems: ReadonlyArray<{ path: string; message: string }>, names: readonly string[]): ConfigError {
  const shown = problems.slice(0, PROBLEM_LIMIT).map((p) => `  ${file}:${p.path.slice("line ".length)}: ${p.message}`);
  const more = problems.length > PROBLEM_LIMIT ? [`  … and ${problems.length - PROBLEM_LIMIT} more`] : [];
  const known = problems.some((p) => p.message.startsWith("unknown criterion"))
    ? [`  (criteria are workflow names: ${names.map((n) => `"${clipText(n, 60)}"`).join(", ") || "the config has none"})`]
    : [];
  return new ConfigError(
    [`The labels file ${file} has ${problems.length} bad line${problems.length === 1 ? "" : "s"}:`, ...shown, ...more, ...known].join("\n"),
    {
      file,
      issues: [...problems],
    },
  );
}
