/**
 * The action's inputs: one table of names (action.yml declares the same
 * set; a test checks both agree) and one zod schema that turns the raw
 * strings into typed values, naming the input in every error.
 */
import { z } from "zod";
import { UsageError } from "../errors.js";
import { parseShard, type Shard } from "../eval/shard-work.js";

/** Every input the action reads, as named in action.yml. */
export const INPUT_NAMES = [
  "config",
  "threshold",
  "llm-judge",
  "model",
  "working-directory",
  "github-token",
  "comment",
  "annotations",
  "job-summary",
  "json-path",
  "junit-path",
  "cache",
  "cache-save",
  "state-dir",
  "shard",
  "fail-on-missing-key",
  "fail-on-breaking-change",
  "merge-reports",
  "pr-number",
] as const;

export type InputName = (typeof INPUT_NAMES)[number];

// The YAML 1.2 core-schema booleans, as @actions/core's getBooleanInput accepts them.
const TRUE = ["true", "True", "TRUE"];
const FALSE = ["false", "False", "FALSE"];

const optionalText = z.string().transform((s) => (s.trim() === "" ? undefined : s.trim()));
const bool = (fallback: boolean) =>
  z.string().transform((s, ctx) => {
    const value = s.trim();
    if (value === "") return fallback;
    if (TRUE.includes(value)) return true;
    if (FALSE.includes(value)) return false;
    ctx.addIssue({ code: "custom", message: `must be true or false, got "${value}"` });
    return z.NEVER;
  });

const InputsSchema = z.object({
  config: optionalText,
  threshold: optionalText.transform((s, ctx) => {
    if (s === undefined) return undefined;
    const n = Number(s);
    if (Number.isNaN(n) || n < 0 || n > 1) {
      ctx.addIssue({ code: "custom", message: `must be a number from 0 to 1, got "${s}"` });
      return z.NEVER;
    }
    return n;
  }),
  "llm-judge": bool(false),
  model: optionalText,
  "working-directory": optionalText.transform((s) => s ?? "."),
  "github-token": optionalText,
  comment: bool(true),
  annotations: bool(true),
  "job-summary": bool(true),
  "json-path": optionalText.transform((s) => s ?? "mcpvals-report.json"),
  "junit-path": optionalText,
  cache: bool(true),
  "cache-save": optionalText.transform((s, ctx) => {
    const value = s ?? "auto";
    if (value === "auto" || TRUE.includes(value) || FALSE.includes(value)) return value === "auto" ? "auto" : TRUE.includes(value);
    ctx.addIssue({ code: "custom", message: `must be auto, true or false, got "${value}"` });
    return z.NEVER;
  }),
  // Empty: the config's stateDir, else .mcpvals next to the config file (as the CLI does).
  "state-dir": optionalText,
  shard: optionalText.transform((s): Shard | undefined => (s === undefined ? undefined : parseShard(s, 'Input "shard"'))),
  "fail-on-missing-key": bool(true),
  "fail-on-breaking-change": bool(false),
  // Paths or globs, one per line or separated by spaces.
  // The PR to comment on when the event does not say (a workflow_run job for a fork PR).
  "pr-number": optionalText.transform((s, ctx) => {
    if (s === undefined) return undefined;
    if (!/^\d+$/.test(s)) {
      ctx.addIssue({ code: "custom", message: `must be a pull request number, got "${s}"` });
      return z.NEVER;
    }
    return Number(s);
  }),
  "merge-reports": optionalText.transform((s) => (s === undefined ? [] : s.split(/\s+/).filter(Boolean))),
});

/** The inputs after parsing, with defaults applied. */
export type ActionInputs = z.infer<typeof InputsSchema>;

/** Reads every input through `getInput` (core.getInput in the action) and validates them. */
export function parseInputs(getInput: (name: InputName) => string): ActionInputs {
  const raw = Object.fromEntries(INPUT_NAMES.map((name) => [name, getInput(name)]));
  const parsed = InputsSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new UsageError(`Input "${String(issue.path[0])}" ${issue.message}`);
  }
  return parsed.data;
}
