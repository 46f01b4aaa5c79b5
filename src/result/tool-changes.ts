/**
 * Tools of this run against the baseline in the state folder.
 */
import { z } from "zod";

/** One difference a reviewer understands, e.g. "parameter `path` became required". */
export const ToolChangeSchema = z.object({
  kind: z.enum([
    "description-changed",
    "title-changed",
    "parameter-added",
    "parameter-removed",
    "parameter-required",
    "parameter-optional",
    "type-changed",
    "input-schema-changed",
    "output-schema-changed",
    "annotations-changed",
  ]),
  /** The parameter concerned, when there is one. */
  parameter: z.string().nullable(),
  message: z.string(),
  breaking: z.boolean(),
});

export const ToolDiffEntrySchema = z.object({
  server: z.string(),
  tool: z.string(),
  status: z.enum(["added", "removed", "changed"]),
  breaking: z.boolean(),
  /** Empty for added and removed tools. */
  changes: z.array(ToolChangeSchema),
});

/** Tools of this run against the baseline stored in the state folder. */
export const ToolChangesSchema = z.object({
  /** When the baseline was recorded; null on a first run (no baseline: nothing is reported as added). */
  baselineAt: z.string().nullable(),
  entries: z.array(ToolDiffEntrySchema),
  unchanged: z.number().int(),
  /** True when any entry is breaking (tool removed, new required parameter, type narrowed). */
  breaking: z.boolean(),
});

export type ToolChange = z.infer<typeof ToolChangeSchema>;
export type ToolDiffEntry = z.infer<typeof ToolDiffEntrySchema>;
export type ToolChanges = z.infer<typeof ToolChangesSchema>;
