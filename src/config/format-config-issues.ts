import type { z } from "zod";
import { ConfigSchema } from "./schema.js";
import { formatPath, type PathSegment } from "./format-path.js";
import { knownKeysAt } from "./known-keys-at.js";
import { valueAt } from "./value-at.js";
import { closest } from "../util/closest-name.js";

/** One problem in a config: `path` like `workflows[0].steps[1].user`, `(root)` for the whole file. */
export interface ConfigIssue {
  path: string;
  message: string;
}

type Issue = z.core.$ZodIssue;

// Paths whose generic message benefits from a hint only the config domain knows.
const TRANSPORT_HINT = "or leave `transport` out and give `command` (stdio) or `url` (Streamable HTTP)";

/**
 * Turns a validation error into one `ConfigIssue` per problem, with messages
 * that say what was expected. Union errors are narrowed to the branch the user
 * evidently meant (a `{ name: ... }` expectTools entry reports the object's
 * problems, not "expected string"), and unknown keys are reported at their own
 * path with the closest known key suggested.
 *
 * `input` (the data that was validated) makes messages more specific ("got
 * 1.5", "required"); `schema` defaults to `ConfigSchema` and is used to find
 * the keys allowed at a path.
 */
export function formatConfigIssues(error: z.ZodError, options: { input?: unknown; schema?: z.ZodType } = {}): ConfigIssue[] {
  const context: Context = { input: options.input, hasInput: "input" in options, schema: options.schema ?? ConfigSchema };
  const out: ConfigIssue[] = [];
  collect(error.issues, [], context, out);
  const seen = new Set<string>();
  return out.filter((issue) => {
    const key = `${issue.path}\0${issue.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The message of a config `ConfigError`: a heading naming the file, then one
 * `  - path: message` line per issue. Never includes a stack trace.
 */
export function formatConfigError(file: string | null | undefined, issues: ReadonlyArray<ConfigIssue>): string {
  const heading = file ? `Invalid config ${file}:` : "Invalid config:";
  // A wrong list of 5,000 items is 5,000 issues: the first few say enough (all stay in `issues`).
  const shown = issues.slice(0, MAX_ISSUES_SHOWN).map((issue) => `  - ${issue.path}: ${issue.message}`);
  const more = issues.length > MAX_ISSUES_SHOWN ? [`  … and ${issues.length - MAX_ISSUES_SHOWN} more`] : [];
  return [heading, ...shown, ...more].join("\n");
}

/** Issues listed in a ConfigError's message. */
export const MAX_ISSUES_SHOWN = 25;

interface Context {
  input: unknown;
  /** Whether `input` was given: without it every value looks undefined, i.e. "required". */
  hasInput: boolean;
  schema: z.ZodType;
}

function collect(issues: ReadonlyArray<Issue>, prefix: PathSegment[], context: Context, out: ConfigIssue[]): void {
  for (const issue of issues) {
    const at: PathSegment[] = [...prefix, ...issue.path];
    if (issue.code === "unrecognized_keys") {
      const known = knownKeysAt(context.schema, at, context.input);
      for (const key of issue.keys)
        out.push({ path: formatPath([...at, key]), message: unknownKeyMessage(key, known) + misplacedHint(at, key) });
      continue;
    }
    // A server whose transport could not be inferred: a misspelled `command` or `url` is the likely cause.
    const typos = issue.code === "invalid_union" && context.hasInput ? transportKeyTypos(context.input, at) : [];
    if (typos.length > 0) {
      for (const { key, meant } of typos)
        out.push({ path: formatPath([...at.slice(0, -1), key]), message: `unknown field "${key}"; did you mean "${meant}"?` });
      continue;
    }
    if (issue.code === "invalid_union" && !issue.discriminator) {
      const branch = likelyBranch(issue.errors);
      if (branch) collect(branch, at, context, out);
      else
        out.push({
          path: formatPath(at),
          message: context.hasInput ? unionTypeMessage(issue.errors, valueAt(context.input, at)) : issue.message,
        });
      continue;
    }
    const message = context.hasInput ? issueMessage(issue, valueAt(context.input, at), formatPath(at)) : issue.message;
    out.push({ path: formatPath(at), message });
  }
}

function issueMessage(issue: Issue, value: unknown, path: string): string {
  const got = value === undefined ? "" : ` (got ${preview(value)})`;
  switch (issue.code) {
    case "invalid_type":
      return value === undefined ? `required (expected ${issue.expected})` : `expected ${issue.expected}, received ${typeName(value)}`;
    case "invalid_union": {
      // Discriminated union with no matching discriminator; the path ends at the discriminator.
      const options = "options" in issue ? (issue.options ?? []) : [];
      if (options.length === 0) return issue.message;
      const expected = `one of ${options.map((option) => JSON.stringify(option)).join(", ")}`;
      const hint = /^(server|servers\.[^.]+)\.transport$/.test(path) ? `, ${TRANSPORT_HINT}` : "";
      return value === undefined ? `required: ${expected}${hint}` : `expected ${expected}${got}${hint}`;
    }
    case "too_small":
      if (issue.origin === "string" && Number(issue.minimum) === 1) return "must not be empty";
      if (issue.origin === "array") return `must have at least ${issue.minimum} ${Number(issue.minimum) === 1 ? "entry" : "entries"}`;
      return `${issue.message}${got}`;
    case "invalid_value": {
      // A misspelled enum value (an operator id, a mode): name the one it most likely meant.
      const names = issue.values.filter((option): option is string => typeof option === "string");
      const meant = typeof value === "string" && names.length > 0 ? closest(value, names) : undefined;
      return `${issue.message}${got}${meant ? `; did you mean "${meant}"?` : ""}`;
    }
    case "too_big":
    case "invalid_format":
    case "not_multiple_of":
      return `${issue.message}${got}`;
    case "invalid_key":
      // A record key (a server name) failed its own schema: say why rather than "Invalid key in record".
      return `invalid name: ${issue.issues.map((inner) => inner.message).join("; ")}`;
    default:
      return issue.message;
  }
}

/**
 * The union branch the user meant: the one whose input type matched (its
 * issues are not a single type mismatch at the union itself), with the fewest
 * problems. Undefined when every branch rejected the type outright.
 */
function likelyBranch(branches: ReadonlyArray<ReadonlyArray<Issue>>): ReadonlyArray<Issue> | undefined {
  const matched = branches.filter((branch) => !isRootTypeMismatch(branch));
  return matched.sort((a, b) => a.length - b.length)[0];
}

function isRootTypeMismatch(branch: ReadonlyArray<Issue>): boolean {
  const first = branch[0];
  return (
    branch.length === 1 &&
    first !== undefined &&
    first.path.length === 0 &&
    (first.code === "invalid_type" || first.code === "invalid_value")
  );
}

function unionTypeMessage(branches: ReadonlyArray<ReadonlyArray<Issue>>, value: unknown): string {
  const expected = new Set<string>();
  for (const branch of branches) {
    const first = branch[0];
    if (first?.code === "invalid_type") expected.add(first.expected);
    else if (first?.code === "invalid_value") for (const option of first.values) expected.add(JSON.stringify(option));
  }
  const list = [...expected];
  const wanted = list.length > 1 ? `${list.slice(0, -1).join(", ")} or ${list.at(-1)}` : (list[0] ?? "a different value");
  return value === undefined ? `required (expected ${wanted})` : `expected ${wanted}, received ${typeName(value)}`;
}

/** The keys a server's transport is inferred from. */
const TRANSPORT_KEYS = ["command", "url", "transport"];

/** At a missing `…transport`: the sibling keys that look like a misspelled command, url or transport. */
function transportKeyTypos(input: unknown, at: ReadonlyArray<PathSegment>): Array<{ key: string; meant: string }> {
  if (at.at(-1) !== "transport" || valueAt(input, at) !== undefined) return [];
  const server = valueAt(input, at.slice(0, -1));
  if (!server || typeof server !== "object" || Array.isArray(server)) return [];
  return Object.keys(server).flatMap((key) => {
    const meant = TRANSPORT_KEYS.includes(key) ? undefined : closest(key, TRANSPORT_KEYS);
    return meant ? [{ key, meant }] : [];
  });
}

/** Two config keys share the name `budget`: a workflow's limits written at the top level get a pointer. */
function misplacedHint(at: ReadonlyArray<PathSegment>, key: string): string {
  const workflowBudget = at.length === 1 && at[0] === "budget" && (key === "toolCalls" || key === "tokens");
  return workflowBudget ? ` (a workflow's ${key} limit is workflows[].budget.${key}; the top-level budget is for tool definitions)` : "";
}

function unknownKeyMessage(key: string, known: string[]): string {
  const suggestion = closest(key, known);
  if (suggestion) return `unknown field "${key}"; did you mean "${suggestion}"?`;
  return known.length > 0 ? `unknown field "${key}" (allowed: ${known.join(", ")})` : `unknown field "${key}"`;
}

function typeName(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

function preview(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : typeof value === "object" ? typeName(value) : String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
