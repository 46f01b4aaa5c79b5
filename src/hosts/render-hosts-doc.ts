/** docs/hosts.md, generated from the profile table (a test keeps the committed file in step). */
import type { HostProfile, LimitRule, ModelApiProfile, Profile, ProfileNote, RuleSource } from "./host-profile.js";
import { LEVEL_BY_EFFECT } from "./host-finding.js";
import { HOST_PROFILES, MODEL_API_PROFILES } from "./profile-table.js";
import { READINESS_RULES } from "./readiness/readiness-rules.js";

const cell = (text: string): string => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
const link = (s: RuleSource): string => `[${new URL(s.url).hostname.replace(/^www\./, "")}](${s.url}) (read ${s.read})`;
const row = (rule: string, effect: string, s: RuleSource): string =>
  `| ${cell(rule)} | ${effect} | ${link(s)}${s.note ? `: ${cell(s.note)}` : ""} |`;
const limitRow = (l: LimitRule): string => row(`${l.summary} (max ${l.max})`, `${l.effect} (${LEVEL_BY_EFFECT[l.effect]})`, l.source);

function apiRows(api: ModelApiProfile): string[] {
  return [
    ...(api.toolName
      ? [row(`Tool name matches \`${api.toolName.pattern}\` (at most ${api.toolName.maxLength})`, "rejected (error)", api.toolName.source)]
      : []),
    ...api.limits.map(limitRow),
    ...api.schema.map((r) =>
      row(
        `${r.summary}${r.kind === "keyword" ? ` Keywords: ${r.keywords.map((k) => `\`${k}\``).join(", ")}.` : ""}`,
        `${r.effect} (${LEVEL_BY_EFFECT[r.effect]})`,
        r.source,
      ),
    ),
  ];
}

function hostRows(host: HostProfile): string[] {
  const n = host.naming;
  const naming = `Tool name ${n.prefix ? `prefixed \`${n.prefix}\`` : "sent without a prefix"}${n.maxLength ? `, at most ${n.maxLength} characters (${n.lengthCounts === "server-and-name" ? "server name + tool name" : "the full name"})` : ""}; an invalid name is ${n.onInvalid === "renamed" ? `rewritten (${n.rewrite ?? "replaced characters"})` : n.onInvalid === "cut" ? "left out" : "sent as is"}`;
  return [
    row(naming, { renamed: "renamed (info)", cut: "cut (warning)", rejected: "rejected (error)" }[n.onInvalid], n.source),
    ...host.limits.map(limitRow),
    ...(host.schemaRulesNotApplied
      ? [row(`Not applied: ${host.schemaRulesNotApplied.ids.map((id) => `\`${id}\``).join(", ")}`, "-", host.schemaRulesNotApplied.source)]
      : []),
    row(
      `Declares clientInfo \`${host.clientInfo.name}\` ${host.clientInfo.version} and capabilities \`${JSON.stringify(host.capabilities)}\``,
      "tools it hides: cut (warning)",
      host.declaredSource,
    ),
    row(`Transports: ${host.transports.supported.join(", ")}`, "-", host.transports.source),
    row(`OAuth: ${host.oauth.modes.join(", ")}`, "-", host.oauth.source),
  ];
}

function notes(list: readonly ProfileNote[]): string[] {
  if (list.length === 0) return [];
  return ["", "Silent or disagreeing sources:", "", ...list.map((n) => `- **${n.topic}**: ${n.text} (${n.sources.map(link).join("; ")})`)];
}

function section(p: Profile): string[] {
  const head =
    p.kind === "host"
      ? `Host, version ${p.version}; sends tools to the \`${p.modelApi}\` model API, whose rules apply too${p.schemaRulesNotApplied ? " (but those it lists as not applied)" : ""}.`
      : `Model API, version ${p.version}${p.parent ? `; a mode of \`${p.parent}\`, with all of its rules` : ""}${p.provider ? `; conversion measured with ${p.provider === "openai-agents" ? "@openai/agents-core" : `@ai-sdk/${p.provider}`}` : ""}.`;
  const rows = p.kind === "host" ? hostRows(p) : apiRows(p);
  return [
    `### \`${p.id}\`: ${p.title}`,
    "",
    head,
    "",
    ...(rows.length > 0 ? ["| rule | effect (level) | source |", "| --- | --- | --- |", ...rows] : ["No rule could be sourced."]),
    ...notes(p.notes),
    "",
  ];
}

export function renderHostsDoc(): string {
  return [
    "# Hosts and model APIs: `check --hosts`",
    "",
    "Generated from `src/hosts/profiles/` by `__tests__/hosts/hosts-doc.test.ts` (run it with `UPDATE_HOSTS_DOC=1` to rewrite this file).",
    "",
    "A server can pass every rule of the spec and still break in the host that installs it: the model API refuses a schema keyword, a host's prefix makes a tool name too long, a host caps the tool count or never declares the capability a tool needs. `mcpvals check --hosts LIST` (or `hosts:` in the config, or the action's `hosts` input) grades every tool for each profile below; `--hosts all` for all of them. To run the workflows as a host instead (its identity, capabilities and tool names), see [Running as a host](configuration.md#running-as-a-host): `hosts:` in the config, or `mcpvals run --hosts claude-code,cursor`, which is the same.",
    "",
    "```bash",
    "npx mcpvals check --hosts claude-code,cursor,gemini -- node dist/server.js",
    "```",
    "",
    "Each finding names the profile (`host`), the tool (`item`), the JSON pointer into the tool, and what happens there (`effect`): the request is **rejected** (error), a property is silently **dropped** or **changed** on its way to the model (warning), the tool is **cut** from what the model sees (warning) or **renamed** (info). The JSON and SARIF reports carry `host` and `item` on every host finding.",
    "",
    "How the findings are measured:",
    "",
    "- **Conversions are run, not guessed.** For a model-API profile mcpvals runs the provider package's own request-building code offline (an AI SDK provider whose `fetch` records the request body; OpenAI's Agents SDK `mcpToFunctionTool` for `openai-agents`) and diffs what the model would receive against the schema the server wrote. `dropped` and `changed` come only from such a diff. Measured on 2026-11-29: `@ai-sdk/anthropic`, `@ai-sdk/google` 4.x (as `parametersJsonSchema`) and `@ai-sdk/xai` send schemas unchanged; `@ai-sdk/openai` removes `propertyNames`; the Agents SDK makes optional properties required and nullable and sends what it cannot make strict without strict mode.",
    "- **Rules without code to run** (what a model API refuses, a host's naming and limits) come from the provider's documentation or from reported API errors, each cited below with the day it was read. Where sources are silent or disagree, the profile says so and applies no invented rule. A host's own client code is not a package mcpvals can run, so a host's rules apply to the schemas as the server wrote them.",
    "- **Capabilities and identity**: a server may list some tools only to clients that declare a capability (elicitation, sampling, roots), or choose them by the client's name. The check lists the tools again as each host, declaring its `clientInfo` and capabilities (one connection per distinct declaration, all at once); a tool the server lists to some host but not to another is `cut` there.",
    "- **Footprint**: each profile's whole tool list, serialized as it is sent, counted in tokens (`o200k_base`, with the optional `gpt-tokenizer`). No host publishes a token limit for tool definitions, so it is reported as info.",
    "",
    "Every finding on server-everything, server-filesystem and server-memory was checked by hand against the code or the text it comes from: [the verification table](hosts-verification.md).",
    "",
    "Host limits that could not be sourced (Claude Desktop's and ChatGPT's tool caps, any host's description or definition size limit, any token limit) are left out.",
    "",
    "## Profiles",
    "",
    "| id | kind | model API | clientInfo | transports | OAuth |",
    "| --- | --- | --- | --- | --- | --- |",
    ...MODEL_API_PROFILES.map((p) => `| \`${p.id}\` | model API${p.parent ? ` (mode of \`${p.parent}\`)` : ""} | - | - | - | - |`),
    ...HOST_PROFILES.map(
      (p) =>
        `| \`${p.id}\` | host | \`${p.modelApi}\` | \`${p.clientInfo.name}\` | ${p.transports.supported.join(", ")} | ${p.oauth.modes.join(", ")} |`,
    ),
    "",
    "## Model APIs",
    "",
    ...MODEL_API_PROFILES.flatMap(section),
    "## Hosts",
    "",
    ...HOST_PROFILES.flatMap(section),
    "## Directory readiness: `check --readiness anthropic,openai`",
    "",
    "Grades each server against the published requirements of the Anthropic connector directory and the OpenAI apps directory. A failed requirement is an error; one that cannot be checked from outside the server is listed as `manual` (skipped), never as passed; HTTPS is not applicable to a local stdio server.",
    "",
    "| id | requirement | checked | source |",
    "| --- | --- | --- | --- |",
    ...READINESS_RULES.map(
      (r) =>
        `| \`${r.id}\` | ${cell(r.summary)} | ${r.check.kind === "manual" ? "manual" : "yes"} | ${link(r.source)}${r.source.note ? `: ${cell(r.source.note)}` : ""} |`,
    ),
    "",
  ].join("\n");
}
