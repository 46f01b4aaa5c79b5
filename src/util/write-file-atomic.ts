import { randomBytes } from "node:crypto";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/**
 * Writes `data` to `path` so that readers see either the old file or the
 * complete new one, never a half-written report (CI steps upload and parse
 * these files, sometimes while a re-run is writing them).
 *
 * Creates the parent directory, writes a temporary file next to the target
 * (same directory, so same filesystem and `rename` is atomic), flushes it to
 * disk, then renames it over the target. The temporary file is removed if
 * anything fails.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const dir = dirname(path);
  await mkdir(dir, { recursive: true });
  const temp = join(dir, `.${basename(path)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    // "wx": never follow or clobber an existing file at the temporary name.
    const handle = await open(temp, "wx");
    try {
      await handle.writeFile(data, typeof data === "string" ? "utf8" : undefined);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}
