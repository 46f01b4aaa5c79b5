import type { z } from "zod";
import { UsageError } from "../errors.js";

/**
 * Parses what a library caller passed (a task, a scenario); bad input is a
 * UsageError naming each field, e.g. `Invalid task: prompt: Too small...`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((i) => `${i.path.join(".") || `(${what})`}: ${i.message}`).join("; ");
  throw new UsageError(`Invalid ${what}: ${issues}`);
}
