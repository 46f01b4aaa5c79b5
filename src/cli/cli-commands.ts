/**
 * Every command: its arguments, the options it takes from the one option
 * table (cli-options.ts), and its action. A command's module is imported by
 * its action, not here: `--version`, `--help` and a usage error load
 * commander and these few constant files only (the run command alone pulls in
 * ~600 modules).
 */
import type { ReporterName, ResultKind } from "../report/reporter-names.js";
import type { CliIo } from "./cli-io.js";
import type { CliOptionUse } from "./cli-options.js";
import { EXIT_CODES_HELP } from "./exit-codes.js";
import { MUTATE_SPEC } from "./mutate-spec.js";
import { MERGE_COMMAND } from "./merge-cli-command.js";
import { LOAD_COMMAND } from "./load-cli-command.js";
import { RUN_OPTIONS } from "./run-options.js";
import { SEARCH_SCORES_HELP } from "./search-scores-help.js";
import { growYoungGenerationSlowly } from "./young-generation.js";

/** The server as `check` and `init` take it: the command after `--` that starts it over stdio. */
const SERVER_COMMAND = ["[command...]", "the stdio server to start, after `--` (e.g. `-- node dist/server.js`)"] as const;

/** One command of the CLI. */
export interface CliCommand {
  name: string;
  description: string;
  /** Positional arguments, as commander spells them (`<config>`, `[command...]`). */
  args?: ReadonlyArray<readonly [spec: string, help: string]>;
  /** Options in help order; "outputs" stands for `-r` and one `--NAME PATH` per file reporter of `outputs.kind`. */
  options: ReadonlyArray<CliOptionUse | "outputs">;
  /** What the command reports: which reporters its output flags offer, and which print without `-r`. */
  outputs?: { kind: ResultKind; defaults: readonly ReporterName[] };
  helpAfter?: string;
  /** It builds its options object from where the option table sends each value (options-from-flags.ts; tested). */
  optionsFromTable?: true;
  /** Runs the command; `positional` holds the arguments in order. Method syntax: each command types its own. */
  run(io: CliIo, positional: never, flags: never): Promise<number>;
}

// The console prints unless `-r` names other reporters; `report` prints only what it is asked for.
const CONSOLE_RUN: CliCommand["outputs"] = { kind: "run", defaults: ["console"] };
const STATE_DIR_DEFAULT = "(default: the config's stateDir, else .mcpvals next to the config)";

export const CLI_COMMANDS: readonly CliCommand[] = [
  {
    name: "run",
    description: "run the evaluation",
    options: ["config", ...RUN_OPTIONS],
    optionsFromTable: true,
    outputs: CONSOLE_RUN,
    helpAfter: EXIT_CODES_HELP,
    run: async (io, _: [], flags) => {
      growYoungGenerationSlowly();
      return (await import("./commands/run-command.js")).runCommand(flags, io);
    },
  },
  {
    // mcpvals 0.4 compatibility: `mcpvals eval <config> [-r console|json|junit] ...`.
    name: "eval",
    description: "alias of run, taking the config as an argument (mcpvals 0.4)",
    args: [["<config>", "config file"]],
    options: RUN_OPTIONS,
    optionsFromTable: true,
    outputs: CONSOLE_RUN,
    helpAfter: EXIT_CODES_HELP,
    run: async (io, [config]: [string], flags) => {
      growYoungGenerationSlowly();
      return (await import("./commands/run-command.js")).runCommand({ ...(flags as object), config } as never, io);
    },
  },
  {
    name: "list",
    description: "list the workflows and tool tests of a config",
    options: [["config", { help: "config file" }], "jsonPrint"],
    run: async (io, _: [], flags) => (await import("./commands/list-command.js")).listCommand(flags, io),
  },
  {
    name: "tools",
    description:
      "list the servers' tools, resources, resource templates and prompts; --metrics adds their stored history, --diff the changes against the stored baseline: `tools -- node server.js`, `tools --url URL`, or the config's servers",
    args: [SERVER_COMMAND],
    options: [
      ["config", { help: "config file (not needed with `--` or --url)" }],
      ["url", { help: "a Streamable HTTP endpoint" }],
      "metrics",
      "diff",
      ["failOn", { help: "exit 1 when --diff finds a breaking change (breaking): a gate for any CI system" }],
      "jsonPrint",
      ["stateDir", { help: `state folder, one sub-folder per config ${STATE_DIR_DEFAULT}` }],
      ["server", { help: "only these servers: --server a b or --server a --server b (default: all)" }],
      "env",
      "envFile",
      "sandbox",
      "debug",
    ],
    run: async (io, [command]: [string[]], flags) => (await import("./commands/tools-command.js")).toolsCommand(command, flags, io),
  },
  {
    name: "search",
    description: "rank the servers' tools against a query (what tool search, the retrieval metric and toolSelection see)",
    args: [["<query>", 'what a user would ask, e.g. "read a file"'], SERVER_COMMAND],
    options: [
      ["config", { help: "config file (not needed with `--` or --url)" }],
      ["url", { help: "a Streamable HTTP endpoint" }],
      "mode",
      "top",
      ["server", { help: "only these servers: --server a b or --server a --server b (after the query; default: all)" }],
      "minScore",
      ["jsonPrint", { help: "print a JSON array of { rank, server, tool, score, cosine?, bm25? }" }],
      ["stateDir", { help: `state folder caching the tools' embeddings in the config's sub-folder ${STATE_DIR_DEFAULT}` }],
      ["state", { help: "keep no embeddings cache" }],
      "env",
      "envFile",
      "debug",
    ],
    helpAfter: SEARCH_SCORES_HELP,
    run: async (io, [query, command]: [string, string[]], flags) =>
      (await import("./commands/search-command.js")).searchCommand(query, command, flags, io),
  },
  MERGE_COMMAND,
  {
    name: "report",
    description: "render a saved JSON report (`run --json`) again, e.g. as HTML",
    args: [["<file>", "JSON report written by `mcpvals run --json` or `mcpvals merge --json`"]],
    options: ["outputs", "debug"],
    outputs: { kind: "run", defaults: [] },
    run: async (io, [file]: [string], flags) => (await import("./commands/report-command.js")).reportCommand(file, flags, io),
  },
  {
    name: "check",
    description:
      "check servers' protocol conformance and tool hygiene, with no test written and no key: `check -- node server.js`, `check --url URL`, or the config's servers",
    args: [SERVER_COMMAND],
    options: [
      ["config", { help: "config file (default: mcpvals.config.* in the working directory; not needed with `--` or --url)" }],
      ["url", { help: "a Streamable HTTP endpoint to check" }],
      ["server", { help: "only these servers of the config" }],
      "authClientId",
      "authClientSecret",
      "authClientSecretEnv",
      "authScope",
      "authAudience",
      "authRefreshToken",
      "authBearer",
      "protocol",
      "requirements",
      "hosts",
      "readiness",
      "call",
      "connectMs",
      "rules",
      "baseline",
      "writeBaseline",
      "serverJson",
      "outputs",
      "color",
      "env",
      "envFile",
      "sandbox",
      "debug",
    ],
    outputs: { kind: "check", defaults: ["console"] },
    run: async (io, [command]: [string[]], flags) => (await import("./commands/check-command.js")).checkCommand(command, flags, io),
  },
  {
    name: "init",
    description: "write a first config from a live server: `init -- node server.js` or `init --url URL`",
    args: [SERVER_COMMAND],
    options: [
      ["config", { help: "take the server from this config instead" }],
      "url",
      ["server", { help: "the config's server to use" }],
      ["out", { help: "the config file to write", default: "mcpvals.config.yaml" }],
      "force",
      "noCall",
      "env",
      "envFile",
      "sandbox",
      "debug",
    ],
    run: async (io, [command]: [string[]], flags) => (await import("./commands/init-command.js")).initCommand(command, flags, io),
  },
  {
    name: "proxy",
    description:
      "serve the config's servers as one MCP server with tool search, metrics and fallbacks (stdio, or Streamable HTTP with --http); needs the optional @modelcontextprotocol/server package",
    args: [SERVER_COMMAND],
    options: [
      ["config", { help: "config file (not needed with `--` or --url)" }],
      ["url", { help: "a Streamable HTTP endpoint to serve" }],
      "http",
      "exposeTools",
      ["stateDir", { help: `state folder for metrics, tool snapshots and embeddings ${STATE_DIR_DEFAULT}` }],
      ["state", { help: "keep no state" }],
      "env",
      "envFile",
      "debug",
    ],
    run: async (io, [command]: [string[]], flags) => {
      growYoungGenerationSlowly();
      return (await import("./commands/proxy-command.js")).proxyCommand(command, flags, io);
    },
  },
  {
    name: "auth",
    description:
      "`auth login SERVER`: sign in to a server whose auth is authorizationCode (browser, or the printed URL) and keep its refresh token in the state folder for later runs",
    args: [
      ["<action>", "login"],
      ["<server>", "the server's name in the config"],
    ],
    options: [
      "config",
      ["stateDir", { help: `state folder whose secret store keeps the sign-in ${STATE_DIR_DEFAULT}` }],
      "browser",
      "debug",
    ],
    run: async (io, [action, server]: [string, string], flags) =>
      (await import("./commands/auth-command.js")).authCommand(action, server, flags, io),
  },
  {
    name: "cassettes",
    description:
      "list the cassettes with their status against the config; --check fails on stale or missing ones, --prune removes those of deleted workflows",
    options: ["config", "check", "prune", ["model", { help: "the model the cassettes should hold (default: the config's)" }], "jsonPrint"],
    run: async (io, _: [], flags) => (await import("./commands/cassettes-command.js")).cassettesCommand(flags, io),
  },
  LOAD_COMMAND,
  {
    name: "mutate",
    ...MUTATE_SPEC,
    run: async (io, _: [], flags) => (await import("./commands/mutate-command.js")).mutateCommand(flags, io),
  },
  {
    name: "judge",
    description:
      "`judge calibrate --labels FILE`: measure the LLM judge's agreement with people (Cohen's kappa, Spearman's rho) and keep it for runs; `judge label REPORT --out FILE`: label a JSON report's judged workflows, one question each",
    args: [
      ["<action>", "calibrate or label"],
      ["[report]", "label: the JSON report (`run --json`) whose judged workflows to label"],
    ],
    options: [
      "config",
      ["labels", { help: "calibrate: the labelled items, JSONL (docs/judge-calibration.md)" }],
      ["jsonFile", { help: "calibrate: also write the agreement, the items and the disagreements as JSON to this file" }],
      ["out", { help: "label: the JSONL labels file to append to" }],
      ["stateDir", { help: `calibrate: state folder keeping the measurement ${STATE_DIR_DEFAULT}` }],
      ["state", { help: "calibrate: keep nothing (the runs will not see this measurement)" }],
      "debug",
    ],
    helpAfter: EXIT_CODES_HELP,
    run: async (io, [action, report]: [string, string | undefined], flags) =>
      (await import("./commands/judge-command.js")).judgeCommand(action, report, flags, io),
  },
  {
    name: "schema",
    description: "print the JSON Schema of the config file (for editor autocompletion)",
    options: [["out", { help: "write to a file instead of stdout" }]],
    run: async (io, _: [], flags) => (await import("./commands/schema-command.js")).schemaCommand(flags, io),
  },
];
