#!/usr/bin/env node
// Packs the npm package from a staging folder, so the published package.json
// has no `scripts`: every script here runs files the package does not ship
// (scripts/, src/, bench/, jest), and a lifecycle script among them
// (`prepare`: node scripts/prepare-lib.mjs) makes npm 11 warn about install
// scripts on `npm i mcpvals`, for a script that could not even run there.
// The files are exactly the ones `npm pack` would take from this repository
// (its --dry-run list, so package.json's `files` stays the one rule).
//
//   node scripts/pack-package.mjs [--pack-destination <dir>] [--dry-run] [--no-build]
//       builds lib/ and the config schema (unless --no-build), packs, and prints
//       npm pack's --json answer (the tarball's name, its files)
//   node scripts/pack-package.mjs --check-publish
//       the root `prepack`: refuses `npm publish` of the repository folder,
//       which would ship the scripts (publish the tarball this script makes)
//
// Tests pack with --no-build: lib/ is built before they run (`npm test`), and a
// rebuild in place would change lib/ under the tests still running.
import { execFileSync } from "node:child_process";
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { buildLib } from "./build-lib.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** package.json as published: without `scripts` (none of them can run from the package). */
export function publishedManifest(manifest) {
  const { scripts, ...published } = manifest;
  return published;
}

const npm = (args, cwd) => execFileSync("npm", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });

/** npm pack of `repo`'s files and published manifest, from a staging folder; npm pack's --json answer. */
export function packPackage({ repo = root, destination = repo, dryRun = false } = {}) {
  const [listed] = JSON.parse(npm(["pack", "--dry-run", "--json", "--ignore-scripts"], repo));
  const staging = mkdtempSync(join(tmpdir(), "mcpvals-pack-"));
  try {
    for (const { path, mode } of listed.files) {
      if (path === "package.json") continue;
      mkdirSync(dirname(join(staging, path)), { recursive: true });
      copyFileSync(join(repo, path), join(staging, path));
      chmodSync(join(staging, path), mode);
    }
    const manifest = JSON.parse(readFileSync(join(repo, "package.json"), "utf8"));
    writeFileSync(join(staging, "package.json"), JSON.stringify(publishedManifest(manifest), null, 2) + "\n");
    const args = ["pack", "--json", "--ignore-scripts", "--pack-destination", resolve(destination), ...(dryRun ? ["--dry-run"] : [])];
    return JSON.parse(npm(args, staging));
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      "pack-destination": { type: "string" },
      "dry-run": { type: "boolean", default: false },
      "no-build": { type: "boolean", default: false },
      "check-publish": { type: "boolean", default: false },
    },
  });
  if (values["check-publish"]) {
    if (process.env.npm_command === "publish") {
      console.error(
        "npm publish of the repository folder would ship package.json's scripts (a `prepare` that cannot run from the package).\n" +
          "Publish the staged tarball instead: npm run pack:package, then npm publish ./mcpvals-<version>.tgz",
      );
      process.exit(1);
    }
  } else {
    if (!values["no-build"]) {
      buildLib(root);
      execFileSync(process.execPath, [join(root, "bin", "mcpvals.js"), "schema", "--out", "schema/mcpvals.config.schema.json"], {
        cwd: root,
        stdio: "inherit",
      });
    }
    const answer = packPackage({ destination: values["pack-destination"] ?? root, dryRun: values["dry-run"] });
    process.stdout.write(JSON.stringify(answer, null, 2) + "\n");
  }
}
