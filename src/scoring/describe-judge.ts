/**
 * The reports' text of the LLM judge's metric (judge/ scores it): its score
 * against the minimum, the model, and why, in the judge's words (or why the
 * judge could not judge): a bare score explains nothing.
 */
import type { MetricResult } from "../result/metric-result.js";
import type { JudgeMetric } from "./judge-metric.js";
import { scoreWords } from "./metric-words.js";

export function describeJudge(metric: JudgeMetric): Pick<MetricResult, "reason" | "headline" | "details"> {
  if (metric.skipped) return {};
  const why = metric.reasoning || metric.message;
  const details = why ? [{ kind: "text" as const, text: why }] : [];
  if (metric.passed) return metric.reasoning ? { details } : {};
  // Not graded: no score to show (it would read as a verdict); the message says why the judge could not judge.
  if (metric.notGraded === true)
    return { reason: ["not graded: ", { quote: metric.message }], headline: ["not graded (model ", { quote: metric.model }, ")"], details };
  return {
    reason: [`score ${scoreWords(metric.score)} below ${scoreWords(metric.minScore)}`, ...(why ? [": ", { quote: why }] : [])],
    headline: [`score ${scoreWords(metric.score)} (min ${scoreWords(metric.minScore)}, model `, { quote: metric.model }, ")"],
    ...(details.length > 0 ? { details } : {}),
  };
}
