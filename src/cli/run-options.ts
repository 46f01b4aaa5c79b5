/**
 * The options `run` and `eval` take, in help order (their entries in the
 * command table, cli-commands.ts, list these), each value going where the
 * option table (or its own `to` here) says: run-command.ts builds evaluate's
 * options from them with optionsFromFlags.
 */
import type { OptionUses } from "./options-from-flags.js";

export const RUN_OPTIONS: OptionUses = [
  "model",
  "threshold",
  "llmJudge",
  "workflow",
  "test",
  "watch",
  [
    "failOn",
    {
      help: "also fail (exit 1) on: breaking = a tool, resource or prompt changed in a breaking way since the stored baseline (config failOn)",
    },
  ],
  "toolHealthOnly",
  "workflowsOnly",
  "shard",
  "shardBy",
  "resume",
  "outputs",
  "color",
  "stateDir",
  ["state", { help: "keep no state: no per-tool history, no tool change list" }],
  "record",
  "replay",
  "cassettes",
  [
    "baseline",
    {
      help: "JSON report of an earlier run to compare pass rates with (repeat for several runs); turns the regression gate on",
      repeatable: true,
    },
  ],
  "quarantine",
  "allowMissingTools",
  [
    "hosts",
    {
      help: "run every workflow as these hosts, comma-separated, or all (e.g. claude-code,cursor; see docs/configuration.md#running-as-a-host): the same as the config's top-level hosts: [...], over its host/hosts",
      // Checked against the host table, loaded only when --hosts is given.
      to: async (flag: string) => ({ hosts: (await import("./commands/run-hosts.js")).runHosts(flag) }),
    },
  ],
  "otlp",
  "debug",
];
