/**
 * elicitation/create answered by the config's rules, in order: the first
 * rule whose `mode` and `match` fit the request decides. Accepted form
 * content is filled from the requested schema (given fields win) and
 * validated against it before it is sent; content that does not fit is not
 * sent: the request is declined and the reason recorded. URL mode is answered
 * per the spec: the action alone, never content (the URL is not opened).
 * Spec: https://modelcontextprotocol.io/specification/2025-11-25/client/elicitation
 */
import { matchesText } from "../../match/match-text.js";
import type { SchemaValidator } from "../requests/schema-validator.js";
import { autoContent } from "./auto-content.js";
import type { ElicitationRule } from "../../protocol/client-side-schema.js";
import type { AnsweredRequest } from "../../protocol/server-request.js";
import { summarizeContent, summarizeParams } from "../../protocol/summarize-request.js";

const METHOD = "elicitation/create";

export function answerElicitation(
  rules: readonly ElicitationRule[],
  params: Record<string, unknown> = {},
  validator: SchemaValidator,
): AnsweredRequest {
  const mode = params.mode === "url" ? "url" : "form";
  const summary = summarizeParams(METHOD, params);
  const index = findElicitationRule(rules, params);
  const rule = rules[index];
  if (!rule) {
    return decline(summary, `no client.elicitation rule matches this ${mode}-mode request`);
  }
  const which = `client.elicitation[${index}]${rule.match !== undefined ? ` (match ${JSON.stringify(rule.match)})` : ""}`;
  if (rule.action !== "accept" || mode === "url") {
    return {
      answer: { result: { action: rule.action } },
      record: { method: METHOD, params: summary, action: rule.action, answer: { action: rule.action }, reason: which },
    };
  }
  const schema = (params.requestedSchema ?? { type: "object", properties: {} }) as Record<string, unknown>;
  const content = autoContent(schema, rule.content === "auto" || rule.content === undefined ? {} : rule.content);
  const check = validator.check(schema, content);
  if (!check.valid) {
    return decline(summary, `${which}: the content does not match the requested schema (${check.errors}), so it was not sent`);
  }
  return {
    answer: { result: { action: "accept", content } },
    record: {
      method: METHOD,
      params: summary,
      action: "accept",
      answer: { action: "accept", content: summarizeContent(content) },
      reason: which,
    },
  };
}

/** Index of the first rule whose `mode` and `match` fit the request; -1 when none does. */
export function findElicitationRule(rules: readonly ElicitationRule[], params: Record<string, unknown>): number {
  const mode = params.mode === "url" ? "url" : "form";
  const message = typeof params.message === "string" ? params.message : "";
  return rules.findIndex(
    (rule) => (rule.mode === undefined || rule.mode === mode) && (rule.match === undefined || matchesText(message, rule.match)),
  );
}

function decline(params: Record<string, unknown>, reason: string): AnsweredRequest {
  return {
    answer: { result: { action: "decline" } },
    record: { method: METHOD, params, action: "decline", answer: { action: "decline" }, reason },
  };
}
