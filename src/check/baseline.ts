/**
 * Known failures a team accepts for now (`--baseline FILE`), so `check` can
 * gate only new failures on an existing server; `--write-baseline FILE`
 * writes the current failures. A failure matches an entry by check id and
 * target (server, kind, name).
 */
import { readFile, writeFile } from "node:fs/promises";
import { z } from "zod";
import { UsageError } from "../errors.js";
import { formatPath } from "../config/format-path.js";
import type { CheckOutcome } from "../result/check-report.js";

const BaselineEntrySchema = z.strictObject({
  id: z.string(),
  server: z.string(),
  kind: z.enum(["server", "tool", "resource", "prompt"]),
  name: z.string().nullable(),
});
export const BaselineSchema = z.strictObject({ version: z.literal(1), expected: z.array(BaselineEntrySchema) });
export type Baseline = z.infer<typeof BaselineSchema>;

export async function readBaseline(file: string): Promise<Baseline> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new UsageError(`Cannot read the baseline ${file}: ${(error as Error).message}`, { cause: error });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`The baseline ${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  const parsed = BaselineSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(
      `The baseline ${file} is not a check baseline: ${formatPath(issue.path)}: ${issue.message} (write one with --write-baseline)`,
    );
  }
  return parsed.data;
}

/** The failures of a run as a baseline, sorted so the file diffs well. */
export function baselineOf(checks: readonly CheckOutcome[]): Baseline {
  const keys = new Map<string, z.infer<typeof BaselineEntrySchema>>();
  for (const c of checks.filter((c) => c.status === "failed" && c.level !== "info")) {
    const entry = { id: c.id, server: c.target.server, kind: c.target.kind, name: c.target.name };
    keys.set(JSON.stringify(entry), entry);
  }
  return { version: 1, expected: [...keys.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, e]) => e) };
}

export async function writeBaseline(file: string, baseline: Baseline): Promise<void> {
  await writeFile(file, `${JSON.stringify(baseline, null, 2)}\n`);
}

/** Marks the failures the baseline expects. */
export function applyBaseline(checks: readonly CheckOutcome[], baseline: Baseline | undefined): CheckOutcome[] {
  if (!baseline) return [...checks];
  const expected = new Set(baseline.expected.map((e) => JSON.stringify({ id: e.id, server: e.server, kind: e.kind, name: e.name })));
  return checks.map((c) =>
    c.status === "failed" && expected.has(JSON.stringify({ id: c.id, server: c.target.server, kind: c.target.kind, name: c.target.name }))
      ? { ...c, baselined: true }
      : c,
  );
}
