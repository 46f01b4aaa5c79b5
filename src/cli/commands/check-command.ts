/**
 * `mcpvals check`: conformance and hygiene checks of servers, with no test
 * written and no LLM. Exit 0 when no error-level check failed (outside the
 * baseline), 1 otherwise, 2 for usage errors.
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { baselineOf, readBaseline, writeBaseline } from "../../check/baseline.js";
import { runCheck } from "../../check/run-check.js";
import { PROTOCOL_VERSIONS, type ProtocolChoice } from "../../mcp/protocol-version.js";
import { UsageError } from "../../errors.js";
import { EXIT } from "../exit-codes.js";
import { renderCheckConsole, renderCheckJunit, renderCheckMarkdown } from "../../report/check/render-check.js";
import { redactResult } from "../../trace/redact-result.js";
import type { CliIo } from "../cli-io.js";
import { consoleColor } from "../console-color.js";
import { reportSetupError } from "../report-error.js";
import { newDatabaseId, substituteDatabaseId } from "../../config/substitute-database-id.js";
import { targetServers, type TargetFlags } from "./target-servers.js";
import { writeCheckSarif } from "./check-sarif.js";

export interface CheckFlags extends TargetFlags {
  json?: string;
  junit?: string;
  markdown?: string;
  sarif?: string;
  baseline?: string;
  writeBaseline?: string;
  protocol?: string;
  requirements?: string;
  serverJson?: string;
  call?: boolean;
  color: boolean;
  debug?: boolean;
}

export async function checkCommand(command: string[], flags: CheckFlags, io: CliIo): Promise<number> {
  let secrets: readonly string[] = [];
  try {
    if (flags.protocol !== undefined && flags.protocol !== "auto" && !(PROTOCOL_VERSIONS as readonly string[]).includes(flags.protocol)) {
      throw new UsageError(`--protocol ${flags.protocol} is not a revision mcpvals speaks: use auto or one of ${PROTOCOL_VERSIONS.join(", ")}`);
    }
    const requirements = parseRequirements(flags.requirements);
    const target = await targetServers(command, flags, io);
    secrets = target.secrets;
    const baseline = flags.baseline ? await readBaseline(resolve(io.cwd, flags.baseline)) : undefined;
    // A config's `{{databaseId}}` gets this check's own id, as a run's tool tests get theirs.
    const servers = substituteDatabaseId(target.servers, newDatabaseId());
    const serverJsonPath = flags.serverJson === undefined ? undefined : resolve(io.cwd, flags.serverJson);
    const raw = await runCheck({ servers, protocol: flags.protocol as ProtocolChoice | undefined, requirements, call: flags.call === true, baseline, serverJsonPath, signal: io.signal });
    // Reasons quote what servers said; the config's secrets never reach a report.
    const report = redactResult(raw, [...secrets]);
    io.stdout.write(renderCheckConsole(report, { color: consoleColor(flags.color, io.env, io.stdout) }));
    if (flags.json) await writeFile(resolve(io.cwd, flags.json), `${JSON.stringify(report, null, 2)}\n`);
    if (flags.junit) await writeFile(resolve(io.cwd, flags.junit), renderCheckJunit(report));
    if (flags.markdown) await writeFile(resolve(io.cwd, flags.markdown), renderCheckMarkdown(report));
    if (flags.sarif) await writeCheckSarif(flags.sarif, report, { cwd: io.cwd, configFile: target.file, command });
    if (flags.writeBaseline) {
      const file = resolve(io.cwd, flags.writeBaseline);
      const written = baselineOf(report.checks);
      await writeBaseline(file, written);
      io.stderr.write(`mcpvals: wrote ${written.expected.length} known failure${written.expected.length === 1 ? "" : "s"} to ${file}\n`);
    }
    if (io.signal.aborted) return EXIT.infrastructure;
    return report.passed ? 0 : 1;
  } catch (error) {
    return reportSetupError(error, io, flags.debug === true, secrets);
  }
}

/** `--requirements 2025-11-25,2026-07-28`: known revisions only. */
function parseRequirements(value: string | undefined): string[] | undefined {
  if (value === undefined) return undefined;
  const list = value.split(",").map((v) => v.trim()).filter(Boolean);
  const unknown = list.filter((v) => !(PROTOCOL_VERSIONS as readonly string[]).includes(v));
  if (list.length === 0 || unknown.length > 0) throw new UsageError(`--requirements ${value}: ${unknown.length > 0 ? `${unknown.join(", ")} is not a revision mcpvals speaks` : "names no revision"}; use a comma-separated list of ${PROTOCOL_VERSIONS.join(", ")}`);
  return list;
}
