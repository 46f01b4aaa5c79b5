import { tallyJudgeVotes, type JudgeBallot } from "../../src/scoring/tally-judge-votes.js";

const vote = (score: number, passed?: boolean, reasoning = `r${score}`): JudgeBallot => ({
  verdict: { score, reasoning, ...(passed === undefined ? {} : { passed }) },
});
const tally = (ballots: JudgeBallot[], minScore = 0.7) => tallyJudgeVotes({ ballots, minScore, model: "openai:gpt-4o" });

describe("tallyJudgeVotes", () => {
  it("one vote: passed and score >= minScore passes, without votes or warning", () => {
    expect(tally([vote(0.8, true, "good")])).toEqual({
      skipped: false,
      minScore: 0.7,
      model: "openai:gpt-4o",
      passed: true,
      score: 0.8,
      reasoning: "good",
      message: "score 0.8 >= 0.7",
    });
    expect(tally([vote(0.9, false)])).toMatchObject({ passed: false, message: "score 0.9, judged failed (needs passed and >= 0.7)" });
    expect(tally([vote(0.5, true)])).toMatchObject({ passed: false });
  });

  it("a score without passed is read by the threshold, not failed", () => {
    expect(tally([vote(0.9)])).toMatchObject({ passed: true, score: 0.9, message: "score 0.9 >= 0.7" });
    expect(tally([vote(0.6)])).toMatchObject({
      passed: false,
      message: expect.stringMatching(/below minScore 0\.7 \(the judge gave no passed/),
    });
  });

  it("several votes: the strict majority decides, the score is their mean, the reasoning argues for the verdict", () => {
    const metric = tally([vote(0.9, true, "yes"), vote(0.2, false, "no"), vote(0.8, true, "yes too")]);
    expect(metric).toMatchObject({
      passed: true,
      score: 0.6333,
      reasoning: "yes",
      message: "2 of 3 votes passed (mean score 0.6333, min 0.7)",
      votes: [
        { score: 0.9, passed: true },
        { score: 0.2, passed: false },
        { score: 0.8, passed: true },
      ],
    });
    expect(metric.warning).toBe(
      "the judge's votes split 2-1 (scores 0.9, 0.2, 0.8; sd 0.31): a noisy verdict; sharpen the criterion (expectedState) or raise llmJudge.repeats",
    );
    expect(tally([vote(0.1, false, "no"), vote(0.9, true), vote(0.2, false)])).toMatchObject({ passed: false, reasoning: "no" });
  });

  it("a tie fails; unanimous votes carry no warning", () => {
    expect(tally([vote(0.9, true), vote(0.1, false)])).toMatchObject({ passed: false, warning: expect.stringMatching(/split 1-1/) });
    const unanimous = tally([vote(0.9, true), vote(0.8, true), vote(1, true)]);
    expect(unanimous.passed).toBe(true);
    expect(unanimous).not.toHaveProperty("warning");
  });

  it("a vote that failed or answered off-schema leaves the metric not graded, never a 0 or 1 verdict", () => {
    expect(tally([{ error: "the judge failed: HTTP 500" }])).toEqual({
      skipped: false,
      minScore: 0.7,
      model: "openai:gpt-4o",
      passed: false,
      notGraded: true,
      score: 0,
      reasoning: "",
      message: "not graded: the judge failed: HTTP 500",
    });
    expect(tally([vote(0.9, true), { error: "off-schema" }])).toMatchObject({
      notGraded: true,
      message: "not graded (vote 2 of 2): off-schema",
    });
    expect(tally([])).toMatchObject({ notGraded: true });
  });
});
