/**
 * Skills (`io.modelcontextprotocol/skills`, SEP-2640), checked only on a
 * server that declares it: `skills/list` entries and pagination, `skills/get`
 * answering the listed entry, and every listed file read back against its
 * SHA-256 digest and size (a host refuses a file that does not match).
 *
 * @see https://github.com/modelcontextprotocol/ext-skills/blob/main/specification/stable/skills.mdx
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import type { ExtensionPeer } from "./extension-peer.js";
import { MODERN_PROTOCOL_VERSION } from "../../protocol/protocol-schema.js";
import { clipText } from "../../util/clip-text.js";
import { type CheckRecorder, type CheckVerdict, fail, pass, skip } from "../check-recorder.js";
import { issuesText } from "./issues-text.js";
import { manifestVerdict } from "./skills-manifest.js";

export const SKILLS_EXTENSION = "io.modelcontextprotocol/skills";
const MAX_PAGES = 20;
/** Files read back per run: enough to catch a stale digest without reading a huge catalog whole. */
const MAX_FILES = 50;

const SkillSchema = z.object({
  uri: z.string(),
  frontmatter: z.looseObject({ name: z.string().min(1), description: z.string().min(1) }),
  resources: z.union([
    z.array(
      z.looseObject({
        uri: z.string(),
        digest: z.string().regex(/^sha256:[0-9a-f]{64}$/, 'must be "sha256:" and 64 lowercase hex digits'),
        size: z.number().int().nonnegative(),
      }),
    ),
    z.literal("dynamic"),
  ]),
});
type Skill = z.infer<typeof SkillSchema>;
const CacheSchema = z.object({ ttlMs: z.number().int().nonnegative(), cacheScope: z.enum(["public", "private"]) });
const ListSchema = z.object({ skills: z.array(SkillSchema), nextCursor: z.string().optional() });

export async function skillsChecks(
  recorder: CheckRecorder,
  connection: ExtensionPeer,
  { era, signal }: { era: string; signal: AbortSignal },
): Promise<void> {
  const server = recorder.target();
  const send = (method: string, params: Record<string, unknown>) => connection.exchange(method, params, { era, signal });
  const modern = era === MODERN_PROTOCOL_VERSION;
  const skills: Skill[] = [];
  await recorder.check("ext/skills/list", "error", server, async (): Promise<CheckVerdict> => {
    let cursor: string | undefined;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const reply = await send("skills/list", cursor === undefined ? {} : { cursor });
      if (!reply.ok) return fail(`skills/list failed on page ${page}: ${reply.code ?? "no code"} ${clipText(reply.message, 100)}`);
      const parsed = ListSchema.safeParse(reply.result);
      if (!parsed.success) return fail(`skills/list page ${page}: ${issuesText(parsed.error)}`);
      const cache = CacheSchema.safeParse(reply.result);
      if (modern && !cache.success) return fail(`skills/list page ${page} (${era}): ${issuesText(cache.error)}`);
      skills.push(...parsed.data.skills);
      if (parsed.data.nextCursor === undefined)
        return pass(`${skills.length} skill${skills.length === 1 ? "" : "s"} in ${page} page${page === 1 ? "" : "s"}`);
      if (parsed.data.nextCursor === cursor) return fail(`skills/list repeats cursor "${clipText(cursor, 40)}"`);
      cursor = parsed.data.nextCursor;
    }
    return fail(`skills/list still had a nextCursor after ${MAX_PAGES} pages`);
  });
  if (skills.length === 0) {
    recorder.add("ext/skills/get", "error", server, skip("no skill listed"));
    return recorder.add("ext/skills/digest", "error", server, skip("no skill listed"));
  }
  await recorder.check("ext/skills/get", "error", server, async () => {
    const uri = `skill://mcpvals-no-such-skill-${Math.random().toString(36).slice(2, 8)}/SKILL.md`;
    const reply = await send("skills/get", { uri });
    return reply.ok
      ? fail(`skills/get of unknown skill "${uri}" succeeded: ${clipText(JSON.stringify(reply.result), 100)}`)
      : pass(`skills/get of an unknown skill is an error (${reply.code ?? "no code"})`);
  });
  for (const skill of skills.slice(0, 10)) {
    const target = recorder.target("resource", skill.uri);
    const name = skill.frontmatter.name;
    recorder.add(
      "ext/skills/name",
      "error",
      target,
      /^[^/\\]+$/.test(name) && name !== "." && name !== ".."
        ? pass(`"${clipText(name, 64)}" is one path segment`)
        : fail(`skill name "${clipText(name, 64)}" is not a single path segment (a host stores the skill in a folder of that name)`),
    );
    await recorder.check("ext/skills/frontmatter", "error", target, () => frontmatterVerdict(send, skill));
    await recorder.check("ext/skills/manifest", "error", target, async () => manifestVerdict(send, skill, await skillText(send, skill)));
  }
  for (const skill of skills.slice(0, 10)) {
    await recorder.check("ext/skills/get", "error", recorder.target("resource", skill.uri), async () => {
      const reply = await send("skills/get", { uri: skill.uri });
      if (!reply.ok) return fail(`skills/get failed: ${reply.code ?? "no code"} ${clipText(reply.message, 100)}`);
      const got = SkillSchema.safeParse(reply.result.skill);
      if (!got.success) return fail(`skills/get: skill ${issuesText(got.error)}`);
      return sameEntry(skill, got.data)
        ? pass("skills/get answers the listed entry")
        : fail("skills/get answers another entry than skills/list (uri, frontmatter or file digests differ)");
    });
  }
  const files = skills.flatMap((skill) => (skill.resources === "dynamic" ? [] : skill.resources));
  if (files.length === 0)
    return recorder.add("ext/skills/digest", "error", server, skip('every listed skill has "dynamic" resources: no digest to check'));
  for (const file of files.slice(0, MAX_FILES)) {
    await recorder.check("ext/skills/digest", "error", recorder.target("resource", file.uri), async () => {
      const reply = await send("resources/read", { uri: file.uri });
      if (!reply.ok) return fail(`resources/read failed: ${reply.code ?? "no code"} ${clipText(reply.message, 100)}`);
      const bytes = contentBytes(reply.result);
      if (!bytes) return fail("resources/read answered no text or blob content");
      const digest = `sha256:${createHash("sha256").update(bytes).digest("hex")}`;
      if (digest !== file.digest) return fail(`content hashes to ${digest}, listed as ${file.digest}`);
      return bytes.length === file.size
        ? pass(`content matches its digest (${bytes.length} bytes)`)
        : fail(`content is ${bytes.length} bytes, listed as ${file.size}`);
    });
  }
}

/** The SKILL.md the entry points at says the name and description its entry lists. */
async function frontmatterVerdict(
  send: (
    method: string,
    params: Record<string, unknown>,
  ) => Promise<{ ok: boolean; result?: unknown; code?: number | null; message?: string }>,
  skill: Skill,
): Promise<CheckVerdict> {
  if (!skill.uri.endsWith("/SKILL.md")) return skip(`the entry's uri ${clipText(skill.uri, 80)} is not a SKILL.md to read`);
  const reply = await send("resources/read", { uri: skill.uri });
  const bytes = reply.ok ? contentBytes(reply.result as Record<string, unknown>) : undefined;
  if (!bytes) return skip(`${skill.uri} could not be read back (ext/skills/digest says why)`);
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(bytes.toString("utf8"))?.[1];
  if (block === undefined) return fail(`${skill.uri} has no frontmatter block`);
  const field = (key: string) => /^(["']?)(.*)\1$/.exec(new RegExp(`^${key}:\\s*(.*)$`, "m").exec(block)?.[1]?.trim() ?? "")?.[2] ?? "";
  const problems = (["name", "description"] as const)
    .filter((key) => field(key) !== skill.frontmatter[key])
    .map((key) => `${key} "${clipText(field(key), 60)}" in SKILL.md, "${clipText(skill.frontmatter[key], 60)}" in the entry`);
  return problems.length === 0 ? pass("SKILL.md's frontmatter agrees with its entry") : fail(problems.join("; "));
}

/** The text of the skill's SKILL.md, when it reads. */
async function skillText(
  send: (method: string, params: Record<string, unknown>) => Promise<{ ok: boolean; result?: unknown }>,
  skill: Skill,
): Promise<string | undefined> {
  const reply = await send("resources/read", { uri: skill.uri });
  return reply.ok ? contentBytes(reply.result as Record<string, unknown>)?.toString("utf8") : undefined;
}

function sameEntry(listed: Skill, got: Skill): boolean {
  // The same files in another order are the same entry.
  const digests = (skill: Skill) =>
    skill.resources === "dynamic" ? "dynamic" : JSON.stringify(skill.resources.map((r) => [r.uri, r.digest, r.size]).sort());
  return (
    listed.uri === got.uri &&
    listed.frontmatter.name === got.frontmatter.name &&
    listed.frontmatter.description === got.frontmatter.description &&
    digests(listed) === digests(got)
  );
}

/** The first content item's raw bytes: text as UTF-8, a blob decoded from base64. */
function contentBytes(result: Record<string, unknown>): Buffer | undefined {
  const first = Array.isArray(result.contents) ? (result.contents[0] as Record<string, unknown> | undefined) : undefined;
  if (typeof first?.text === "string") return Buffer.from(first.text, "utf8");
  if (typeof first?.blob === "string") return Buffer.from(first.blob, "base64");
  return undefined;
}
