/** docs/check-rules.md, generated from the rule table (a test keeps the committed file in step). */
import { specUrl } from "./check-rule.js";
import { EXTENSION_RULES } from "../extensions/extension-rules.js";
import { CHECK_RULES } from "./rule-table.js";

export function renderRulesDoc(): string {
  const rows = CHECK_RULES.map((r) => {
    const link = specUrl(r);
    return `| \`${r.id}\` | ${r.level} | ${r.era} | ${link ? `[${r.section}](${link})` : "mcpvals hygiene"} | ${r.summary.replace(/\|/g, "\\|")} |`;
  });
  return [
    "# `mcpvals check` rules",
    "",
    "Generated from `src/check/rules/` by `__tests__/check/rules-doc.int.test.ts` (run it with `UPDATE_RULES_DOC=1` to rewrite this file).",
    "A MUST of the spec is an `error` (fails the run), a SHOULD a `warning`, style and deprecations `info`.",
    "Rules of one revision run only when the server speaks it and `--requirements` (default: every revision the server advertises) includes it.",
    "",
    "| id | level | revision | spec | what it checks |",
    "| --- | --- | --- | --- | --- |",
    ...rows,
    "",
    "## Extensions, Server Card and deprecations",
    "",
    "Checked only for a server that declares the extension in `capabilities.extensions`; Server Card rules are warnings at most (SEP-2127 is a proposal). See [check-extensions.md](check-extensions.md).",
    "",
    "| id | level | spec | what it checks |",
    "| --- | --- | --- | --- |",
    ...EXTENSION_RULES.map((r) => `| \`${r.id}\` | ${r.level} | [spec](${r.spec}) | ${r.summary.replace(/\|/g, "\\|")} |`),
    "",
  ].join("\n");
}
