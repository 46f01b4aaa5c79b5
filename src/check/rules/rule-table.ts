/**
 * The one table of `mcpvals check` rules: every check id with its level,
 * revision and spec section. The recorder stamps each outcome with its rule's
 * spec link, and docs/check-rules.md is generated from this table.
 */
import { AUTH_RULES } from "./auth-rules.js";
import { type CheckRule, specUrl } from "./check-rule.js";
import { HTTP_RULES } from "./http-rules.js";
import { HYGIENE_RULES } from "./hygiene-rules.js";
import { LIFECYCLE_RULES } from "./lifecycle-rules.js";
import { MESSAGE_RULES } from "./message-rules.js";
import { MODERN_RULES } from "./modern-rules.js";
import { OFFERING_RULES } from "./offering-rules.js";
import { WIRE_RULES } from "./wire-rules.js";
import { EXTENSION_RULES } from "../extensions/extension-rules.js";
import { FROZEN_RULE_SETS } from "./rule-sets.js";

export const CHECK_RULES: readonly CheckRule[] = [
  ...WIRE_RULES,
  ...MESSAGE_RULES,
  ...LIFECYCLE_RULES,
  ...OFFERING_RULES,
  ...MODERN_RULES,
  ...HTTP_RULES,
  ...AUTH_RULES,
  ...HYGIENE_RULES,
];

const BY_ID = new Map(CHECK_RULES.map((r) => [r.id, r]));
const EXTENSION_SINCE = new Map(EXTENSION_RULES.filter((r) => r.since !== undefined).map((r) => [r.id, r.since!]));

/** The rule of `id`, or undefined for ids outside the table (extension checks own their own). */
export function ruleOf(id: string): CheckRule | undefined {
  return BY_ID.get(id);
}

/** The rule-set version check `id` entered (extension rules: their own `since`, else the first set). */
export function sinceOf(id: string): string {
  return BY_ID.get(id)?.since ?? EXTENSION_SINCE.get(id) ?? FROZEN_RULE_SETS[0];
}

/** The spec link of check `id`, when the table has one. */
export function specOf(id: string): string | undefined {
  const found = BY_ID.get(id);
  return found ? specUrl(found) : undefined;
}
