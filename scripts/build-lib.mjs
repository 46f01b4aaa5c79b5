#!/usr/bin/env node
// Builds lib/ from src/ in two tsc passes: the JavaScript without comments,
// then the declarations with them. The comments stay where a reader meets
// them (src/, and each public type's JSDoc in the editor of whoever imports
// the package); left in the JavaScript nobody reads, they cost ~0.2 MiB of
// the install (bench/install-footprint.mjs), whose budget is 60 MB.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** Builds lib/ in `dir` (tsc from node_modules/.bin, as npm scripts find it). */
export function buildLib(dir = fileURLToPath(new URL("..", import.meta.url))) {
  const tsc = (...args) => execFileSync("tsc", ["-p", "tsconfig.build.json", ...args], { cwd: dir, stdio: "inherit" });
  // From empty: a module moved or deleted in src/ must not live on in lib/, where a test or a run could still load it.
  rmSync(join(dir, "lib"), { recursive: true, force: true });
  tsc("--removeComments", "--declaration", "false");
  tsc("--emitDeclarationOnly");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildLib();
