/** docs/check-rules.md, generated from the rule table (a test keeps the committed file in step). */
import { specUrl } from "./check-rule.js";
import { EXTENSION_RULES } from "../extensions/extension-rules.js";
import { CHECK_RULES } from "./rule-table.js";
import { DEFAULT_RULE_SET, FROZEN_RULE_SETS, NEXT_RULE_SET } from "./rule-sets.js";

/** Text safe in one Markdown table cell. */
const cell = (text: string): string => text.replace(/\|/g, "\\|");

export function renderRulesDoc(): string {
  const rows = CHECK_RULES.map((r) => {
    const link = specUrl(r);
    const sentence = r.sentence ? `“${cell(r.sentence)}”` : "no MUST or SHOULD: mcpvals advice (info)";
    return `| \`${r.id}\` | ${r.level} | ${r.since} | ${r.era} | ${link ? `[${r.section}](${link})` : "mcpvals"} | ${cell(r.summary)} | ${sentence} |`;
  });
  return [
    "# `mcpvals check` rules",
    "",
    "Generated from `src/check/rules/` by `__tests__/check/rules-doc.int.test.ts` (run it with `UPDATE_RULES_DOC=1` to rewrite this file).",
    "A MUST of the spec (or an RFC) is an `error` (fails the run), a SHOULD a `warning`; a rule with no MUST or SHOULD behind it is advice, at `info`. Each rule quotes the sentence it enforces.",
    `\`check\` judges by a frozen rule set (default \`mcpvals-${DEFAULT_RULE_SET}\`; pin one with \`--rules\`, \`check.rules\` or the action's \`check-rules\`). A rule whose \`since\` is newer than the pinned set is *pending*: shown, never failing; \`--rules latest\` opts in to every rule. New rules enter ${NEXT_RULE_SET}.`,
    "Rules of one revision run only when the server speaks it and `--requirements` (default: every revision the server advertises) includes it.",
    "",
    "| id | level | since | revision | spec | what it checks | spec sentence |",
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
    "",
    "## Extensions, Server Card and deprecations",
    "",
    "Checked only for a server that declares the extension in `capabilities.extensions`; Server Card rules are warnings at most (SEP-2127 is a proposal). See [check-extensions.md](check-extensions.md).",
    "",
    "| id | level | since | spec | what it checks |",
    "| --- | --- | --- | --- | --- |",
    ...EXTENSION_RULES.map(
      (r) => `| \`${r.id}\` | ${r.level} | ${r.since ?? FROZEN_RULE_SETS[0]} | [spec](${r.spec}) | ${cell(r.summary)} |`,
    ),
    "",
  ].join("\n");
}
