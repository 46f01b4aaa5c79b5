/** The `limits` config key: provider rate limits, held by one token bucket per provider in a process (model/provider-limiter.ts). */
import { z } from "zod";
import { PROVIDERS } from "./providers.js";

export const ProviderLimitSchema = z
  .strictObject({
    rpm: z.number().int().min(1).optional().describe("Most model requests per minute to this provider (every retry counts)"),
    tpm: z.number().int().min(1).optional().describe("Most tokens (input + output) per minute to this provider"),
  })
  .refine((limit) => limit.rpm !== undefined || limit.tpm !== undefined, "give rpm, tpm or both");

export const LimitsSchema = z
  .partialRecord(z.enum(PROVIDERS), ProviderLimitSchema)
  .describe(
    "Provider rate limits, e.g. { openai: { rpm: 500, tpm: 200000 } }: shared by all concurrent work in one process; with --shard i/N each shard takes 1/N",
  );

export type ProviderLimit = z.output<typeof ProviderLimitSchema>;
export type Limits = z.output<typeof LimitsSchema>;
