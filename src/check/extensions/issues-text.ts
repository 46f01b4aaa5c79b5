import type { z } from "zod";
import { clipText } from "../../util/clip-text.js";

/** A zod error as one line naming each field path: `createdAt: expected string; ...` (first three issues). */
export function issuesText(error: z.ZodError): string {
  const issues = error.issues.slice(0, 3).map((issue) => `${issue.path.length > 0 ? issue.path.join(".") : "(root)"}: ${issue.message}`);
  return clipText(issues.join("; "), 240);
}
