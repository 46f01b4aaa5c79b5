/**
 * The shapes of a Server Card (SEP-2127, a proposal: `<url>/server-card`, earlier `/.well-known/mcp/server-card`)
 * and of the MCP registry's `server.json`, as far as a checker can hold a
 * publisher to them. Both name the server in reverse-DNS with one slash
 * (`io.github.owner/server`). Unknown fields pass: both formats grow.
 *
 * @see https://github.com/modelcontextprotocol/modelcontextprotocol/pull/2127
 * @see https://github.com/modelcontextprotocol/registry/blob/main/docs/reference/server-json/generic-server-json.md
 */
import { z } from "zod";

/** `namespace/server`: a reverse-DNS namespace of dot-separated labels, then the server part. */
const LABEL = "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?";
const ServerName = z
  .string()
  .regex(
    new RegExp(`^${LABEL}(?:\\.${LABEL})+/[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$`),
    "must be reverse-DNS with exactly one slash, e.g. io.github.owner/server",
  );
/** One exact release: no "latest", no range, no wildcard. */
const ExactVersion = z
  .string()
  .min(1)
  .refine((v) => v !== "latest" && !/[\s^~<>=*|]|\.x\b|^x$/i.test(v), "must be one exact version (not latest, a range or a wildcard)");

const Revisions = z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a revision date (YYYY-MM-DD)"));
/** A remote endpoint; the current draft lists its revisions here, earlier drafts at the card's top level. */
const Remote = z.looseObject({ type: z.enum(["streamable-http", "sse"]), url: z.url(), supportedProtocolVersions: Revisions.optional() });

export const ServerCardSchema = z.looseObject({
  $schema: z.string().optional(),
  name: ServerName,
  version: ExactVersion,
  title: z.string().optional(),
  description: z.string().optional(),
  supportedProtocolVersions: Revisions.optional(),
  remotes: z.array(Remote).optional(),
});

const Package = z.looseObject({
  registryType: z.string().min(1),
  identifier: z.string().min(1),
  version: ExactVersion.optional(),
  transport: z.looseObject({ type: z.enum(["stdio", "streamable-http", "sse"]) }),
});

export const ServerJsonSchema = z.looseObject({
  $schema: z.string().min(1),
  name: ServerName,
  description: z.string().min(1).max(100, "must be at most 100 characters"),
  version: ExactVersion,
  title: z.string().optional(),
  packages: z.array(Package).optional(),
  remotes: z.array(Remote).optional(),
});

export type ServerCard = z.infer<typeof ServerCardSchema>;
export type ServerJson = z.infer<typeof ServerJsonSchema>;
