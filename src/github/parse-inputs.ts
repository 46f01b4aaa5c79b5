/**
 * The action's inputs: one zod schema whose keys are the input names and
 * which turns the raw strings into typed values, naming the input in every
 * error, and one table of defaults. action.yml declares the same names and
 * defaults, and the README's table documents them; a test checks all three agree.
 */
import { z } from "zod";
import { UsageError } from "../errors.js";
import { parseShard } from "../eval/shard-work.js";
import { type Shard } from "../result/shard.js";
import { CASSETTE_MODES, type CassetteMode } from "../config/cassettes-schema.js";
import { REPORTER_INFO, REPORTER_NAMES, type ReporterName } from "../report/reporter-names.js";

/**
 * What an input left empty means, exactly as action.yml's `default:`s say
 * (`github-token`'s `${{ github.token }}` is filled in by the runner, not here).
 * Inputs without an entry are optional: empty means "not given".
 */
export const INPUT_DEFAULTS: Readonly<Partial<Record<InputName, string>>> = {
  "llm-judge": "false",
  "working-directory": ".",
  comment: "true",
  annotations: "true",
  "job-summary": "true",
  "json-path": "mcpvals-report.json",
  "html-path": "mcpvals-report.html",
  "html-artifact": "mcpvals-report",
  cache: "true",
  "cache-save": "auto",
  "fail-on-missing-key": "true",
  "fail-on-breaking-change": "false",
  check: "false",
  mutate: "false",
  "mutate-json-path": "mcpvals-mutation.json",
  "load-json-path": "mcpvals-load.json",
  load: "false",
};

// The YAML 1.2 core-schema booleans, as @actions/core's getBooleanInput accepts them.
const TRUE = ["true", "True", "TRUE"];
const FALSE = ["false", "False", "FALSE"];

const optionalText = z.string().transform((s) => (s.trim() === "" ? undefined : s.trim()));
// Empty never reaches these: parseInputs fills in INPUT_DEFAULTS first.
const text = z.string().transform((s) => s.trim());
const bool = () =>
  z.string().transform((s, ctx) => {
    const value = s.trim();
    if (TRUE.includes(value)) return true;
    if (FALSE.includes(value)) return false;
    ctx.addIssue({ code: "custom", message: `must be true or false, got "${value}"` });
    return z.NEVER;
  });

/** The reporters the action writes files for: those whose REPORTER_INFO entry names a step output. */
export type ActionReporter = { [N in ReporterName]: (typeof REPORTER_INFO)[N] extends { actionOutput: string } ? N : never }[ReporterName];

export const ACTION_REPORTERS = REPORTER_NAMES.filter((name) => "actionOutput" in REPORTER_INFO[name]) as ActionReporter[];

// One `<name>-path` input per reporter of the table the action writes (empty: no file, unless INPUT_DEFAULTS gives one).
const reportPathInputs = Object.fromEntries(ACTION_REPORTERS.map((name) => [`${name}-path`, optionalText])) as Record<
  `${ActionReporter}-path`,
  typeof optionalText
>;

/** A fraction from 0 to 1, or undefined when empty. */
const fraction = optionalText.transform((s, ctx) => {
  if (s === undefined) return undefined;
  const n = Number(s);
  if (Number.isNaN(n) || n < 0 || n > 1) {
    ctx.addIssue({ code: "custom", message: `must be a number from 0 to 1, got "${s}"` });
    return z.NEVER;
  }
  return n;
});

const InputsSchema = z.object({
  ...reportPathInputs,
  config: optionalText,
  threshold: fraction,
  "llm-judge": bool(),
  model: optionalText,
  "working-directory": text,
  "github-token": optionalText,
  comment: bool(),
  annotations: bool(),
  "job-summary": bool(),
  // The artifact name the workflow's upload step gives the HTML file: the comment links to it.
  "html-artifact": text,
  cache: bool(),
  "cache-save": text.transform((value, ctx) => {
    if (value === "auto") return "auto" as const;
    if (TRUE.includes(value)) return true;
    if (FALSE.includes(value)) return false;
    ctx.addIssue({ code: "custom", message: `must be auto, true or false, got "${value}"` });
    return z.NEVER;
  }),
  // Empty: the config's stateDir, else .mcpvals next to the config file (as the CLI does).
  "state-dir": optionalText,
  shard: optionalText.transform((s): Shard | undefined => (s === undefined ? undefined : parseShard(s, 'Input "shard"'))),
  "fail-on-missing-key": bool(),
  "fail-on-breaking-change": bool(),
  // Empty: the config's cassettes.mode (and, without a key and with fail-on-missing-key false, replay what has a cassette).
  cassettes: optionalText.transform((s, ctx) => {
    if (s === undefined) return undefined;
    if (!(CASSETTE_MODES as readonly string[]).includes(s)) {
      ctx.addIssue({ code: "custom", message: `must be one of ${CASSETTE_MODES.join(", ")}, got "${s}"` });
      return z.NEVER;
    }
    return s as CassetteMode;
  }),
  // `mcpvals check` on the config's servers before the workflows, and a file of its known failures.
  check: bool(),
  "check-baseline": optionalText,
  "check-rules": optionalText,
  "check-sarif-path": optionalText,
  // Host and model-API profiles the check grades the tools for (ids, comma or space separated; checked when the check runs).
  "check-hosts": optionalText.transform((s) => (s === undefined ? undefined : s.split(/[\s,]+/).filter(Boolean))),
  // `mcpvals mutate` after a passing run: its score (and the change against the base branch's) in the comment.
  mutate: bool(),
  // Empty: the config's mutate.minScore, else no gate.
  "mutate-min-score": fraction,
  "mutate-json-path": text,
  "load-json-path": text,
  // `mcpvals load` after the workflows: the config's tool tests as load, gated against the base branch's load runs.
  load: bool(),
  // Paths or globs, one per line or separated by spaces.
  "merge-reports": optionalText.transform((s) => (s === undefined ? [] : s.split(/\s+/).filter(Boolean))),
  // The PR to comment on when the event does not say (a workflow_run job for a fork PR).
  "pr-number": optionalText.transform((s, ctx) => {
    if (s === undefined) return undefined;
    if (!/^\d+$/.test(s)) {
      ctx.addIssue({ code: "custom", message: `must be a pull request number, got "${s}"` });
      return z.NEVER;
    }
    return Number(s);
  }),
});

/** An input's name, as in action.yml. */
export type InputName = keyof typeof InputsSchema.shape;

/** Every input the action reads, as named in action.yml: the schema's keys. */
export const INPUT_NAMES = Object.keys(InputsSchema.shape) as readonly InputName[];

/** The inputs after parsing, with defaults applied. */
export type ActionInputs = z.infer<typeof InputsSchema>;

/** Reads every input through `getInput` (core.getInput in the action) and validates them. */
export function parseInputs(getInput: (name: InputName) => string): ActionInputs {
  const raw = Object.fromEntries(
    INPUT_NAMES.map((name) => {
      const given = getInput(name);
      return [name, given.trim() === "" ? (INPUT_DEFAULTS[name] ?? "") : given];
    }),
  );
  const parsed = InputsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`Input "${String(issue.path[0])}" ${issue.message}`);
  }
  const inputs = parsed.data;
  // A load run measures one machine's whole run: it is no part of a shard, and a merge job evaluates nothing.
  if (inputs.load && (inputs.shard !== undefined || inputs["merge-reports"].length > 0)) {
    throw new UsageError(
      `Input "load" runs the load in a job of its own: not with "${inputs.shard !== undefined ? "shard" : "merge-reports"}" (see docs/action.md, a nightly load job)`,
    );
  }
  return inputs;
}
