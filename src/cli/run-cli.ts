/**
 * The `mcpvals` command line. Parses flags, calls the library, and maps the
 * outcome to an exit code: 0 score >= threshold, 1 below it (or a run that
 * could not finish), 2 usage or config error. Errors print as one clear
 * message, never a stack trace (unless --debug).
 */
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import { VERSION } from "../version.js";
import { EXIT_CODES_HELP } from "./exit-codes.js";
import type { CliIo } from "./cli-io.js";
import type { RunFlags } from "./commands/run-command.js";
import type { CassettesFlags } from "./commands/cassettes-command.js";
import { CASSETTE_MODES } from "../config/cassette-modes.js";
import type { ToolsFlags } from "./commands/tools-command.js";
import type { MergeFlags } from "./commands/merge-command.js";
import type { ReportFlags } from "./commands/report-command.js";
import type { SearchFlags } from "./commands/search-command.js";
import type { CheckFlags } from "./commands/check-command.js";
import type { InitFlags } from "./commands/init-command.js";
import { SEARCH_MODES } from "../result/search-modes.js";
import { REPORTER_NAMES } from "../report/reporter-names.js";
import type { ProxyFlags } from "./commands/proxy-command.js";

// Each command's module is imported by its action, not here: `--version`, `--help`
// and a usage error load commander and these few constant files only (start-up is
// mostly module loading; the run command alone pulls in ~600 modules).
const DEFAULT_REPORTERS = ["console"];

/**
 * `-r json junit cfg.yaml` (mcpvals 0.4's variadic form) as `-r json -r junit cfg.yaml`: only known reporter
 * names follow a `-r`, so a config path after them stays the `eval` command's argument.
 */
export function splitReporterArgs(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    out.push(arg);
    if (arg === "--") return [...out, ...args.slice(i + 1)];
    if (arg !== "-r" && arg !== "--reporter") continue;
    if (i + 1 < args.length) out.push(args[++i]!);
    while (i + 1 < args.length && isReporterList(args[i + 1]!)) out.push(arg, args[++i]!);
  }
  return out;
}

const isReporterList = (value: string): boolean => value.split(",").every((name) => (REPORTER_NAMES as readonly string[]).includes(name.trim()));

export async function runCli(rawArgs: string[], io: CliIo): Promise<number> {
  const args = splitReporterArgs(rawArgs);
  let exitCode = 0;
  const debug = args.includes("-d") || args.includes("--debug");
  const program = new Command("mcpvals")
    .description("Evaluate MCP servers: workflows driven by an LLM (or scripted), tool-health tests, scores and reports.")
    .version(VERSION, "-v, --version")
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .showHelpAfterError("(run with --help for usage)")
    .addHelpText("after", EXIT_CODES_HELP);

  const addRunOptions = (command: Command): Command =>
    command
      .option("--model <spec>", 'model for the workflows: "openai:gpt-4o", "anthropic:claude-sonnet-4-5", "google:gemini-2.5-flash", "xai:grok-4", "openai-compatible:<model>", or "scripted" (no LLM)')
      .option("--threshold <n>", "minimum score to pass, 0..1", parseNumber)
      .option("--llm-judge", "also score each workflow with an LLM judge")
      .option("--workflow <name...>", "run only these workflows")
      .option("--tool-health-only", "run only the tool-health suites")
      .option("--workflows-only", "run only the workflows")
      .option("--shard <i/N>", "run only part i of N of the workflows and tool-health suites (merge the parts with `mcpvals merge`)")
      .addOption(
        new Option("-r, --reporter <names>", `reporter writing to the terminal: ${REPORTER_NAMES.join(", ")} (repeat it, or comma-separate; one machine format at most)`)
          .default(DEFAULT_REPORTERS)
          .argParser((value: string, previous: string[]) => [...(previous === DEFAULT_REPORTERS ? [] : previous), value]),
      )
      .option("--json <path>", "write the JSON report to a file")
      .option("--junit <path>", "write a JUnit XML report to a file")
      .option("--markdown <path>", "write a Markdown report to a file")
      .option("--html <path>", "write the single-file HTML trace replay report")
      .option("--no-color", "plain console output")
      .option("--state-dir <path>", "state folder kept between runs, one sub-folder per config (default: the config's stateDir, else .mcpvals next to the config)")
      .option("--no-state", "keep no state: no per-tool history, no tool change list")
      .option("--record", "call the live model and record each workflow's exchanges into its cassette (config cassettes.dir)")
      .option("--replay", "answer with the recorded model from the cassettes: no API key, no model network; the servers run live")
      .addOption(new Option("--cassettes <mode>", "cassettes mode (default: the config's cassettes.mode)").choices(CASSETTE_MODES))
      .option("--allow-missing-tools", "let tests and workflows name tools, resources or prompts no server offers: warnings instead of a config error (exit 2)")
      .option("-d, --debug", "print stack traces for errors")
      .addHelpText("after", EXIT_CODES_HELP);

  addRunOptions(program.command("run").description("run the evaluation").option("-c, --config <path>", "config file (default: mcpvals.config.* in the working directory)")).action(
    async (flags: RunFlags) => {
      exitCode = await (await import("./commands/run-command.js")).runCommand(flags, io);
    },
  );
  // mcpvals 0.4 compatibility: `mcpvals eval <config> [-r console|json|junit] ...`.
  addRunOptions(program.command("eval").description("alias of run, taking the config as an argument (mcpvals 0.4)").argument("<config>", "config file")).action(
    async (config: string, flags: RunFlags) => {
      exitCode = await (await import("./commands/run-command.js")).runCommand({ ...flags, config }, io);
    },
  );
  program
    .command("list")
    .description("list the workflows and tool tests of a config")
    .option("-c, --config <path>", "config file")
    .option("--json", "print JSON")
    .action(async (flags: { config?: string; json?: boolean }) => {
      exitCode = await (await import("./commands/list-command.js")).listCommand(flags, io);
    });
  program
    .command("tools")
    .description("list the servers' tools, resources, resource templates and prompts; --metrics adds their stored history, --diff the changes against the stored baseline")
    .option("-c, --config <path>", "config file")
    .option("--metrics", "show the per-tool metrics stored in the state folder")
    .option("--diff", "show what changed against the stored baseline (the baseline is not updated)")
    .option("--json", "print JSON")
    .option("--state-dir <path>", "state folder, one sub-folder per config (default: the config's stateDir, else .mcpvals next to the config)")
    .option("--server <names...>", "only these servers: --server a b or --server a --server b (default: all)")
    .option("-d, --debug", "print stack traces for errors")
    .action(async (flags: ToolsFlags) => {
      exitCode = await (await import("./commands/tools-command.js")).toolsCommand(flags, io);
    });
  program
    .command("search")
    .description("rank the servers' tools against a query (what tool search, the retrieval metric and toolSelection see)")
    .argument("<query>", "what a user would ask, e.g. \"read a file\"")
    .option("-c, --config <path>", "config file (default: mcpvals.config.* in the working directory)")
    .addOption(new Option("--mode <mode>", "search mode (default: the config's search.mode)").choices(SEARCH_MODES))
    .option("--top <k>", "how many tools to show", parsePositiveInteger, 10)
    .option("--server <names...>", "only these servers: --server a b or --server a --server b (after the query; default: all)")
    .option("--min-score <n>", "drop hits scoring below n (0..1; see the score meanings below)", parseNumber)
    .option("--json", "print a JSON array of { rank, server, tool, score, cosine?, bm25? }")
    .option("--state-dir <path>", "state folder caching the tools' embeddings in the config's sub-folder (default: the config's stateDir, else .mcpvals next to the config)")
    .option("--no-state", "keep no embeddings cache")
    .option("-d, --debug", "print stack traces for errors")
    .addHelpText("after", SEARCH_SCORES_HELP)
    .action(async (query: string, flags: SearchFlags) => {
      exitCode = await (await import("./commands/search-command.js")).searchCommand(query, flags, io);
    });
  program
    .command("merge")
    .description("combine the JSON reports of a sharded run (`run --shard i/N --json ...`) into one result")
    .argument("<files...>", "JSON reports of every shard")
    .option("--threshold <n>", "minimum score to pass, 0..1 (default: the shards' threshold)", parseNumber)
    .option("--json <path>", "write the merged JSON report to a file")
    .option("--junit <path>", "write a JUnit XML report to a file")
    .option("--markdown <path>", "write a Markdown report to a file")
    .option("--html <path>", "write the single-file HTML trace replay report")
    .option("--no-color", "plain console output")
    .option("-d, --debug", "print stack traces for errors")
    .action(async (files: string[], flags: MergeFlags) => {
      exitCode = await (await import("./commands/merge-command.js")).mergeCommand(files, flags, io);
    });
  program
    .command("report")
    .description("render a saved JSON report (`run --json`) again, e.g. as HTML")
    .argument("<file>", "JSON report written by `mcpvals run --json` or `mcpvals merge --json`")
    .option("--html <path>", "write the single-file HTML trace replay report")
    .option("--markdown <path>", "write a Markdown report to a file")
    .option("--junit <path>", "write a JUnit XML report to a file")
    .option("-d, --debug", "print stack traces for errors")
    .action(async (file: string, flags: ReportFlags) => {
      exitCode = await (await import("./commands/report-command.js")).reportCommand(file, flags, io);
    });
  program
    .command("check")
    .description("check servers' protocol conformance and tool hygiene, with no test written and no key: `check -- node server.js`, `check --url URL`, or the config's servers")
    .argument("[command...]", "the stdio server to start, after `--` (e.g. `-- node dist/server.js`)")
    .option("-c, --config <path>", "config file (default: mcpvals.config.* in the working directory; not needed with `--` or --url)")
    .option("--url <url>", "a Streamable HTTP endpoint to check")
    .option("--server <names...>", "only these servers of the config")
    .option("--protocol <revision>", "check only this MCP revision (default: each era the server supports)")
    .option("--requirements <revisions>", "the revisions whose rules apply, comma-separated, e.g. 2025-11-25,2026-07-28 (default: every revision the server advertises); a server not speaking one fails")
    .option("--call", "also call tools annotated readOnlyHint with arguments generated from their schema")
    .option("--baseline <file>", "known failures (check id + target) that do not fail the run")
    .option("--write-baseline <file>", "write the current failures as a baseline")
    .option("--json <path>", "write the JSON report to a file")
    .option("--junit <path>", "write a JUnit XML report to a file")
    .option("--markdown <path>", "write a Markdown report to a file")
    .option("--sarif <path>", "write a SARIF 2.1.0 log to a file (GitHub code scanning)")
    .option("--server-json <path>", "a registry server.json to check against what the server reports (name, version, revisions, transports)")
    .option("--no-color", "plain console output")
    .option("-d, --debug", "print stack traces for errors")
    .action(async (command: string[], flags: CheckFlags) => {
      exitCode = await (await import("./commands/check-command.js")).checkCommand(command, flags, io);
    });
  program
    .command("init")
    .description("write a first config from a live server: `init -- node server.js` or `init --url URL`")
    .argument("[command...]", "the stdio server to start, after `--`")
    .option("-c, --config <path>", "take the server from this config instead")
    .option("--url <url>", "a Streamable HTTP endpoint")
    .option("--server <names...>", "the config's server to use")
    .option("--out <file>", "the config file to write", "mcpvals.config.yaml")
    .option("--force", "replace the file if it exists")
    .option("--no-call", "do not try read-only tools, resources and prompts before writing them as tests")
    .option("-d, --debug", "print stack traces for errors")
    .action(async (command: string[], flags: InitFlags) => {
      exitCode = await (await import("./commands/init-command.js")).initCommand(command, flags, io);
    });
  program
    .command("proxy")
    .description("serve the config's servers as one MCP server with tool search, metrics and fallbacks (stdio, or Streamable HTTP with --http); needs the optional @modelcontextprotocol/server package")
    .option("-c, --config <path>", "config file (default: mcpvals.config.* in the working directory)")
    .option("--http <port>", "serve Streamable HTTP on 127.0.0.1:<port> (0: any free port) instead of stdio", parsePort)
    .option("--expose-tools", "also offer every downstream tool as server__tool")
    .option("--state-dir <path>", "state folder for metrics, tool snapshots and embeddings (default: the config's stateDir, else .mcpvals next to the config)")
    .option("--no-state", "keep no state")
    .option("-d, --debug", "print stack traces for errors")
    .action(async (flags: ProxyFlags) => {
      exitCode = await (await import("./commands/proxy-command.js")).proxyCommand(flags, io);
    });
  program
    .command("cassettes")
    .description("list the cassettes with their status against the config; --check fails on stale or missing ones, --prune removes those of deleted workflows")
    .option("-c, --config <path>", "config file (default: mcpvals.config.* in the working directory)")
    .option("--check", "exit 1 when a workflow's cassette is missing or stale")
    .option("--prune", "delete cassette files no workflow of the config has")
    .option("--model <spec>", "the model the cassettes should hold (default: the config's)")
    .option("--json", "print JSON")
    .action(async (flags: CassettesFlags) => {
      exitCode = await (await import("./commands/cassettes-command.js")).cassettesCommand(flags, io);
    });
  program
    .command("schema")
    .description("print the JSON Schema of the config file (for editor autocompletion)")
    .option("--out <path>", "write to a file instead of stdout")
    .action(async (flags: { out?: string }) => {
      exitCode = await (await import("./commands/schema-command.js")).schemaCommand(flags, io);
    });

  try {
    await program.parseAsync(args, { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version are exits with code 0; every other parse error is a usage error.
      return error.exitCode === 0 || error.code === "commander.helpDisplayed" || error.code === "commander.version" ? 0 : 2;
    }
    const { reportError } = await import("./report-error.js");
    return reportError(error, io, debug);
  }
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

/** What `search` scores mean, per mode (README "Tool search" says the same). */
const SEARCH_SCORES_HELP = `
Scores (0..1, higher is better):
  hybrid    the best hit's score is the estimated chance that it serves the query, from its cosine and
            BM25 (calibrated on a labelled set: about 0.1 means 1 in 10 such hits was right); the others
            are scaled down by the fusion. An unrelated query scores near 0 throughout.
  semantic  (cosine + 1) / 2
  lexical   BM25 relative to the best match (the best lexical match is 1; no word in common is 0)
  llm       the model's order only: (n - position) / n
--json adds the raw cosine (-1..1) and BM25 (0 = no word in common) next to the rank.`;

function parseNumber(value: string): number {
  const n = Number(value);
  // InvalidArgumentError: commander prints it with the option's name (a plain CommanderError here was silent).
  if (value.trim() === "" || Number.isNaN(n)) throw new InvalidArgumentError("not a number.");
  return n;
}
