/**
 * The flags object commander hands a command, typed from the option table
 * (cli-options.ts) rather than by hand: each option's flag name, and its value
 * as its entry reads it (a parser's result, one of its choices, a list for
 * `<x...>` and repeatable options, a string for `<x>`, else a boolean).
 */
import type { CLI_OPTIONS, CliOptionName } from "./cli-options.js";

type Entry<K extends CliOptionName> = (typeof CLI_OPTIONS)[K];

/** The key commander sets: the entry's `flag`, else its name in the table (the camelCase of its long flag). */
type FlagKey<K extends CliOptionName> = Entry<K> extends { flag: infer F extends string } ? F : K;

type FlagValue<E> = E extends { parse: (value: string) => infer R }
  ? R
  : E extends { choices: ReadonlyArray<infer C> }
    ? C
    : E extends { repeatable: true } | { flags: `${string}...>` }
      ? string[]
      : E extends { flags: `${string}<${string}>` }
        ? string
        : boolean;

/** Set whatever the command line says: a table default, or `--no-x` (true unless given). */
type AlwaysSet<K extends CliOptionName> = K extends CliOptionName
  ? Entry<K> extends { default: unknown } | { flags: `--no-${string}` }
    ? K
    : never
  : never;

/**
 * The flags of a command taking the options `N`. An option with a default is
 * always set; `Defaulted` names those a command gives a default of its own
 * (cli-commands.ts: init's `--out`).
 */
export type CliFlags<N extends CliOptionName, Defaulted extends N = never> = {
  [K in Exclude<N, AlwaysSet<N> | Defaulted> as FlagKey<K>]?: FlagValue<Entry<K>>;
} & { [K in AlwaysSet<N> | Defaulted as FlagKey<K>]: FlagValue<Entry<K>> };
