/**
 * The `load` command's entry of the command table (cli-commands.ts), in its own
 * file to keep that table under the size limit. Constant data: the command's
 * module loads only when it runs.
 */
import type { CliIo } from "./cli-io.js";
import type { CliOptionUse } from "./cli-options.js";
import { EXIT_CODES_HELP } from "./exit-codes.js";

export const LOAD_COMMAND = {
  name: "load",
  description:
    "replay the config's tool tests as load (closed or open loop): latency percentiles in HDR histograms, errors by kind, server RSS and CPU; gate the p95 against a baseline or the base branch's recorded runs (docs/load.md)",
  options: <Array<CliOptionUse | "outputs">>[
    "config",
    ["baseline", { help: "an earlier load report (`mcpvals load --json FILE`) to compare the p95 with, instead of the recorded history" }],
    "branch",
    "baseBranch",
    [
      "stateDir",
      {
        help: `state folder keeping the load history, one sub-folder per config (default: the config's stateDir, else .mcpvals next to the config)`,
      },
    ],
    ["state", { help: "keep no load history (no record, no history baseline)" }],
    [
      "otlp",
      {
        help: "export the load run as an OpenTelemetry trace (a span per tool test with its percentiles) to this OTLP/HTTP collector (default: the config's otel.endpoint, else OTEL_EXPORTER_OTLP_ENDPOINT)",
      },
    ],
    [
      "sandbox",
      {
        help: "run the stdio servers in a sandbox (bubblewrap, Linux), as `check --sandbox` does; their RSS and CPU are still sampled (the server, not bwrap)",
      },
    ],
    "outputs",
    "color",
    "debug",
  ],
  outputs: { kind: "load" as const, defaults: ["console" as const] },
  helpAfter: EXIT_CODES_HELP,
  run: async (io: CliIo, _: [], flags: never) => (await import("./commands/load-command.js")).loadCommand(flags, io),
};
