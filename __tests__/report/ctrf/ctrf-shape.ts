/**
 * The CTRF document structure the ctrf reporter writes, by hand in zod: the
 * required properties, the status enum and the `additionalProperties: false`
 * of the schema's `tool`, `summary` and test objects, for the subset used.
 *
 * @see https://github.com/ctrf-io/ctrf/blob/main/schema/ctrf.schema.json
 */
import { z } from "zod";

const Status = z.enum(["passed", "failed", "skipped", "pending", "other"]);
const Int = z.number().int();

const Test = z.strictObject({
  name: z.string().min(1),
  status: Status,
  duration: Int,
  suite: z.array(z.string()).min(1).optional(),
  message: z.string().optional(),
  trace: z.string().optional(),
  retries: Int.optional(),
  flaky: z.boolean().optional(),
});

export const CtrfShape = z.object({
  reportFormat: z.literal("CTRF"),
  specVersion: z.string().regex(/^[0-9]+\.[0-9]+\.[0-9]+$/),
  generatedBy: z.string().optional(),
  results: z.object({
    tool: z.strictObject({ name: z.string().min(1), version: z.string().optional() }),
    summary: z.strictObject({
      tests: Int,
      passed: Int,
      failed: Int,
      skipped: Int,
      pending: Int,
      other: Int,
      start: Int,
      stop: Int,
    }),
    tests: z.array(Test),
  }),
});
