/**
 * The `merge` command's entry of the command table (cli-commands.ts), in its
 * own file to keep that table under the size limit. Constant data: the
 * command's module loads only when it runs.
 */
import type { CliIo } from "./cli-io.js";
import type { CliOptionUse } from "./cli-options.js";

export const MERGE_COMMAND = {
  name: "merge",
  description:
    "combine the JSON reports of a sharded run (`run --shard i/N --json ...`) or mutate (`mutate --shard i/N --json ...`) into one result",
  args: [["<files...>", "JSON reports of every shard (all from run, or all from mutate)"]] as const,
  options: <Array<CliOptionUse | "outputs">>[
    ["threshold", { help: "run reports: minimum score to pass, 0..1 (default: the shards' threshold)" }],
    ["minScore", { help: "mutate reports: lowest mutation score that passes, 0..1 (default: the shards' minScore)" }],
    "outputs",
    "color",
    "debug",
  ],
  // The run reporters' flags (a superset of mutate's): merge-command refuses one a mutation report has no renderer for.
  outputs: { kind: "run" as const, defaults: ["console" as const] },
  run: async (io: CliIo, [files]: [string[]], flags: never): Promise<number> =>
    (await import("./commands/merge-command.js")).mergeCommand(files, flags, io),
};
