/**
 * The optional LLM judge: shows a model the conversation, the tool calls and
 * the criterion (judge-prompt.ts: the run's text inside escaped data blocks),
 * and reads back {score, passed?, reasoning}, `repeats` times; the votes are
 * tallied by scoring (majority, mean score, a warning when they split). The
 * criterion is the workflow's expectedState when given, else whether the
 * user's requests were fulfilled.
 */
import { generateText, type LanguageModel } from "ai";
import type { JudgeMetric } from "../scoring/judge-metric.js";
import { describeModelError } from "../model/describe-model-error.js";
import { parseJudgeVerdict } from "../scoring/parse-judge-verdict.js";
import { tallyJudgeVotes, type JudgeBallot } from "../scoring/tally-judge-votes.js";
import type { Judge, JudgeInput } from "./judge.js";
import { JUDGE_SYSTEM_PROMPT, judgePrompt } from "./judge-prompt.js";

export interface RunJudgeOptions extends JudgeInput {
  model: LanguageModel;
  label: string;
  minScore: number;
  /** How many times the judge is asked; the verdict is the majority. @default 1 */
  repeats?: number;
}

type JudgeSettings = Pick<RunJudgeOptions, "model" | "label" | "minScore" | "repeats">;

/** A {@link Judge} backed by an AI SDK language model. */
export function createLlmJudge(settings: JudgeSettings): Judge {
  return { label: settings.label, judge: (input) => runJudge({ ...settings, ...input }) };
}

export async function runJudge({ label, minScore, repeats = 1, ...options }: RunJudgeOptions): Promise<JudgeMetric> {
  const prompt = judgePrompt(options.workflow, options.messages, options.toolCalls);
  const ballots: JudgeBallot[] = [];
  // One after the other: a cassette replays the judge's calls in order, and n parallel calls would trip rate limits.
  for (let vote = 0; vote < repeats; vote++) {
    const ballot = await askJudge({ ...options, label, prompt });
    ballots.push(ballot);
    // One ungraded vote leaves the metric ungraded: the rest would not change that.
    if ("error" in ballot) break;
  }
  return tallyJudgeVotes({ ballots, minScore, model: label });
}

async function askJudge({
  model,
  label,
  prompt,
  timeoutMs,
  signal,
}: Pick<RunJudgeOptions, "model" | "label" | "timeoutMs" | "signal"> & { prompt: string }): Promise<JudgeBallot> {
  let text: string;
  try {
    const result = await generateText({
      model,
      system: JUDGE_SYSTEM_PROMPT,
      prompt,
      abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      temperature: 0,
      // The model carries our retries (createLanguageModel); a second layer would multiply attempts.
      maxRetries: 0,
    });
    text = result.text;
  } catch (error) {
    return { error: `the judge failed: ${describeModelError(label, error)}` };
  }
  return parseJudgeVerdict(text);
}
