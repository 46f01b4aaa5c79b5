/**
 * Budget: did one run of a workflow stay within the tool calls and tokens its
 * `budget` allows? Absent when the workflow sets no budget.
 *
 * Tool calls are every call the run made, failed ones included (each cost a
 * round trip and a model step all the same). Tokens are the agent model's
 * input plus output over all steps, as its provider reported them, plus, in
 * a conversation, the simulated user's model's (the run's whole spend); the
 * judge's calls are not counted. Tokens that cannot be known are never a pass:
 * - no model ran (the scripted driver: no usage at all): the tokens limit is
 *   not checked and the metric says so in a `warning` shown beside its verdict
 *   (skipped when tokens were its only limit: `--model scripted` checks what it can);
 * - a model ran but reported no usage (zero tokens): the metric is not graded,
 *   an infrastructure outcome like a judge that failed, unless the tool calls
 *   already failed it. The user asked for a limit nobody can check.
 */
import type { Workflow } from "../config/workflow-schema.js";
import type { MetricBlock, MetricResult } from "../result/metric-result.js";
import type { Usage } from "../result/usage.js";
import { groupDigits } from "../util/group-digits.js";
import type { WorkflowTrace } from "./workflow-trace.js";

export type WorkflowBudget = NonNullable<Workflow["budget"]>;

/** One limit against what the run used; `used` is null when it cannot be known (see `unknown`). */
export interface BudgetCheck {
  used: number | null;
  budget: number;
  /** Why `used` is null: no model ran, or the model reported no usage. */
  unknown?: "no-model" | "not-reported";
}

/** The uniform fields, plus each limit the budget sets (absent when it sets none). */
export interface BudgetMetric extends MetricResult {
  toolCalls?: BudgetCheck;
  tokens?: BudgetCheck;
}

const NO_MODEL = "tokens not checked: no model usage was recorded (the scripted driver uses no model)";
const NOT_REPORTED =
  "the model reported no token usage, so budget.tokens cannot be checked: use a provider that reports usage, or remove budget.tokens";

export function scoreBudget(
  budget: WorkflowBudget | undefined,
  trace: Pick<WorkflowTrace, "toolCalls" | "usage">,
): BudgetMetric | undefined {
  if (budget === undefined) return undefined;
  const limits = {
    ...(budget.toolCalls !== undefined ? { toolCalls: { used: trace.toolCalls.length, budget: budget.toolCalls } } : {}),
    ...(budget.tokens !== undefined ? { tokens: tokensCheck(trace.usage ?? null, budget.tokens) } : {}),
  };
  const parts = [
    ...(limits.toolCalls ? [{ noun: "tool call", check: limits.toolCalls }] : []),
    ...(limits.tokens ? [{ noun: "token", check: limits.tokens }] : []),
  ];
  const judged = parts.filter((p) => p.check.used !== null);
  const over = judged.filter((p) => p.check.used! > p.check.budget);
  const message = parts.map(partText).join("; ") || "the budget sets no limit";
  const details: MetricBlock[] = [{ kind: "entries", columns: ["Limit", "Verdict", "Used"], rows: parts.map(partRow) }];
  const text = { message, headline: message, details };
  if (over.length > 0) {
    const score = Math.min(...judged.map((p) => Math.max(0, Math.min(1, p.check.budget / p.check.used!))));
    return { passed: false, skipped: false, score, ...text, reason: over.map(partText).join("; "), ...limits };
  }
  if (limits.tokens?.unknown === "not-reported") {
    return { passed: false, skipped: false, notGraded: true, score: 0, ...text, message: `not graded: ${message}`, ...limits };
  }
  const warning = limits.tokens?.unknown === "no-model" ? { warning: NO_MODEL } : {};
  if (judged.length === 0) return { passed: true, skipped: true, ...text, ...warning, ...limits };
  return { passed: true, skipped: false, score: 1, ...text, ...warning, ...limits };
}

function tokensCheck(usage: Usage | null, budget: number): BudgetCheck {
  if (usage === null) return { used: null, budget, unknown: "no-model" };
  const used = usage.inputTokens + usage.outputTokens;
  // A model call always reads some input: zero means the provider did not say.
  return used > 0 ? { used, budget } : { used: null, budget, unknown: "not-reported" };
}

/** "7 tool calls over a budget of 5". */
function partText({ noun, check }: { noun: string; check: BudgetCheck }): string {
  if (check.unknown === "no-model") return NO_MODEL;
  if (check.unknown === "not-reported" || check.used === null) return NOT_REPORTED;
  const within = check.used <= check.budget ? "within" : "over";
  return `${count(check.used, noun)} ${within} a budget of ${groupDigits(check.budget)}`;
}

/** One row per limit: "tool calls [over]: 7 used, budget 5" in text reports, three columns in tables. */
function partRow({ noun, check }: { noun: string; check: BudgetCheck }): { name: string; kind: string; text: string } {
  const budget = `budget ${groupDigits(check.budget)}`;
  if (check.used === null)
    return { name: `${noun}s`, kind: "not checked", text: `${check.unknown === "no-model" ? "no model" : "not reported"}, ${budget}` };
  return { name: `${noun}s`, kind: check.used > check.budget ? "over" : "within", text: `${groupDigits(check.used)} used, ${budget}` };
}

function count(n: number, singular: string): string {
  return `${groupDigits(n)} ${n === 1 ? singular : `${singular}s`}`;
}
