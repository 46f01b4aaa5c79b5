/**
 * `mcpvals check`: conformance and hygiene checks of servers, with no test
 * written and no LLM. Exits by the one mapping (exit-code.ts): 0 when
 * no error-level check failed outside the baseline, 1 otherwise, 3 when the
 * only failures are servers that could not be reached, 2 for usage errors.
 */
import { parseProbeCall } from "../../check/probe-calls.js";
import { resolve } from "node:path";
import { applyBaseline, baselineOf, readBaseline, writeBaseline } from "../../check/baseline.js";
import { checkVerdict, runCheck } from "../../check/run-check.js";
import type { CheckReport } from "../../result/check-report.js";
import { plural } from "../../report/format.js";
import { PROTOCOL_VERSIONS, type ProtocolChoice } from "../../protocol/protocol-schema.js";
import { UsageError } from "../../errors.js";
import { exitCode } from "../../exit-code.js";
import { checkOutcome } from "../../check/check-infrastructure.js";
import type { CliIo } from "../cli-io.js";
import { newDatabaseId, substituteDatabaseId } from "../../protocol/substitute-database-id.js";
import { outputsFromFlags, type OutputFlags } from "../output-flags.js";
import { reportError } from "../report-error.js";
import { targetServers, type TargetFlags, type TargetServers } from "./target-servers.js";
import { authFromFlags, type AuthFlags } from "./auth-flags.js";
import { authSecrets, type ServerAuth } from "../../protocol/auth-schema.js";
import type { CliFlags } from "../cli-flags.js";
import type { Profile } from "../../hosts/host-profile.js";
import { PROFILE_IDS, resolveProfiles } from "../../hosts/profile-table.js";
import { DIRECTORIES, type Directory } from "../../hosts/readiness/readiness-rules.js";

export type CheckFlags = TargetFlags &
  OutputFlags &
  AuthFlags &
  CliFlags<
    "baseline" | "writeBaseline" | "protocol" | "requirements" | "serverJson" | "call" | "hosts" | "readiness" | "connectMs" | "rules"
  >;

/**
 * The reporters load while the servers start and stop (runCheck starts them before its first await), not
 * before, and not after: the check renderers, which every reporter but json uses, would otherwise load once
 * the check is over. They share no module with the checks loading at the same time (Jest's ESM loader fails
 * on graphs that do).
 */
async function loadReporters(): Promise<typeof import("../../report/write-reports.js")> {
  const reporters = await import("../../report/write-reports.js");
  await import("../../report/check/render-check.js");
  return reporters;
}

/** `--auth-*` applies to every HTTP server checked, in place of its configured `auth`; its secrets are redacted too. */
function withAuth(target: TargetServers, auth: ServerAuth | undefined): TargetServers {
  if (!auth) return target;
  const servers = Object.fromEntries(
    Object.entries(target.servers).map(([name, spec]) => [name, spec.transport === "stdio" ? spec : { ...spec, auth }]),
  );
  return { ...target, servers, secrets: [...target.secrets, ...authSecrets(auth)] };
}

export async function checkCommand(command: string[], flags: CheckFlags, io: CliIo): Promise<number> {
  let secrets: string[] = [];
  try {
    if (flags.protocol !== undefined && flags.protocol !== "auto" && !(PROTOCOL_VERSIONS as readonly string[]).includes(flags.protocol)) {
      throw new UsageError(
        `--protocol ${flags.protocol} is not a revision mcpvals speaks: use auto or one of ${PROTOCOL_VERSIONS.join(", ")}`,
      );
    }
    const requirements = parseRequirements(flags.requirements);
    const outputs = outputsFromFlags(flags, "check", io, { progress: true });
    const target = withAuth(await targetServers(command, flags, io, "check"), authFromFlags(flags, io.env));
    secrets = [...target.secrets];
    const hosts = hostProfiles(flags.hosts, target.hosts);
    const readiness = parseReadiness(flags.readiness);
    const baseline = flags.baseline ? await readBaseline(resolve(io.cwd, flags.baseline)) : undefined;
    // `--call` alone is true; each `--call TOOL=JSON` adds a named probe call (commander: a list).
    const callFlag = flags.call as unknown as string[] | true | undefined;
    const named = Array.isArray(callFlag) ? callFlag.map(parseProbeCall) : [];
    const ruleSet = flags.rules ?? target.check?.rules;
    const checking = runCheck({
      // A config's `{{databaseId}}` gets this check's own id, as a run's tool tests get theirs.
      servers: substituteDatabaseId(target.servers, newDatabaseId()),
      protocol: flags.protocol as ProtocolChoice | undefined,
      requirements,
      call: callFlag !== undefined,
      calls: [...(target.check?.calls ?? []), ...named],
      ...(ruleSet !== undefined ? { rules: ruleSet } : {}),
      baseline,
      serverJsonPath: flags.serverJson === undefined ? undefined : resolve(io.cwd, flags.serverJson),
      connectTimeoutMs: flags.connectMs ?? target.timeouts?.connectMs,
      toolCallMs: target.timeouts?.toolCallMs,
      signal: io.signal,
      secrets,
      // Tokens minted for protected servers join the secrets the check redacts with.
      onSecret: (value) => void secrets.push(value),
      hosts,
      readiness,
    });
    const [checked, { writeCheckReports }] = await Promise.all([checking, loadReporters()]);
    let report = checked;
    if (flags.writeBaseline) report = await writeBaselineOf(report, resolve(io.cwd, flags.writeBaseline), io);
    // The SARIF log names each rule and points at each server's entry: read only when one is asked for.
    const sarif = outputs.some((output) => output.name === "sarif")
      ? await (await import("../../check/sarif-context.js")).sarifContext({ cwd: io.cwd, configFile: target.file, command })
      : undefined;
    await writeCheckReports(report, outputs, { sarif });
    return exitCode(checkOutcome(report), { signal: io.signal });
  } catch (error) {
    return reportError(error, io, flags.debug === true, secrets);
  }
}

/**
 * `--write-baseline FILE`: today's failures become the known ones, so the run
 * that writes them passes (a CI step that only records a baseline is green)
 * and reports them as known. A server that could not be reached is no
 * baseline: nothing is written and the run keeps its infrastructure exit.
 */
async function writeBaselineOf(report: CheckReport, file: string, io: CliIo): Promise<CheckReport> {
  const unreachable = report.servers.filter((s) => s.error !== null).map((s) => `"${s.name}"`);
  if (unreachable.length > 0) {
    io.stderr.write(`mcpvals: no baseline written: ${unreachable.join(", ")} could not be checked (see below)\n`);
    return report;
  }
  const written = baselineOf(report.checks);
  await writeBaseline(file, written);
  io.stderr.write(`mcpvals: wrote ${plural(written.expected.length, "known failure")} to ${file}\n`);
  const checks = applyBaseline(report.checks, written);
  return { ...report, checks, ...checkVerdict(checks, io.signal.aborted) };
}

/** `--hosts a,b` (else the config's `hosts:`): known profiles only, a config error with did-you-mean otherwise (exit 2). */
function hostProfiles(flag: string | undefined, configured: readonly string[] | undefined): Profile[] {
  if (flag === undefined) return configured ? resolveProfiles(configured, "hosts") : [];
  const ids = flag
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  if (ids.length === 0)
    throw new UsageError(`--hosts ${flag} names no profile; use all or a comma-separated list of ${PROFILE_IDS.join(", ")}`);
  return resolveProfiles(ids, "--hosts");
}

/** `--readiness anthropic,openai`: known directories only. */
function parseReadiness(value: string | undefined): Directory[] {
  if (value === undefined) return [];
  const list = value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  const unknown = list.filter((v) => !(DIRECTORIES as readonly string[]).includes(v));
  if (list.length === 0 || unknown.length > 0) throw new UsageError(`--readiness ${value}: use anthropic, openai, or both comma-separated`);
  return list as Directory[];
}

/** `--requirements 2025-11-25,2026-07-28`: known revisions only. */
function parseRequirements(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const list = value
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
  const unknown = list.filter((v) => !(PROTOCOL_VERSIONS as readonly string[]).includes(v));
  if (list.length === 0 || unknown.length > 0)
    throw new UsageError(
      `--requirements ${value}: ${unknown.length > 0 ? `${unknown.join(", ")} is not a revision mcpvals speaks` : "names no revision"}; use a comma-separated list of ${PROTOCOL_VERSIONS.join(", ")}`,
    );
  return list;
}
