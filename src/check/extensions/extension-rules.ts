/**
 * The rules of the extension, Server Card and deprecation checks, one row
 * each: id, level, the spec text it enforces and a one-line summary. The
 * integrator merges this table into the core rule table (and the generated
 * docs/check-rules.md); the SARIF renderer reads `spec` for `helpUri`.
 */
import type { CheckLevel } from "../../result/check-report.js";
import { NEXT_RULE_SET } from "../rules/rule-sets.js";

export interface ExtensionRule {
  id: string;
  level: CheckLevel;
  /** The spec (or SEP) section the rule comes from. */
  spec: string;
  summary: string;
  /** The rule-set version it entered (rules/rule-sets.ts); absent: the first frozen set. */
  since?: string;
}

const TASKS = "https://modelcontextprotocol.github.io/ext-tasks/specification/2026-07-28/tasks.html";
const APPS = "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx";
const SKILLS = "https://github.com/modelcontextprotocol/ext-skills/blob/main/specification/stable/skills.mdx";
const CARD = "https://github.com/modelcontextprotocol/modelcontextprotocol/pull/2127";
const REGISTRY = "https://github.com/modelcontextprotocol/registry/blob/main/docs/reference/server-json/generic-server-json.md";
const CHANGELOG = "https://modelcontextprotocol.io/specification/2026-07-28/changelog";

export const EXTENSION_RULES: readonly ExtensionRule[] = [
  {
    id: "ext/tasks/capability",
    level: "error",
    spec: TASKS,
    summary: "The declared Tasks capability is an empty object, and Tasks is only declared in the 2026-07-28 era it is defined for.",
  },
  {
    id: "ext/tasks/unknown-task",
    level: "error",
    spec: TASKS,
    summary: "tasks/get and tasks/cancel of an unknown taskId are errors, never a success.",
  },
  {
    id: "ext/tasks/undeclared-client",
    level: "error",
    spec: TASKS,
    summary: "A client that did not declare Tasks never gets a task handle; a refusal uses -32021 (missing required client capability).",
  },
  {
    id: "ext/tasks/create-result",
    level: "error",
    spec: TASKS,
    summary: 'A task handle (resultType "task") has taskId, status, createdAt and lastUpdatedAt of the right types.',
  },
  {
    id: "ext/tasks/ttl",
    level: "error",
    spec: TASKS,
    summary: "ttlMs is a non-negative integer or null; pollIntervalMs, when given, a positive integer.",
  },
  {
    id: "ext/tasks/get-polling",
    level: "error",
    spec: TASKS,
    summary: "tasks/get answers a well-formed task for the same taskId and reaches a terminal status; a completed task carries its result.",
  },
  {
    id: "ext/tasks/cancel",
    level: "error",
    spec: TASKS,
    summary: "tasks/cancel of a working task succeeds and the task then reports cancelled (or had already ended).",
  },
  {
    id: "ext/apps/resource-uri",
    level: "error",
    spec: APPS,
    summary: "A tool's _meta.ui.resourceUri is a ui:// URI of a resource the server serves.",
  },
  {
    id: "ext/apps/text-fallback",
    level: "warning",
    spec: APPS,
    summary:
      "A tool with a UI still answers with text content for hosts without MCP Apps (SHOULD: text-only fallback for every UI-enabled tool); needs --call, on read-only or named app tools.",
    since: NEXT_RULE_SET,
  },
  { id: "ext/apps/mime-type", level: "error", spec: APPS, summary: "The UI resource is served as text/html;profile=mcp-app." },
  {
    id: "ext/apps/single-payload",
    level: "error",
    spec: APPS,
    summary: "The UI resource read returns exactly one HTML payload (text or blob).",
  },
  {
    id: "ext/apps/metadata",
    level: "warning",
    spec: APPS,
    summary:
      'UI metadata is well-formed: visibility is a list of "model"/"app", csp domain lists are origins, csp/permissions sit on the resource, not the tool.',
  },
  {
    id: "ext/apps/render",
    level: "warning",
    spec: APPS,
    summary: "The UI renders in headless Chromium without console errors; render time is reported as data.",
  },
  {
    id: "ext/skills/list",
    level: "error",
    spec: SKILLS,
    summary: "skills/list answers well-formed entries (uri, frontmatter name/description, resources with sha256 digests) and paginates.",
  },
  {
    id: "ext/skills/get",
    level: "error",
    spec: SKILLS,
    summary: "skills/get of each listed skill answers the same entry; skills/get of an unknown skill is an error.",
  },
  {
    id: "ext/skills/name",
    level: "error",
    spec: SKILLS,
    summary: "A skill's name is a single path segment (no slash, backslash, . or ..): hosts store each skill in a folder of that name.",
  },
  {
    id: "ext/skills/frontmatter",
    level: "error",
    spec: SKILLS,
    summary: "The frontmatter of a skill's SKILL.md (name, description) agrees with its skills/list entry.",
  },
  {
    id: "ext/skills/manifest",
    level: "error",
    spec: SKILLS,
    summary:
      "A skill's resources array is complete: it lists its own SKILL.md, no file twice, and every file SKILL.md links by relative path that the server serves.",
    since: NEXT_RULE_SET,
  },
  { id: "ext/skills/digest", level: "error", spec: SKILLS, summary: "Each listed file's content matches its SHA-256 digest and size." },
  {
    id: "server-card/fetch",
    level: "info",
    spec: CARD,
    summary:
      "An HTTP server's Server Card, at <url>/server-card (the draft's reserved location) or /.well-known/mcp/server-card (earlier drafts), is JSON within 256 KiB (a proposal: info only; no card is no finding).",
  },
  {
    id: "server-card/cors",
    level: "info",
    spec: CARD,
    summary:
      "The Server Card is served with Access-Control-Allow-Origin, as the draft requires of discovery endpoints (browser-based clients read it).",
    since: NEXT_RULE_SET,
  },
  {
    id: "server-card/schema",
    level: "warning",
    spec: CARD,
    summary: "The Server Card is well-formed: name (reverse-DNS with one slash), version, remotes with type and url.",
  },
  {
    id: "server-card/agrees",
    level: "warning",
    spec: CARD,
    summary:
      "The Server Card agrees with the server: name, version, protocol revisions (top level or on its remote; 2026-07-28 listed but refused) and transport.",
  },
  {
    id: "server-json/schema",
    level: "warning",
    spec: REGISTRY,
    summary:
      "server.json is well-formed for the MCP registry: name with one slash, description up to 100 characters, an exact version, packages/remotes with a transport.",
  },
  { id: "server-json/agrees", level: "warning", spec: REGISTRY, summary: "server.json agrees with the server: version and transports." },
  { id: "deprecated/roots", level: "info", spec: CHANGELOG, summary: "The server relies on roots, deprecated in the 2026-07-28 era." },
  {
    id: "deprecated/sampling",
    level: "info",
    spec: CHANGELOG,
    summary: "The server relies on sampling, deprecated in the 2026-07-28 era.",
  },
  { id: "deprecated/logging", level: "info", spec: CHANGELOG, summary: "The server declares logging, deprecated in the 2026-07-28 era." },
  {
    id: "deprecated/http-sse",
    level: "info",
    spec: CHANGELOG,
    summary: "The server is reached over the HTTP+SSE transport, deprecated since 2025-03-26.",
  },
];
