/**
 * The published requirements of the Anthropic connector directory and the
 * OpenAI apps directory, each with its source. What cannot be checked from
 * outside the server (a privacy policy, a test account) is "manual": listed,
 * never passed.
 */
import type { RuleSource } from "../host-profile.js";

export type Directory = "anthropic" | "openai";
export const DIRECTORIES: readonly Directory[] = ["anthropic", "openai"];

export type ReadinessCheck =
  | { kind: "annotations"; keys: readonly string[]; any?: boolean }
  | { kind: "name-length"; max: number }
  | { kind: "https" }
  | { kind: "manual" };

export interface ReadinessRule {
  id: string;
  directory: Directory;
  summary: string;
  check: ReadinessCheck;
  source: RuleSource;
}

const READ = "2026-11-29";
const ANTHROPIC_CHECKLIST = {
  url: "https://git.lucode.dev/anthropics/claude-plugins-official/raw/commit/f4b5494fb45946c1256e883001300dad87ffa036/plugins/mcp-server-dev/skills/build-mcp-app/references/directory-checklist.md",
  read: READ,
};
const ANTHROPIC_POLICY = { url: "https://support.claude.com/en/articles/11697096-anthropic-mcp-directory-policy", read: READ };
const OPENAI_GUIDELINES = { url: "https://developers.openai.com/apps-sdk/app-submission-guidelines", read: READ };

export const READINESS_RULES: readonly ReadinessRule[] = [
  {
    id: "readiness/anthropic/annotation-title",
    directory: "anthropic",
    summary: "Every tool sets annotations.title.",
    check: { kind: "annotations", keys: ["title"] },
    source: { ...ANTHROPIC_CHECKLIST, note: "Every tool sets annotations.title plus the relevant hints." },
  },
  {
    id: "readiness/anthropic/annotation-hints",
    directory: "anthropic",
    summary: "Every tool sets readOnlyHint or destructiveHint.",
    check: { kind: "annotations", keys: ["readOnlyHint", "destructiveHint"], any: true },
    source: { ...ANTHROPIC_CHECKLIST, note: "readOnlyHint: true for fetch/search tools, destructiveHint / idempotentHint for writes." },
  },
  {
    id: "readiness/anthropic/tool-name-length",
    directory: "anthropic",
    summary: "Tool names are at most 64 characters.",
    check: { kind: "name-length", max: 64 },
    source: { ...ANTHROPIC_CHECKLIST, note: "Tool names: ≤ 64 characters, snake/kebab case." },
  },
  {
    id: "readiness/anthropic/https",
    directory: "anthropic",
    summary: "A remote server is served over HTTPS.",
    check: { kind: "https" },
    source: { ...ANTHROPIC_POLICY, note: "Remote MCP servers are internet-hosted; the connector URL is HTTPS." },
  },
  {
    id: "readiness/anthropic/auth",
    directory: "anthropic",
    summary: "Auth is OAuth (DCR or CIMD) or none; static bearer tokens block listing. Callback URLs for claude.ai and claude.com.",
    check: { kind: "manual" },
    source: ANTHROPIC_CHECKLIST,
  },
  {
    id: "readiness/anthropic/privacy-docs-support",
    directory: "anthropic",
    summary: "A published privacy policy, documentation with examples, a support contact and a test account.",
    check: { kind: "manual" },
    source: ANTHROPIC_POLICY,
  },
  {
    id: "readiness/openai/annotation-hints",
    directory: "openai",
    summary: "Every tool sets readOnlyHint, destructiveHint and openWorldHint explicitly.",
    check: { kind: "annotations", keys: ["readOnlyHint", "destructiveHint", "openWorldHint"] },
    source: {
      ...OPENAI_GUIDELINES,
      note: "Tool annotations must be set correctly; a review rejected 190 tools that omitted openWorldHint/destructiveHint (Teamwork/mcp#420).",
    },
  },
  {
    id: "readiness/openai/https",
    directory: "openai",
    summary: "The server is a publicly reachable HTTPS endpoint.",
    check: { kind: "https" },
    source: OPENAI_GUIDELINES,
  },
  {
    id: "readiness/openai/auth-privacy-support",
    directory: "openai",
    summary: "OAuth where user data is involved, a privacy policy, support contact details and test credentials for review.",
    check: { kind: "manual" },
    source: OPENAI_GUIDELINES,
  },
];
