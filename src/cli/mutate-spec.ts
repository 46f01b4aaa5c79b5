/** `mcpvals mutate`'s description, options and outputs (its entry in cli-commands.ts spreads these). */
import type { ReporterName, ResultKind } from "../report/reporter-names.js";
import { UsageError } from "../errors.js";
import type { CliOptionUse } from "./cli-options.js";
import { EXIT_CODES_HELP } from "./exit-codes.js";

export const MUTATE_SPEC: {
  description: string;
  options: ReadonlyArray<CliOptionUse | "outputs">;
  outputs: { kind: ResultKind; defaults: readonly ReporterName[] };
  helpAfter: string;
  optionsFromTable: true;
} = {
  description:
    "how strong is the suite? plant one change per run in what the servers say (drop a tool, perturb a result, ...) and score how many the suite notices (docs/mutate.md)",
  options: [
    "config",
    [
      "minScore",
      { help: "lowest mutation score that passes, 0..1; below it exit 1 (default: the config's mutate.minScore)", to: minScore },
    ],
    ["shard", { help: "run only part i of N of the mutants (one runner of a matrix each)" }],
    [
      "resume",
      {
        help: "run only the mutants this `mutate --json` report (a merged sharded one) lacks or holds as infrastructure; the reports show the whole mutate",
        to: "resume",
      },
    ],
    ["concurrency", { help: "mutants run at once (default: the config's mutate.concurrency, else the machine's cores)" }],
    ["baseline", { help: "a `mutate --json` report of the base branch: report the score's change against it" }],
    "outputs",
    "color",
    "debug",
  ],
  outputs: { kind: "mutate", defaults: ["console"] },
  helpAfter: EXIT_CODES_HELP,
  optionsFromTable: true,
};

function minScore(value: number): { minScore: number } {
  if (!(value >= 0 && value <= 1)) throw new UsageError(`--min-score must be a fraction from 0 to 1 (e.g. 0.8), got ${value}.`);
  return { minScore: value };
}
