import { z } from "zod";
import { clipText } from "../util/clip-text.js";

export const JudgeVerdictSchema = z.object({
  // Numeric strings ("0.8") are accepted; z.coerce would also turn null, "" and
  // booleans into 0/1 and let a malformed verdict through as a real score.
  score: z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value), z.number().min(0).max(1)),
  // Optional: a judge that gives only a score is read by the threshold (minScore), not failed.
  passed: z.boolean().optional(),
  reasoning: z.string(),
});

export type JudgeVerdict = z.infer<typeof JudgeVerdictSchema>;

/**
 * Reads the judge's verdict from model output. Models wrap JSON in prose or
 * code fences, so the first balanced `{...}` block is taken and checked with
 * zod. Returns an error message instead of throwing: a bad verdict is a
 * failed metric, not a crashed run.
 */
export function parseJudgeVerdict(text: string): { verdict: JudgeVerdict } | { error: string } {
  // Models put prose (even braces) before the JSON: try every balanced {...}
  // block in order and take the first that is a valid verdict.
  let firstProblem: string | undefined;
  for (const block of jsonObjectCandidates(text)) {
    let data: unknown;
    try {
      data = JSON.parse(block);
    } catch (error) {
      firstProblem ??= `the judge's JSON could not be parsed (${(error as Error).message}): ${clip(block)}`;
      continue;
    }
    const parsed = JudgeVerdictSchema.safeParse(data);
    if (parsed.success) return { verdict: parsed.data };
    firstProblem ??= `the judge's answer is not {score 0..1, passed?, reasoning}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}`;
  }
  return { error: firstProblem ?? `the judge did not answer with a JSON object: ${clip(text)}` };
}

function* jsonObjectCandidates(text: string): Generator<string> {
  for (let start = text.indexOf("{"); start !== -1; start = text.indexOf("{", start + 1)) {
    const end = balancedEnd(text, start);
    if (end !== undefined) yield text.slice(start, end + 1);
  }
}

function balancedEnd(text: string, start: number): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return i;
  }
  return undefined;
}

function clip(text: string): string {
  return clipText(text, 200);
}
