/**
 * Every rule `check` can report, core and extension alike, in one shape
 * (id, level, spec link, summary): what the SARIF log's rule list and the
 * extension section of docs/check-rules.md are made from.
 */
import type { CheckLevel } from "../../result/check-report.js";
import { EXTENSION_RULES } from "../extensions/extension-rules.js";
import { specUrl } from "./check-rule.js";
import { CHECK_RULES } from "./rule-table.js";

export interface RuleInfo {
  id: string;
  level: CheckLevel;
  /** The spec (or SEP) section's URL; undefined for mcpvals' own hygiene rules. */
  spec: string | undefined;
  summary: string;
}

export const ALL_RULES: readonly RuleInfo[] = [
  ...CHECK_RULES.map((r) => ({ id: r.id, level: r.level, spec: specUrl(r), summary: r.summary })),
  ...EXTENSION_RULES.map((r) => ({ id: r.id, level: r.level, spec: r.spec, summary: r.summary })),
];
