/**
 * All checks of one server on check's own wire: a stdio probe on a process
 * of its own (framing, negotiation, exit), then a session per era the server
 * advertises, the cross-era comparison, and the `--requirements` verdict.
 * A server that never came up is one clear failure naming its first stderr
 * lines, not passes plus knock-on errors.
 */
import type { McpTool } from "../protocol/mcp-types.js";
import { MODERN_PROTOCOL_VERSION, type ProtocolChoice } from "../protocol/protocol-schema.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import type { CheckedServer, CheckOutcome } from "../result/check-report.js";
import { CheckRecorder, fail, pass, skip } from "./check-recorder.js";
import { FRAMING_RULE_IDS } from "./wire-anomaly-checks.js";
import { crossEraChecks, type EraOffer } from "./cross-era-checks.js";
import type { eraChecks } from "./era-checks.js";
import { openEras, type OpenedEras } from "./open-eras.js";
import { probeStdio, type StdioProbe, type StdioProbeResult } from "./wire/stdio-probe.js";
import type { ProbeCall } from "./probe-calls.js";
import { missingEnvHint } from "../mcp/transport/missing-env-hint.js";
import { mcpPathInstead } from "../mcp/transport/mcp-path-hint.js";

export interface ServerCheckOptions {
  protocol: ProtocolChoice | undefined;
  /** Revisions whose rules apply; undefined: every revision the server advertises. */
  requirements: readonly string[] | undefined;
  call: boolean;
  /** Probe calls the user named (`check.calls`, `--call TOOL=JSON`). */
  calls: readonly ProbeCall[];
  connectTimeoutMs: number;
  toolCallMs: number;
  /** `--server-json`: the registry description to check against what the server reports. */
  serverJsonPath?: string;
  signal: AbortSignal;
  /** Told every token minted for a protected server (for redaction). */
  onSecret: (value: string) => void;
}

export interface ServerCheck {
  server: CheckedServer;
  outcomes: CheckOutcome[];
  tools: McpTool[];
}

/**
 * The checks' own modules (ajv, the SDK client, every rule: ~60 ms of CPU to load) are imported once the
 * servers are starting, not before: a server start takes ~250 ms, during which this process only waits. One
 * after the other: graphs that share a module must not load at once (Jest's ESM loader fails on that).
 */
const loadChecks = async () => {
  const { eraChecks } = await import("./era-checks.js");
  const { wireChecks } = await import("./wire-checks.js");
  const { serverCardChecks } = await import("./server-card/server-card-checks.js");
  return { eraChecks, wireChecks, serverCardChecks };
};

export async function checkServer(name: string, configured: ServerSpec, options: ServerCheckOptions): Promise<ServerCheck> {
  const { signal } = options;
  const server: CheckedServer = {
    name,
    transport: configured.transport,
    eras: [],
    serverInfo: null,
    tools: 0,
    resources: 0,
    prompts: 0,
    error: null,
  };
  const head = new CheckRecorder(name, null);
  // A stdio server starts within this call, before its first await: whatever the caller starts loading next
  // (reporters) is loaded while the server starts.
  const spec = configured.transport === "shttp" ? await authorizedSpec(head, configured, options) : configured;
  if (spec.transport === "sse") {
    server.error = "the legacy HTTP+SSE transport is deprecated; check covers stdio and Streamable HTTP";
    head.add("lifecycle/connect", "error", head.target(), skip(server.error));
    return { server, outcomes: head.outcomes, tools: [] };
  }
  // Every wait derives from the one budget the user sets (timeouts.connectMs / --connect-ms), uncapped: a verdict
  // must not depend on how busy the machine is. A slow answer is noted as slow (wire/late-answer), never a fault.
  const answerWithinMs = options.connectTimeoutMs;
  const probe = spec.transport === "stdio" ? probeStdio(spec, signal, { answerWithinMs, exitWithinMs: answerWithinMs }) : undefined;
  const choice: ProtocolChoice = options.protocol ?? (typeof spec.protocol === "string" ? (spec.protocol as ProtocolChoice) : "auto");
  const opening = openEras(spec, probe, choice, options.requirements, signal, options.connectTimeoutMs);
  const [opened, { eraChecks, wireChecks, serverCardChecks }] = await Promise.all([opening, loadChecks()]);
  const { outcomes, offers, tools } = await checkEachEra(server, spec, opened, eraChecks, options);
  if (offers.length === 2) crossEraChecks(head, offers[0]!, offers[1]!);
  requirementChecks(head, options.requirements ?? [], server.eras);
  const result = probe ? await probe.done : undefined;
  if (opened.sessions.length === 0) {
    await recordNeverStarted(head, server, spec, { opened, probe, result, signal });
    return { server, outcomes: head.outcomes, tools: [] };
  }
  const url = spec.transport === "shttp" ? spec.url : undefined;
  const headers = spec.transport === "shttp" ? spec.headers : undefined;
  await serverCardChecks(head, {
    url,
    headers,
    serverJsonPath: options.serverJsonPath,
    serverInfo: server.serverInfo,
    eras: server.eras,
    transport: spec.transport,
    timeoutMs: options.connectTimeoutMs,
    // Only when every era was tried is a missing era one the server refused.
    erasComplete: choice === "auto" && options.requirements === undefined,
    signal,
  });
  const wire = new CheckRecorder(name, null);
  if (probe && result) wireChecks(wire, probe, result);
  // Wire checks first in the report, as they come first on the wire.
  return { server, outcomes: [...wire.outcomes, ...head.outcomes, ...withoutRepeatedFraming(wire.outcomes, outcomes)], tools };
}

/**
 * The probe and each era session start the server anew: what it prints at every start is one finding, not one
 * per session. An era session keeps a framing verdict only when it saw a fault the probe did not (a
 * pretty-printed answer to a `--call`).
 */
function withoutRepeatedFraming(probe: readonly CheckOutcome[], eras: readonly CheckOutcome[]): CheckOutcome[] {
  const probed = new Map(probe.filter((o) => FRAMING_RULE_IDS.has(o.id)).map((o) => [o.id, o.status]));
  return eras.filter((o) => !(probed.has(o.id) && (probed.get(o.id) === "failed" || o.status !== "failed")));
}

type EraChecks = typeof eraChecks;

/**
 * Runs the era checks on each opened session (tool calls only on the first),
 * filling in `server`'s eras and counts; closes every channel afterwards.
 */
async function checkEachEra(
  server: CheckedServer,
  spec: ServerSpec,
  opened: OpenedEras,
  eraChecks: EraChecks,
  options: ServerCheckOptions,
): Promise<{ outcomes: CheckOutcome[]; offers: EraOffer[]; tools: McpTool[] }> {
  const { signal } = options;
  const outcomes: CheckOutcome[] = [];
  const offers: EraOffer[] = [];
  let tools: McpTool[] = [];
  try {
    for (const [index, session] of opened.sessions.entries()) {
      if (signal.aborted) break;
      server.eras.push(session.version);
      server.serverInfo ??= session.serverInfo;
      const recorder = new CheckRecorder(server.name, session.version);
      if (index === 0)
        recorder.add(
          "lifecycle/modern-era",
          "info",
          recorder.target(),
          session.modern
            ? pass(`speaks ${MODERN_PROTOCOL_VERSION} (server/discover answered)`)
            : fail(`speaks only the 2025 era (negotiated ${session.version}); modern clients fall back to it`),
        );
      const offer = await eraChecks(recorder, session, {
        spec,
        call: options.call && index === 0,
        calls: options.calls,
        toolCallMs: options.toolCallMs,
        connectTimeoutMs: options.connectTimeoutMs,
        modernOnly: opened.legacyRefused,
        signal,
      });
      offers.push(offer);
      if (index === 0) tools = offer.tools;
      server.tools = Math.max(server.tools, offer.tools.length);
      server.resources = Math.max(server.resources, offer.resources.length);
      server.prompts = Math.max(server.prompts, offer.prompts.length);
      for (const found of recorder.outcomes) outcomes.push(found);
    }
  } finally {
    await Promise.all(opened.channels.map((c) => c.close()));
  }
  return { outcomes, offers, tools };
}

/** A protected server's auth checks; with credentials, the spec whose headers carry the token for the checks after them. */
async function authorizedSpec(
  head: CheckRecorder,
  spec: Extract<ServerSpec, { transport: "shttp" }>,
  options: ServerCheckOptions,
): Promise<ServerSpec> {
  const { signal, onSecret } = options;
  const { authChecks } = await import("./auth/auth-checks.js");
  const headers = await authChecks(head, { url: spec.url, headers: spec.headers, auth: spec.auth, signal, onSecret });
  return headers ? { ...spec, headers } : spec;
}

/** `--requirements`: one verdict per listed revision, on whether the server speaks it. */
function requirementChecks(head: CheckRecorder, requirements: readonly string[], eras: readonly string[]): void {
  for (const required of requirements) {
    const spoken = eras.some((e) => e === required);
    head.add(
      "lifecycle/requirements",
      "error",
      head.target(),
      spoken
        ? pass(`speaks ${required}`)
        : fail(`does not speak ${required}, which --requirements lists (it speaks ${eras.join(", ") || "nothing"})`),
    );
  }
}

/** Never came up: one failure with the cause, not wire passes for a dead process. */
async function recordNeverStarted(
  head: CheckRecorder,
  server: CheckedServer,
  spec: ServerSpec,
  { opened, probe, result, signal }: { opened: OpenedEras; probe?: StdioProbe; result?: StdioProbeResult; signal: AbortSignal },
): Promise<void> {
  const stderr = probe?.channel.stderrHead.trim().split("\n").slice(0, 8).join("\n") ?? "";
  server.error = result?.spawnError ?? (opened.refusals.join("; ") || "no era could be opened");
  // A 404 at a path that is not /mcp: say so when /mcp on the same origin answers MCP.
  const meant = spec.transport === "shttp" ? await mcpPathInstead(server.error, new URL(spec.url), spec.headers, signal) : undefined;
  if (meant) server.error = `HTTP 404 at ${(spec as { url: string }).url}; did you mean ${meant}? It answers MCP (${server.error})`;
  // The stderr once: the error may quote it already.
  const more = stderr && !server.error.includes(stderr.split("\n")[0]!) ? `\n${stderr}` : "";
  // Answered after the budget ran out: the server is slow, not broken; the budget is the user's to raise.
  const late = [...(probe?.channel.log.late ?? []), ...opened.channels.flatMap((c) => c.log.late)][0];
  if (late)
    server.error += ` (it answered ${late.method} ${late.afterMs} ms after the wait of timeouts.connectMs ran out: slow, not broken; raise connectMs or --connect-ms)`;
  const id =
    probe && (result?.spawnError || probe.channel.log.records.every((r) => r.direction === "sent")) ? "wire/start" : "lifecycle/connect";
  head.add(
    id,
    "error",
    head.target(),
    fail(
      `could not ${id === "wire/start" ? `start "${(spec as { command: string }).command}"` : "connect"}: ${server.error}${probe ? missingEnvHint(stderr) : ""}${more}`,
    ),
  );
}
