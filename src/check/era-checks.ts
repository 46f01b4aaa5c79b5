/**
 * Every check of one era on one open wire session: lifecycle, tools,
 * capabilities, resources, prompts, the 2026 rules, the HTTP rules of the
 * era, and what the wire itself saw. Returns what the era offered, for the
 * report and the cross-era comparison.
 */
import type { McpTool } from "../protocol/mcp-types.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import { type CheckRecorder, pass } from "./check-recorder.js";
import type { EraOffer } from "./cross-era-checks.js";
import { httpChecks } from "./http-checks.js";
import { listingChecks } from "./listing-checks.js";
import { modernChecks } from "./modern-checks.js";
import { readOnlyCalls } from "./read-only-calls.js";
import { subscriptionsCheck } from "./subscriptions-check.js";
import { toolChecks } from "./tool-checks.js";
import { wireAnomalyChecks } from "./wire-anomaly-checks.js";
import type { WireSession } from "./wire/wire-session.js";
import { extensionChecks } from "./extensions/extension-checks.js";
import { peerFromSession } from "./extensions/extension-peer.js";

export interface EraCheckOptions {
  spec: ServerSpec;
  /** `--call`: call read-only tools. */
  call: boolean;
  toolCallMs: number;
  signal: AbortSignal;
}

export async function eraChecks(
  recorder: CheckRecorder,
  session: WireSession,
  { spec, call, toolCallMs, signal }: EraCheckOptions,
): Promise<EraOffer & { tools: McpTool[] }> {
  const server = recorder.target();
  if (session.modern)
    recorder.add("lifecycle/discover", "error", server, pass("server/discover answered with 2026-07-28 in supportedVersions"), {
      method: "server/discover",
    });
  else recorder.add("lifecycle/initialize", "error", server, pass(`initialize agreed on ${session.version}`), { method: "initialize" });
  const { tools, listed } = await toolChecks(recorder, session, signal);
  if (call) await readOnlyCalls(recorder, session, tools, signal, toolCallMs);
  const listing = await listingChecks(recorder, session, signal);
  if (session.modern) await modernChecks(recorder, session, [{ method: "tools/list", listed }, ...listing.lists], signal);
  if (session.modern) await subscriptionsCheck(recorder, session, signal);
  if (spec.transport === "shttp") await httpChecks(recorder, session, spec.url, spec.headers, signal);
  // Extensions are checked only where declared (extension-checks.ts); the server card once per server (check-server.ts).
  const peer = peerFromSession(session, tools, spec.transport === "stdio" ? "stdio" : "shttp");
  await extensionChecks(recorder, peer, {
    era: session.version,
    signal,
    declared: (session.capabilities.extensions ?? {}) as Record<string, unknown>,
    call,
  });
  wireAnomalyChecks(recorder, session.channel.log);
  return { version: session.version, capabilities: session.capabilities, tools, resources: listing.resources, prompts: listing.prompts };
}
