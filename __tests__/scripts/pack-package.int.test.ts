/**
 * The package as published (scripts/pack-package.mjs, `npm run pack:package`):
 * the same files `npm pack` takes from the repository, and a package.json with
 * no scripts, so `npm i mcpvals` meets no lifecycle script (the repository's
 * `prepare` runs scripts/, which the package does not ship). Packing leaves
 * lib/ as built, and `npm publish` of the repository folder is refused.
 */
import { execa } from "execa";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT, tempDir } from "../helpers/run-mcpvals.js";

const SCRIPT = join(REPO_ROOT, "scripts", "pack-package.mjs");
const LIFECYCLE = ["preinstall", "install", "postinstall", "prepare", "prepack", "postpack", "prepublish", "prepublishOnly", "publish"];

interface Packed {
  filename: string;
  files: Array<{ path: string }>;
}

async function npmPackList(cwd: string): Promise<Packed> {
  const run = await execa("npm", ["pack", "--dry-run", "--json", "--ignore-scripts"], { cwd });
  return (JSON.parse(String(run.stdout)) as Packed[])[0]!;
}

test("the packed package has the repository's files and a package.json without any script; lib/ is not rebuilt", async () => {
  await using dir = await tempDir();
  const lib = join(REPO_ROOT, "lib", "index.js");
  const before = (await stat(lib)).mtimeMs;
  const run = await execa(process.execPath, [SCRIPT, "--no-build", "--pack-destination", dir.path], { cwd: REPO_ROOT });
  const [packed] = JSON.parse(String(run.stdout)) as Packed[];
  // The repository's own package.json has lifecycle scripts (this is what a plain `npm pack` would ship).
  const repoManifest = JSON.parse(String((await execa("npm", ["pkg", "get", "scripts"], { cwd: REPO_ROOT })).stdout)) as Record<
    string,
    string
  >;
  expect(Object.keys(repoManifest)).toEqual(expect.arrayContaining(["prepare", "prepack"]));

  const paths = (p: Packed) => p.files.map((file) => file.path).sort();
  expect(paths(packed!)).toEqual(paths(await npmPackList(REPO_ROOT)));
  const tarball = join(dir.path, packed!.filename);
  const manifest = JSON.parse(String((await execa("tar", ["-xzOf", tarball, "package/package.json"])).stdout)) as Record<string, unknown>;
  expect(manifest.scripts).toBeUndefined();
  expect(LIFECYCLE.filter((name) => JSON.stringify(manifest).includes(`"${name}":`))).toEqual([]);
  // Everything else a user sees is kept.
  expect(manifest).toMatchObject({ name: "mcpvals", bin: { mcpvals: "bin/mcpvals.js" }, engines: { node: expect.any(String) } });
  expect((await stat(lib)).mtimeMs).toBe(before);
});

test("--dry-run writes no tarball", async () => {
  await using dir = await tempDir();
  const run = await execa(process.execPath, [SCRIPT, "--no-build", "--dry-run", "--pack-destination", dir.path], { cwd: REPO_ROOT });
  const [packed] = JSON.parse(String(run.stdout)) as Packed[];
  await expect(stat(join(dir.path, packed!.filename))).rejects.toThrow();
});

test("npm publish of the repository folder is refused, saying what to publish; npm pack is not", async () => {
  const publish = await execa(process.execPath, [SCRIPT, "--check-publish"], { env: { npm_command: "publish" }, reject: false });
  expect(publish.exitCode).toBe(1);
  expect(publish.stderr).toContain("npm run pack:package, then npm publish ./mcpvals-<version>.tgz");
  const pack = await execa(process.execPath, [SCRIPT, "--check-publish"], { env: { npm_command: "pack" }, reject: false });
  expect(pack.exitCode).toBe(0);
});
