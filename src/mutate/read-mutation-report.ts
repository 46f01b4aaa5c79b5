/**
 * An earlier `mutate --json` report, read back: the base branch's (`--baseline`,
 * for the change a PR makes) or a merged sharded one to complete (`--resume`).
 * The file is untrusted (a cache or artifact a fork could have written): it is
 * parsed against the report's schema, and a bad one is a usage error naming
 * the flag, the file and the field.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { UsageError, describeError } from "../errors.js";
import { MutationReportSchema, type MutationReport } from "../result/mutation-report.js";

export interface ReadMutationReportOptions {
  cwd: string;
  signal: AbortSignal;
  /** The flag that named the file, for messages. */
  flag: "--baseline" | "--resume";
}

export async function readMutationReport(file: string, { cwd, signal, flag }: ReadMutationReportOptions): Promise<MutationReport> {
  const path = resolve(cwd, file);
  let text: string;
  try {
    text = await readFile(path, { encoding: "utf8", signal });
  } catch (error) {
    throw new UsageError(`${flag} ${file}: cannot read it (${describeError(error)})`, { cause: error });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`${flag} ${file}: not JSON (${describeError(error)})`, { cause: error });
  }
  const parsed = MutationReportSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(
      `${flag} ${file}: not a \`mcpvals mutate --json\` report (${issue?.path.join(".") || "top level"}: ${issue?.message})`,
    );
  }
  return parsed.data;
}
