/**
 * The extension checks of one connection, each gated on declaration: a
 * server is never checked for an extension it does not declare in
 * `capabilities.extensions` (MCP Apps also counts a tool with UI metadata as
 * a declaration). Deprecation infos run for every server. Outcomes go through
 * the recorder like the core checks; rule metadata is in extension-rules.ts.
 */
import type { ServerConnection } from "../../mcp/transport/connect-server.js";
import { peerFromConnection, type ExtensionPeer } from "./extension-peer.js";
import type { CheckRecorder } from "../check-recorder.js";
import { APPS_EXTENSION, appResourceUri, appsChecks } from "./apps-checks.js";
import { deprecationChecks } from "./deprecation-checks.js";
import { SKILLS_EXTENSION, skillsChecks } from "./skills-checks.js";
import { TASKS_EXTENSION, tasksChecks } from "./tasks-checks.js";
import type { ProbeCall } from "../probe-calls.js";

export interface ExtensionCheckOptions {
  /** The negotiated revision of `connection`. */
  era: string;
  signal: AbortSignal;
  /** `capabilities.extensions` as the server declared them. @default what the connection's handshake reported */
  declared?: Record<string, unknown>;
  /** May call read-only tools without required arguments (`--call`): the Tasks lifecycle needs it. @default false */
  call?: boolean;
  /** Probe calls the user named (`check.calls`, `--call TOOL=JSON`). @default [] */
  calls?: readonly ProbeCall[];
  /** Render MCP Apps in headless Chromium. @default true */
  render?: boolean;
  /**
   * How long each probe (a request, a render) waits: `check` passes its one connect budget (timeouts.connectMs,
   * --connect-ms), so a slow server is never cut off by a wait of the extension checks' own.
   * @default 30000 (the default connect budget)
   */
  waitMs?: number;
}

export async function extensionChecks(
  recorder: CheckRecorder,
  server: ServerConnection | ExtensionPeer,
  { era, signal, declared, call = false, calls = [], render = true, waitMs = 30_000 }: ExtensionCheckOptions,
): Promise<void> {
  const connection = withWait("exchange" in server ? server : peerFromConnection(server), waitMs);
  const extensions = declared ?? ((connection.capabilities.extensions ?? {}) as Record<string, unknown>);
  const has = (id: string) => Object.prototype.hasOwnProperty.call(extensions, id);
  if (has(TASKS_EXTENSION)) await tasksChecks(recorder, connection, { era, signal, capability: extensions[TASKS_EXTENSION], call, calls });
  if (has(APPS_EXTENSION) || connection.tools.some((tool) => appResourceUri(tool) !== undefined))
    await appsChecks(recorder, connection, { era, signal, render, waitMs, call, calls });
  if (has(SKILLS_EXTENSION)) await skillsChecks(recorder, connection, { era, signal });
  deprecationChecks(recorder, connection, { era });
}

/** `peer` whose every exchange waits `waitMs` unless the check asks for its own wait. */
function withWait(peer: ExtensionPeer, waitMs: number): ExtensionPeer {
  return { ...peer, exchange: (method, params, options) => peer.exchange(method, params, { timeoutMs: waitMs, ...options }) };
}
