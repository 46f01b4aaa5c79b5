import type { ResolvedConfig } from "../config/resolved-config.js";
import { UsageError } from "../errors.js";

export interface SelectWorkOptions {
  /** Run only these workflows (by name). */
  workflows?: string[];
  /** Run only these tool tests: a test's name or `suite/test`, each possibly a glob (`*`, `?`). */
  tests?: string[];
  /** Run only workflows or only tool-health suites. */
  only?: "workflows" | "tool-health";
}

export interface SelectedWork {
  workflows: ResolvedConfig["workflows"];
  suites: ResolvedConfig["toolHealthSuites"];
}

/**
 * Applies `--workflow`, `--test`, `--workflows-only` and `--tool-health-only`; an empty selection is an error,
 * never an empty pass. Naming workflows or tests runs only what is named (both kinds when both are named).
 */
export function selectWork(config: ResolvedConfig, { workflows: names, tests: patterns, only }: SelectWorkOptions = {}): SelectedWork {
  const named = (names?.length ?? 0) > 0 || (patterns?.length ?? 0) > 0;
  let workflows = only === "tool-health" || (named && !names?.length) ? [] : config.workflows;
  let suites = only === "workflows" || (named && !patterns?.length) ? [] : config.toolHealthSuites;
  if (names && names.length > 0) workflows = namedWorkflows(config, names);
  if (patterns && patterns.length > 0 && only !== "workflows") suites = namedTests(config, patterns);
  if (workflows.length === 0 && suites.length === 0) {
    const what = only === "tool-health" ? "tool-health suites" : only === "workflows" ? "workflows" : "workflows or tool-health suites";
    throw new UsageError(`Nothing to run: the config has no ${what}.`);
  }
  return { workflows, suites };
}

/**
 * A name (or a glob of `*` and `?`) picks every workflow it matches by any of its names (copyNames): the
 * configured name picks all its persona, era and host copies; a copy's full name picks that one.
 */
function namedWorkflows(config: ResolvedConfig, names: readonly string[]): ResolvedConfig["workflows"] {
  const matchers = names.map((name) => ({ name, matches: globMatcher(name) }));
  const unmatched = new Set(names);
  const workflows = config.workflows.filter((workflow) => {
    const hit = matchers.filter(({ matches }) => copyNames(workflow).some(matches));
    for (const { name } of hit) unmatched.delete(name);
    return hit.length > 0;
  });
  if (unmatched.size > 0) {
    const known = [...new Set(config.workflows.map((w) => w.copyOf ?? w.name))].map((name) => {
      const copies = config.workflows.filter((w) => w.copyOf === name).map((w) => `"${w.name}"`);
      return copies.length > 0 ? `"${name}" (copies: ${copies.slice(0, 6).join(", ")}${copies.length > 6 ? ", …" : ""})` : `"${name}"`;
    });
    throw new UsageError(
      `No workflow named ${[...unmatched].map((n) => `"${n}"`).join(", ")}. Workflows in the config: ${known.join(", ") || "none"}.`,
    );
  }
  return workflows;
}

/**
 * Every name a workflow or a tool test answers to: its own, and for a copy (`book [persona: terse] [claude-code]`) its
 * configured name with any of its copy tags kept in order (`book`, `book [persona: terse]`, `book [claude-code]`).
 */
export function copyNames(item: { name: string; copyOf?: string | undefined }): string[] {
  const { name, copyOf } = item;
  if (copyOf === undefined || !name.startsWith(copyOf)) return [name];
  const tags = name.slice(copyOf.length).match(/ \[[^\]]*\]/g) ?? [];
  const names = new Set<string>([name]);
  // A copy has at most three tags (persona, era, host): at most eight names.
  for (let mask = 0; mask < 1 << tags.length; mask++) names.add(copyOf + tags.filter((_, i) => mask & (1 << i)).join(""));
  return [...names];
}

/**
 * The suites with only the tests a pattern names (the tests keep their identity: config paths find them). As
 * for workflows, a configured test name picks all its era and host copies; a copy's full name picks that one.
 */
function namedTests(config: ResolvedConfig, patterns: readonly string[]): ResolvedConfig["toolHealthSuites"] {
  const matchers = patterns.map((pattern) => ({ pattern, matches: globMatcher(pattern) }));
  const unmatched = new Set(patterns);
  const suites = config.toolHealthSuites.flatMap((suite) => {
    const tests = suite.tests.filter((test) => {
      const names = copyNames(test);
      const hit = matchers.filter(({ matches }) => names.some((name) => matches(name) || matches(`${suite.name}/${name}`)));
      for (const { pattern } of hit) unmatched.delete(pattern);
      return hit.length > 0;
    });
    return tests.length > 0 ? [{ ...suite, tests }] : [];
  });
  if (unmatched.size > 0) {
    const known = config.toolHealthSuites.flatMap((s) => s.tests.map((t) => `"${s.name}/${t.name}"`));
    throw new UsageError(
      `--test ${[...unmatched].map((p) => `"${p}"`).join(", ")} names no tool test. Tests in the config (suite/test): ${known.slice(0, 20).join(", ") || "none"}${known.length > 20 ? `, … ${known.length - 20} more` : ""}.`,
    );
  }
  return suites;
}

/** `*` any run of characters, `?` one; everything else literal. */
function globMatcher(pattern: string): (name: string) => boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, "\\$&")
    .replace(/\*/g, ".*")
    .replace(/\?/g, ".");
  const regex = new RegExp(`^${source}$`, "s");
  return (name) => regex.test(name);
}
