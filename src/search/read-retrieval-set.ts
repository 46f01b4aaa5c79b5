/**
 * Reads a labelled tool-retrieval set from a folder holding tools.json and
 * queries.json (the format of __tests__/fixtures/retrieval/), validating both
 * with their zod schemas.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { z } from "zod";
import { formatPath } from "../config/format-path.js";
import { ConfigError, describeError } from "../errors.js";
import { RetrievalQueriesFileSchema, RetrievalToolsFileSchema, type RetrievalSet } from "./retrieval-set-schema.js";

export interface ReadRetrievalSetOptions {
  /** Folder with tools.json and queries.json. */
  dir: string;
  signal?: AbortSignal;
}

/** Both files parsed; a missing, non-JSON or mis-shaped file throws a ConfigError naming the file and the field. */
export async function readRetrievalSet({ dir, signal }: ReadRetrievalSetOptions): Promise<RetrievalSet> {
  const [tools, queries] = await Promise.all([
    readJsonFile(path.join(dir, "tools.json"), RetrievalToolsFileSchema, signal),
    readJsonFile(path.join(dir, "queries.json"), RetrievalQueriesFileSchema, signal),
  ]);
  return { servers: tools.servers, queries: queries.queries };
}

async function readJsonFile<S extends z.ZodType>(file: string, schema: S, signal: AbortSignal | undefined): Promise<z.output<S>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, { encoding: "utf8", signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    throw new ConfigError(`Retrieval set file ${file} ${missing ? "does not exist" : `could not be read as JSON: ${describeError(error)}`}`, {
      file,
      code: missing ? "CONFIG_NOT_FOUND" : "CONFIG_INVALID",
      cause: error,
    });
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
  const first = issues[0];
  throw new ConfigError(`Retrieval set file ${file} does not match its schema at ${first?.path ?? "(root)"}: ${first?.message ?? "invalid"}`, {
    file,
    issues,
    cause: parsed.error,
  });
}
