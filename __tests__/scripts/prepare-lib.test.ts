/**
 * scripts/prepare-lib.mjs, the `prepare` script: it builds lib/ only when a
 * source is newer than the build or a compiled file is missing, so the npx
 * install of this repository into npm's cache (the first `npx mcpvals` here)
 * does not rebuild what `npm ci` just built. Times are set explicitly (utimes).
 */
import { mkdir, readFile, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT, tempDir } from "../helpers/run-mcpvals.js";

const { staleReason } = (await import(join(REPO_ROOT, "scripts", "prepare-lib.mjs"))) as {
  staleReason: (dir: string) => string | undefined;
};

async function layout(dir: string, files: Record<string, number>): Promise<void> {
  for (const [file, seconds] of Object.entries(files)) {
    await mkdir(join(dir, file, ".."), { recursive: true });
    await writeFile(join(dir, file), "");
    await utimes(join(dir, file), seconds, seconds);
  }
}

test("lib/ is stale while a compiled file is missing, or a source or tsconfig is newer than the oldest output", async () => {
  await using dir = await tempDir();
  await layout(dir.path, {
    "tsconfig.json": 100,
    "tsconfig.build.json": 100,
    "src/index.ts": 100,
    "src/cli/main.ts": 100,
    "src/github/run-action.ts": 500,
  });
  expect(staleReason(dir.path)).toBe("lib/cli/main.js is missing");

  // The action's sources (src/action, src/github) are not compiled into lib/: newer or not, they do not count.
  await layout(dir.path, { "lib/index.js": 200, "lib/cli/main.js": 201 });
  expect(staleReason(dir.path)).toBeUndefined();

  await layout(dir.path, { "src/cli/main.ts": 300 });
  expect(staleReason(dir.path)).toBe("sources changed since the last build");
  await layout(dir.path, { "src/cli/main.ts": 100, "tsconfig.build.json": 300 });
  expect(staleReason(dir.path)).toBe("sources changed since the last build");
});

test("package.json keeps a clean clone's `npm ci` quiet where it can", async () => {
  const pkg = JSON.parse(await readFile(join(REPO_ROOT, "package.json"), "utf8"));
  // prepare skips an up-to-date lib/; `npm run build:lib` (npm test, prepack) always builds.
  expect(pkg.scripts.prepare).toBe("node scripts/prepare-lib.mjs");
  expect(pkg.scripts["build:lib"]).toBe("node scripts/build-lib.mjs");
  // With devEngines, npm does not check the root package's own engines (>= 22.12) against the Node npm runs on:
  // the scripts run on the node@24 devDependency. Users installing the package still get the engines check.
  expect(pkg.engines).toEqual({ node: ">=22.12" });
  expect(pkg.devEngines.packageManager).toMatchObject({ name: "npm", onFail: "warn" });
  expect(Object.keys(pkg.devDependencies)).toContain("node");
  // The node package's preinstall (it links the platform's binary) is approved, so npm does not list it.
  expect(pkg.allowScripts).toEqual({ node: true });
});
