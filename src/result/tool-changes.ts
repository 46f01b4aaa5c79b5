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
    /** A resource's or template's MIME type. */
    "mime-type-changed",
    /** A resource's or template's name. */
    "name-changed",
  ]),
  /** The parameter (or a prompt's argument) concerned, when there is one. */
  parameter: z.string().nullable(),
  message: z.string(),
  breaking: z.boolean(),
});

export const ToolDiffEntrySchema = z.object({
  server: z.string(),
  /** The tool's name; for a resource, template or prompt its key (`resource:<uri>`, `resource-template:<template>`, `prompt:<name>`). */
  tool: z.string(),
  /** What the entry is about when it is not a tool; absent for tools (and in reports written before resources and prompts). */
  target: z.enum(["resource", "resource-template", "prompt"]).optional(),
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
  /** Tools unchanged (resources and prompts are not counted here). */
  unchanged: z.number().int(),
  /** True when any entry is breaking (tool, resource or prompt removed, new required parameter or argument, type narrowed, MIME type changed). */
  breaking: z.boolean(),
});

export type ToolChange = z.infer<typeof ToolChangeSchema>;
export type ToolDiffEntry = z.infer<typeof ToolDiffEntrySchema>;
export type ToolChanges = z.infer<typeof ToolChangesSchema>;
