/**
 * scripts/prepare-lib.mjs, the `prepare` script: it builds lib/ only when a
 * source is newer than the build or a compiled file is missing, so the npx
 * install of this repository into npm's cache (the first `npx mcpvals` here)
 * does not rebuild what `npm ci` just built. Times are set explicitly (utimes).
 */
import { mkdir, readFile, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT, tempDir } from "../helpers/run-mcpvals.js";

const { staleReason } = (await import(join(REPO_ROOT, "scripts", "prepare-lib.mjs"))) as { staleReason: (dir: string) => string | undefined };

async function layout(dir: string, files: Record<string, number>): Promise<void> {
  for (const [file, seconds] of Object.entries(files)) {
    await mkdir(join(dir, file, ".."), { recursive: true });
    await writeFile(join(dir, file), "");
    await utimes(join(dir, file), seconds, seconds);
  }
}

test("lib/ is stale while a compiled file is missing, or a source or tsconfig is newer than the oldest output", async () => {
  await using dir = await tempDir();
  await layout(dir.path, { "tsconfig.json": 100, "tsconfig.build.json": 100, "src/index.ts": 100, "src/cli/main.ts": 100, "src/github/run-action.ts": 500 });
  expect(staleReason(dir.path)).toBe("lib/cli/main.js is missing");

  // The action's sources (src/action, src/github) are not compiled into lib/: newer or not, they do not count.
  await layout(dir.path, { "lib/index.js": 200, "lib/cli/main.js": 201 });
  expect(staleReason(dir.path)).toBeUndefined();

  await layout(dir.path, { "src/cli/main.ts": 300 });
  expect(staleReason(dir.path)).toBe("sources changed since the last build");
  await layout(dir.path, { "src/cli/main.ts": 100, "tsconfig.build.json": 300 });
  expect(staleReason(dir.path)).toBe("sources changed since the last build");
});

test("the package's prepare script is prepare-lib (npm run build:lib still builds unconditionally)", async () => {
  const pkg = JSON.parse(await readFile(join(REPO_ROOT, "package.json"), "utf8"));
  expect(pkg.scripts.prepare).toBe("node scripts/prepare-lib.mjs");
  expect(pkg.scripts["build:lib"]).toBe("tsc -p tsconfig.build.json");
});
