/**
 * The cassettes mode names, apart from their zod schema (cassettes-schema.ts)
 * so the CLI can offer them as choices without loading zod.
 */
export const CASSETTE_MODES = ["off", "record", "replay", "auto"] as const;
