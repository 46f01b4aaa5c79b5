/**
 * The commands' flag types come from the option table (src/cli/cli-flags.ts):
 * each entry's key is the attribute commander sets for its flags, and the
 * types read the table as commander does (checked at typecheck: a wrong
 * derivation fails `npm run typecheck`, and the assertion below).
 */
import { Option } from "commander";
import type { CliFlags } from "../../src/cli/cli-flags.js";
import { CLI_OPTIONS, type CliOption } from "../../src/cli/cli-options.js";
import type { InitFlags } from "../../src/cli/commands/init-command.js";
import type { RunFlags } from "../../src/cli/commands/run-command.js";
import type { SearchFlags } from "../../src/cli/commands/search-command.js";
import type { CassetteMode } from "../../src/config/cassettes-schema.js";
import type { SearchMode } from "../../src/result/search-mode.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

// Each line is `true` only when the derived type is exactly the one commander hands over.
const derived: readonly true[] = [
  true satisfies Equal<SearchFlags["top"], number>, // parsed, with a default: always set
  true satisfies Equal<SearchFlags["mode"], SearchMode | undefined>, // one of its choices
  true satisfies Equal<SearchFlags["server"], string[] | undefined>, // `<names...>`
  true satisfies Equal<SearchFlags["state"], boolean>, // `--no-state`: true unless given
  true satisfies Equal<SearchFlags["json"], boolean | undefined>, // the `--json` that prints
  true satisfies Equal<RunFlags["cassettes"], CassetteMode | undefined>,
  true satisfies Equal<RunFlags["threshold"], number | undefined>,
  true satisfies Equal<RunFlags["shard"], string | undefined>,
  true satisfies Equal<RunFlags["reporter"], string[] | undefined>, // repeatable
  true satisfies Equal<InitFlags["out"], string>, // init's own default
  true satisfies Equal<InitFlags["call"], boolean>, // `--no-call`
  true satisfies Equal<keyof CliFlags<"noCall" | "jsonPrint">, "call" | "json">,
];

test("the flag types derive from the table (see the type assertions above)", () => {
  expect(derived).toHaveLength(12);
});

test("every option's key in the table (or its `flag`) is the attribute commander sets", () => {
  const wrong = Object.entries(CLI_OPTIONS as Record<string, CliOption>).flatMap(([name, entry]) => {
    const attribute = new Option(entry.flags).attributeName();
    return attribute === (entry.flag ?? name) ? [] : [`${name}: commander sets ${attribute}`];
  });
  expect(wrong).toEqual([]);
});
