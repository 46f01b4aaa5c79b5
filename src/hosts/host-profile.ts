/**
 * Host and model-API profiles as data: what a host (Claude Code, Cursor, ...)
 * and the model API behind it do to a server's tools before the model sees
 * them. Every rule carries the source it was read from and the date; where
 * the sources are silent or disagree, the profile says so in `notes` instead
 * of inventing a rule. One file per profile under profiles/, one line each in
 * profile-table.ts.
 */
import type { McpClientCapabilities as ClientCapabilities } from "../protocol/mcp-types.js";

/** Where a rule comes from: a documentation page, an SDK file or an issue showing the behaviour. */
export interface RuleSource {
  url: string;
  /** The day the source was read (YYYY-MM-DD). */
  read: string;
  /** What the source says, in a line (quoted where short). */
  note?: string;
}

/** What happens to a tool or a schema part that breaks a rule (the CheckOutcome `effect`). */
export type HostEffect = "rejected" | "dropped" | "changed" | "renamed" | "cut";

/** The tool-name rule of a model API: a pattern the whole name must match and a length cap. */
export interface NameRule {
  /** A regular expression (source text) the name must match, anchored. */
  pattern: string;
  maxLength: number;
  source: RuleSource;
}

/** A numeric cap: tool count, description length, schema nesting depth, ... */
export interface LimitRule {
  id: string;
  what: "tools" | "description-chars" | "name-chars" | "schema-depth";
  max: number;
  /** What happens past the cap. */
  effect: HostEffect;
  summary: string;
  source: RuleSource;
}

/**
 * A schema rule. `keyword`: any schema node carrying one of `keywords`;
 * `closed-objects`: every object node must say `additionalProperties: false`;
 * `all-required`: every property must be listed in `required`; `root-object`:
 * the root must be `type: "object"` and not a union.
 */
export type SchemaRuleShape =
  { kind: "keyword"; keywords: readonly string[] } | { kind: "closed-objects" } | { kind: "all-required" } | { kind: "root-object" };

export type SchemaRule = SchemaRuleShape & {
  /** Stable id, unique across profiles (e.g. "openai-strict/closed-objects"). */
  id: string;
  effect: Exclude<HostEffect, "renamed" | "cut">;
  summary: string;
  source: RuleSource;
};

/** Something the sources are silent on or disagree about: recorded, never turned into a rule. */
export interface ProfileNote {
  topic: string;
  text: string;
  sources: readonly RuleSource[];
}

/** The provider code mcpvals runs to see what this API receives: an AI SDK provider, or the OpenAI Agents SDK's MCP conversion. */
export type MeasuredProvider = "openai" | "anthropic" | "google" | "xai" | "openai-agents";

export interface ModelApiProfile {
  kind: "model-api";
  id: string;
  /** Bumped whenever a rule changes. */
  version: string;
  title: string;
  /** A mode of another model API (openai-strict of openai): inherits ALL of its parent's rules. */
  parent?: string;
  /** The provider package run locally to measure what the model receives; absent when none is in use. */
  provider?: MeasuredProvider;
  /** Tools are sent in strict mode (structured outputs). @default false */
  strict?: boolean;
  toolName?: NameRule;
  limits: readonly LimitRule[];
  schema: readonly SchemaRule[];
  notes: readonly ProfileNote[];
}

export type TransportName = "stdio" | "shttp" | "sse";

/** OAuth client registration modes: client ID metadata documents, dynamic registration, pre-registered clients, client credentials. */
export type OAuthMode = "cimd" | "dcr" | "pre-registered" | "client-credentials";

/** How the host names an MCP tool for the model: a prefix built from the server's name, and what it does to names that break the model API's rule. */
export interface HostNaming {
  /** The prefix template; `{server}` is the server's name as configured in the host. Empty when the host adds none. */
  prefix: string;
  /**
   * What the host does to a name the model API (or its own cap) would refuse: sends it as it is
   * ("rejected" by the API), rewrites it ("renamed": invalid characters
   * replaced, too-long names shortened), or leaves the tool out ("cut").
   */
  onInvalid: "rejected" | "renamed" | "cut";
  /** How a "renamed" host shortens a long name: keep both ends around "___" (Gemini CLI), or cut and append a SHA-1 hash (Codex). */
  rewrite?: "middle-ellipsis" | "hash-suffix";
  /** The host's own length cap, when it has one below the model API's. */
  maxLength?: number;
  /** What `maxLength` counts: the name as prefixed, or the server's name plus the tool's. @default "name" */
  lengthCounts?: "name" | "server-and-name";
  source: RuleSource;
}

export interface HostProfile {
  kind: "host";
  id: string;
  version: string;
  title: string;
  /** The model API profile it sends tools to. */
  modelApi: string;
  /** What the host declares in `initialize`. */
  clientInfo: { name: string; version: string };
  /** Roots / sampling / elicitation / extensions the host declares. */
  capabilities: ClientCapabilities;
  /** Where clientInfo and capabilities come from. */
  declaredSource: RuleSource;
  naming: HostNaming;
  limits: readonly LimitRule[];
  /**
   * Schema rules of its model API that do not hold for what this host sends
   * (e.g. a rule reported only for a request field the host does not use),
   * with the source that shows the host's request. Never applied there.
   */
  schemaRulesNotApplied?: { ids: readonly string[]; source: RuleSource };
  transports: { supported: readonly TransportName[]; source: RuleSource };
  oauth: { modes: readonly OAuthMode[]; source: RuleSource };
  notes: readonly ProfileNote[];
}

export type Profile = HostProfile | ModelApiProfile;
