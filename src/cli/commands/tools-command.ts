/**
 * `mcpvals tools`: the tools (and resources, resource templates and prompts)
 * the configured servers offer now, with
 * `--metrics` their stored per-tool history, and with `--diff` the change
 * list against the stored baseline. Read-only: the state folder is never
 * written here (only `mcpvals run` moves the baseline).
 */
import type { McpTool as Tool } from "../../protocol/mcp-types.js";
import { redactSecrets } from "../../secrets/redact-secrets.js";
import { UsageError } from "../../errors.js";
import { EXIT } from "../../exit-code.js";
import { connectionManagerFor } from "../../mcp/pool/connection-manager-for.js";
import { toolHash, toolsHash } from "../../protocol/tools-hash.js";
import { cleanLine, formatMs, formatPercent, oneLine, shortHash, truncate } from "../../report/format.js";
import { toolChangesLines } from "../../report/tool-changes-text.js";
import { diffTools } from "../../state/diff-tools.js";
import { readState } from "../../state/read-state.js";
import { openStateDir } from "../../state/open-state-dir.js";
import { configStatePlace } from "../../state/state-dir.js";
import { signInStoreFor } from "../../state/sign-in-store.js";
import { metricsKey } from "../../state/state-files.js";
import { summarizeToolMetrics, type ToolMetricsSummary } from "../../state/summarize-tool-metrics.js";
import type { CliIo } from "../cli-io.js";
import { reportError } from "../report-error.js";
import type { ServerEnvFlags } from "./server-env.js";
import { loadServerConfig, type TargetFlags } from "./target-servers.js";
import { offeringCounts, offeringLines, offeringRows } from "./tools-offerings.js";
import type { CliFlags } from "../cli-flags.js";

export type ToolsFlags = TargetFlags & CliFlags<"metrics" | "diff" | "failOn" | "jsonPrint" | "stateDir" | "debug"> & ServerEnvFlags;

export async function toolsCommand(command: readonly string[], flags: ToolsFlags, io: CliIo): Promise<number> {
  // Known once the config is loaded; errors after that are printed without them.
  let secrets: readonly string[] = [];
  try {
    // --fail-on breaking gates on the change list, so it computes one.
    const diff = flags.diff === true || flags.failOn === "breaking";
    // Only servers are needed here: a config without workflows or tests is fine.
    const config = await loadServerConfig(command, flags, io, "tools");
    secrets = config.secrets;
    const { dir, warnings: stateWarnings } = await openStateDir({
      ...configStatePlace(config),
      override: flags.stateDir,
      cwd: io.cwd,
      signal: io.signal,
    });
    for (const warning of stateWarnings) io.stderr.write(`mcpvals: warning: ${warning}\n`);
    const names = flags.server?.length ? flags.server : Object.keys(config.servers);
    for (const name of names) {
      if (!Object.hasOwn(config.servers, name))
        throw new UsageError(`--server: no server named "${name}". Servers in the config: ${Object.keys(config.servers).join(", ")}.`);
    }
    // The lists are all we need from the servers: all are closed before the state is read.
    // Tool descriptions can quote what a server was given: redacted like a report.
    // Servers with `authorizationCode` use the sign-in `mcpvals auth login` kept at the state folder's root.
    const signIns = signInStoreFor(config, { override: flags.stateDir, cwd: io.cwd, signal: io.signal });
    const connections = connectionManagerFor(config, { signal: io.signal, ...(signIns ? { signIns } : {}) });
    const listed = await Promise.all(
      names.map(async (name) => redactSecrets({ server: name, ...(await connections.listTools(name, io.signal)) }, config.secrets)),
    ).finally(() => connections.closeAll());
    const needsState = (flags.metrics || diff) && dir !== false;
    const state = needsState ? await readState(dir) : null;
    for (const warning of state?.warnings ?? []) io.stderr.write(`mcpvals: warning: ${warning}\n`);
    // Servers not listed keep their baseline: they are not reported as removed.
    const servers = [
      ...listed,
      ...Object.keys(config.servers)
        .filter((n) => !names.includes(n))
        .map((n) => ({ server: n, tools: undefined })),
    ];
    const changes = diff && state ? diffTools({ baseline: state.tools, servers }) : null;
    const metrics = new Map<string, ToolMetricsSummary>();
    if (flags.metrics && state?.metrics) {
      for (const [key, entry] of Object.entries(state.metrics.tools)) metrics.set(key, summarizeToolMetrics(entry));
    }
    const rows = listed.flatMap(({ server, tools }) =>
      [...tools]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((t: Tool) => ({
          ...toolRow(server, t),
          ...(flags.metrics ? { metrics: metrics.get(metricsKey(server, t.name)) ?? null } : {}),
        })),
    );

    const others = offeringRows(listed, flags.metrics === true ? metrics : null);

    if (flags.json) {
      const out = {
        stateDir: dir === false ? null : dir,
        servers: listed.map(({ server, serverInfo, tools }) => ({ name: server, serverInfo, toolsHash: toolsHash(tools) })),
        tools: rows,
        ...others,
        ...(diff ? { toolChanges: changes } : {}),
      };
      io.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
      return breakingGate(flags.failOn === "breaking" ? changes : null, io);
    }

    io.stdout.write(
      `${toolsText({ listed, rows, others, metrics: flags.metrics === true, diff: diff ? { changes, dir } : null }).join("\n")}\n`,
    );
    return breakingGate(flags.failOn === "breaking" ? changes : null, io);
  } catch (error) {
    return reportError(error, io, flags.debug === true, secrets);
  }
}

/** One tool as `tools` lists it (and `--json` prints it). */
function toolRow(server: string, t: Tool) {
  return {
    server,
    name: t.name,
    description: t.description ?? null,
    required: Array.isArray(t.inputSchema.required) ? t.inputSchema.required : [],
    hash: toolHash(t),
    // As the client kept them: what a test's args must match, and what a 2020-12 schema kept of its keywords.
    inputSchema: t.inputSchema,
    ...(t.outputSchema ? { outputSchema: t.outputSchema } : {}),
  };
}

/** `--fail-on breaking`: exit 1 with the breaking entries named when the change list has one. */
function breakingGate(changes: ReturnType<typeof diffTools> | null, io: CliIo): number {
  if (!changes?.breaking) return EXIT.passed;
  const names = changes.entries.filter((e) => e.breaking).map((e) => cleanLine(`${e.server}/${e.tool}`));
  io.stderr.write(
    `mcpvals: breaking change${names.length === 1 ? "" : "s"} since the baseline (${names.join(", ")}) with --fail-on breaking\n`,
  );
  return EXIT.failed;
}

interface ToolsTextOptions {
  listed: ReadonlyArray<{ server: string; serverInfo?: { name: string; version: string } | null; tools: Tool[] }>;
  rows: ReadonlyArray<{
    server: string;
    name: string;
    description: string | null;
    required: readonly string[];
    metrics?: ToolMetricsSummary | null;
  }>;
  others: ReturnType<typeof offeringRows>;
  metrics: boolean;
  diff: { changes: ReturnType<typeof diffTools> | null; dir: string | false } | null;
}

/** The table `tools` prints: each server, its tools (with metrics), its other offerings, then the change list. */
function toolsText({ listed, rows, others, metrics, diff }: ToolsTextOptions): string[] {
  const lines: string[] = [];
  for (const { server, serverInfo: info, tools } of listed) {
    const label = info ? `${cleanLine(info.name)}@${cleanLine(info.version)}` : "";
    lines.push(
      `${cleanLine(server)}${label ? `  ${label}` : ""}  ${tools.length} tools  tools ${shortHash(toolsHash(tools))}${offeringCounts(others, server)}`,
      "",
    );
    for (const row of rows.filter((r) => r.server === server)) {
      const required = row.required.length > 0 ? `  ${cleanLine(`(${row.required.join(", ")})`)}` : "";
      lines.push(`  ${cleanLine(row.name)}${required}  ${cleanLine(truncate(oneLine(row.description ?? ""), 80))}`.trimEnd());
      if (metrics) lines.push(`      ${metricsText(row.metrics ?? null)}`);
    }
    lines.push(...offeringLines(others, server, metrics ? metricsText : null));
    lines.push("");
  }
  lines.pop();
  if (diff) {
    lines.push("");
    if (diff.changes === null || diff.changes.baselineAt === null) {
      lines.push(
        diff.dir === false
          ? "No state folder: nothing to compare against."
          : `No baseline in ${diff.dir} yet: a \`mcpvals run\` records one.`,
      );
    } else {
      lines.push(...toolChangesLines(diff.changes));
    }
  }
  return lines;
}

function metricsText(m: ToolMetricsSummary | null): string {
  if (m === null) return "no stored metrics";
  const rate = m.successRate === null ? "—" : formatPercent(m.successRate);
  const p95 = m.p95LatencyMs === null ? "—" : `${formatMs(m.p95LatencyMs)} ms`;
  const parts = [`${m.runs} runs`, `${m.calls} calls`, `success ${rate}`, `p95 ${p95}`, `last called ${m.lastCalledAt ?? "never"}`];
  if (m.lastError !== null) parts.push(`last error: ${truncate(oneLine(m.lastError), 120)}`);
  return parts.map(cleanLine).join("  ");
}
