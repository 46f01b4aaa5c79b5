/**
 * docs/check-rules.md is generated from the rule table and must match it, so
 * the docs list every check id with its level and spec link; and every id a
 * check records is in the table with the level the table gives it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { renderRulesDoc } from "../../src/check/rules/render-rules-doc.js";
import { CHECK_RULES } from "../../src/check/rules/rule-table.js";

const DOC = fileURLToPath(new URL("../../docs/check-rules.md", import.meta.url));
const SRC = fileURLToPath(new URL("../../src/check/", import.meta.url));

test("docs/check-rules.md is the rendered rule table", () => {
  if (process.env.UPDATE_RULES_DOC === "1") writeFileSync(DOC, renderRulesDoc());
  expect(readFileSync(DOC, "utf8")).toBe(renderRulesDoc());
});

test("rule ids are unique and every 2026 or 2025 rule links its revision", () => {
  const ids = CHECK_RULES.map((r) => r.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const rule of CHECK_RULES.filter((r) => r.era !== "any")) expect(rule.section).not.toBeNull();
});

test("levels match the spec: an error or warning rule quotes its MUST or SHOULD; a rule with none is info", () => {
  for (const rule of CHECK_RULES) {
    if (rule.level !== "info") expect([rule.id, rule.sentence]).toEqual([rule.id, expect.stringMatching(/\b(MUST|SHOULD)\b/)]);
    expect(rule.since).toMatch(/^\d{4}\.\d{2}$/);
  }
});

test("every id the checks record is in the table, at the table's level", async () => {
  const { readdirSync } = await import("node:fs");
  const files = readdirSync(SRC).filter((f) => f.endsWith(".ts"));
  const used = new Map<string, string>();
  for (const file of files) {
    const text = readFileSync(`${SRC}${file}`, "utf8");
    for (const match of text.matchAll(/"([a-z0-9-]+\/[a-z0-9-]+)",\s*\n?\s*"(error|warning|info)"/g)) used.set(match[1]!, match[2]!);
  }
  expect(used.size).toBeGreaterThan(40);
  const table = new Map(CHECK_RULES.map((r) => [r.id, r.level]));
  for (const [id, level] of used) expect([id, table.get(id)]).toEqual([id, level]);
});
