/**
 * What else fails a run or a `tools --diff` beside its own verdict (`failOn:` in the config,
 * `--fail-on` on the CLI, `fail-on-breaking-change` in the action). "breaking": a tool,
 * resource or prompt changed in a breaking way since the stored baseline.
 */
import { z } from "zod";

export const FAIL_ON_KINDS = ["breaking"] as const;

export const FailOnSchema = z.enum(FAIL_ON_KINDS);

export type FailOn = z.infer<typeof FailOnSchema>;
