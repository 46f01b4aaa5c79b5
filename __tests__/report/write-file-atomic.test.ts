import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { writeFileAtomic } from "../../src/util/write-file-atomic.js";
import { useTempDir } from "../helpers/temp-dir.js";

const tempDir = useTempDir().dir;

describe("writeFileAtomic", () => {
  it("creates missing directories and replaces an existing file", async () => {
    const path = join(tempDir(), "a", "b", "out.txt");
    await writeFileAtomic(path, "first");
    await writeFileAtomic(path, "second");
    expect(await readFile(path, "utf8")).toBe("second");
    expect(await readdir(join(tempDir(), "a", "b"))).toEqual(["out.txt"]);
  });

  it("writes bytes as given", async () => {
    const path = join(tempDir(), "bytes.bin");
    await writeFileAtomic(path, new Uint8Array([0, 1, 2, 255]));
    expect([...(await readFile(path))]).toEqual([0, 1, 2, 255]);
  });

  it("removes its temporary file when the final rename fails", async () => {
    const dir = join(tempDir(), "blocked");
    // A non-empty directory where the file should go: rename onto it fails.
    await mkdir(join(dir, "target", "inside"), { recursive: true });
    await writeFile(join(dir, "keep.txt"), "x");
    await expect(writeFileAtomic(join(dir, "target"), "data")).rejects.toThrow();
    expect((await readdir(dir)).sort()).toEqual(["keep.txt", "target"]);
  });
});
