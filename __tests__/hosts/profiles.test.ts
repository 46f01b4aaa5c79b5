/** The profile table: every rule sourced, ids resolved with did-you-mean, names as each host gives them, bad schemas as findings. */
import { ConfigError } from "../../src/errors.js";
import { adaptToolsForHost } from "../../src/hosts/adapt-tools-for-host.js";
import type { HostProfile, RuleSource } from "../../src/hosts/host-profile.js";
import { hostToolName } from "../../src/hosts/host-tool-name.js";
import { HOST_PROFILES, MODEL_API_PROFILES, modelApiChain, profileById, PROFILES, resolveProfiles } from "../../src/hosts/profile-table.js";
import type { McpTool } from "../../src/protocol/mcp-types.js";

const host = (id: string) => profileById(id) as HostProfile;

test("every rule and note cites a source read on a given day", () => {
  const sources: RuleSource[] = PROFILES.flatMap((p) => [
    ...p.limits.map((l) => l.source),
    ...p.notes.flatMap((n) => n.sources),
    ...(p.kind === "model-api" ? [...p.schema.map((r) => r.source), ...(p.toolName ? [p.toolName.source] : [])] : []),
    ...(p.kind === "host" ? [p.declaredSource, p.naming.source, p.transports.source, p.oauth.source] : []),
  ]);
  expect(sources.length).toBeGreaterThan(40);
  for (const s of sources) {
    expect(s.url).toMatch(/^https:\/\//);
    expect(s.read).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }
  expect(new Set(PROFILES.map((p) => p.id)).size).toBe(PROFILES.length);
  for (const h of HOST_PROFILES) expect(MODEL_API_PROFILES.map((m) => m.id)).toContain(h.modelApi);
});

test("a mode carries all of its parent's rules", () => {
  const strict = profileById("openai-strict");
  expect(strict.kind === "model-api" && modelApiChain(strict).map((p) => p.id)).toEqual(["openai-strict", "openai"]);
  const tools: McpTool[] = Array.from({ length: 130 }, (_, i) => ({
    name: `t${i}`,
    inputSchema: { type: "object", properties: {}, required: [], additionalProperties: false },
  }));
  const { findings } = adaptToolsForHost(strict, tools);
  // OpenAI's 128-function cap applies in strict mode too.
  expect(findings.filter((f) => f.id === "host/openai/tool-count").map((f) => f.item)).toEqual(["t128", "t129"]);
  // xAI's 200 (reported with the API's 400): not reached by 130, reached by 201.
  expect(adaptToolsForHost(profileById("xai"), tools).findings).toEqual([]);
  const more = [...tools, ...tools.slice(0, 71).map((t) => ({ ...t, name: `${t.name}b` }))];
  expect(adaptToolsForHost(profileById("xai"), more).findings.map((f) => [f.item, f.effect, f.level])).toEqual([
    ["t70b", "rejected", "error"],
  ]);
});

test("an unknown profile is a config error with a did-you-mean", () => {
  expect(() => profileById("claude-cod")).toThrow(ConfigError);
  expect(() => profileById("claude-cod")).toThrow('no host or model-API profile named "claude-cod"; did you mean "claude-code"?');
  expect(resolveProfiles(["all"]).map((p) => p.id)).toEqual(PROFILES.map((p) => p.id));
});

test("each host names a tool its own way", () => {
  const long = "x".repeat(60);
  expect(hostToolName(host("claude-code"), "srv", "search")).toEqual({
    name: "mcp__srv__search",
    renamed: false,
    cut: false,
    rejected: false,
  });
  expect(hostToolName(host("claude-code"), "srv", long)).toMatchObject({ name: `mcp__srv__${long}`, rejected: true });
  const gemini = hostToolName(host("gemini-cli"), "srv", `a b/${long}`);
  expect(gemini).toMatchObject({ renamed: true, rejected: false });
  expect(gemini.name).toHaveLength(63);
  // Gemini CLI's generateValidName: mcp_<server>_<tool>, invalid characters as _, first 30 + "..." + last 30.
  expect(gemini.name).toBe(`mcp_srv_a_b_${"x".repeat(18)}...${"x".repeat(30)}`);
  expect(hostToolName(host("gemini-cli"), "srv", "search")).toMatchObject({ name: "mcp_srv_search", renamed: false });
  // Codex: mcp__<server>__<tool>, cut to 64 with "_" + 12 hex digits of a SHA-1.
  const codex = hostToolName(host("codex"), "srv", long);
  expect(codex).toMatchObject({ renamed: true });
  expect(codex.name).toMatch(/^mcp__srv__x+_[0-9a-f]{12}$/);
  expect(codex.name).toHaveLength(64);
  expect(hostToolName(host("codex"), "srv", "search")).toMatchObject({ name: "mcp__srv__search", renamed: false });
  // Cursor counts the server's name plus the tool's, refuses 60 ("(60) exceeds 60 characters") and leaves the tool out.
  expect(hostToolName(host("cursor"), "abcd", "y".repeat(55))).toMatchObject({ cut: false, rejected: false });
  expect(hostToolName(host("cursor"), "abcde", "y".repeat(55))).toMatchObject({ cut: true, rejected: false });
  const { tools, findings } = adaptToolsForHost(host("cursor"), [{ name: "y".repeat(55), inputSchema: { type: "object" } }], {
    server: "abcde",
  });
  expect(tools).toEqual([]);
  expect(findings.map((f) => [f.id, f.effect, f.level])).toEqual([["host/cursor/tool-name", "cut", "warning"]]);
});

test("a schema too deep or cyclic is a finding about that tool, never a crash", () => {
  const cyclic: Record<string, unknown> = { type: "object", properties: {} };
  (cyclic.properties as Record<string, unknown>).self = cyclic;
  let deep: Record<string, unknown> = { type: "string" };
  for (let i = 0; i < 100; i++) deep = { type: "object", properties: { d: deep } };
  const tools = [
    { name: "cyclic", inputSchema: cyclic },
    { name: "deep", inputSchema: deep },
  ] as McpTool[];
  const { findings, tools: out } = adaptToolsForHost(profileById("gemini"), tools);
  expect(findings.map((f) => `${f.item} ${f.id} ${f.effect}`)).toEqual([
    "cyclic host/gemini/schema-unreadable rejected",
    "deep host/gemini/schema-unreadable rejected",
  ]);
  expect(findings[0]!.reason).toContain("cycle");
  expect(out).toHaveLength(2);
});
