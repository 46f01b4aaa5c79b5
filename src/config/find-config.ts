import { stat } from "node:fs/promises";
import path from "node:path";

/**
 * Config file names looked for, in priority order: data formats first (they
 * need no code execution), then TypeScript, then JavaScript.
 */
export const CONFIG_FILE_NAMES = [
  "mcpvals.config.json",
  "mcpvals.config.yaml",
  "mcpvals.config.yml",
  "mcpvals.config.ts",
  "mcpvals.config.mts",
  "mcpvals.config.js",
  "mcpvals.config.mjs",
] as const;

/**
 * Returns the absolute path of the first `CONFIG_FILE_NAMES` entry that is a
 * file in `cwd` (not its parents: a run's config should be where it is
 * started, not picked up from an enclosing project), or undefined.
 */
export async function findConfigFile(cwd: string): Promise<string | undefined> {
  for (const name of CONFIG_FILE_NAMES) {
    const candidate = path.resolve(cwd, name);
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
