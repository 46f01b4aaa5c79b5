/**
 * The result of `mcpvals check`: conformance and hygiene checks of servers,
 * run with no test written and no LLM. Each check has a stable id, a level,
 * a one-line reason and the target it applies to. `passed` is false when an
 * error-level check failed and is not listed in the baseline.
 */
import { z } from "zod";

export const CHECK_REPORT_VERSION = 1;

export const CheckLevelSchema = z.enum(["error", "warning", "info"]);

export const CheckTargetSchema = z.object({
  server: z.string(),
  kind: z.enum(["server", "tool", "resource", "prompt"]),
  /** The tool, resource URI or prompt name; null for the server itself. */
  name: z.string().nullable(),
});

export const CheckOutcomeSchema = z.object({
  /** Stable id, e.g. "tools/name-charset"; the baseline lists failures by id and target. */
  id: z.string(),
  level: CheckLevelSchema,
  /**
   * "failed": an error- or warning-level rule is broken. "info": an info-level
   * finding (a fact worth knowing, never a failure). "skipped": the check could
   * not run here, and `reason` says why.
   */
  status: z.enum(["passed", "failed", "info", "skipped"]),
  /** One line: what was checked, and for a failure what was wrong (quoting the offending text). */
  reason: z.string(),
  target: CheckTargetSchema,
  /** The MCP revision the check ran under; null for checks that do not depend on it. */
  era: z.string().nullable(),
  /** A failure the baseline expects: shown, but it does not fail the check run. */
  baselined: z.boolean().optional(),
  /** The spec section that states the rule (revision + anchor); absent for mcpvals' own hygiene rules. */
  spec: z.string().optional(),
  /** Where in the server's answer the finding is, as a JSON pointer (e.g. "/tools/2/inputSchema/type"). */
  pointer: z.string().optional(),
  /** The JSON-RPC method whose answer the finding is about. */
  method: z.string().optional(),
  /** The check itself crashed (a bug in mcpvals): recorded as skipped, never as a verdict on the server. */
  internal: z.boolean().optional(),
  /** The host or model-API profile a host finding is about (e.g. "gemini", "claude-code"); absent for protocol findings. */
  host: z.string().optional(),
  /** The tool, resource or prompt the finding is about; set on every host finding (mirrors target.name). */
  item: z.string().optional(),
  /**
   * What the host or model API does there: the request is "rejected", a property is "dropped" or
   * "changed" on its way to the model, or the tool is "renamed" or "cut" from the list.
   */
  effect: z.enum(["rejected", "dropped", "changed", "renamed", "cut"]).optional(),
  /** A rule newer than the pinned rule set: shown, never failing, until the rule set that adopts it. */
  pending: z.boolean().optional(),
});

export const CheckedServerSchema = z.object({
  name: z.string(),
  transport: z.enum(["stdio", "shttp", "sse"]),
  /** Revisions the server was checked in (each era it supports), newest first. */
  eras: z.array(z.string()),
  serverInfo: z.object({ name: z.string(), version: z.string() }).nullable(),
  tools: z.number().int(),
  resources: z.number().int(),
  prompts: z.number().int(),
  /** Why the server could not be reached at all; null when it was. */
  error: z.string().nullable(),
});

export const CheckReportSchema = z.object({
  kind: z.literal("check"),
  schemaVersion: z.literal(CHECK_REPORT_VERSION),
  generator: z.object({ name: z.literal("mcpvals"), version: z.string() }),
  startedAt: z.string(),
  durationMs: z.number(),
  /** The frozen rule set the verdict was judged by, e.g. "mcpvals-2026.12"; rules newer than it are `pending`. */
  ruleSet: z.string().optional(),
  passed: z.boolean(),
  servers: z.array(CheckedServerSchema),
  checks: z.array(CheckOutcomeSchema),
  summary: z.object({
    passed: z.number().int(),
    /** Failed checks by level (baselined ones included). */
    errors: z.number().int(),
    warnings: z.number().int(),
    infos: z.number().int(),
    /** Failures the baseline expected. */
    baselined: z.number().int(),
    skipped: z.number().int(),
  }),
});

export type CheckLevel = z.infer<typeof CheckLevelSchema>;
export type CheckTarget = z.infer<typeof CheckTargetSchema>;
export type CheckOutcome = z.infer<typeof CheckOutcomeSchema>;
export type CheckedServer = z.infer<typeof CheckedServerSchema>;
export type CheckReport = z.infer<typeof CheckReportSchema>;
