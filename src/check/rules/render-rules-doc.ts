/** docs/check-rules.md, generated from the rule table (a test keeps the committed file in step). */
import { specUrl } from "./check-rule.js";
import { CHECK_RULES } from "./rule-table.js";

export function renderRulesDoc(): string {
  const rows = CHECK_RULES.map((r) => {
    const link = specUrl(r);
    return `| \`${r.id}\` | ${r.level} | ${r.era} | ${link ? `[${r.section}](${link})` : "mcpvals hygiene"} | ${r.summary.replace(/\|/g, "\\|")} |`;
  });
  return [
    "# `mcpvals check` rules",
    "",
    "Generated from `src/check/rules/` by `__tests__/check/rules-doc.test.ts` (run it with `UPDATE_RULES_DOC=1` to rewrite this file).",
    "A MUST of the spec is an `error` (fails the run), a SHOULD a `warning`, style and deprecations `info`.",
    "Rules of one revision run only when the server speaks it and `--requirements` (default: every revision the server advertises) includes it.",
    "",
    "| id | level | revision | spec | what it checks |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
  ].join("\n");
}
