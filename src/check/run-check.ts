/**
 * `mcpvals check`: connects to each server in each era it supports and runs
 * the checks that need no test and no LLM (wire, lifecycle, tools,
 * resources, prompts, completions, HTTP, description hygiene). Servers are
 * reached through the ConnectionManager (mcp/), never directly. Failing
 * checks are data; only a broken set-up throws.
 */
import { ConnectionManager } from "../mcp/connection-manager.js";
import type { ServerConnection } from "../mcp/connect-server.js";
import type { McpTool } from "../mcp/mcp-types.js";
import { probeStdioWire } from "../mcp/probe-stdio-wire.js";
import { MODERN_PROTOCOL_VERSION, type ProtocolChoice } from "../mcp/protocol-version.js";
import type { ServerSpec } from "../mcp/server-spec.js";
import { CHECK_REPORT_VERSION, type CheckOutcome, type CheckReport, type CheckedServer } from "../result/check-report.js";
import { describeError } from "../errors.js";
import { VERSION } from "../version.js";
import { applyBaseline, type Baseline } from "./baseline.js";
import { CheckRecorder, fail, pass } from "./check-recorder.js";
import { httpChecks } from "./http-checks.js";
import { hygieneChecks } from "./hygiene-checks.js";
import { listingChecks } from "./listing-checks.js";
import { readOnlyCalls } from "./read-only-calls.js";
import { toolChecks } from "./tool-checks.js";
import { wireChecks } from "./wire-checks.js";
import { extensionChecks } from "./extensions/extension-checks.js";

/** The 2025 revision a dual-era server is also checked in. */
const LEGACY_ERA = "2025-11-25";

export interface RunCheckOptions {
  /** Servers by name. */
  servers: Record<string, ServerSpec>;
  /** `--protocol`: check only this revision (else each era the server supports). */
  protocol?: ProtocolChoice;
  /** `--call`: call read-only tools with generated arguments. @default false */
  call?: boolean;
  baseline?: Baseline;
  /** Limit for one connect. @default 30000 */
  connectTimeoutMs?: number;
  /** Limit for one tool call (with --call). @default 30000 */
  toolCallMs?: number;
  signal?: AbortSignal;
  /** Told as each server's checks finish (progress). */
  onServer?: (server: CheckedServer, outcomes: readonly CheckOutcome[]) => void;
}

export async function runCheck({ servers, protocol, call = false, baseline, connectTimeoutMs = 30_000, toolCallMs = 30_000, signal = new AbortController().signal, onServer }: RunCheckOptions): Promise<CheckReport> {
  const startedAt = new Date();
  const started = performance.now();
  const checked: CheckedServer[] = [];
  const outcomes: CheckOutcome[] = [];
  const toolsByServer = new Map<string, McpTool[]>();
  for (const [name, spec] of Object.entries(servers)) {
    if (signal.aborted) break;
    const { server, outcomes: mine, tools } = await checkServer(name, spec, { protocol, call, connectTimeoutMs, toolCallMs, signal });
    checked.push(server);
    outcomes.push(...mine);
    toolsByServer.set(name, tools);
    onServer?.(server, mine);
  }
  // Hygiene last: shadowing compares each server's tools with the others'.
  for (const [name, tools] of toolsByServer) {
    const recorder = new CheckRecorder(name, null);
    const others = new Map([...toolsByServer].filter(([other]) => other !== name).map(([other, list]) => [other, list.map((t) => t.name)] as const));
    hygieneChecks(recorder, tools, others);
    outcomes.push(...recorder.outcomes);
  }
  const checks = applyBaseline(outcomes, baseline);
  const failed = checks.filter((c) => c.status === "failed");
  return {
    kind: "check",
    schemaVersion: CHECK_REPORT_VERSION,
    generator: { name: "mcpvals", version: VERSION },
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    passed: !failed.some((c) => c.level === "error" && !c.baselined) && !signal.aborted,
    servers: checked,
    checks,
    summary: {
      passed: checks.filter((c) => c.status === "passed").length,
      errors: failed.filter((c) => c.level === "error").length,
      warnings: failed.filter((c) => c.level === "warning").length,
      infos: failed.filter((c) => c.level === "info").length,
      baselined: failed.filter((c) => c.baselined).length,
      skipped: checks.filter((c) => c.status === "skipped").length,
    },
  };
}

interface ServerCheckOptions {
  protocol: ProtocolChoice | undefined;
  call: boolean;
  connectTimeoutMs: number;
  toolCallMs: number;
  signal: AbortSignal;
}

async function checkServer(name: string, spec: ServerSpec, options: ServerCheckOptions): Promise<{ server: CheckedServer; outcomes: CheckOutcome[]; tools: McpTool[] }> {
  const { signal } = options;
  const outcomes: CheckOutcome[] = [];
  const server: CheckedServer = { name, transport: spec.transport, eras: [], serverInfo: null, tools: 0, resources: 0, prompts: 0, error: null };
  // The raw wire probe starts its own process: it runs while the era checks use theirs.
  const wire = spec.transport === "stdio" ? probeStdioWire({ spec, signal }) : undefined;
  const choice: ProtocolChoice = options.protocol ?? (typeof spec.protocol === "string" ? (spec.protocol as ProtocolChoice) : "auto");
  const eras: ProtocolChoice[] = [choice];
  const connections = new ConnectionManager({ servers: {}, connectTimeoutMs: options.connectTimeoutMs, isolation: "run", maxRetries: 0, signal });
  let tools: McpTool[] = [];
  try {
    for (let i = 0; i < eras.length && !signal.aborted; i++) {
      const era = eras[i]!;
      let connection: ServerConnection;
      try {
        connection = await connections.connectInline(`${name}@${era}`, { ...spec, protocol: era } as ServerSpec, signal);
      } catch (error) {
        if (i === 0) {
          server.error = describeError(error);
          const recorder = new CheckRecorder(name, null);
          recorder.add("lifecycle/connect", "error", recorder.target(), fail(`could not connect: ${server.error}`));
          outcomes.push(...recorder.outcomes);
        }
        continue;
      }
      const version = connection.protocolVersion;
      server.eras.push(version);
      // A server that answered in the modern era is checked in the 2025 era too, when it still speaks it.
      if (i === 0 && choice === "auto" && version === MODERN_PROTOCOL_VERSION) eras.push(LEGACY_ERA);
      const recorder = new CheckRecorder(name, version);
      if (i === 0) {
        server.serverInfo = connection.serverInfo;
        recorder.add("lifecycle/modern-era", "info", recorder.target(), version === MODERN_PROTOCOL_VERSION ? pass(`speaks ${MODERN_PROTOCOL_VERSION} (server/discover answered)`) : fail(`speaks only the 2025 era (negotiated ${version}); modern clients fall back to it`));
        tools = await toolChecks(recorder, connection, signal);
        server.tools = tools.length;
        if (options.call) await readOnlyCalls(recorder, connection, signal, options.toolCallMs);
      }
      const listing = await listingChecks(recorder, connection, signal);
      server.resources = Math.max(server.resources, listing.resources);
      server.prompts = Math.max(server.prompts, listing.prompts);
      if (spec.transport === "shttp") await httpChecks(recorder, spec.url, spec.headers, version, signal);
      await extensionChecks(recorder, connection, { era: version, signal, call: options.call });
      outcomes.push(...recorder.outcomes);
    }
  } finally {
    await connections.closeAll();
  }
  if (wire) {
    const probe = await wire;
    const recorder = new CheckRecorder(name, null);
    if (probe.spawnError) recorder.add("wire/start", "error", recorder.target(), fail(`could not start "${(spec as { command: string }).command}": ${probe.spawnError}`));
    else wireChecks(recorder, probe);
    // Wire checks first in the report, as they come first on the wire.
    outcomes.unshift(...recorder.outcomes);
  }
  return { server, outcomes, tools };
}
