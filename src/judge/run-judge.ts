/**
 * The optional LLM judge: shows a model the conversation, the tool calls and
 * the criterion, and reads back {score, passed, reasoning}. The criterion is
 * the workflow's expectedState when given, else whether the user's requests
 * were fulfilled.
 */
import { generateText, type LanguageModel } from "ai";
import type { ResolvedWorkflow } from "../config/resolved-config.js";
import type { JudgeMetric } from "../result/workflow-metrics.js";
import type { ToolCallRecord } from "../result/tool-call-record.js";
import type { StepMessage } from "../agent/driver.js";
import { describeModelError } from "../model/describe-model-error.js";
import { parseJudgeVerdict } from "../scoring/parse-judge-verdict.js";
import { clipText } from "../util/clip-text.js";
import type { Judge, JudgeInput } from "./judge.js";

export interface RunJudgeOptions extends JudgeInput {
  model: LanguageModel;
  label: string;
  minScore: number;
}

/** A {@link Judge} backed by an AI SDK language model. */
export function createLlmJudge({ model, label, minScore }: Pick<RunJudgeOptions, "model" | "label" | "minScore">): Judge {
  return { label, judge: (input) => runJudge({ model, label, minScore, ...input }) };
}

export const JUDGE_SYSTEM_PROMPT =
  "You are an evaluation judge for an AI assistant that uses tools from an MCP server. " +
  "Judge whether the assistant met the criterion, using the conversation and the tool calls as evidence. " +
  'Answer with only a JSON object: {"score": <number 0..1>, "passed": <boolean>, "reasoning": "<one or two sentences>"}.';

export async function runJudge({
  model,
  label,
  minScore,
  workflow,
  messages,
  toolCalls,
  timeoutMs,
  signal,
}: RunJudgeOptions): Promise<JudgeMetric> {
  const base = { skipped: false, minScore, model: label };
  let text: string;
  try {
    const result = await generateText({
      model,
      system: JUDGE_SYSTEM_PROMPT,
      prompt: judgePrompt(workflow, messages, toolCalls),
      abortSignal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]),
      temperature: 0,
      // The model carries our retries (createLanguageModel); a second layer would multiply attempts.
      maxRetries: 0,
    });
    text = result.text;
  } catch (error) {
    return { ...base, passed: false, score: 0, reasoning: "", message: `the judge failed: ${describeModelError(label, error)}` };
  }
  const parsed = parseJudgeVerdict(text);
  if ("error" in parsed) return { ...base, passed: false, score: 0, reasoning: "", message: parsed.error };
  const { score, passed, reasoning } = parsed.verdict;
  const ok = passed && score >= minScore;
  return {
    ...base,
    passed: ok,
    score,
    reasoning,
    message: ok ? `score ${score} >= ${minScore}` : `score ${score}${passed ? "" : ", judged failed"} (needs passed and >= ${minScore})`,
  };
}

function judgePrompt(workflow: ResolvedWorkflow, messages: StepMessage[], toolCalls: ToolCallRecord[]): string {
  const criteria = [
    ...workflow.steps.flatMap((s, i) => (s.expectedState ? [`After message ${i + 1}: ${s.expectedState}`] : [])),
    ...(workflow.expectedState ? [`At the end: ${workflow.expectedState}`] : []),
  ];
  const lines = [
    `Workflow: ${workflow.name}${workflow.description ? ` (${workflow.description})` : ""}`,
    "",
    "Criterion:",
    criteria.length > 0 ? criteria.map((c) => `- ${c}`).join("\n") : "- The assistant fulfilled every user request correctly.",
    "",
    "Conversation:",
    ...messages.flatMap((m) => [`USER: ${m.user}`, ...callsOf(toolCalls, m.step), `ASSISTANT: ${m.assistant || "(no text)"}`]),
  ];
  return lines.join("\n");
}

function callsOf(calls: ToolCallRecord[], step: number): string[] {
  return calls
    .filter((c) => c.step === step)
    .map((c) => `TOOL ${c.tool}(${JSON.stringify(c.args)}) -> ${c.ok ? clipText(c.resultText, 800) : `ERROR ${c.errorKind}: ${c.error}`}`);
}
