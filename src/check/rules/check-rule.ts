/**
 * One row of the check rule table: a stable id, the level a failure carries
 * (a MUST of the spec is an error, a SHOULD a warning, style and deprecations
 * info), the revision whose text states it, and the section that says so.
 */
import type { CheckLevel } from "../../result/check-report.js";
import { FROZEN_RULE_SETS } from "./rule-sets.js";
import { SENTENCES } from "./rule-sentences.js";

const FIRST_RULE_SET = FROZEN_RULE_SETS[0];

/** Revisions whose text a rule cites; "any" rules hold in every revision (JSON-RPC, stdio framing, hygiene). */
export type RuleEra = "2025-11-25" | "2026-07-28" | "any";

export interface CheckRule {
  id: string;
  level: CheckLevel;
  era: RuleEra;
  /** Path and anchor under the revision, e.g. "basic/transports#stdio"; null for mcpvals' own hygiene rules. */
  section: string | null;
  /** What the rule checks, one sentence (the docs table). */
  summary: string;
  /** The rule-set version the rule entered (rules/rule-sets.ts): newer than the pinned set, it is pending. */
  since: string;
  /**
   * The sentence of the spec (or RFC) the rule enforces, quoted; null where no MUST or SHOULD stands behind it
   * (mcpvals' own advice, kept at info level).
   */
  sentence: string | null;
}

const SPEC = "https://modelcontextprotocol.io/specification";

/** The spec link of a rule: its own revision, or 2025-11-25 for rules of every revision. */
export function specUrl(rule: CheckRule): string | undefined {
  if (rule.section === null) return undefined;
  return `${SPEC}/${rule.era === "any" ? "2025-11-25" : rule.era}/${rule.section}`;
}

/** Shorthand for the tables: `rule(id, level, era, section, summary, { sentence, since })`. */
export function rule(
  id: string,
  level: CheckLevel,
  era: RuleEra,
  section: string | null,
  summary: string,
  { sentence = SENTENCES[id] ?? null, since = FIRST_RULE_SET }: { sentence?: string | null; since?: string } = {},
): CheckRule {
  return { id, level, era, section, summary, since, sentence };
}
