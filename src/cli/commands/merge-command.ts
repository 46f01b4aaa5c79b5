/**
 * `mcpvals merge <files...>`: adds up the JSON reports of a sharded run
 * (`run --shard`) or a sharded mutate (`mutate --shard`), applies the gate
 * once to the whole (the threshold; a mutate's minScore) and writes the
 * reports. Exit 0 when it passes, 1 below the gate, 2 when the files do not
 * form one run (or mix run and mutate reports), 3 when only a shard is missing.
 */
import { resolve } from "node:path";
import { UsageError } from "../../errors.js";
import { mergeResults, parseResultJson, readJsonFile } from "../../eval/merge-results.js";
import { mergeMutationReports, parseMutationJson } from "../../mutate/merge-mutation-reports.js";
import { mutationOutcome } from "../../mutate/mutation-outcome.js";
import { fileReporters, knownReporter } from "../../report/reporter-names.js";
import { runReporters, writeMutationReports, writeReports } from "../../report/write-reports.js";
import { exitCode } from "../../exit-code.js";
import { EventChannel } from "../../trace/event-channel.js";
import type { CliIo } from "../cli-io.js";
import { outputsFromFlags, type OutputFlags } from "../output-flags.js";
import { reportError } from "../report-error.js";
import type { CliFlags } from "../cli-flags.js";

export type MergeFlags = OutputFlags & CliFlags<"threshold" | "minScore">;

export async function mergeCommand(files: string[], flags: MergeFlags, io: CliIo): Promise<number> {
  try {
    const parts = await Promise.all(files.map(async (file) => ({ file, json: await readJsonFile(resolve(io.cwd, file), io.signal) })));
    return isMutation(parts) ? await mergeMutation(parts, flags, io) : await mergeRuns(parts, flags, io);
  } catch (error) {
    return reportError(error, io, flags.debug === true);
  }
}

type JsonPart = { file: string; json: unknown };

async function mergeRuns(parts: JsonPart[], flags: MergeFlags, io: CliIo): Promise<number> {
  if (flags.minScore !== undefined)
    throw new UsageError("--min-score is the gate of mutation reports (`mutate --json`); a run's is --threshold.");
  const outputs = outputsFromFlags(flags, "run", io, { progress: true });
  const result = mergeResults(
    parts.map(({ file, json }) => ({ file, result: parseResultJson(file, json) })),
    { threshold: flags.threshold },
  );
  await writeReports(new EventChannel({ observers: runReporters(outputs) }), result);
  return exitCode({ passed: result.passed, infrastructure: result.verdict.infrastructure });
}

async function mergeMutation(parts: JsonPart[], flags: MergeFlags, io: CliIo): Promise<number> {
  if (flags.threshold !== undefined) throw new UsageError("--threshold is the gate of run reports; a mutation report's is --min-score.");
  // The flags are the run's (`merge` declares them); one a mutation report has no renderer for is refused, not ignored.
  for (const name of fileReporters("run")) if (typeof flags[name] === "string") knownReporter(name, "mutate");
  const outputs = outputsFromFlags(flags, "mutate", io, { progress: true });
  const report = mergeMutationReports(
    parts.map(({ file, json }) => ({ file, report: parseMutationJson(file, json) })),
    flags.minScore !== undefined ? { minScore: flags.minScore } : {},
  );
  await writeMutationReports(report, outputs);
  return exitCode(mutationOutcome(report), { signal: io.signal });
}

/**
 * Whether the files are mutation reports (`kind: "mutation"`) rather than run reports; a set mixing the two is
 * refused, naming one of each. Each file is then checked against its own schema.
 */
function isMutation(parts: readonly JsonPart[]): boolean {
  const mutation = (json: unknown): boolean =>
    typeof json === "object" && json !== null && !Array.isArray(json) && (json as { kind?: unknown }).kind === "mutation";
  const mutations = parts.filter((p) => mutation(p.json));
  const runs = parts.filter((p) => !mutation(p.json));
  if (mutations.length > 0 && runs.length > 0) {
    throw new UsageError(
      `${mutations[0]!.file} is a mutation report (\`mutate --json\`) but ${runs[0]!.file} is not: merge the reports of one sharded command, all from \`run\` or all from \`mutate\`.`,
    );
  }
  return mutations.length > 0;
}
