/**
 * The one table of host and model-API profiles. Adding a host is one file
 * under profiles/ plus one line here; docs/hosts.md is generated from it.
 */
import { ConfigError } from "../errors.js";
import { closest } from "../util/closest-name.js";
import { clipText } from "../util/clip-text.js";
import type { HostProfile, ModelApiProfile, Profile } from "./host-profile.js";
import { ANTHROPIC } from "./profiles/anthropic.js";
import { CHATGPT } from "./profiles/chatgpt.js";
import { CLAUDE_CODE } from "./profiles/claude-code.js";
import { CLAUDE_DESKTOP } from "./profiles/claude-desktop.js";
import { CODEX } from "./profiles/codex.js";
import { CURSOR } from "./profiles/cursor.js";
import { GEMINI_CLI } from "./profiles/gemini-cli.js";
import { GEMINI } from "./profiles/gemini.js";
import { OPENAI_AGENTS } from "./profiles/openai-agents.js";
import { OPENAI_STRICT } from "./profiles/openai-strict.js";
import { OPENAI } from "./profiles/openai.js";
import { VSCODE } from "./profiles/vscode.js";
import { XAI } from "./profiles/xai.js";

export const MODEL_API_PROFILES: readonly ModelApiProfile[] = [OPENAI, OPENAI_STRICT, OPENAI_AGENTS, ANTHROPIC, GEMINI, XAI];

export const HOST_PROFILES: readonly HostProfile[] = [CLAUDE_DESKTOP, CLAUDE_CODE, CHATGPT, CURSOR, VSCODE, CODEX, GEMINI_CLI];

export const PROFILES: readonly Profile[] = [...MODEL_API_PROFILES, ...HOST_PROFILES];

const BY_ID = new Map<string, Profile>(PROFILES.map((p) => [p.id, p]));

/** Every profile id, model APIs first: what `--hosts all` expands to. */
export const PROFILE_IDS: readonly string[] = PROFILES.map((p) => p.id);

/** The profile `id` names; a config error with a did-you-mean for an unknown one. */
export function profileById(id: string, where = "hosts"): HostProfile | ModelApiProfile {
  const found = BY_ID.get(id);
  if (found) return found;
  const near = closest(id, [...PROFILE_IDS]);
  // The id is the user's (or a config's): clipped, as every config value quoted in a message is.
  const message = `no host or model-API profile named "${clipText(id, 100)}"${near ? `; did you mean "${near}"?` : ""} (known: ${PROFILE_IDS.join(", ")})`;
  throw new ConfigError(message, { issues: [{ path: where, message }] });
}

/** The profiles a `--hosts` list names, in order, without repeats; "all" stands for every profile. */
export function resolveProfiles(ids: readonly string[], where = "hosts"): Profile[] {
  const wanted = ids.flatMap((id) => (id === "all" ? [...PROFILE_IDS] : [id]));
  return [...new Set(wanted)].map((id) => profileById(id, where));
}

/** The model API a profile's tools go to: itself, or the one a host names. */
export function modelApiOf(profile: Profile): ModelApiProfile {
  if (profile.kind === "model-api") return profile;
  const api = profileById(profile.modelApi, `profile ${profile.id}.modelApi`);
  if (api.kind !== "model-api") throw new ConfigError(`profile ${profile.id} names host "${api.id}" as its model API`);
  return api;
}

/** A model API and the parents it is a mode of, the profile itself first: a mode carries ALL of its parent's rules. */
export function modelApiChain(api: ModelApiProfile): ModelApiProfile[] {
  const chain: ModelApiProfile[] = [];
  for (let at: ModelApiProfile | undefined = api; at && !chain.includes(at);) {
    chain.push(at);
    const parent: Profile | undefined = at.parent === undefined ? undefined : profileById(at.parent, `profile ${at.id}.parent`);
    at = parent?.kind === "model-api" ? parent : undefined;
  }
  return chain;
}
