/**
 * `mcpvals check`: connects to each server in each era it supports and runs
 * the checks that need no test and no LLM (wire, lifecycle, tools,
 * resources, prompts, completions, HTTP, description hygiene). Servers are
 * reached through the ConnectionManager (mcp/), never directly. Failing
 * checks are data; only a broken set-up throws. The report leaves here with
 * the config's secrets starred out (its one redaction boundary): reasons
 * quote what servers said.
 */
import type { McpTool } from "../protocol/mcp-types.js";
import type { ProtocolChoice } from "../protocol/protocol-version.js";
import type { ServerSpec } from "../protocol/server-spec.js";
import { CHECK_REPORT_VERSION, type CheckOutcome, type CheckReport, type CheckedServer } from "../result/check-report.js";
import { redactSecrets } from "../secrets/redact-secrets.js";
import { VERSION } from "../version.js";
import { applyBaseline, type Baseline } from "./baseline.js";
import { CheckRecorder } from "./check-recorder.js";
import { checkServer } from "./check-server.js";
import { hygieneChecks } from "./hygiene-checks.js";
import { MissingPackageError } from "../errors.js";
import type { Profile } from "../hosts/host-profile.js";
import { hostChecks } from "../hosts/host-checks.js";
import { readinessChecks } from "../hosts/readiness/readiness-checks.js";
import type { Directory } from "../hosts/readiness/readiness-rules.js";
import { loadTokenCounter } from "../util/load-token-counter.js";
import { isPending, resolveRuleSet } from "./rules/rule-sets.js";
import { sinceOf } from "./rules/rule-table.js";
import type { ProbeCall } from "./probe-calls.js";

export interface RunCheckOptions {
  /** Servers by name. */
  servers: Record<string, ServerSpec>;
  /** `--protocol`: check only this revision (else each era the server supports). */
  protocol?: ProtocolChoice;
  /** `--requirements`: the revisions whose rules apply (a server not speaking one fails). @default every revision the server advertises */
  requirements?: readonly string[];
  /** `--call`: call read-only tools with generated arguments. @default false */
  call?: boolean;
  /** Probe calls to try first (`check.calls`, `--call TOOL=JSON`); naming one implies `call`. @default [] */
  calls?: readonly ProbeCall[];
  baseline?: Baseline;
  /** `--rules` / `check.rules`: the rule set to judge by ("2026.12", "latest"). @default the newest frozen set */
  rules?: string;
  /** Limit for one connect. @default 30000 */
  connectTimeoutMs?: number;
  /** Limit for one tool call (with --call). @default 30000 */
  toolCallMs?: number;
  /** A registry `server.json` to check against what the servers report. */
  serverJsonPath?: string;
  signal?: AbortSignal;
  /** Told every token minted while checking a protected server (for redaction). */
  onSecret?: (value: string) => void;
  /** The config's secrets: never in the report or the progress it hands out. @default [] */
  secrets?: readonly string[];
  /** Told as each server's checks finish (progress). */
  onServer?: (server: CheckedServer, outcomes: readonly CheckOutcome[]) => void;
  /** `--hosts`: grade each server's tools for these host and model-API profiles (src/hosts/). @default [] */
  hosts?: readonly Profile[];
  /** `--readiness`: grade each server against these directories' published requirements. @default [] */
  readiness?: readonly Directory[];
}

export async function runCheck({
  servers,
  protocol,
  requirements,
  call = false,
  calls = [],
  baseline,
  rules,
  connectTimeoutMs = 30_000,
  toolCallMs = 30_000,
  serverJsonPath,
  signal = new AbortController().signal,
  onSecret = () => undefined,
  secrets = [],
  onServer,
  hosts = [],
  readiness = [],
}: RunCheckOptions): Promise<CheckReport> {
  // An unknown rule set is a usage error before any server starts.
  const ruleSet = resolveRuleSet(rules);
  const startedAt = new Date();
  const started = performance.now();
  const checked: CheckedServer[] = [];
  const outcomes: CheckOutcome[] = [];
  const toolsByServer = new Map<string, McpTool[]>();
  for (const [name, spec] of Object.entries(servers)) {
    if (signal.aborted) break;
    const {
      server,
      outcomes: mine,
      tools,
    } = await checkServer(name, spec, {
      protocol,
      requirements,
      call: call || calls.length > 0,
      calls,
      connectTimeoutMs,
      toolCallMs,
      serverJsonPath,
      signal,
      onSecret,
    });
    checked.push(server);
    for (const found of mine) outcomes.push(found);
    toolsByServer.set(name, tools);
    onServer?.(...redactSecrets([server, mine] as const, secrets));
  }
  // Hygiene last: shadowing compares each server's tools with the others'.
  for (const [name, tools] of toolsByServer) {
    const recorder = new CheckRecorder(name, null);
    const others = new Map(
      [...toolsByServer].filter(([other]) => other !== name).map(([other, list]) => [other, list.map((t) => t.name)] as const),
    );
    hygieneChecks(recorder, tools, others);
    for (const found of recorder.outcomes) outcomes.push(found);
  }
  for (const server of checked)
    if (readiness.length > 0 && server.error === null && servers[server.name])
      outcomes.push(...readinessChecks(readiness, server.name, servers[server.name]!, toolsByServer.get(server.name) ?? []));
  // One at a time: a spread of a list this long (a server with thousands of tools) overflows the call stack.
  if (hosts.length > 0)
    for (const found of await gradeHosts(servers, checked, toolsByServer, hosts, connectTimeoutMs, signal)) outcomes.push(found);
  const checks = applyBaseline(markPending(outcomes, ruleSet.version), baseline);
  const { passed, summary } = checkVerdict(checks, signal.aborted);
  const report: CheckReport = {
    kind: "check",
    schemaVersion: CHECK_REPORT_VERSION,
    generator: { name: "mcpvals", version: VERSION },
    startedAt: startedAt.toISOString(),
    durationMs: Math.round(performance.now() - started),
    ruleSet: ruleSet.name,
    passed,
    servers: checked,
    checks,
    summary,
  };
  // Redaction boundary: the check report as it leaves the check. Reasons quote what servers said.
  return redactSecrets(report, secrets);
}

/** Host findings of every reachable server, after its own checks (it is started again per host's capabilities when it hides tools). */
async function gradeHosts(
  servers: Record<string, ServerSpec>,
  checked: readonly CheckedServer[],
  toolsByServer: ReadonlyMap<string, McpTool[]>,
  profiles: readonly Profile[],
  timeoutMs: number,
  signal: AbortSignal,
): Promise<CheckOutcome[]> {
  const tokens = await loadTokenCounter().catch((error: unknown) => {
    if (MissingPackageError.isInstance(error)) return undefined;
    throw error;
  });
  const outcomes: CheckOutcome[] = [];
  for (const server of checked) {
    const spec = servers[server.name];
    if (server.error !== null || !spec || signal.aborted) continue;
    const tools = toolsByServer.get(server.name) ?? [];
    for (const found of await hostChecks({ server: server.name, spec, tools, profiles, timeoutMs, signal, tokens })) outcomes.push(found);
  }
  return outcomes;
}

/** Outcomes of rules newer than the pinned set are pending: shown, never failing. */
export function markPending(outcomes: readonly CheckOutcome[], pinned: string): CheckOutcome[] {
  return outcomes.map((o) => (isPending(sinceOf(o.id), pinned) ? { ...o, pending: true } : o));
}

/** The verdict and counts of checks already marked against a baseline: only errors outside it (and not pending) fail. */
export function checkVerdict(checks: readonly CheckOutcome[], aborted: boolean): Pick<CheckReport, "passed" | "summary"> {
  const failed = checks.filter((c) => c.status === "failed");
  return {
    passed: !failed.some((c) => c.level === "error" && !c.baselined && !c.pending) && !aborted,
    summary: {
      passed: checks.filter((c) => c.status === "passed").length,
      errors: failed.filter((c) => c.level === "error").length,
      warnings: failed.filter((c) => c.level === "warning").length,
      infos: checks.filter((c) => c.status === "info").length,
      baselined: failed.filter((c) => c.baselined).length,
      skipped: checks.filter((c) => c.status === "skipped").length,
    },
  };
}
