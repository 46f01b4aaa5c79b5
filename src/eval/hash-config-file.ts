import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";

/**
 * SHA-256 of a config file's bytes, or null for a config passed as an object
 * (or a file gone since it was loaded). Shards of one run share a checkout, so
 * equal hashes mean the same config; merge refuses parts whose hashes differ.
 */
export async function hashConfigFile(file: string | null): Promise<string | null> {
  if (file === null) return null;
  try {
    return createHash("sha256")
      .update(await readFile(file))
      .digest("hex");
  } catch {
    return null;
  }
}
