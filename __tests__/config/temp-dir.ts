import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** A fresh temporary directory per test file, with a helper to write files into it. */
export function useTempDir(): { dir: () => string; write: (name: string, content: string) => Promise<string> } {
  let current = "";
  beforeEach(async () => {
    current = await mkdtemp(path.join(os.tmpdir(), "mcpvals-config-"));
  });
  afterEach(async () => {
    await rm(current, { recursive: true, force: true });
  });
  return {
    dir: () => current,
    write: async (name, content) => {
      const file = path.join(current, name);
      await writeFile(file, content);
      return file;
    },
  };
}
