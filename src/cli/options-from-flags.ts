/**
 * A command's options object, built from the flags commander parsed by the
 * one option table (cli-options.ts): each option a command takes says where
 * its value goes (its entry's `to`, or the command's own `to` for it). Adding
 * a flag is one table entry; an option with nowhere to go is caught by
 * __tests__/cli/options-from-flags.test.ts, never parsed and dropped.
 */
import { CLI_OPTIONS, type CliOption, type CliOptionName, type CliOptionUse, type OptionTarget } from "./cli-options.js";

/** A command's option list, as the command table gives it ("outputs" stands for the output flags). */
export type OptionUses = ReadonlyArray<CliOptionUse | "outputs">;

/** One option of a command: its name in the table, the attribute commander sets, and where its value goes. */
export interface OptionDestination {
  name: CliOptionName;
  /** The key of the flags object commander hands over (the entry's `flag`, else its name). */
  key: string;
  /** Undefined: the table says nothing, an error for a command that builds its options from it. */
  to: OptionTarget | undefined;
}

export function destinationsOf(uses: OptionUses): OptionDestination[] {
  return uses.flatMap((use) => {
    // The output flags are read from the reporter table (output-flags.ts).
    if (use === "outputs") return [];
    const [name, own] = typeof use === "string" ? [use, {}] : use;
    const entry: CliOption = CLI_OPTIONS[name];
    return [{ name, key: entry.flag ?? name, to: "to" in own ? own.to : entry.to }];
  });
}

export interface OptionsFromFlagsOptions {
  /** The options the command takes, as its entry in the command table lists them. */
  uses: OptionUses;
  /** The flags commander parsed for it. */
  flags: object;
}

/**
 * The fields the flags set: plain destinations first, then the functions in the command's order. A flag
 * not given (undefined) sets nothing. Throws the UsageError of a function (conflicting flags, a bad value).
 */
export async function optionsFromFlags<T extends object>({ uses, flags }: OptionsFromFlagsOptions): Promise<Partial<T>> {
  const given = flags as Readonly<Record<string, unknown>>;
  const fields: Record<string, unknown> = {};
  const applied: Record<string, unknown>[] = [];
  for (const { name, key, to } of destinationsOf(uses)) {
    // A programming error (the table lacks a `to`), which the test of every command's options catches.
    if (to === undefined) throw new Error(`the option table gives --${name} no destination (cli-options.ts \`to\`)`);
    const value = given[key];
    if (value === undefined || to === false) continue;
    if (typeof to === "string") fields[to] = value;
    else applied.push(await to(value as never, given));
  }
  return Object.assign(fields, ...applied) as Partial<T>;
}
