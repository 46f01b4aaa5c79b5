/**
 * Every check of one era on one open wire session: lifecycle, tools,
 * capabilities, resources, prompts, the 2026 rules, the HTTP rules of the
 * era, and what the wire itself saw. Returns what the era offered, for the
 * report and the cross-era comparison.
 */
import type { McpTool } from "../protocol/mcp-types.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import { type CheckRecorder, fail, pass } from "./check-recorder.js";
import type { EraOffer } from "./cross-era-checks.js";
import { httpChecks } from "./http-checks.js";
import { listingChecks } from "./listing-checks.js";
import { modernChecks, resultTypes } from "./modern-checks.js";
import { readOnlyCalls } from "./read-only-calls.js";
import { subscriptionsCheck } from "./subscriptions-check.js";
import { toolChecks } from "./tool-checks.js";
import { wireAnomalyChecks } from "./wire-anomaly-checks.js";
import type { WireSession } from "./wire/wire-session.js";
import type { ProbeCall } from "./probe-calls.js";
import { extensionChecks } from "./extensions/extension-checks.js";
import { peerFromSession } from "./extensions/extension-peer.js";
import { messageSchemaChecks } from "./message-schema/message-schema-checks.js";

export interface EraCheckOptions {
  spec: ServerSpec;
  /** `--call`: call read-only tools. */
  call: boolean;
  toolCallMs: number;
  /** The one connect budget (timeouts.connectMs, --connect-ms): every extension probe waits this long. */
  connectTimeoutMs: number;
  /** Probe calls the user named (`check.calls`, `--call TOOL=JSON`). */
  calls: readonly ProbeCall[];
  /** The server refused the 2025 era (see open-eras.ts). */
  modernOnly: boolean;
  signal: AbortSignal;
}

export async function eraChecks(
  recorder: CheckRecorder,
  session: WireSession,
  { spec, call, calls, toolCallMs, connectTimeoutMs, modernOnly, signal }: EraCheckOptions,
): Promise<EraOffer & { tools: McpTool[] }> {
  const server = recorder.target();
  if (session.modern)
    recorder.add("lifecycle/discover", "error", server, pass("server/discover answered with 2026-07-28 in supportedVersions"), {
      method: "server/discover",
    });
  else {
    recorder.add("lifecycle/initialize", "error", server, pass(`initialize agreed on ${session.version}`), { method: "initialize" });
    recorder.add(
      "lifecycle/no-request-before-initialized",
      "warning",
      server,
      session.earlyRequests.length === 0
        ? pass("no request before notifications/initialized")
        : fail(`sent ${session.earlyRequests.join(", ")} before notifications/initialized`),
    );
  }
  const { tools, listed } = await toolChecks(recorder, session, signal);
  if (call) await readOnlyCalls(recorder, session, tools, signal, toolCallMs);
  const listing = await listingChecks(recorder, session, signal);
  if (session.modern) await modernChecks(recorder, session, [{ method: "tools/list", listed }, ...listing.lists], signal, modernOnly);
  if (session.modern) await subscriptionsCheck(recorder, session, signal);
  if (spec.transport === "shttp") await httpChecks(recorder, session, spec.url, spec.headers, signal);
  // Extensions are checked only where declared (extension-checks.ts); the server card once per server (check-server.ts).
  const peer = peerFromSession(session, tools, spec.transport === "stdio" ? "stdio" : "shttp");
  await extensionChecks(recorder, peer, {
    era: session.version,
    signal,
    declared: (session.capabilities.extensions ?? {}) as Record<string, unknown>,
    call,
    calls,
    waitMs: connectTimeoutMs,
  });
  if (session.modern) resultTypes(recorder, session);
  // On stdio the session's own framing is judged too: a pretty-printed answer to a tools/call (--call) shows only here.
  wireAnomalyChecks(recorder, session.channel.log, session.channel.transport === "stdio" ? { unterminated: "" } : undefined);
  // Last: every message of the session is in, and the precise rules have spoken (a message is blamed once).
  messageSchemaChecks(recorder, session, signal);
  return { version: session.version, capabilities: session.capabilities, tools, resources: listing.resources, prompts: listing.prompts };
}
