/**
 * The MCP revisions a server spec may name, and their config schema, apart from
 * the SDK-facing code of protocol-version.ts: reading a config (`mcpvals list`)
 * loads zod but not the MCP client.
 */
import { z } from "zod";

/** The modern era's revision: stateless requests, `server/discover`, input-required results. */
export const MODERN_PROTOCOL_VERSION = "2026-07-28";

/** Revisions a server spec may pin, newest first. */
export const PROTOCOL_VERSIONS = [MODERN_PROTOCOL_VERSION, "2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"] as const;

export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];

export const ProtocolVersionSchema = z.enum(PROTOCOL_VERSIONS);

/** One connection's choice: `auto` (the newest revision both sides speak) or one pinned revision. */
export type ProtocolChoice = "auto" | ProtocolVersion;

export const ProtocolSchema = z
  .union([z.literal("auto"), ProtocolVersionSchema, z.array(ProtocolVersionSchema).min(1)])
  .optional()
  .describe(
    'MCP revision: "auto" (default: the newest both sides speak), one revision to pin (e.g. "2026-07-28", "2025-11-25"), or a list to test each era of the server as its own row',
  );
