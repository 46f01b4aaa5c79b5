#!/usr/bin/env node
// Tags a release of the action, as actions/typescript-action's script/release
// does: an annotated `vX.Y.Z` tag from package.json's version on HEAD, and the
// major tag users pin (`uses: mcpvals/action@v1`) moved to the same commit.
//
//   node scripts/release.mjs            print the plan, change nothing (the default)
//   node scripts/release.mjs --apply    create the tags locally
//   node scripts/release.mjs --push     create them and push both (the major tag with --force)
//   options: --remote <name> (default origin), --cwd <repository> (default this one)
//
// The major tag is `v<major>`, except that 0.x releases go out on `v1`: the
// action was announced as @v1 before the package reached 1.0. It refuses
// (exit 2) a dirty work tree, a version that is already tagged or not above the
// newest vX.Y.Z tag, and a CHANGELOG.md without a section for the version.
// dist/ is not rebuilt here: CI's check-dist job fails when it is stale.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

/** The tag users pin for a version: `v<major>`, and `v1` for 0.x. */
export function majorTag(version) {
  const [, major] = SEMVER.exec(version) ?? [];
  if (major === undefined) throw new Error(`"${version}" is not a release version X.Y.Z`);
  return `v${Math.max(1, Number(major))}`;
}

const compare = (a, b) => {
  const [x, y] = [a, b].map((v) => SEMVER.exec(v).slice(1).map(Number));
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

class ReleaseError extends Error {}

/** What a release of `cwd`'s HEAD would do, or a ReleaseError saying why it must not. */
export function planRelease({ cwd, remote = "origin" }) {
  const git = (...args) => execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
  const { version } = JSON.parse(readFileSync(join(cwd, "package.json"), "utf8"));
  const major = majorTag(version);
  const tag = `v${version}`;
  const dirty = git("status", "--porcelain");
  if (dirty) throw new ReleaseError(`the work tree has uncommitted changes; commit or stash them first:\n${dirty}`);
  const tags = git("tag", "--list", "v*").split("\n").filter(Boolean);
  if (tags.includes(tag))
    throw new ReleaseError(`${tag} already exists (at ${git("rev-list", "-n", "1", tag).slice(0, 12)}); bump "version" in package.json`);
  const newest = tags
    .map((t) => t.slice(1))
    .filter((v) => SEMVER.test(v))
    .sort(compare)
    .at(-1);
  if (newest && compare(version, newest) <= 0)
    throw new ReleaseError(`${tag} is not above the newest release v${newest}; bump "version" in package.json`);
  let changelog = "";
  try {
    changelog = readFileSync(join(cwd, "CHANGELOG.md"), "utf8");
  } catch {
    // Reported below as a missing section.
  }
  const escaped = version.replaceAll(".", "\\.");
  if (!new RegExp(`^## \\[?${escaped}\\]?(\\s|$)`, "m").test(changelog))
    throw new ReleaseError(`CHANGELOG.md has no "## ${version}" section`);
  const commit = git("rev-parse", "HEAD");
  const previous = tags.includes(major) ? git("rev-list", "-n", "1", major) : null;
  return {
    version,
    tag,
    major,
    commit,
    previous,
    commands: [
      ["git", "tag", "-a", tag, "-m", `${tag}`],
      ["git", "tag", "-fa", major, "-m", `${major}: ${tag}`],
      ["git", "push", remote, `refs/tags/${tag}`],
      ["git", "push", "--force", remote, `refs/tags/${major}`],
    ],
  };
}

function main() {
  const { values } = parseArgs({
    options: {
      apply: { type: "boolean", default: false },
      push: { type: "boolean", default: false },
      remote: { type: "string", default: "origin" },
      cwd: { type: "string" },
    },
  });
  const cwd = resolve(values.cwd ?? fileURLToPath(new URL("..", import.meta.url)));
  let plan;
  try {
    plan = planRelease({ cwd, remote: values.remote });
  } catch (error) {
    if (!(error instanceof ReleaseError)) throw error;
    console.error(`release: ${error.message}`);
    process.exit(2);
  }
  const moves = plan.previous ? `moves ${plan.major} from ${plan.previous.slice(0, 12)}` : `creates ${plan.major}`;
  console.log(`Release ${plan.tag} at ${plan.commit.slice(0, 12)}; ${moves}.`);
  const run = values.push ? plan.commands : values.apply ? plan.commands.slice(0, 2) : [];
  for (const command of plan.commands) {
    const doing = run.includes(command);
    console.log(`${doing ? "  $" : "  (dry run)"} ${command.join(" ")}`);
    if (doing) execFileSync(command[0], command.slice(1), { cwd, stdio: "inherit" });
  }
  if (!values.apply && !values.push) console.log("Nothing changed. --apply creates the tags, --push also pushes them.");
  else if (!values.push)
    console.log(`Tagged locally. Push with: git push ${values.remote} ${plan.tag} && git push --force ${values.remote} ${plan.major}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
