/**
 * The judge metric from its votes (`llmJudge.repeats`): each vote passes when
 * the judge did not say `passed: false` and its score reaches minScore; the
 * metric passes on a strict majority (a tie fails), its score is the mean,
 * and a split vote carries a warning. A vote that failed or answered
 * off-schema makes the metric "not graded": an infrastructure outcome, never
 * a silent 0 or 1. Pure.
 */
import type { JudgeMetric, JudgeVote } from "./judge-metric.js";
import { round } from "../util/round.js";
import type { JudgeVerdict } from "./parse-judge-verdict.js";

/** One call of the judge: its verdict, or why there is none (the call failed, the answer was off-schema). */
export type JudgeBallot = { verdict: JudgeVerdict } | { error: string };

export interface TallyJudgeVotesOptions {
  ballots: readonly JudgeBallot[];
  minScore: number;
  /** The judge model, for the report. */
  model: string;
}

export function tallyJudgeVotes({ ballots, minScore, model }: TallyJudgeVotesOptions): JudgeMetric {
  const base = { skipped: false, minScore, model };
  const count = ballots.length;
  const failed = ballots.findIndex((ballot) => "error" in ballot);
  if (failed !== -1 || count === 0) {
    const ballot = ballots[failed];
    const why = ballot && "error" in ballot ? ballot.error : "the judge gave no vote";
    const which = count > 1 ? ` (vote ${failed + 1} of ${count})` : "";
    return { ...base, passed: false, notGraded: true, score: 0, reasoning: "", message: `not graded${which}: ${why}` };
  }
  const verdicts = ballots.map((ballot) => (ballot as { verdict: JudgeVerdict }).verdict);
  const votes: JudgeVote[] = verdicts.map(({ score, passed }) => ({ score, passed: passed !== false && score >= minScore }));
  const passes = votes.filter((vote) => vote.passed).length;
  const passed = passes * 2 > count;
  const score = round(votes.reduce((sum, vote) => sum + vote.score, 0) / count);
  // The reasoning shown argues for the verdict that stands.
  const reasoning = verdicts[votes.findIndex((vote) => vote.passed === passed)]?.reasoning ?? "";
  if (count === 1) return { ...base, passed, score, reasoning, message: singleVoteMessage(verdicts[0]!, minScore) };
  const split = passes !== 0 && passes !== count;
  return {
    ...base,
    passed,
    score,
    reasoning,
    message: `${passes} of ${count} votes passed (mean score ${score}, min ${minScore})`,
    votes,
    ...(split ? { warning: splitWarning(votes, passes) } : {}),
  };
}

function singleVoteMessage({ score, passed }: JudgeVerdict, minScore: number): string {
  if (passed !== false && score >= minScore) return `score ${score} >= ${minScore}`;
  if (passed === undefined) return `score ${score} is below minScore ${minScore} (the judge gave no passed, so the score decides)`;
  return `score ${score}${passed ? "" : ", judged failed"} (needs passed and >= ${minScore})`;
}

/** "the judge's votes split 2-1 (scores 0.9, 0.3, 0.8; sd 0.27): ..." */
function splitWarning(votes: readonly JudgeVote[], passes: number): string {
  const scores = votes.map((vote) => vote.score);
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  const sd = Math.sqrt(scores.reduce((sum, s) => sum + (s - mean) ** 2, 0) / scores.length);
  return (
    `the judge's votes split ${passes}-${votes.length - passes} (scores ${scores.join(", ")}; sd ${round(sd, 2)}): ` +
    "a noisy verdict; sharpen the criterion (expectedState) or raise llmJudge.repeats"
  );
}
