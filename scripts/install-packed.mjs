#!/usr/bin/env node
// Installs this repository's npm package, as `npm pack` makes it, into an
// empty project, offline: the way a user gets it with `npm i mcpvals`, minus
// the registry. Used by the packed-install test and bench/install-footprint.mjs.
//
//   node scripts/install-packed.mjs <empty-dir> [--also <package>]... [--repo <dir>]
//
// `npm install --offline <tgz>` does not work from npm's cache alone: npm 11
// resolves every dependency with its full registry document, which `npm ci`
// (the only install this repository's cache has seen) never stores. So the
// project gets a package-lock.json cut from this repository's lockfile (the
// same versions at the same places, only the packages the tarball and the
// `--also` packages need) and `npm ci --offline` installs it, taking each
// tarball from the cache that `npm ci` of this repository filled.
// Prints one JSON line: { tarball, packages, dependencies }.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { packPackage } from "./pack-package.mjs";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { also: { type: "string", multiple: true, default: [] }, repo: { type: "string" } },
});
if (positionals.length !== 1) {
  console.error("usage: node scripts/install-packed.mjs <empty-dir> [--also <package>]... [--repo <dir>]");
  process.exit(2);
}
const target = resolve(positionals[0]);
const repo = resolve(values.repo ?? fileURLToPath(new URL("..", import.meta.url)));
const npm = (args, cwd) => execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

// Packed as it is published (scripts/pack-package.mjs: the published package.json has no scripts), from
// lib/ as built (npm test and npm ci build it): a rebuild here would change lib/ under running tests.
const [packed] = packPackage({ repo, destination: target });
const tarball = packed.filename;
const manifest = JSON.parse(execFileSync("tar", ["-xzOf", join(target, tarball), "package/package.json"], { encoding: "utf8" }));
const repoLock = JSON.parse(readFileSync(join(repo, "package-lock.json"), "utf8")).packages;

/** The lockfile location Node would load `name` from, for a package at `from` (walking up node_modules). */
function locate(name, from) {
  for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf("/node_modules/")))) {
    const at = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (repoLock[at]) return at;
    if (!dir) return undefined;
  }
}

const packages = {};
const pending = [];
const need = (name, from, optional) => {
  const at = locate(name, from);
  if (!at) {
    if (optional) return;
    throw new Error(`${name} (needed by ${from || manifest.name}) is not in ${repo}/package-lock.json`);
  }
  if (!packages[at]) pending.push(at);
  packages[at] ??= {};
};
// The tarball's own dependencies resolve as they do from the repository's root.
for (const name of Object.keys(manifest.dependencies ?? {})) need(name, "", false);
for (const name of Object.keys(manifest.optionalDependencies ?? {})) need(name, "", true);
for (const name of values.also) need(name, "", false);
while (pending.length > 0) {
  const at = pending.pop();
  // The project's own flags are recomputed by npm; these describe the repository's tree.
  const { dev, devOptional, peer, ...entry } = repoLock[at];
  packages[at] = entry;
  for (const name of Object.keys(entry.dependencies ?? {})) need(name, at, false);
  for (const name of Object.keys(entry.optionalDependencies ?? {})) need(name, at, true);
  for (const name of Object.keys(entry.peerDependencies ?? {})) need(name, at, entry.peerDependenciesMeta?.[name]?.optional === true);
}

const dependencies = { [manifest.name]: `file:${tarball}` };
for (const name of values.also) dependencies[name] = repoLock[`node_modules/${name}`].version;
const integrity = `sha512-${createHash("sha512")
  .update(readFileSync(join(target, tarball)))
  .digest("base64")}`;
packages[`node_modules/${manifest.name}`] = {
  version: manifest.version,
  resolved: `file:${tarball}`,
  integrity,
  license: manifest.license,
  dependencies: manifest.dependencies,
  bin: manifest.bin,
  engines: manifest.engines,
};
const project = { name: "packed-install", version: "1.0.0", private: true, dependencies };
writeFileSync(join(target, "package.json"), JSON.stringify(project, null, 2) + "\n");
const lock = {
  name: project.name,
  version: project.version,
  lockfileVersion: 3,
  requires: true,
  packages: { "": { name: project.name, version: project.version, dependencies }, ...packages },
};
writeFileSync(join(target, "package-lock.json"), JSON.stringify(lock, null, 2) + "\n");
npm(["ci", "--offline", "--no-audit", "--no-fund", "--no-update-notifier"], target);
console.log(JSON.stringify({ tarball, packages: Object.keys(packages).length, dependencies: Object.keys(manifest.dependencies ?? {}) }));
