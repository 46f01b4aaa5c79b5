import { z } from "zod";

export const JudgeVerdictSchema = z.object({
  score: z.coerce.number().min(0).max(1),
  passed: z.boolean(),
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
  const json = firstJsonObject(text);
  if (json === undefined) return { error: `the judge did not answer with a JSON object: ${clip(text)}` };
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    return { error: `the judge's JSON could not be parsed (${(error as Error).message}): ${clip(json)}` };
  }
  const parsed = JudgeVerdictSchema.safeParse(data);
  if (!parsed.success) {
    return { error: `the judge's answer is not {score 0..1, passed, reasoning}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}` };
  }
  return { verdict: parsed.data };
}

function firstJsonObject(text: string): string | undefined {
  const start = text.indexOf("{");
  if (start === -1) return undefined;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === "{") depth++;
    else if (ch === "}" && --depth === 0) return text.slice(start, i + 1);
  }
  return undefined;
}

function clip(text: string): string {
  return text.length > 200 ? `${text.slice(0, 200)}…` : text;
}
