/**
 * The `mcpvals` command line. Builds every command from the command table
 * (cli-commands.ts) and the one option table (cli-options.ts), calls the
 * command, and returns its exit code (exit-code.ts `EXIT`: 0 passed, 1 failed,
 * 2 usage or config, 3 infrastructure). Errors print as one clear message,
 * never a stack trace (unless --debug).
 */
import { Command, CommanderError, Option } from "commander";
import { VERSION } from "../version.js";
import { EXIT } from "../exit-code.js";
import { fileReporters, REPORTER_INFO, REPORTER_NAMES } from "../report/reporter-names.js";
import { EXIT_CODES_HELP } from "./exit-codes.js";
import type { CliIo } from "./cli-io.js";
import { CLI_COMMANDS, type CliCommand } from "./cli-commands.js";
import { CLI_OPTIONS, type CliOption, type CliOptionUse } from "./cli-options.js";
import { UsageError } from "../errors.js";

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

const isReporterList = (value: string): boolean =>
  value.split(",").every((name) => (REPORTER_NAMES as readonly string[]).includes(name.trim()));

export async function runCli(rawArgs: string[], io: CliIo): Promise<number> {
  const args = splitReporterArgs(rawArgs);
  let exitCode: number = EXIT.passed;
  const debug = args.includes("-d") || args.includes("--debug");
  const program = new Command("mcpvals")
    .description("Evaluate MCP servers: workflows driven by an LLM (or scripted), tool-health tests, scores and reports.")
    .version(VERSION, "-v, --version")
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.stdout.write(s), writeErr: (s) => io.stderr.write(s) })
    .showHelpAfterError("(run with --help for usage)")
    .addHelpText("after", EXIT_CODES_HELP);
  for (const spec of CLI_COMMANDS) {
    addCommand(program, spec).action(async (...received: unknown[]) => {
      // commander passes the positional arguments, then the options object, then the command.
      const positional = received.slice(0, spec.args?.length ?? 0);
      const flags = received[spec.args?.length ?? 0];
      exitCode = await spec.run(io, positional as never, flags as never);
    });
  }
  try {
    refuseDashDashAsValue(program, args);
    await program.parseAsync(args, { from: "user" });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // Help and version are exits with code 0; every other parse error is a usage error.
      return error.exitCode === 0 || error.code === "commander.helpDisplayed" || error.code === "commander.version"
        ? EXIT.passed
        : EXIT.usage;
    }
    const { reportError } = await import("./report-error.js");
    return reportError(error, io, debug);
  }
}

/**
 * `check --json -- node server.js` would take `--` as the report's path (commander does) and the server
 * command as stray arguments: a file named `--` and a confusing error. An option that needs a value,
 * followed by `--`, is a usage error naming the option.
 */
function refuseDashDashAsValue(program: Command, args: readonly string[]): void {
  const command = program.commands.find((c) => c.name() === args[0]);
  if (!command) return;
  const needsValue = new Set(command.options.filter((o) => o.required).flatMap((o) => [o.long, o.short].filter(Boolean)));
  const end = args.indexOf("--");
  if (end > 0 && needsValue.has(args[end - 1]!))
    throw new UsageError(`option '${args[end - 1]}' needs a value before '--' (e.g. ${args[end - 1]} report.json -- node server.js)`);
}

function addCommand(program: Command, spec: CliCommand): Command {
  const command = program.command(spec.name).description(spec.description);
  for (const [name, help] of spec.args ?? []) command.argument(name, help);
  for (const use of spec.options) {
    if (use === "outputs") {
      for (const option of outputOptions(spec)) command.addOption(option);
    } else {
      command.addOption(optionOf(use));
    }
  }
  if (spec.helpAfter) command.addHelpText("after", spec.helpAfter);
  return command;
}

function optionOf(use: CliOptionUse): Option {
  const [name, own] = typeof use === "string" ? [use, {}] : use;
  const entry: CliOption = CLI_OPTIONS[name];
  const option = new Option(entry.flags, own.help ?? entry.help);
  if (entry.choices) option.choices(entry.choices);
  const fallback = "default" in own ? own.default : entry.default;
  if (own.repeatable ?? entry.repeatable) {
    // The first use replaces the default; later ones add to it.
    option.argParser((value: string, previous: unknown) => [...(previous === fallback || !Array.isArray(previous) ? [] : previous), value]);
  } else if (entry.parse) {
    option.argParser(entry.parse);
  }
  if (fallback !== undefined) option.default(fallback);
  return option;
}

/** `-r, --reporter` and `--NAME <path>` for each file reporter of the command's result kind, from the reporter table. */
function outputOptions(spec: CliCommand): Option[] {
  const { kind, defaults } = spec.outputs ?? { kind: "run", defaults: [] };
  // `report` writes only what it is asked for; the others print the console by default.
  const names = REPORTER_NAMES.filter((name) => (REPORTER_INFO[name].accepts as readonly string[]).includes(kind)).join(", ");
  const help = `reporter: NAME writes to the terminal, NAME=PATH to a file; ${names} (repeat it, or comma-separate; one machine format on the terminal at most)`;
  const reporter = optionOf(["reporter", { help, default: [...defaults] }]);
  return [
    reporter,
    ...fileReporters(kind).map((name) => new Option(`--${name} <path>`, `${REPORTER_INFO[name].help} (as --reporter ${name}=PATH)`)),
  ];
}
