/**
 * mutation-scores.json in the config's state folder: the last mutation score
 * of each branch the action ran `mutate` for (its history key), so a pull
 * request's comment gives the change against its base branch's last score.
 * Read as untrusted (a cache restored into a pull request's job): zod,
 * bounded, and a bad file is a warning and a fresh start, never a failed run.
 */
import path from "node:path";
import { z } from "zod";
import { writeFileAtomic } from "../util/write-file-atomic.js";
import { readStateFile } from "./read-state-file.js";
import { withStateLock } from "./state-lock.js";

export const MUTATION_SCORES_FILE = "mutation-scores.json";
export const MUTATION_SCORES_VERSION = 1;
/** Branches kept, newest first: the folder stays bounded. */
export const MUTATION_SCORES_LIMIT = 20;

export const MutationScoreEntrySchema = z.object({
  /** The branch's history key (the action's baselineKey of a pull request into it). */
  branch: z.string().max(500),
  at: z.string().max(100),
  /** killed / (killed + survived); null when nothing was killed or survived. */
  mutationScore: z.number().min(0).max(1).nullable(),
});

export const MutationScoresFileSchema = z.object({
  version: z.literal(MUTATION_SCORES_VERSION),
  scores: z.array(MutationScoreEntrySchema).max(1_000),
});

export type MutationScoreEntry = z.infer<typeof MutationScoreEntrySchema>;

/** The last score recorded for `branch`: undefined when none (or the file was unreadable: `warning` says why). */
export async function readMutationScore(
  dir: string,
  branch: string,
  signal?: AbortSignal,
): Promise<{ entry: MutationScoreEntry | undefined; warning: string | null }> {
  const read = await readMutationScores(dir, signal);
  return { entry: read.scores.find((s) => s.branch === branch), warning: read.warning };
}

/** Records `entry` as its branch's last score, under the folder's lock. */
export async function recordMutationScore(dir: string, entry: MutationScoreEntry, signal?: AbortSignal): Promise<void> {
  await withStateLock(
    dir,
    async () => {
      const { scores } = await readMutationScores(dir, signal);
      const others = scores.filter((s) => s.branch !== entry.branch);
      const next = { version: MUTATION_SCORES_VERSION, scores: [entry, ...others].slice(0, MUTATION_SCORES_LIMIT) };
      await writeFileAtomic(path.join(dir, MUTATION_SCORES_FILE), `${JSON.stringify(next)}\n`);
    },
    signal ? { signal } : {},
  );
}

async function readMutationScores(dir: string, signal?: AbortSignal): Promise<{ scores: MutationScoreEntry[]; warning: string | null }> {
  const read = await readStateFile({
    path: path.join(dir, MUTATION_SCORES_FILE),
    schema: MutationScoresFileSchema,
    version: MUTATION_SCORES_VERSION,
    signal,
  });
  return { scores: read.data?.scores ?? [], warning: read.warning };
}
