/**
 * `host:` / `hosts:` (top level and per workflow): run the workflows as a
 * host would (its clientInfo and capabilities, its tool names and cap, its
 * model API's schema conversion). Ids are checked against the host profiles
 * when the config is normalized (unknown-hosts.ts), so the error can suggest one.
 */
import { z } from "zod";

const HostIdSchema = z.string().min(1);

export const hostFields = {
  host: HostIdSchema.optional().describe(
    "Run as this host (a host profile id such as claude-code): its clientInfo, capabilities, tool names and cap, and schema conversion",
  ),
  hosts: z
    .array(HostIdSchema)
    .min(1)
    .optional()
    .describe("Run under each of these hosts: every workflow × host is its own result, gate unit and cassette"),
};
