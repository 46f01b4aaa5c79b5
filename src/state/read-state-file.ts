import type { z } from "zod";
import { formatPath } from "../config/format-path.js";
import { describeError } from "../errors.js";
import { readStateEntry } from "./read-state-entry.js";

/** What reading one state file gave: its data, or null with (unless the file was simply absent) a warning saying why. */
export interface StateFileRead<T> {
  data: T | null;
  /** One line for the log: the file, what was wrong, and that it is rebuilt. Null when the file was fine or absent. */
  warning: string | null;
}

/** Options for {@link readStateFile}. */
export interface ReadStateFileOptions<S extends z.ZodType> {
  path: string;
  schema: S;
  /** The version this build writes; any other is foreign. */
  version: number;
  signal?: AbortSignal;
}

/**
 * Reads and validates one state file. A missing file is a first run; a file
 * that is not JSON, has another `version` or does not match the schema is
 * reported as a warning and treated as absent, so the run rebuilds it. The
 * state folder is a cache of past runs: losing it must never fail a run.
 */
export async function readStateFile<S extends z.ZodType>({
  path,
  schema,
  version,
  signal,
}: ReadStateFileOptions<S>): Promise<StateFileRead<z.infer<S>>> {
  let text: string;
  try {
    const entry = await readStateEntry(path, { signal });
    if (entry.kind === "missing") return { data: null, warning: null };
    // A link is never followed: what it points at is not ours to read, or to quote.
    if (entry.kind === "not-a-file")
      return { data: null, warning: `State file ${path} is ${entry.what}, not a regular file; it is not read, and is rebuilt.` };
    text = entry.text;
  } catch (error) {
    return { data: null, warning: `State file ${path} could not be read (${describeError(error)}); starting it afresh.` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    // The parser's message quotes the text, which may be anything: say where, not what.
    return { data: null, warning: `State file ${path} is not valid JSON; it is rebuilt.` };
  }
  const found = json && typeof json === "object" && !Array.isArray(json) ? (json as { version?: unknown }).version : undefined;
  if (found !== version) {
    return {
      data: null,
      warning: `State file ${path} has version ${JSON.stringify(found ?? null).slice(0, 40)}, this mcpvals writes version ${version}; it is rebuilt.`,
    };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      data: null,
      warning: `State file ${path} does not match its schema at ${formatPath(issue?.path ?? [])}: ${issue?.message ?? "invalid"}; it is rebuilt.`,
    };
  }
  return { data: parsed.data, warning: null };
}
