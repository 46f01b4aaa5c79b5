/**
 * `ext/skills/manifest`: a skill entry's `resources` array is complete
 * ("When resources is an array, it MUST be complete. It lists every file of
 * the skill, each exactly once, including an entry whose uri equals the
 * skill's top-level uri"). Seen from outside: the SKILL.md entry is there, no
 * file is listed twice, and a file SKILL.md links to by a relative path that
 * the server serves is listed too (a link that reads nothing is a broken
 * link, not this rule).
 *
 * @see https://github.com/modelcontextprotocol/ext-skills/blob/main/specification/stable/skills.mdx#resources
 */
import { clipText } from "../../util/clip-text.js";
import { type CheckVerdict, fail, pass, skip } from "../check-recorder.js";

type Send = (method: string, params: Record<string, unknown>) => Promise<{ ok: boolean; result?: unknown }>;

export interface ManifestSkill {
  uri: string;
  resources: ReadonlyArray<{ uri: string }> | "dynamic";
}

/** Links followed per skill: enough to catch a missing file, bounded for a hostile SKILL.md. */
const MAX_LINKS = 20;

export async function manifestVerdict(send: Send, skill: ManifestSkill, skillMd: string | undefined): Promise<CheckVerdict> {
  if (skill.resources === "dynamic") return skip('resources is "dynamic": no manifest to hold complete');
  const listed = skill.resources.map((r) => r.uri);
  const problems: string[] = [];
  if (!listed.includes(skill.uri)) problems.push(`lists no entry for its own SKILL.md (${clipText(skill.uri, 80)})`);
  const twice = [...new Set(listed.filter((uri, i) => listed.indexOf(uri) !== i))];
  if (twice.length > 0) problems.push(`lists ${twice.map((u) => clipText(u, 60)).join(", ")} more than once`);
  for (const uri of linkedFiles(skill.uri, skillMd ?? "").filter((u) => !listed.includes(u))) {
    const read = await send("resources/read", { uri });
    if (read.ok) problems.push(`SKILL.md links ${clipText(uri, 80)}, which the server serves but the manifest does not list`);
  }
  return problems.length === 0 ? pass(`the manifest lists ${listed.length} file(s), SKILL.md included`) : fail(problems.join("; "));
}

/** Files SKILL.md links by relative path (markdown links), as URIs under the skill's directory. */
function linkedFiles(skillUri: string, markdown: string): string[] {
  if (!skillUri.endsWith("/SKILL.md")) return [];
  const dir = skillUri.slice(0, -"/SKILL.md".length);
  const found = new Set<string>();
  for (const match of markdown.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
    const target = match[1]!.split("#")[0]!;
    // Absolute URLs, anchors, absolute paths and climbs out of the skill are no file of this skill.
    if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("/") || target.split("/").includes("..")) continue;
    found.add(`${dir}/${target.replace(/^\.\//, "")}`);
    if (found.size >= MAX_LINKS) break;
  }
  return [...found];
}
