/**
 * Who the client says it is: the `clientInfo` and capabilities of a host
 * profile a run connects as (`host:` in the config). Under an identity the
 * client declares exactly the host's capabilities, and answers only the
 * server requests those capabilities cover: a host without elicitation never
 * answers an elicitation request (it is declined as unsupported), whatever
 * the config's `client:` rules say.
 */
import type { ClientCapabilities } from "@modelcontextprotocol/client";
import type { ClientIdentity } from "../../protocol/client-identity.js";
import type { ClientSideSettings } from "../../protocol/client-side-schema.js";
import { clientCapabilities } from "./install-client-side.js";
import { VERSION } from "../../version.js";

export type { ClientIdentity };

/**
 * The config's answers narrowed to what the host declares, with a default for
 * a declared capability the config does not answer: roots as an empty list,
 * elicitation accepted with the form filled from its schema (a user who
 * answers). Sampling stays as configured (unanswered, it is declined).
 */
export function settingsForIdentity(settings: ClientSideSettings | undefined, { capabilities }: ClientIdentity): ClientSideSettings {
  const narrowed: ClientSideSettings = {};
  if (settings?.logLevel) narrowed.logLevel = settings.logLevel;
  if (capabilities.roots) narrowed.roots = settings?.roots ?? [];
  if (capabilities.sampling && settings?.sampling) narrowed.sampling = settings.sampling;
  if (capabilities.elicitation) {
    // A URL-mode rule only where the host takes URL elicitation.
    const rules = (settings?.elicitation ?? [{ action: "accept" }]).filter((rule) => rule.mode !== "url" || capabilities.elicitation?.url);
    narrowed.elicitation = rules;
  }
  return narrowed;
}

/**
 * Who the client says it is and what it answers: mcpvals with the `client:`
 * settings (plus any capabilities a caller adds), or a host: exactly its
 * capabilities, answering only those.
 */
export function clientDeclaration(
  settings: ClientSideSettings | undefined,
  { identity, capabilities }: { identity?: ClientIdentity | undefined; capabilities?: ClientCapabilities | undefined },
): { clientInfo: { name: string; version: string }; capabilities: ClientCapabilities; settings: ClientSideSettings | undefined } {
  if (identity)
    return { clientInfo: identity.clientInfo, capabilities: identity.capabilities, settings: settingsForIdentity(settings, identity) };
  return {
    clientInfo: { name: "mcpvals", version: VERSION },
    capabilities: { ...clientCapabilities(settings), ...capabilities },
    settings,
  };
}
