/**
 * `mcpvals search "<query>"`: the tools of the configured servers ranked
 * against a query, as a table (rank, server, tool, score) or, with --json, an
 * array of { server, tool, score }. Exit 0, 2 for a usage or config problem,
 * 3 when a server or the model cannot be reached (exit-code.ts `EXIT`). Tool
 * search is imported only here, so other commands do not load it.
 */
import { EXIT } from "../../exit-code.js";
import { searchTable } from "./search-table.js";
import { configStatePlace, resolveStateRoot } from "../../state/state-dir.js";
import type { CliIo } from "../cli-io.js";
import { reportError } from "../report-error.js";
import type { CliFlags } from "../cli-flags.js";
import type { ServerEnvFlags } from "./server-env.js";
import { loadServerConfig, type TargetFlags } from "./target-servers.js";

export type SearchFlags = TargetFlags &
  CliFlags<"mode" | "top" | "minScore" | "jsonPrint" | "stateDir" | "state" | "debug"> &
  ServerEnvFlags;

export async function searchCommand(query: string, command: readonly string[], flags: SearchFlags, io: CliIo): Promise<number> {
  // Known once the config is loaded; errors after that are printed without them.
  let secrets: readonly string[] = [];
  try {
    // Only servers are needed here: a config without workflows or tests is fine.
    const config = await loadServerConfig(command, flags, io, "search");
    secrets = config.secrets;
    const override = flags.state === false ? false : flags.stateDir;
    // The root: searchServers keeps the vectors in this config's sub-folder of it, like a run.
    const stateDir = resolveStateRoot({ ...configStatePlace(config), override, cwd: io.cwd });
    const { searchServers } = await import("../../search/search-servers.js");
    const { hits, warnings } = await searchServers({
      config,
      query,
      mode: flags.mode,
      topK: flags.top,
      servers: flags.server,
      minScore: flags.minScore,
      stateDir,
      cwd: io.cwd,
      env: io.env,
      signal: io.signal,
    });
    for (const warning of warnings) io.stderr.write(`mcpvals: warning: ${warning}\n`);
    if (flags.json) {
      io.stdout.write(
        `${JSON.stringify(
          hits.map((hit, i) => ({ rank: i + 1, ...hit })),
          null,
          2,
        )}\n`,
      );
      return EXIT.passed;
    }
    io.stdout.write(`${searchTable(hits, flags.minScore).join("\n")}\n`);
    return EXIT.passed;
  } catch (error) {
    return reportError(error, io, flags.debug === true, secrets);
  }
}
