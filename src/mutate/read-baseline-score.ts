/**
 * The score of an earlier `mutate --json` report (the base branch's), for the
 * change a PR makes. The file is untrusted (a cache or artifact a fork could
 * have written): it is parsed against the report's schema, and a bad one is
 * a usage error naming the file.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { UsageError, describeError } from "../errors.js";
import { MutationReportSchema } from "../result/mutation-report.js";

export async function readBaselineScore(
  file: string,
  { cwd, signal }: { cwd: string; signal: AbortSignal },
): Promise<{ mutationScore: number | null }> {
  const path = resolve(cwd, file);
  let text: string;
  try {
    text = await readFile(path, { encoding: "utf8", signal });
  } catch (error) {
    throw new UsageError(`--baseline ${file}: cannot read it (${describeError(error)})`, { cause: error });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--baseline ${file}: not JSON (${describeError(error)})`, { cause: error });
  }
  const parsed = MutationReportSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UsageError(
      `--baseline ${file}: not a \`mcpvals mutate --json\` report (${issue?.path.join(".") || "top level"}: ${issue?.message})`,
    );
  }
  return { mutationScore: parsed.data.mutationScore };
}
