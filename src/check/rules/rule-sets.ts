/**
 * Rule sets frozen per release: `check` judges by a named, versioned set
 * (mcpvals-2026.12), so an upgrade of mcpvals never reddens a green check. A
 * rule records the set it entered (`since`); a rule newer than the pinned set
 * is "pending": shown, never failing, until the user pins a set that has it.
 * `latest` opts in to every rule, pending ones included.
 */
import { UsageError } from "../../errors.js";

/** Frozen rule sets, oldest first; the last is the default. */
export const FROZEN_RULE_SETS = ["2026.12"] as const;
/** Where a rule added after the newest frozen set lands (pending until that set is frozen). */
export const NEXT_RULE_SET = "2027.03";
export const DEFAULT_RULE_SET = FROZEN_RULE_SETS[FROZEN_RULE_SETS.length - 1]!;

export interface RuleSet {
  /** The version judged by ("2026.12"), or NEXT_RULE_SET for `latest`. */
  version: string;
  /** Its name in reports: "mcpvals-2026.12" (or "mcpvals-latest (2027.03)"). */
  name: string;
}

/** The set `choice` (`--rules`, `check.rules`) names; undefined: the newest frozen set. */
export function resolveRuleSet(choice: string | undefined): RuleSet {
  const wanted = choice?.replace(/^mcpvals-/, "");
  if (wanted === undefined) return { version: DEFAULT_RULE_SET, name: `mcpvals-${DEFAULT_RULE_SET}` };
  if (wanted === "latest") return { version: NEXT_RULE_SET, name: `mcpvals-latest (${NEXT_RULE_SET})` };
  if (!(FROZEN_RULE_SETS as readonly string[]).includes(wanted))
    throw new UsageError(`--rules ${choice}: no such rule set; use latest or one of ${FROZEN_RULE_SETS.join(", ")}`);
  return { version: wanted, name: `mcpvals-${wanted}` };
}

/** A rule that entered after `pinned` is pending under it ("YYYY.MM" compares as text). */
export function isPending(since: string, pinned: string): boolean {
  return since > pinned;
}
