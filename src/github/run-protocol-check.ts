/**
 * The action's `check: true`: `mcpvals check` on the config's servers before
 * the workflows (protocol conformance and tool hygiene, no LLM), with an
 * optional baseline of known failures (`check-baseline`). Returns the report,
 * its secrets redacted, and the one-line reason it fails the check, if any.
 */
import { resolve } from "node:path";
import { readBaseline } from "../check/baseline.js";
import { runCheck } from "../check/run-check.js";
import { resolveProfiles } from "../hosts/profile-table.js";
import type { ResolvedConfig } from "../config/resolved-config.js";
import type { CheckReport } from "../result/check-report.js";
import { nameTable, ownValue } from "../util/name-table.js";

export interface ProtocolCheckOutcome {
  report: CheckReport;
  /** Why the check fails the action ("mcpvals check: …"), or null when no error-level check failed outside the baseline. */
  failure: string | null;
}

export async function runProtocolCheck({
  config,
  cwd,
  baselineFile,
  hosts,
  rules,
  signal,
  onSecret,
}: {
  config: ResolvedConfig;
  cwd: string;
  baselineFile: string | undefined;
  /** The `check-hosts` input's profile ids; the config's `hosts:` when absent. */
  hosts?: readonly string[];
  /** The action's `check-rules` input: the rule set to judge by. */
  rules?: string | undefined;
  signal?: AbortSignal;
  /** Told every token the auth checks mint (the action masks it in the log). */
  onSecret?: (value: string) => void;
}): Promise<ProtocolCheckOutcome> {
  const secrets = [...config.secrets];
  const baseline = baselineFile ? await readBaseline(resolve(cwd, baselineFile)) : undefined;
  // The config's limits apply to check as to a run (timeouts.connectMs, timeouts.toolCallMs).
  // runCheck stars out these secrets, the tokens it mints included: reasons quote what servers said, and never
  // reach the comment or the summary.
  const profileIds = hosts ?? config.hosts;
  const report = await runCheck({
    hosts: profileIds ? resolveProfiles(profileIds, hosts ? "check-hosts" : "hosts") : [],
    // A server without its credentials (a fork PR) is left out, as the run skips its work.
    servers: nameTable(Object.entries(config.servers).filter(([name]) => ownValue(config.unsetAuth, name) === undefined)),
    baseline,
    // The action input wins over the config's pin; neither: the newest frozen rule set.
    ...((rules ?? config.check.rules) ? { rules: rules ?? config.check.rules } : {}),
    calls: config.check.calls,
    connectTimeoutMs: config.timeouts.connectMs,
    toolCallMs: config.timeouts.toolCallMs,
    signal,
    secrets,
    onSecret: (value) => {
      secrets.push(value);
      onSecret?.(value);
    },
  });
  return { report, failure: report.passed ? null : `mcpvals check failed: ${checkFailureText(report)}` };
}

/** "2 error-level checks (stdio-stdout-clean on srv, …)"; an unreachable server counts as its reason. */
function checkFailureText(report: CheckReport): string {
  const failed = report.checks.filter((c) => c.status === "failed" && c.level === "error" && !c.baselined);
  const unreachable = report.servers.filter((s) => s.error).map((s) => `server "${s.name}" unreachable`);
  const named = failed.slice(0, 5).map((c) => `${c.id} on ${c.target.server}${c.target.name ? `/${c.target.name}` : ""}`);
  const parts = [
    ...unreachable,
    ...(failed.length > 0
      ? [`${failed.length} error-level check${failed.length === 1 ? "" : "s"} (${named.join(", ")}${failed.length > 5 ? ", …" : ""})`]
      : []),
  ];
  return parts.length > 0 ? parts.join("; ") : "see the report";
}
