/**
 * `mcpvals mutate`: the suite's mutation score (src/mutate/mutate.ts), its
 * reports, and the exit code: 0 at or above minScore, 1 below it, 2 when the
 * suite does not pass unmutated (3 when only for infrastructure), 3 when no
 * mutant could run at all. Progress goes to stderr, one line per mutant.
 */
import { exitCode } from "../../exit-code.js";
import { cleanLine } from "../../report/format.js";
import { writeMutationReports } from "../../report/write-reports.js";
import { mutationOutcome } from "../../mutate/mutation-outcome.js";
import type { CliFlags } from "../cli-flags.js";
import type { CliIo } from "../cli-io.js";
import { outputsFromFlags, type OutputFlags } from "../output-flags.js";
import { reportError } from "../report-error.js";
import { optionsFromFlags } from "../options-from-flags.js";
import { MUTATE_SPEC } from "../mutate-spec.js";
import type { MutateOptions } from "../../mutate/mutate.js";

export type MutateFlags = OutputFlags & CliFlags<"config" | "minScore" | "shard" | "resume" | "concurrency" | "baseline" | "debug">;

export async function mutateCommand(flags: MutateFlags, io: CliIo): Promise<number> {
  try {
    const outputs = outputsFromFlags(flags, "mutate", io, { progress: true });
    const options = await optionsFromFlags<MutateOptions>({ uses: MUTATE_SPEC.options, flags });
    const { mutate } = await import("../../mutate/mutate.js");
    const report = await mutate(flags.config, {
      env: io.env,
      cwd: io.cwd,
      signal: io.signal,
      ...options,
      onMutant: (mutant, done, total) => io.stderr.write(`mutant ${done}/${total}: ${mutant.status} (${cleanLine(mutant.id)})\n`),
    });
    await writeMutationReports(report, outputs);
    return exitCode(mutationOutcome(report), { signal: io.signal });
  } catch (error) {
    return reportError(error, io, flags.debug === true);
  }
}
