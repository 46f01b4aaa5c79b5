/**
 * judge-calibration.json in the state folder: the last agreement `mcpvals
 * judge calibrate` measured, one entry per judge model and criterion set
 * (the criteria by name and the hash of their text, so a criterion edited
 * since is no longer covered). Read back as untrusted (zod; a bad file is a
 * warning and reads as empty, as every state file); written atomically under
 * the folder's lock.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { JudgeCalibrationSchema, type JudgeCalibration } from "../result/judge-calibration.js";
import { writeFileAtomic } from "../util/write-file-atomic.js";
import { readStateFile } from "./read-state-file.js";
import { withStateLock } from "./state-lock.js";

export const JUDGE_CALIBRATION_FILE = "judge-calibration.json";
export const JUDGE_CALIBRATION_FILE_VERSION = 1;
/** Entries kept: one per judge model and criterion set, the oldest dropped first. */
const ENTRY_LIMIT = 50;

/** A criterion as calibrated: its name (the workflow's) and the hash of its text. */
const CriterionKeySchema = z.object({ name: z.string(), hash: z.string() });

export const StoredCalibrationSchema = JudgeCalibrationSchema.extend({ criterionKeys: z.array(CriterionKeySchema) });

export const JudgeCalibrationFileSchema = z.object({
  version: z.literal(JUDGE_CALIBRATION_FILE_VERSION),
  entries: z.array(StoredCalibrationSchema).max(ENTRY_LIMIT * 2),
});

export type CriterionKey = z.infer<typeof CriterionKeySchema>;
export type StoredCalibration = z.infer<typeof StoredCalibrationSchema>;

/** The key of one criterion: its name and the SHA-256 of its lines (what the judge is shown as the criterion). */
export function criterionKey(name: string, lines: readonly string[]): CriterionKey {
  return { name, hash: createHash("sha256").update(JSON.stringify(lines)).digest("hex").slice(0, 16) };
}

/** Every stored calibration, and a warning when the file was unusable. Never throws for a bad or missing file. */
export async function readJudgeCalibrations(
  dir: string,
  signal?: AbortSignal,
): Promise<{ entries: StoredCalibration[]; warning: string | null }> {
  const read = await readStateFile({
    path: path.join(dir, JUDGE_CALIBRATION_FILE),
    schema: JudgeCalibrationFileSchema,
    version: JUDGE_CALIBRATION_FILE_VERSION,
    signal,
  });
  return { entries: read.data?.entries ?? [], warning: read.warning };
}

/** Stores a calibration, replacing the entry of the same judge model and criterion set. */
export async function saveJudgeCalibration(options: {
  dir: string;
  calibration: JudgeCalibration;
  criterionKeys: readonly CriterionKey[];
  signal?: AbortSignal;
}): Promise<void> {
  const { dir, calibration, signal } = options;
  const criterionKeys = [...options.criterionKeys].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const entry: StoredCalibration = { ...calibration, criterionKeys };
  const same = setKey(entry);
  await withStateLock(
    dir,
    async () => {
      const { entries } = await readJudgeCalibrations(dir, signal);
      const kept = entries.filter((e) => setKey(e) !== same).slice(-(ENTRY_LIMIT - 1));
      const file = { version: JUDGE_CALIBRATION_FILE_VERSION, entries: [...kept, entry] };
      await writeFileAtomic(path.join(dir, JUDGE_CALIBRATION_FILE), `${JSON.stringify(file, null, 2)}\n`);
    },
    { signal },
  );
}

/**
 * The newest calibration of `judgeModel` whose every criterion is still in `current` with the same text; null
 * when there is none.
 */
export function lastCalibration(
  entries: readonly StoredCalibration[],
  { judgeModel, current }: { judgeModel: string; current: readonly CriterionKey[] },
): JudgeCalibration | null {
  const now = new Map(current.map((c) => [c.name, c.hash]));
  const valid = entries.filter((e) => e.judgeModel === judgeModel && e.criterionKeys.every((c) => now.get(c.name) === c.hash));
  const newest = valid.sort((a, b) => Date.parse(b.measuredAt) - Date.parse(a.measuredAt))[0];
  if (!newest) return null;
  const { criterionKeys: _keys, ...calibration } = newest;
  return calibration;
}

function setKey(entry: Pick<StoredCalibration, "judgeModel" | "criterionKeys">): string {
  return JSON.stringify([entry.judgeModel, entry.criterionKeys.map((c) => [c.name, c.hash])]);
}
