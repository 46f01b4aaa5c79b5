/** `mcpvals cassettes [--check | --prune]`: the cassettes against the config. */
import { EXIT } from "../../exit-code.js";
import { loadConfig } from "../../config/load-config.js";
import { listCassettes, pruneCassettes } from "../../cassettes/list-cassettes.js";
import { resolveModel } from "../../model/resolve-model.js";
import type { CliIo } from "../cli-io.js";
import { reportError } from "../report-error.js";
import type { CliFlags } from "../cli-flags.js";

export type CassettesFlags = CliFlags<"config" | "check" | "prune" | "model" | "jsonPrint">;

export async function cassettesCommand(flags: CassettesFlags, io: CliIo): Promise<number> {
  try {
    const config = await loadConfig({ path: flags.config, cwd: io.cwd, env: io.env });
    // No key is needed to know which model a cassette should hold.
    const options = { env: io.env, legacyOpenAiKey: config.legacyOpenAiKey, allowMissingKey: true };
    const agentSpec = flags.model ?? config.model;
    const agent = resolveModel(agentSpec, { ...options, role: "agent" });
    const judge = config.judge
      ? resolveModel(config.judge.model ?? (agent.kind === "llm" ? agentSpec : undefined), { ...options, role: "judge" }).label
      : null;
    const entries = await listCassettes({ config, models: { agent: agent.label, judge }, signal: io.signal });
    const pruned = flags.prune ? await pruneCassettes(config, entries) : [];
    const shown = entries.filter((e) => !pruned.includes(e.file));
    if (flags.json) {
      io.stdout.write(`${JSON.stringify({ cassettes: shown, pruned }, null, 2)}\n`);
    } else {
      const lines = shown.map(
        (e) =>
          `  ${e.status.padEnd(7)} ${e.file}${e.workflow ? `  (${e.workflow}${e.attempt > 1 ? `, attempt ${e.attempt}` : ""})` : ""}${e.model ? `  ${e.model}` : ""}`,
      );
      const counts = ["fresh", "stale", "missing", "invalid", "orphan"]
        .map((s) => [s, shown.filter((e) => e.status === s).length] as const)
        .filter(([, n]) => n > 0);
      io.stdout.write(`Cassettes (${counts.map(([s, n]) => `${n} ${s}`).join(", ") || "none"}):\n${lines.join("\n")}\n`);
      for (const file of pruned) io.stdout.write(`Pruned ${file}\n`);
    }
    if (flags.check && shown.some((e) => e.status === "stale" || e.status === "missing" || e.status === "invalid")) {
      io.stderr.write("Some workflows have no fresh cassette: record them with `mcpvals run --record`.\n");
      return EXIT.failed;
    }
    return EXIT.passed;
  } catch (error) {
    return reportError(error, io, false);
  }
}
