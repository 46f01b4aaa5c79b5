/**
 * scripts/release.mjs in a throwaway git repository (and a bare one as its
 * remote): the dry run changes nothing, --apply tags vX.Y.Z and moves the major
 * tag, --push pushes both, and the script refuses what must not be released.
 */
import { execa } from "execa";
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT, tempDir, type TempDir } from "../helpers/run-mcpvals.js";

const SCRIPT = join(REPO_ROOT, "scripts", "release.mjs");
const GIT_ENV = {
  GIT_AUTHOR_NAME: "t",
  GIT_AUTHOR_EMAIL: "t@example.invalid",
  GIT_COMMITTER_NAME: "t",
  GIT_COMMITTER_EMAIL: "t@example.invalid",
  GIT_CONFIG_NOSYSTEM: "1",
  HOME: "/nonexistent",
};

async function git(cwd: string, ...args: string[]): Promise<string> {
  return String((await execa("git", args, { cwd, env: GIT_ENV })).stdout).trim();
}

async function release(cwd: string, ...args: string[]) {
  const run = await execa(process.execPath, [SCRIPT, "--cwd", cwd, ...args], { env: GIT_ENV, reject: false });
  return { exitCode: run.exitCode, stdout: String(run.stdout), stderr: String(run.stderr) };
}

/** Commits package.json at `version` with a CHANGELOG section for it. */
async function commitVersion(repo: TempDir, version: string): Promise<string> {
  await repo.write("package.json", { name: "mcpvals", version });
  const changelog = await readFile(join(repo.path, "CHANGELOG.md"), "utf8").catch(() => "# Changelog\n");
  await writeFile(join(repo.path, "CHANGELOG.md"), `${changelog}\n## ${version}\n\n- things\n`);
  await git(repo.path, "add", "-A");
  await git(repo.path, "commit", "-qm", `version ${version}`);
  return git(repo.path, "rev-parse", "HEAD");
}

const tagged = (cwd: string, tag: string) => git(cwd, "rev-list", "-n", "1", tag);

test("dry run by default; --apply tags vX.Y.Z and v1; the next release moves v1; --push force-pushes it", async () => {
  await using repo = await tempDir();
  await using remote = await tempDir();
  await git(remote.path, "init", "-q", "--bare");
  await git(repo.path, "init", "-q", "-b", "main");
  await git(repo.path, "remote", "add", "origin", remote.path);
  const first = await commitVersion(repo, "0.5.0");

  const dry = await release(repo.path);
  expect(dry).toMatchObject({ exitCode: 0, stderr: "" });
  expect(dry.stdout).toContain(`Release v0.5.0 at ${first.slice(0, 12)}; creates v1.`);
  expect(dry.stdout).toContain("(dry run) git tag -a v0.5.0");
  expect(dry.stdout).toContain("(dry run) git push --force origin refs/tags/v1");
  expect(await git(repo.path, "tag", "--list")).toBe("");

  expect((await release(repo.path, "--apply")).exitCode).toBe(0);
  expect(await tagged(repo.path, "v0.5.0")).toBe(first);
  expect(await tagged(repo.path, "v1")).toBe(first);
  // Annotated tags, as the Marketplace and `git describe` expect.
  expect(await git(repo.path, "cat-file", "-t", "v0.5.0")).toBe("tag");
  expect(await git(repo.path, "ls-remote", "--tags", "origin")).toBe("");

  const second = await commitVersion(repo, "0.5.1");
  const push = await release(repo.path, "--push");
  expect(push.exitCode).toBe(0);
  expect(push.stdout).toContain(`moves v1 from ${first.slice(0, 12)}`);
  expect(await tagged(repo.path, "v1")).toBe(second);
  expect(await tagged(remote.path, "v0.5.1")).toBe(second);
  expect(await tagged(remote.path, "v1")).toBe(second);
  // Only what --push pushed: v0.5.0 was tagged with --apply, locally.
  expect((await git(remote.path, "tag", "--list")).split("\n").sort()).toEqual(["v0.5.1", "v1"]);
});

test("refuses a released or lower version, a dirty tree and a missing CHANGELOG section, changing nothing", async () => {
  await using repo = await tempDir();
  await git(repo.path, "init", "-q", "-b", "main");
  await commitVersion(repo, "1.2.0");
  expect((await release(repo.path, "--apply")).exitCode).toBe(0);

  const again = await release(repo.path, "--apply");
  expect(again).toMatchObject({ exitCode: 2, stderr: expect.stringMatching(/^release: v1\.2\.0 already exists/) });

  await commitVersion(repo, "1.1.9");
  expect(await release(repo.path)).toMatchObject({
    exitCode: 2,
    stderr: expect.stringContaining("v1.1.9 is not above the newest release v1.2.0"),
  });

  await repo.write("package.json", { name: "mcpvals", version: "1.3.0" });
  expect(await release(repo.path)).toMatchObject({ exitCode: 2, stderr: expect.stringContaining("uncommitted changes") });
  await git(repo.path, "commit", "-qam", "1.3.0 without notes");
  expect(await release(repo.path)).toMatchObject({
    exitCode: 2,
    stderr: expect.stringContaining('CHANGELOG.md has no "## 1.3.0" section'),
  });

  // A 2.x release starts its own major tag; v1 stays where it was.
  const v1 = await tagged(repo.path, "v1");
  await commitVersion(repo, "2.0.0");
  expect((await release(repo.path, "--apply")).exitCode).toBe(0);
  expect(await tagged(repo.path, "v1")).toBe(v1);
  expect(await tagged(repo.path, "v2")).toBe(await git(repo.path, "rev-parse", "HEAD"));
  expect((await git(repo.path, "tag", "--list")).split("\n").sort()).toEqual(["v1", "v1.2.0", "v2", "v2.0.0"]);
});

test("this repository's version has a CHANGELOG section (so the release script would accept it)", async () => {
  const { version } = JSON.parse(await readFile(join(REPO_ROOT, "package.json"), "utf8"));
  const changelog = await readFile(join(REPO_ROOT, "CHANGELOG.md"), "utf8");
  expect(changelog).toMatch(new RegExp(`^## \\[?${version.replaceAll(".", "\\.")}\\]?`, "m"));
});
