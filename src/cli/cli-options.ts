/**
 * The one CLI option table (as vitest's cli-config.ts): every option of every
 * command, declared once, typed by the flag it sets. A command lists the
 * names it takes (cli-commands.ts); the help is generated from the same
 * entries. The output flags (`--json PATH`, ...) come from the reporter table.
 */
import { InvalidArgumentError } from "commander";
import { CASSETTE_MODES } from "../config/cassette-modes.js";
import { FAIL_ON_KINDS } from "../result/fail-on.js";
import { SEARCH_MODES } from "../result/search-modes.js";
import { UsageError } from "../errors.js";

/**
 * Where an option's value goes in the options object a command builds from its flags
 * (options-from-flags.ts): a field name takes the value as parsed; a function returns the fields (after the
 * plain ones, so `--no-state` wins over `--state-dir`) and may throw a UsageError; false: no field, the
 * command's face reads the flag itself (the config path, the output flags, `--debug`, `--watch`).
 */
export type OptionTarget = string | false | OptionApply;

/** An option's value (typed by the function) and all the command's flags, to the options fields it sets. */
export type OptionApply = (
  value: never,
  flags: Readonly<Record<string, unknown>>,
) => Record<string, unknown> | Promise<Record<string, unknown>>;

/** One option: its commander flags, its help, and how its value is read. */
export interface CliOption {
  flags: string;
  help: string;
  /** Reads the value; throws InvalidArgumentError. */
  parse?: (value: string) => unknown;
  /** Each use adds a value to a list, which replaces the default. */
  repeatable?: boolean;
  default?: unknown;
  choices?: readonly string[];
  /** The flag's name where commander's differs from the entry's (`--json` that prints, `--no-call`). */
  flag?: string;
  /** Where its value goes in a command's options object; a command may say otherwise for itself. */
  to?: OptionTarget;
}

const STATE_DIR_DEFAULT = "(default: the config's stateDir, else .mcpvals next to the config)";

/** Every option, by the flag name commander gives it (camelCase of the long flag). */
export const CLI_OPTIONS = {
  config: { to: false, flags: "-c, --config <path>", help: "config file (default: mcpvals.config.* in the working directory)" },
  model: {
    to: "model",
    flags: "--model <spec>",
    help: 'model for the workflows: "openai:gpt-4o", "anthropic:claude-sonnet-4-5", "google:gemini-2.5-flash", "xai:grok-4", "openai-compatible:<model>", or "scripted" (no LLM)',
  },
  threshold: { to: "threshold", flags: "--threshold <n>", help: "minimum score to pass, 0..1", parse: parseNumber },
  llmJudge: { to: "llmJudge", flags: "--llm-judge", help: "also score each workflow with an LLM judge" },
  workflow: {
    to: "workflows",
    flags: "--workflow <name...>",
    help: "run only these workflows: a configured name runs all its persona, era and host copies; * and ? as wildcards",
  },
  watch: {
    to: false,
    flags: "--watch",
    help: "run again whenever the config, its cassettes or a stdio server's files change (a compact view; Ctrl-C stops)",
  },
  test: {
    to: "tests",
    flags: "--test <name...>",
    help: 'run only these tool tests: a test name (all its era and host copies) or "suite/test", * and ? as wildcards (with --workflow: both)',
  },
  toolHealthOnly: { to: only("tool-health"), flags: "--tool-health-only", help: "run only the tool-health suites" },
  workflowsOnly: { to: only("workflows"), flags: "--workflows-only", help: "run only the workflows" },
  shard: {
    // Loaded when given: it brings node:crypto, which --help and --version need not load.
    to: async (value: string) => ({ shard: (await import("../eval/shard-work.js")).parseShard(value) }),
    flags: "--shard <i/N>",
    help: "run only part i of N of the workflows and tool-health suites (merge the parts with `mcpvals merge`)",
  },
  resume: {
    to: false,
    flags: "--resume <report>",
    help: "run only what this JSON report (a merged sharded run) lacks: a missing shard's work, units that failed without a verdict; the reports show the whole run",
  },
  shardBy: {
    to: (value: string) => (value === "count" ? { shardBy: "count" } : {}),
    flags: "--shard-by <how>",
    help: "how --shard splits: duration = balance the times recorded in the state folder's history (by count when none), count = deal by count",
    choices: ["duration", "count"] as const,
    default: "duration",
  },
  reporter: {
    to: false,
    flags: "-r, --reporter <names>",
    // run-cli.ts lists the names the command's result kind accepts.
    help: "reporter: NAME writes to the terminal, NAME=PATH to a file",
    repeatable: true,
  },
  color: { to: false, flags: "--no-color", help: "plain console output" },
  stateDir: {
    to: "stateDir",
    flags: "--state-dir <path>",
    help: `state folder kept between runs, one sub-folder per config ${STATE_DIR_DEFAULT}`,
  },
  state: {
    to: (value: boolean) => (value ? {} : { stateDir: false }),
    flags: "--no-state",
    help: "keep no state (no per-tool history, no tool change list, no embeddings cache)",
  },
  record: {
    to: cassetteMode,
    flags: "--record",
    help: "call the live model and record each workflow's exchanges into its cassette (config cassettes.dir)",
  },
  replay: {
    to: cassetteMode,
    flags: "--replay",
    help: "answer with the recorded model from the cassettes: no API key, no model network; the servers run live",
  },
  cassettes: {
    to: cassetteMode,
    flags: "--cassettes <mode>",
    help: "cassettes mode (default: the config's cassettes.mode)",
    choices: CASSETTE_MODES,
  },
  debug: { to: false, flags: "-d, --debug", help: "print stack traces for errors" },
  jsonPrint: { flags: "--json", help: "print JSON", flag: "json" },
  metrics: { flags: "--metrics", help: "show the per-tool metrics stored in the state folder" },
  diff: { flags: "--diff", help: "show what changed against the stored baseline (the baseline is not updated)" },
  failOn: {
    to: (value: string) => ({ failOn: [value] }),
    flags: "--fail-on <kind>",
    help: "also fail (exit 1) on: breaking = a tool, resource or prompt changed in a breaking way since the stored baseline",
    choices: FAIL_ON_KINDS,
  },
  server: { flags: "--server <names...>", help: "only these servers of the config: --server a b or --server a --server b (default: all)" },
  mode: { flags: "--mode <mode>", help: "search mode (default: the config's search.mode)", choices: SEARCH_MODES },
  top: { flags: "--top <k>", help: "how many tools to show", parse: parsePositiveInteger, default: 10 },
  minScore: {
    to: "minScore",
    flags: "--min-score <n>",
    help: "drop hits scoring below n (0..1; see the score meanings below)",
    parse: parseNumber,
  },
  url: { flags: "--url <url>", help: "a Streamable HTTP endpoint" },
  browser: { flags: "--no-browser", help: "print the sign-in URL only, open no browser (also in CI and without a display)" },
  authClientId: { flags: "--auth-client-id <id>", help: "OAuth client_id (client credentials, or with --auth-refresh-token)" },
  authClientSecret: {
    flags: "--auth-client-secret <secret>",
    help: "its client secret (visible in `ps` while check runs: prefer --auth-client-secret-env)",
  },
  authClientSecretEnv: { flags: "--auth-client-secret-env <name>", help: "read the client secret from this environment variable" },
  authScope: { flags: "--auth-scope <scopes>", help: "scopes to ask for, space-separated" },
  authAudience: { flags: "--auth-audience <audience>", help: "`audience` for authorization servers that want one" },
  authRefreshToken: { flags: "--auth-refresh-token <token>", help: 'a refresh token to get access tokens with (pass "$VAR")' },
  authBearer: { flags: "--auth-bearer <token>", help: 'a ready access token (pass "$VAR"); no discovery, no refresh' },
  protocol: { flags: "--protocol <revision>", help: "check only this MCP revision (default: each era the server supports)" },
  call: {
    flags: "--call [tool=json]",
    help: 'also call tools annotated readOnlyHint with arguments sampled from their schema; --call \'TOOL={"arg":"value"}\' names a probe call (repeat it; any tool, tried first, e.g. a task tool)',
    repeatable: true,
  },
  connectMs: {
    flags: "--connect-ms <ms>",
    help: "the budget of every wait in check (start, connect, each answer); default: the config's timeouts.connectMs, else 30000",
    parse: parsePositiveInteger,
  },
  rules: {
    flags: "--rules <version>",
    help: 'the rule set to judge by, e.g. 2026.12 (default: config check.rules, else the newest frozen set); "latest" also fails on pending rules',
  },
  noCall: { flags: "--no-call", help: "do not try read-only tools, resources and prompts before writing them as tests", flag: "call" },
  baseline: { to: "baseline", flags: "--baseline <file>", help: "known failures (check id + target) that do not fail the run" },
  writeBaseline: { flags: "--write-baseline <file>", help: "write the current failures as a baseline" },
  requirements: {
    flags: "--requirements <revisions>",
    help: "the revisions whose rules apply, comma-separated, e.g. 2025-11-25,2026-07-28 (default: every revision the server advertises); a server not speaking one fails",
  },
  hosts: {
    flags: "--hosts <profiles>",
    help: "also grade the tools for these host and model-API profiles, comma-separated, or all (e.g. claude-code,cursor,gemini; see docs/hosts.md); default: the config's hosts",
  },
  readiness: {
    flags: "--readiness <directories>",
    help: "grade against a directory's published requirements: anthropic, openai, or both comma-separated (annotations, HTTPS, name length; what cannot be seen from outside is listed as manual)",
  },
  serverJson: {
    flags: "--server-json <path>",
    help: "a registry server.json to check against what the server reports (name, version, revisions, transports)",
  },
  quarantine: {
    to: "quarantine",
    flags: "--quarantine",
    help: "run flaky workflows (by the baseline) but keep them out of the gate and the score",
  },
  allowMissingTools: {
    to: "allowMissingTools",
    flags: "--allow-missing-tools",
    help: "let tests and workflows name tools, resources or prompts no server offers: warnings instead of a config error (exit 2)",
  },
  otlp: {
    to: "otlp",
    flags: "--otlp <url>",
    help: "export the run as an OpenTelemetry trace to this OTLP/HTTP collector, e.g. http://localhost:4318 (default: the config's otel.endpoint, else OTEL_EXPORTER_OTLP_ENDPOINT)",
  },
  env: {
    flags: "--env <NAME[=VALUE]>",
    help: "a variable for the stdio servers, which inherit none of mcpvals' environment: NAME=VALUE, or NAME to pass this environment's value on (repeat it)",
    repeatable: true,
  },
  sandbox: {
    flags: "--sandbox",
    help: "run the stdio servers in a sandbox (bubblewrap, Linux): no network, files read-only but a temporary folder; a server's own `sandbox` settings win",
  },
  envFile: { flags: "--env-file <file>", help: "variables for the stdio servers from a dotenv file (NAME=VALUE lines); --env wins" },
  out: { flags: "--out <file>", help: "the file to write" },
  force: { flags: "--force", help: "replace the file if it exists" },
  http: { flags: "--http <port>", help: "serve Streamable HTTP on 127.0.0.1:<port> (0: any free port) instead of stdio", parse: parsePort },
  exposeTools: { flags: "--expose-tools", help: "also offer every downstream tool as server__tool" },
  check: { flags: "--check", help: "exit 1 when a workflow's cassette is missing or stale" },
  prune: { flags: "--prune", help: "delete cassette files no workflow of the config has" },
  concurrency: { to: "concurrency", flags: "--concurrency <n>", help: "how many at once", parse: parsePositiveInteger },
  branch: {
    flags: "--branch <name>",
    help: "record this run in the state folder's history under this branch (the base branch's runs are a pull request's baseline)",
  },
  baseBranch: {
    flags: "--base-branch <name>",
    help: "compare with the runs recorded under this branch (default: --branch, else every recorded run)",
  },
  labels: { flags: "--labels <file>", help: "the labelled items, JSONL (docs/judge-calibration.md)" },
  jsonFile: { flags: "--json <file>", help: "also write the result as JSON to this file", flag: "json" },
} as const satisfies Record<string, CliOption>;

/** An option's name in the table. */
export type CliOptionName = keyof typeof CLI_OPTIONS;

/** A command's use of an option: its name, or its name with this command's own help line or default. */
export type CliOptionUse = CliOptionName | [CliOptionName, { help?: string; default?: unknown; repeatable?: boolean; to?: OptionTarget }];

/** `--tool-health-only` and `--workflows-only`: the one `only` of evaluate. */
function only(what: "tool-health" | "workflows"): OptionApply {
  return (_: true, flags) => {
    if (flags.toolHealthOnly && flags.workflowsOnly) throw new UsageError("--tool-health-only and --workflows-only cannot be combined");
    return { only: what };
  };
}

/** `--record`, `--replay` and `--cassettes MODE`: the one cassettes mode, named by one of them at most. */
function cassetteMode(_: unknown, { record, replay, cassettes }: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if ([record, replay, cassettes !== undefined].filter(Boolean).length > 1)
    throw new UsageError("--record, --replay and --cassettes cannot be combined");
  const mode = record ? "record" : replay ? "replay" : cassettes;
  return mode ? { cassettes: mode } : {};
}

export function parseNumber(value: string): number {
  const n = Number(value);
  // InvalidArgumentError: commander prints it with the option's name (a plain CommanderError here was silent).
  if (value.trim() === "" || Number.isNaN(n)) throw new InvalidArgumentError("not a number.");
  return n;
}

function parsePositiveInteger(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n < 1) throw new InvalidArgumentError("expected a whole number of 1 or more.");
  return n;
}

function parsePort(value: string): number {
  const n = Number(value);
  if (!/^\d+$/.test(value.trim()) || n > 65535) throw new InvalidArgumentError("expected a port number, 0..65535.");
  return n;
}
