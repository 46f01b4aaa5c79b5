/**
 * The verdict of a run as data, written once by finishRun (and by merge) and
 * only read after that: by every reporter, the action's gate and the exit
 * code. A report written before these fields existed gets them derived once
 * where it is read back (eval/merge-results.ts readResultFile).
 */
import { z } from "zod";

/** `nothing-to-run`: a shard that got no workflow and no suite (`--shard 3/4` of 2 items). */
export const RunStatusSchema = z.enum(["passed", "failed", "cancelled", "nothing-to-run"]);

export const RunVerdictSchema = z.object({
  /** What the run came to, beyond pass or fail: cancelled, or an empty shard (which is not a failure). */
  status: RunStatusSchema,
  /** Why the run failed, one line each (score, tool-retrieval gate, regression gate, token budget); empty when it passed. */
  reasons: z.array(z.string()),
  /** Why nothing got a verdict (cancelled, no server answered, nothing to evaluate); null when something did, or the run passed. */
  notEvaluated: z.string().nullable(),
  /**
   * True when the run failed only for infrastructure: every failed workflow and tool test could not run (a server
   * that did not start, a model endpoint that failed, a cancelled run) and no gate failed on its own. Exit code 3.
   */
  infrastructure: z.boolean(),
});

export type RunStatus = z.infer<typeof RunStatusSchema>;
export type RunVerdict = z.infer<typeof RunVerdictSchema>;
