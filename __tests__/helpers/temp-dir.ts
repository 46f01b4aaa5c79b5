import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

/** A fresh temporary directory for each test (removed after it), with a helper to write files into it. */
export function useTempDir(): { dir: () => string; write: (name: string, content: string) => Promise<string> } {
  let current = "";
  beforeEach(async () => {
    current = await mkdtemp(path.join(os.tmpdir(), "mcpvals-test-"));
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

/** A temporary directory for `await using`: removed when the scope ends. */
export interface TempDir {
  path: string;
  write(name: string, content: string | object): Promise<string>;
  [Symbol.asyncDispose](): Promise<void>;
}

export async function tempDir(): Promise<TempDir> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mcpvals-test-"));
  return {
    path: dir,
    async write(name, content) {
      const file = path.join(dir, name);
      await writeFile(file, typeof content === "string" ? content : JSON.stringify(content, null, 2));
      return file;
    },
    async [Symbol.asyncDispose]() {
      await rm(dir, { recursive: true, force: true });
    },
  };
}
