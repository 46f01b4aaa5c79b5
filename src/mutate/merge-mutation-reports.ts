/**
 * Combines the parts of a sharded `mcpvals mutate --shard i/N --json ...`
 * into the one report an unsharded mutate would have given: every mutant
 * once, the counts and the score recomputed, the gate applied to the whole.
 * The parts are untrusted files (artifacts a fork's job could have written):
 * each is checked against the report's schema, and parts that cannot be one
 * run are refused (shard-parts.ts, shared with run merges). A missing shard
 * is named and fails the merged report. Pure: no I/O.
 */
import { UsageError } from "../errors.js";
import { formatPath } from "../config/format-path.js";
import { accountShards, shardLabels } from "../eval/shard-parts.js";
import { MutationReportSchema, type MutantResult, type MutationReport } from "../result/mutation-report.js";
import type { ShardAccount } from "../result/shard-account.js";
import { scoreMutants } from "./score-mutants.js";

/** One shard's mutation report and the file it came from (for error messages). */
export interface MutationPart {
  file: string;
  report: MutationReport;
}

/** `json` (read from `file`) as a `mutate --json` report; errors name the file and the field. */
export function parseMutationJson(file: string, json: unknown): MutationReport {
  const parsed = MutationReportSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`${file} is not an mcpvals mutate JSON report: ${formatPath(issue.path)}: ${issue.message}`);
  }
  return parsed.data;
}

/** Options for {@link mergeMutationReports}. */
export interface MergeMutationOptions {
  /** The gate of the merged score. @default the parts' minScore (they must agree) */
  minScore?: number;
}

/** Merges the parts of one sharded mutate. Throws UsageError when the parts cannot be one run. */
export function mergeMutationReports(parts: readonly MutationPart[], options: MergeMutationOptions = {}): MutationReport {
  const shards = accountShards(
    parts.map(({ file, report }) => ({
      file,
      shard: report.shard,
      configHash: report.configHash ?? null,
      failed: ranNothing(report.mutants),
    })),
  );
  const ordered = [...parts].sort((a, b) => (a.report.shard?.index ?? 0) - (b.report.shard?.index ?? 0));
  const minScore = options.minScore ?? agreedMinScore(ordered);
  if (minScore !== null && !(minScore >= 0 && minScore <= 1))
    throw new UsageError(`--min-score must be a fraction from 0 to 1 (e.g. 0.8), got ${minScore}.`);
  const mutants = uniqueMutants(ordered);
  const score = scoreMutants(mutants, { minScore });
  const reasons = [...score.reasons, ...shardReasons(shards)];
  const first = ordered[0]!.report;
  const base = ordered.find((p) => p.report.baseline)?.report.baseline?.mutationScore;
  // Every part records the whole plan's offerings (they planned one set of mutants: the plan hashes agree).
  const offerings = ordered.find((p) => p.report.offerings)?.report.offerings;
  return {
    kind: "mutation",
    schemaVersion: 1,
    generator: first.generator,
    configPath: first.configPath,
    startedAt: ordered.map((p) => p.report.startedAt).sort()[0]!,
    // Shards run side by side: the slowest one is how long the run took.
    durationMs: Math.max(...ordered.map((p) => p.report.durationMs)),
    mutationScore: score.mutationScore,
    minScore,
    passed: reasons.length === 0,
    reasons,
    counts: score.counts,
    // Every shard ran the whole suite unmutated first: the slowest and the lowest stand for the run.
    unmutated: {
      durationMs: Math.max(...ordered.map((p) => p.report.unmutated.durationMs)),
      score: Math.min(...ordered.map((p) => p.report.unmutated.score)),
    },
    baseline:
      base === undefined
        ? null
        : { mutationScore: base, change: score.mutationScore === null || base === null ? null : score.mutationScore - base },
    shard: null,
    ...(shards ? { shards } : {}),
    configHash: first.configHash ?? null,
    mutants,
    ...(offerings ? { offerings } : {}),
  };
}

/** The parts' gate: they ran one config, so one minScore; parts that disagree (a `--min-score` on some) are refused. */
function agreedMinScore(parts: readonly MutationPart[]): number | null {
  const first = parts[0]!;
  const other = parts.find((p) => p.report.minScore !== first.report.minScore);
  if (other) {
    throw new UsageError(
      `${other.file} has minScore ${other.report.minScore} but ${first.file} has ${first.report.minScore}: give the merged gate with --min-score.`,
    );
  }
  return first.report.minScore;
}

/** Every mutant once: the same mutant in two parts must have come to the same status there. */
function uniqueMutants(parts: readonly MutationPart[]): MutantResult[] {
  const seen = new Map<string, { file: string; mutant: MutantResult }>();
  const mutants: MutantResult[] = [];
  for (const { file, report } of parts) {
    for (const mutant of report.mutants) {
      const earlier = seen.get(mutant.id);
      if (!earlier) {
        seen.set(mutant.id, { file, mutant });
        mutants.push(mutant);
      } else if (earlier.mutant.status !== mutant.status) {
        throw new UsageError(
          `Mutant ${JSON.stringify(mutant.id)} is ${earlier.mutant.status} in ${earlier.file} but ${mutant.status} in ${file}: the parts disagree, merge the parts of one run.`,
        );
      }
    }
  }
  return mutants;
}

/** No mutant of a part could run (none killed or survived, some infrastructure): the shard failed without a verdict. */
function ranNothing(mutants: readonly MutantResult[]): boolean {
  const { killed, survived, infrastructure } = scoreMutants(mutants, { minScore: null }).counts;
  return killed + survived === 0 && infrastructure > 0;
}

/** Why the merged report fails on its shards: one that sent no report, or ran no mutant, left its mutants unscored. */
function shardReasons(shards: ShardAccount | null): string[] {
  if (!shards) return [];
  const reasons: string[] = [];
  if (shards.missing.length > 0)
    reasons.push(
      `shard ${shardLabels(shards.missing, shards.total)} sent no report: its mutants never ran (rerun the shard's job, then merge again)`,
    );
  if (shards.failed.length > 0)
    reasons.push(`shard ${shardLabels(shards.failed, shards.total)} ran no mutant (every one infrastructure): see their details`);
  return reasons;
}
