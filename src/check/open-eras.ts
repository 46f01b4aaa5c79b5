/**
 * Which eras to check a server in, and a session for each: the 2026-07-28
 * era through `server/discover`, the 2025 era through `initialize`, each on
 * a channel of its own (a fresh process on stdio). Only eras the server
 * advertises are opened; `--protocol` narrows them, `--requirements` says
 * which revisions' rules apply.
 */
import { MODERN_PROTOCOL_VERSION, type ProtocolChoice } from "../protocol/protocol-schema.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import { HttpChannel } from "./wire/http-channel.js";
import { openLegacySession, openModernSession, type Opened } from "./wire/open-session.js";
import { StdioChannel } from "./wire/stdio-channel.js";
import type { StdioProbe } from "./wire/stdio-probe.js";
import type { WireChannel } from "./wire/wire-channel.js";
import type { WireSession } from "./wire/wire-session.js";

/** The 2025 revision offered in the 2025 era. */
export const LEGACY_ERA = "2025-11-25";

export interface OpenedEras {
  sessions: WireSession[];
  /** Why each era that was tried did not open. */
  refusals: string[];
  channels: WireChannel[];
  /** The server answered the 2025 `initialize` with a refusal: it speaks 2026 alone (a timeout is no such answer). */
  legacyRefused: boolean;
}

export async function openEras(
  spec: Exclude<ServerSpec, { transport: "sse" }>,
  probe: StdioProbe | undefined,
  choice: ProtocolChoice,
  requirements: readonly string[] | undefined,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<OpenedEras> {
  const opened: OpenedEras = { sessions: [], refusals: [], channels: [], legacyRefused: false };
  const allowed = (era: string) => !requirements || requirements.includes(era);
  const channel = (): WireChannel => {
    const made =
      spec.transport === "stdio" ? new StdioChannel(spec, signal, timeoutMs) : new HttpChannel(spec.url, spec.headers, timeoutMs);
    opened.channels.push(made);
    return made;
  };
  const keep = (result: Opened): void => {
    if (result.session) opened.sessions.push(result.session);
    else opened.refusals.push(result.reason);
  };
  const tryModern = choice === "auto" || choice === MODERN_PROTOCOL_VERSION;
  const legacy = choice === "auto" ? (requirements?.find((r) => r !== MODERN_PROTOCOL_VERSION) ?? LEGACY_ERA) : choice;
  // The 2025 session starts at once, in parallel with the probe: a server start is most of a check's time.
  const legacyOpening =
    legacy !== MODERN_PROTOCOL_VERSION && allowed(legacy) ? openLegacySession(channel(), legacy, signal, timeoutMs) : undefined;
  // On stdio the probe asks server/discover first: a 2025-only server is not started again just to refuse it.
  if (tryModern && allowed(MODERN_PROTOCOL_VERSION) && (probe === undefined || (await probe.modern)))
    keep(await openModernSession(channel(), signal, timeoutMs));
  if (legacyOpening) {
    const result = await legacyOpening;
    opened.legacyRefused = !result.session && (result.answer.reply !== undefined || result.answer.http !== undefined);
    // A modern-only server refusing initialize is not a failure: it speaks one era.
    if (result.session || opened.sessions.length === 0) keep(result);
  }
  return opened;
}
