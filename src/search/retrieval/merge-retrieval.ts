/**
 * The tool-retrieval metric of a sharded run: each shard ranked its own
 * workflows, so the merged metric is recomputed from the union of their
 * workflow entries (a mean of the shards' means would weigh them wrongly).
 */
import { scoreRetrieval } from "../../scoring/score-retrieval.js";
import type { RetrievalResult } from "../../result/retrieval-result.js";

/** The merged metric; null when no shard had one (undefined when none had the field at all, as in older reports). */
export function mergeRetrieval(parts: ReadonlyArray<RetrievalResult | null | undefined>): RetrievalResult | null | undefined {
  const present = parts.filter((part): part is RetrievalResult => part !== null && part !== undefined);
  if (present.length === 0) return parts.some((part) => part === null) ? null : undefined;
  const first = present[0]!;
  const modes = [...new Set(present.map((part) => part.mode))];
  const errors = [...new Set(present.map((part) => part.error).filter((error): error is string => typeof error === "string"))];
  // One shard may have fallen back to lexical ranking while another did not: the mix must be visible.
  if (modes.length > 1) errors.push(`the shards ranked with different modes (${modes.join(", ")})`);
  return scoreRetrieval({
    workflows: present.flatMap((part) => part.workflows),
    k: first.k,
    mode: first.mode,
    minRecallAtK: first.minRecallAtK,
    error: errors.length > 0 ? errors.join("; ") : null,
  });
}
