import type { ConfigInput } from "./schema.js";

/**
 * Identity helper for `mcpvals.config.ts`: `export default defineConfig({...})`
 * gives the config editor completion and type checking. Validation still
 * happens when the config is loaded.
 */
export function defineConfig(config: ConfigInput): ConfigInput {
  return config;
}
